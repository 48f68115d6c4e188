/**
 * Defines `<scf-header>`, `<scf-message-sidebar>` and `<scf-service-widget>` for one kind of
 * host page. Both builds call it: the ES module build for the portal, the standalone bundle
 * for other sites.
 */
import { configureHttp } from '@scf/shared';
import { setElementEnvironment, type ElementEnvironment } from './element-environment';
import { defineElement } from './element-factory';
import { installForeignNavigation } from './foreign-navigation';
import { headerElement } from './header.element';
import { messageSidebarElement } from './message-sidebar.element';
import { serviceWidgetElement } from './service-widget.element';

export const ELEMENT_TAGS = [headerElement.tag, messageSidebarElement.tag, serviceWidgetElement.tag] as const;

export function defineScfElements(environment: ElementEnvironment): void {
  setElementEnvironment(environment);
  if (environment.kind === 'foreign') {
    configureHttp({ baseURL: environment.apiBase });
    installForeignNavigation();
  }
  defineElement(headerElement);
  defineElement(messageSidebarElement);
  defineElement(serviceWidgetElement);
}
