/**
 * Defines `<scf-header>`, `<scf-message-sidebar>` and `<scf-service-widget>` for one kind of
 * host page. Both builds call it: the ES module build for the portal, the standalone bundle
 * for other sites.
 */
import { configureHttp } from '@scf/shared';
import { setElementEnvironment, type ElementEnvironment } from './element-environment';
import { defineElement, type ElementDefinition } from './element-factory';
import { installForeignNavigation } from './foreign-navigation';
import { headerElement, type HeaderProperty } from './header.element';
import { messageSidebarElement, type MessageSidebarProperty } from './message-sidebar.element';
import { serviceWidgetElement } from './service-widget.element';

export const ELEMENT_TAGS = [headerElement.tag, messageSidebarElement.tag, serviceWidgetElement.tag] as const;

/**
 * The components of the header and the sidebar, which each build chooses: the standalone bundle
 * (one classic script with everything inside) imports them, where fetching later saves nothing
 * and the wrapping of lazily run modules costs ~4 KB gzip of its budget; the portal's build
 * fetches each when its first element renders (lazy-elements.tsx).
 */
export interface BundledComponents {
  header: ElementDefinition<HeaderProperty>['component'];
  messageSidebar: ElementDefinition<MessageSidebarProperty>['component'];
}

export function defineScfElements(environment: ElementEnvironment, components: BundledComponents): void {
  setElementEnvironment(environment);
  if (environment.kind === 'foreign') {
    configureHttp({ baseURL: environment.apiBase });
    installForeignNavigation();
  }
  defineElement({ ...headerElement, component: components.header });
  defineElement({ ...messageSidebarElement, component: components.messageSidebar });
  defineElement(serviceWidgetElement);
}
