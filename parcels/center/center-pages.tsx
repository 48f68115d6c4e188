/**
 * The centre's pages by the keys the route table names (`center/user` …). Pages load on
 * demand, so the entry stays small; the route table says which path shows which. A list page
 * names the request of its first render beside its code (`{ code, request }`): it starts
 * together with the code, so the list does not wait for the download (shared's page-request).
 */
import type { ComponentType } from 'react';
import { definePages, pathOfPage, type PageModule } from '@scf/shared';
import { ACCOUNT_LIST_REQUEST } from './crm/account/account-list.request';
import { EMPLOYEE_LIST_REQUEST } from './crm/employee/employee-list.request';
import { INVITATION_LIST_REQUEST } from './crm/invitation/invitation-list.request';
import { MESSAGE_LIST_REQUEST } from './message/message-list.request';
import { PRODUCT_CENTRE_REQUEST } from './product/product-centre.request';

/** A named export as a page module. */
const named = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType): (() => Promise<PageModule<object>>) => async () => ({ default: pick(await load()) });

/** The route of product parcels (`/center/product/{prodCode}/...`). */
export const PRODUCT_PARCEL_ROUTE = pathOfPage('center/product-host');

export const CENTER_PAGES = definePages<object>('center', {
  'center/product-centre': { code: named(() => import('./product/product-centre.page'), (m) => m.ProductCentrePage), request: PRODUCT_CENTRE_REQUEST },
  'center/product-host': named(() => import('./product/product-host.page'), (m) => m.ProductHostPage),
  'center/user': named(() => import('./crm/user/user.page'), (m) => m.UserPage),
  'center/account-list': { code: named(() => import('./crm/account/account-list.page'), (m) => m.AccountListPage), request: ACCOUNT_LIST_REQUEST },
  'center/change-account': named(() => import('./crm/account/change-account.page'), (m) => m.ChangeAccountPage),
  'center/change-account-view': named(() => import('./crm/account/change-account-view.page'), (m) => m.ChangeAccountViewPage),
  'center/company': named(() => import('./crm/company/company.page'), (m) => m.CompanyPage),
  'center/employee-list': { code: named(() => import('./crm/employee/employee-list.page'), (m) => m.EmployeeListPage), request: EMPLOYEE_LIST_REQUEST },
  'center/invitation': { code: named(() => import('./crm/invitation/invitation.page'), (m) => m.InvitationPage), request: INVITATION_LIST_REQUEST },
  'center/login-log': named(() => import('./crm/log/login-log.page'), (m) => m.LoginLogPage),
  'center/operation-log': named(() => import('./crm/log/operation-log.page'), (m) => m.OperationLogPage),
  'center/devices': named(() => import('./crm/session/devices.page'), (m) => m.DevicesPage),
  'center/message-list': { code: named(() => import('./message/message-list.page'), (m) => m.MessageListPage), request: MESSAGE_LIST_REQUEST },
  'center/message-detail': named(() => import('./message/message-detail.page'), (m) => m.MessageDetailPage),
  'center/affiche-list': named(() => import('./message/affiche-list.page'), (m) => m.AfficheListPage),
  'center/affiche-detail': named(() => import('./message/affiche-detail.page'), (m) => m.AfficheDetailPage),
});
