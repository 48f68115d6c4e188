/**
 * @scf/shared/service-widget: the floating customer-service widget alone. The element build
 * shows it on every page of the portal; with the whole layout entry (the header's menus, the
 * message centre, their forms) a news reader downloaded about 80 KB gzip they never saw.
 */
export { ServiceWidget, type ChatOpenDetail, type ServiceWidgetProps } from './layout/service-widget.component';
