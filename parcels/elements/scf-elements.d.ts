/**
 * TypeScript declarations for pages that use the SCF custom elements from code:
 * `document.querySelector('scf-header')` is typed, `addEventListener('scf-navigate', …)` gets
 * its detail, and React 19 JSX accepts the tags with their attributes and `on<event>` props
 * (React 19 adds a listener for a custom element's `onscf-navigate` prop).
 *
 * Use: copy this file next to your code (or reference it with a triple-slash directive).
 * Attributes are strings, as HTML writes them; invalid values are ignored with a console
 * warning (docs/embedding.md lists every value). Keep in step with custom-elements.json
 * (tests/unit/layout/manifest.test.ts checks both against the element definitions).
 */

/** `scf-navigate`: a link of an element was followed. Cancel it to stay on the page. */
export interface ScfNavigateDetail {
  /** The portal path, e.g. `/center/crm/message/list`. */
  path: string;
  /** The absolute URL of that path on the portal. */
  url: string;
}

/** `scf-company-change`: the header switched company; the page loads again right after. */
export interface ScfCompanyChangeDetail {
  compCode: string;
  compName: string;
  employeeCode: string;
}

/** `scf-role-change`: the header switched the enterprise role; the page loads again right after. */
export interface ScfRoleChangeDetail {
  productCode: string;
  /** `C101`–`C106`. */
  compRole: string;
}

/** `scf-toggle`: the widget or the sidebar was collapsed or opened by the user. */
export interface ScfToggleDetail {
  collapsed: boolean;
}

/** `scf-chat-open`: online customer service was chosen. Cancel it to open your own chat. */
export interface ScfChatOpenDetail {
  /** The chat page with `?path=` added. */
  url: string;
  /** The path of the page the user was on. */
  path: string;
}

/** Parts of the header for its `show` attribute (space/comma separated or a JSON array). */
export type ScfHeaderPart = 'brand' | 'product-centre' | 'account' | 'company' | 'role' | 'home' | 'inbox' | 'avatar';

export interface ScfHeaderEventMap extends HTMLElementEventMap {
  'scf-navigate': CustomEvent<ScfNavigateDetail>;
  /** Cancelable: cancel it and the session stays (the page logs out its own way). */
  'scf-logout': CustomEvent<Record<string, never>>;
  'scf-company-change': CustomEvent<ScfCompanyChangeDetail>;
  'scf-role-change': CustomEvent<ScfRoleChangeDetail>;
}

export interface ScfMessageSidebarEventMap extends HTMLElementEventMap {
  'scf-navigate': CustomEvent<ScfNavigateDetail>;
  'scf-toggle': CustomEvent<ScfToggleDetail>;
}

export interface ScfServiceWidgetEventMap extends HTMLElementEventMap {
  'scf-toggle': CustomEvent<ScfToggleDetail>;
  'scf-chat-open': CustomEvent<ScfChatOpenDetail>;
}

/**
 * An element whose events `M` lists: listeners of those get their detail typed, any other
 * event name takes the DOM's plain listener.
 */
interface ScfEventTarget<Self, M extends HTMLElementEventMap> extends HTMLElement {
  addEventListener<K extends keyof M>(
    type: K,
    listener: (this: Self, ev: M[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof M>(
    type: K,
    listener: (this: Self, ev: M[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<scf-header>`: the portal header for a signed-in employee. Properties reflect to the attributes. */
export interface ScfHeaderElement extends ScfEventTarget<ScfHeaderElement, ScfHeaderEventMap> {
  /** `api-base`: the portal's API root (`https://portal.example.com/api`; a bare origin means its `/api`). */
  apiBase: string | undefined;
  /** `portal-base`: where links lead (default: the origin of `api-base`, else of the script). */
  portalBase: string | undefined;
  /** `product-code`: the product of the page (default `EC`); `CRM` hides the role dropdown. */
  productCode: string | undefined;
  /** `show`: which parts to show (default all). */
  show: string | undefined;
}

/** `<scf-message-sidebar>`: 站内信 and 公告, collapsible, closed under 992 px. */
export interface ScfMessageSidebarElement extends ScfEventTarget<ScfMessageSidebarElement, ScfMessageSidebarEventMap> {
  /** `collapsed`: `""`/`true`/`1` collapsed, `false`/`0` open (default open). */
  collapsed: string | undefined;
  /** `active`: `message` or `affiche` (default: from the page's path). */
  active: string | undefined;
  portalBase: string | undefined;
}

/** `<scf-service-widget>`: the floating customer-service widget. */
export interface ScfServiceWidgetElement extends ScfEventTarget<ScfServiceWidgetElement, ScfServiceWidgetEventMap> {
  /** `chat-url`: the external chat page (http(s) URL or absolute path); `?path=` is added. */
  chatUrl: string | undefined;
  /** `hotline`: the number shown on hover and focus (digits, spaces, + - and parentheses). */
  hotline: string | undefined;
  /** `qr-src`: the WeChat QR image (http(s), absolute path, or a PNG/JPEG/GIF/WebP data URL). */
  qrSrc: string | undefined;
  /** `wechat-url`: what the drawn WeChat QR code holds (inside the portal, without `qr-src`). */
  wechatUrl: string | undefined;
  /** `position`: `right` (default) or `left`. */
  position: string | undefined;
  /** `collapsed`: collapsed to one button (`""`/`true`) or open (`false`); absent: open, collapsed under 992 px. */
  collapsed: string | undefined;
}

/** JSX attributes (React 19): kebab-case attributes and `on<event>` listeners. */
interface ScfBaseAttributes {
  id?: string;
  class?: string;
  className?: string;
  style?: Record<string, string | number>;
  hidden?: boolean;
  slot?: string;
  ref?: unknown;
  key?: string | number;
}

export interface ScfHeaderAttributes extends ScfBaseAttributes {
  'api-base'?: string;
  'portal-base'?: string;
  'product-code'?: string;
  show?: string;
  'onscf-navigate'?: (event: CustomEvent<ScfNavigateDetail>) => void;
  'onscf-logout'?: (event: CustomEvent<Record<string, never>>) => void;
  'onscf-company-change'?: (event: CustomEvent<ScfCompanyChangeDetail>) => void;
  'onscf-role-change'?: (event: CustomEvent<ScfRoleChangeDetail>) => void;
}

export interface ScfMessageSidebarAttributes extends ScfBaseAttributes {
  collapsed?: string | boolean;
  active?: 'message' | 'affiche';
  'portal-base'?: string;
  'onscf-navigate'?: (event: CustomEvent<ScfNavigateDetail>) => void;
  'onscf-toggle'?: (event: CustomEvent<ScfToggleDetail>) => void;
}

export interface ScfServiceWidgetAttributes extends ScfBaseAttributes {
  'chat-url'?: string;
  hotline?: string;
  'qr-src'?: string;
  'wechat-url'?: string;
  position?: 'right' | 'left';
  collapsed?: string | boolean;
  'onscf-toggle'?: (event: CustomEvent<ScfToggleDetail>) => void;
  'onscf-chat-open'?: (event: CustomEvent<ScfChatOpenDetail>) => void;
}

declare global {
  interface HTMLElementTagNameMap {
    'scf-header': ScfHeaderElement;
    'scf-message-sidebar': ScfMessageSidebarElement;
    'scf-service-widget': ScfServiceWidgetElement;
  }
  /** The events bubble and are composed: a listener on `document` receives them too. */
  interface DocumentEventMap {
    'scf-navigate': CustomEvent<ScfNavigateDetail>;
    'scf-logout': CustomEvent<Record<string, never>>;
    'scf-company-change': CustomEvent<ScfCompanyChangeDetail>;
    'scf-role-change': CustomEvent<ScfRoleChangeDetail>;
    'scf-toggle': CustomEvent<ScfToggleDetail>;
    'scf-chat-open': CustomEvent<ScfChatOpenDetail>;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'scf-header': ScfHeaderAttributes;
      'scf-message-sidebar': ScfMessageSidebarAttributes;
      'scf-service-widget': ScfServiceWidgetAttributes;
    }
  }
}
