/**
 * `<scf-message-sidebar>`: the message-centre sidebar (docs/requirements.md#layout) as a custom element.
 * Attributes: collapsed, active (message|affiche), portal-base. Events: scf-toggle
 * {collapsed}, scf-navigate {path, url} (cancelable).
 */
import type { ElementDefinition } from './element-factory';
import { ELEMENT_EVENTS } from './host-events';

export const MESSAGE_SIDEBAR_TAG = 'scf-message-sidebar';
const PROPERTIES = ['collapsed', 'active', 'portalBase'] as const;
export type MessageSidebarProperty = (typeof PROPERTIES)[number];

/** Its tag, attributes and events; each build adds the component (define-elements.ts). */
export const messageSidebarElement: Omit<ElementDefinition<MessageSidebarProperty>, 'component'> = {
  tag: MESSAGE_SIDEBAR_TAG,
  properties: PROPERTIES,
  events: [ELEMENT_EVENTS.navigate, ELEMENT_EVENTS.toggle],
};
