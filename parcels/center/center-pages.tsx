/**
 * The centre's pages by the keys the route table names (`center/user` …). Pages load on
 * demand, so the entry stays small; the route table says which path shows which.
 */
import type { ComponentType } from 'react';
import { definePages, pathOfPage, type PageModule } from '@scf/shared';

/** A named export as a page module. */
const named = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType): (() => Promise<PageModule<object>>) => async () => ({ default: pick(await load()) });

/** The route of product parcels (`/center/product/{prodCode}/...`). */
export const PRODUCT_PARCEL_ROUTE = pathOfPage('center/product-host');

export const CENTER_PAGES = definePages<object>('center', {
  'center/product-centre': named(() => import('./product/product-centre.page'), (m) => m.ProductCentrePage),
  'center/product-host': named(() => import('./product/product-host.page'), (m) => m.ProductHostPage),
  'center/user': named(() => import('./crm/user/user.page'), (m) => m.UserPage),
  'center/account-list': named(() => import('./crm/account/account-list.page'), (m) => m.AccountListPage),
  'center/change-account': named(() => import('./crm/account/change-account.page'), (m) => m.ChangeAccountPage),
  'center/change-account-view': named(() => import('./crm/account/change-account-view.page'), (m) => m.ChangeAccountViewPage),
  'center/company': named(() => import('./crm/company/company.page'), (m) => m.CompanyPage),
  'center/employee-list': named(() => import('./crm/employee/employee-list.page'), (m) => m.EmployeeListPage),
  'center/invitation': named(() => import('./crm/invitation/invitation.page'), (m) => m.InvitationPage),
  'center/login-log': named(() => import('./crm/log/login-log.page'), (m) => m.LoginLogPage),
  'center/operation-log': named(() => import('./crm/log/operation-log.page'), (m) => m.OperationLogPage),
  'center/devices': named(() => import('./crm/session/devices.page'), (m) => m.DevicesPage),
  'center/message-list': named(() => import('./message/message-list.page'), (m) => m.MessageListPage),
  'center/message-detail': named(() => import('./message/message-detail.page'), (m) => m.MessageDetailPage),
  'center/affiche-list': named(() => import('./message/affiche-list.page'), (m) => m.AfficheListPage),
  'center/affiche-detail': named(() => import('./message/affiche-detail.page'), (m) => m.AfficheDetailPage),
});
