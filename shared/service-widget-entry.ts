/**
 * @scf/shared/service-widget: the floating customer-service widget alone. The element build
 * shows it on every page of the portal; with the whole layout entry (the header's menus, the
 * message centre, their forms) a news reader downloaded about 80 KB gzip they never saw.
 */
export { ServiceWidget } from './layout/service-widget.component';
export type { ChatOpenDetail, ServiceWidgetProps } from './layout/service-widget.component';
