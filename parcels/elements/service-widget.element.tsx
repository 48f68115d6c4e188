/**
 * `<scf-service-widget>`: the floating customer-service widget (docs/requirements.md#layout) as a custom element.
 * Attributes: chat-url, hotline, qr-src, wechat-url (what the drawn QR code holds, inside the
 * portal), position (right|left), collapsed (absent: the reader's
 * last choice, else open, but collapsed under 992 px, on the centre's pages and wherever the open
 * panel would cover a control of the page). Events: scf-toggle {collapsed}, scf-chat-open {url, path}
 * (cancelable: the page opens its own chat instead).
 */
import { SERVICE_WIDGET_DEFAULTS, type WidgetPosition } from '@scf/shared';
import { ServiceWidget, type ChatOpenDetail } from '@scf/shared/service-widget';
import { parseBoolean, parseHotline, parseHttpUrl, parseImageSrc, parseOneOf, readAttribute } from './attributes';
import { elementEnvironment } from './element-environment';
import type { ElementDefinition, RawAttributes } from './element-factory';
import { ElementShell } from './element-shell.component';
import { ELEMENT_EVENTS, emit, hostOf } from './host-events';

const SERVICE_WIDGET_TAG = 'scf-service-widget';
const PROPERTIES = ['chatUrl', 'hotline', 'qrSrc', 'wechatUrl', 'position', 'collapsed'] as const;
type Property = (typeof PROPERTIES)[number];

const POSITIONS: readonly WidgetPosition[] = ['right', 'left'];

export interface ToggleDetail {
  collapsed: boolean;
}

function ServiceWidgetElement(raw: RawAttributes<Property>): React.JSX.Element {
  const root = raw.container instanceof ShadowRoot ? raw.container : null;
  const host = hostOf(root);
  const owner: object = host ?? ServiceWidgetElement;
  const tag = SERVICE_WIDGET_TAG;
  const chatUrl = readAttribute(owner, tag, 'chat-url', raw.chatUrl, parseHttpUrl, undefined);
  const hotline = readAttribute(owner, tag, 'hotline', raw.hotline, parseHotline, SERVICE_WIDGET_DEFAULTS.hotline);
  const qrSrc = readAttribute(owner, tag, 'qr-src', raw.qrSrc, parseImageSrc, undefined);
  const wechatUrl = readAttribute(owner, tag, 'wechat-url', raw.wechatUrl, parseHttpUrl, undefined);
  const position = readAttribute(
    owner,
    tag,
    'position',
    raw.position,
    parseOneOf(POSITIONS),
    SERVICE_WIDGET_DEFAULTS.position,
  );
  // Absent (or invalid): undefined, so the widget decides by itself (folded where it would cover).
  const collapsed = readAttribute<boolean | undefined>(owner, tag, 'collapsed', raw.collapsed, parseBoolean, undefined);

  return (
    <ElementShell container={root}>
      <ServiceWidget
        chatUrl={chatUrl}
        hotline={hotline}
        qrSrc={qrSrc}
        wechatUrl={wechatUrl}
        position={position}
        collapsed={collapsed}
        renderQrCode={elementEnvironment().renderQrCode}
        onCollapsedChange={(c) => emit<ToggleDetail>(host, ELEMENT_EVENTS.toggle, { collapsed: c })}
        onOpenChat={(detail) => emit<ChatOpenDetail>(host, ELEMENT_EVENTS.chatOpen, detail, true)}
      />
    </ElementShell>
  );
}

export const serviceWidgetElement: ElementDefinition<Property> = {
  tag: SERVICE_WIDGET_TAG,
  properties: PROPERTIES,
  events: [ELEMENT_EVENTS.toggle, ELEMENT_EVENTS.chatOpen],
  component: ServiceWidgetElement,
};
