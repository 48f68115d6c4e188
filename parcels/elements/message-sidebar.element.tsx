/**
 * `<scf-message-sidebar>`: the message-centre sidebar (docs/requirements.md#layout) as a custom element.
 * Attributes: collapsed, active (message|affiche), portal-base. Events: scf-toggle
 * {collapsed}, scf-navigate {path, url} (cancelable).
 */
import { MessageSidebar, type MessageSection } from '@scf/shared/layout';
import { toPortalBase } from '@scf/shared';
import { parseBoolean, parseOneOf, readAttribute, type Parser } from './attributes';
import { elementEnvironment } from './element-environment';
import type { ElementDefinition, RawAttributes } from './element-factory';
import { ElementShell } from './element-shell.component';
import { ELEMENT_EVENTS, emit, hostOf, requestNavigation } from './host-events';
import type { ToggleDetail } from './service-widget.element';

const MESSAGE_SIDEBAR_TAG = 'scf-message-sidebar';
const PROPERTIES = ['collapsed', 'active', 'portalBase'] as const;
type Property = (typeof PROPERTIES)[number];

const SECTIONS: readonly MessageSection[] = ['message', 'affiche'];

export const parsePortalBase: Parser<string> = (raw) => {
  const base = toPortalBase(raw.trim());
  return base === null ? { warning: '无效：只接受 http(s) 地址，已忽略' } : { value: base };
};

function MessageSidebarElement(raw: RawAttributes<Property>): React.JSX.Element {
  const root = raw.container instanceof ShadowRoot ? raw.container : null;
  const host = hostOf(root);
  const owner: object = host ?? MessageSidebarElement;
  const tag = MESSAGE_SIDEBAR_TAG;
  const collapsed = readAttribute(owner, tag, 'collapsed', raw.collapsed, parseBoolean, false);
  const active = readAttribute<MessageSection | undefined>(
    owner,
    tag,
    'active',
    raw.active,
    parseOneOf(SECTIONS),
    undefined,
  );
  const portalBase = readAttribute(
    owner,
    tag,
    'portal-base',
    raw.portalBase,
    parsePortalBase,
    elementEnvironment().portalBase,
  );

  return (
    <ElementShell container={root}>
      <MessageSidebar
        collapsed={collapsed}
        active={active}
        portalBase={portalBase}
        onCollapsedChange={(c) => emit<ToggleDetail>(host, ELEMENT_EVENTS.toggle, { collapsed: c })}
        onNavigate={(path) => requestNavigation(host, path, portalBase)}
      />
    </ElementShell>
  );
}

export const messageSidebarElement: ElementDefinition<Property> = {
  tag: MESSAGE_SIDEBAR_TAG,
  properties: PROPERTIES,
  events: [ELEMENT_EVENTS.navigate, ELEMENT_EVENTS.toggle],
  component: MessageSidebarElement,
};
