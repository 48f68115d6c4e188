/**
 * `<scf-header>`: the portal header (docs/requirements.md#layout) as a custom element for other sites.
 * Attributes: api-base, portal-base, product-code, show. Events: scf-navigate {path, url}
 * (cancelable), scf-logout (cancelable: the session stays), scf-company-change {compCode,
 * compName, employeeCode}, scf-role-change {productCode, compRole}.
 */
import { ELEMENT_EVENTS } from './host-events';
import type { ElementDefinition } from './element-factory';

export const HEADER_TAG = 'scf-header';
const PROPERTIES = ['apiBase', 'portalBase', 'productCode', 'show'] as const;
export type HeaderProperty = (typeof PROPERTIES)[number];

/** Its tag, attributes and events; each build adds the component (define-elements.ts). */
export const headerElement: Omit<ElementDefinition<HeaderProperty>, 'component'> = {
  tag: HEADER_TAG,
  properties: PROPERTIES,
  events: [ELEMENT_EVENTS.navigate, ELEMENT_EVENTS.logout, ELEMENT_EVENTS.companyChange, ELEMENT_EVENTS.roleChange],
};
