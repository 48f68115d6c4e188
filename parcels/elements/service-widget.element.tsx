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
import { parseBoolean, parseHotline, parseHttpUrl, parseImageSrc, parseOneOf } from './attributes';
import { elementContext } from './element-context';
import { elementEnvironment } from './element-environment';
import type { ElementDefinition, RawAttributes } from './element-factory';
import { ElementShell } from './element-shell.component';
import { ELEMENT_EVENTS, emit } from './host-events';

const SERVICE_WIDGET_TAG = 'scf-service-widget';
const PROPERTIES = ['chatUrl', 'hotline', 'qrSrc', 'wechatUrl', 'position', 'collapsed'] as const;
type Property = (typeof PROPERTIES)[number];

const POSITIONS: readonly WidgetPosition[] = ['right', 'left'];

export interface ToggleDetail {
  collapsed: boolean;
}

function ServiceWidgetElement(raw: RawAttributes<Property>): React.JSX.Element {
  const el = elementContext(raw, SERVICE_WIDGET_TAG, ServiceWidgetElement);
  const attributes = {
    chatUrl: el.read('chatUrl', parseHttpUrl, undefined),
    hotline: el.read('hotline', parseHotline, SERVICE_WIDGET_DEFAULTS.hotline),
    qrSrc: el.read('qrSrc', parseImageSrc, undefined),
    wechatUrl: el.read('wechatUrl', parseHttpUrl, undefined),
    position: el.read('position', parseOneOf(POSITIONS), SERVICE_WIDGET_DEFAULTS.position),
    // Absent (or invalid): undefined, so the widget decides by itself (folded where it would cover).
    collapsed: el.read<boolean | undefined>('collapsed', parseBoolean, undefined),
  };

  return (
    <ElementShell container={el.root}>
      <ServiceWidget
        {...attributes}
        renderQrCode={elementEnvironment().renderQrCode}
        onCollapsedChange={(c) => emit<ToggleDetail>(el.host, ELEMENT_EVENTS.toggle, { collapsed: c })}
        onOpenChat={(detail) => emit<ChatOpenDetail>(el.host, ELEMENT_EVENTS.chatOpen, detail, true)}
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
