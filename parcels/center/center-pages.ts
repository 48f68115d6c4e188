/**
 * Which page renders each centre route. The keys are route paths of shared's route table
 * (the one list of routes); tests/unit/center/center-pages.test.ts checks that every centre
 * route has a page and every page a route. Pages load on demand, so the entry stays small.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType): Page => lazy(async () => ({ default: pick(await load()) }));

/** The route of product parcels (`/center/product/{prodCode}/...`). */
export const PRODUCT_PARCEL_ROUTE = '/center/product/:prodCode/*';

export const PAGES: Readonly<Record<string, Page>> = {
  '/center/product/product': page(() => import('./product/product-centre.page'), (m) => m.ProductCentrePage),
  [PRODUCT_PARCEL_ROUTE]: page(() => import('./product/product-host.page'), (m) => m.ProductHostPage),
  '/center/crm/user': page(() => import('./crm/user/user.page'), (m) => m.UserPage),
  '/center/crm/account/list': page(() => import('./crm/account/account-list.page'), (m) => m.AccountListPage),
  '/center/crm/changeAcc': page(() => import('./crm/account/change-account.page'), (m) => m.ChangeAccountPage),
  '/center/crm/changeAccView': page(() => import('./crm/account/change-account-view.page'), (m) => m.ChangeAccountViewPage),
  '/center/crm/company': page(() => import('./crm/company/company.page'), (m) => m.CompanyPage),
  '/center/crm/employee/list': page(() => import('./crm/employee/employee-list.page'), (m) => m.EmployeeListPage),
  '/center/crm/invication': page(() => import('./crm/invitation/invitation.page'), (m) => m.InvitationPage),
  '/center/crm/log/login': page(() => import('./crm/log/login-log.page'), (m) => m.LoginLogPage),
  '/center/crm/log/operation': page(() => import('./crm/log/operation-log.page'), (m) => m.OperationLogPage),
  '/center/crm/session': page(() => import('./crm/session/devices.page'), (m) => m.DevicesPage),
  '/center/crm/message/list': page(() => import('./message/message-list.page'), (m) => m.MessageListPage),
  '/center/crm/message/detail/:id': page(() => import('./message/message-detail.page'), (m) => m.MessageDetailPage),
  '/center/crm/affiche/list': page(() => import('./message/affiche-list.page'), (m) => m.AfficheListPage),
  '/center/crm/affiche/detail/:id': page(() => import('./message/affiche-detail.page'), (m) => m.AfficheDetailPage),
};
