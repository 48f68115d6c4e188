/**
 * The component of `<scf-message-sidebar>` (message-sidebar.element.tsx): the standalone bundle
 * includes it, the portal's build fetches it when the first sidebar renders (lazy-elements.tsx).
 */
import { MessageSidebar, type MessageSection } from '@scf/shared/layout';
import { parseBoolean, parseOneOf, parsePortalBase, readAttribute } from './attributes';
import { elementEnvironment } from './element-environment';
import type { RawAttributes } from './element-factory';
import { MESSAGE_SIDEBAR_TAG, type MessageSidebarProperty as Property } from './message-sidebar.element';
import { ElementShell } from './element-shell.component';
import { ELEMENT_EVENTS, emit, hostOf, requestNavigation } from './host-events';
import type { ToggleDetail } from './service-widget.element';

const SECTIONS: readonly MessageSection[] = ['message', 'affiche'];

export default function MessageSidebarElement(raw: RawAttributes<Property>): React.JSX.Element {
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
