/**
 * The component of `<scf-message-sidebar>` (message-sidebar.element.tsx): the standalone bundle
 * includes it, the portal's build fetches it when the first sidebar renders (lazy-elements.tsx).
 */
import { MessageSidebar, type MessageSection } from '@scf/shared/layout';
import { parseBoolean, parseOneOf, parsePortalBase } from './attributes';
import { elementContext } from './element-context';
import { elementEnvironment } from './element-environment';
import type { RawAttributes } from './element-factory';
import { MESSAGE_SIDEBAR_TAG, type MessageSidebarProperty as Property } from './message-sidebar.element';
import { ElementShell } from './element-shell.component';
import { ELEMENT_EVENTS, emit, requestNavigation } from './host-events';
import type { ToggleDetail } from './service-widget.element';

const SECTIONS: readonly MessageSection[] = ['message', 'affiche'];

export default function MessageSidebarElement(raw: RawAttributes<Property>): React.JSX.Element {
  const el = elementContext(raw, MESSAGE_SIDEBAR_TAG, MessageSidebarElement);
  const attributes = {
    collapsed: el.read('collapsed', parseBoolean, false),
    active: el.read<MessageSection | undefined>('active', parseOneOf(SECTIONS), undefined),
    portalBase: el.read('portalBase', parsePortalBase, elementEnvironment().portalBase),
  };

  return (
    <ElementShell container={el.root}>
      <MessageSidebar
        {...attributes}
        onCollapsedChange={(c) => emit<ToggleDetail>(el.host, ELEMENT_EVENTS.toggle, { collapsed: c })}
        onNavigate={(path) => requestNavigation(el.host, path, attributes.portalBase)}
      />
    </ElementShell>
  );
}
