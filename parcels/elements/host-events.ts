/**
 * The DOM events the elements raise on their host (`scf-navigate`, `scf-logout`,
 * `scf-company-change`, …). All bubble and are composed, so a listener on the element, on an
 * ancestor or on `document` receives them, also when the element sits in another shadow root.
 */
import { navigate, portalHref, toHttpUrl } from '@scf/shared';
import { elementEnvironment } from './element-environment';

export const ELEMENT_EVENTS = {
  navigate: 'scf-navigate',
  logout: 'scf-logout',
  companyChange: 'scf-company-change',
  roleChange: 'scf-role-change',
  toggle: 'scf-toggle',
  chatOpen: 'scf-chat-open',
} as const;

interface NavigateDetail {
  /** The portal path (`/center/crm/message/list`). */
  path: string;
  /** The absolute URL of that path on the portal. */
  url: string;
}

/** The element whose shadow root `container` is (r2wc passes the root as `container`). */
export function hostOf(container: unknown): HTMLElement | null {
  return container instanceof ShadowRoot && container.host instanceof HTMLElement ? container.host : null;
}

/** Dispatches an event on the host; false when a listener called `preventDefault()`. */
export function emit<D>(host: EventTarget | null, name: string, detail: D, cancelable = false): boolean {
  if (!host) return true;
  return host.dispatchEvent(new CustomEvent<D>(name, { detail, bubbles: true, composed: true, cancelable }));
}

/**
 * A link of an element was followed: `scf-navigate` first, then, unless a listener cancelled
 * it, the default: single-spa navigation inside the portal, a full page load of the portal
 * URL elsewhere.
 */
export function requestNavigation(
  host: EventTarget | null,
  path: string,
  portalBase: string = elementEnvironment().portalBase,
  loadPage: (url: string) => void = (url) => window.location.assign(url),
): void {
  const env = elementEnvironment();
  const url = toHttpUrl(portalHref(portalBase, path)) ?? path;
  if (!emit<NavigateDetail>(host, ELEMENT_EVENTS.navigate, { path, url }, true)) return;
  if (env.kind === 'portal' && portalBase === '') navigate(path);
  else loadPage(url);
}
