/**
 * The centre's pages by the keys its route declarations name (center.routes.ts). Every
 * `<name>.page.tsx` here is the page `center/<name>` (shared's pagesFromFiles), loaded on
 * demand, so the entry stays small and a new page needs no line here. A list page names the
 * request of its first render beside its code (`{ code, request }`): it starts together with
 * the code, so the list does not wait for the download (shared's page-request).
 */
import { definePages, pagesFromFiles, pathOfPage, type AheadRequest, type PageKey } from '@scf/shared';
import { ACCOUNT_LIST_REQUEST } from './crm/account/account-list.request';
import { EMPLOYEE_LIST_REQUEST } from './crm/employee/employee-list.request';
import { INVITATION_LIST_REQUEST } from './crm/invitation/invitation-list.request';
import { MESSAGE_LIST_REQUEST } from './message/message-list.request';
import { PRODUCT_CENTRE_REQUEST } from './product/product-centre.request';

/** The route of product parcels (`/center/product/{prodCode}/...`). */
export const PRODUCT_PARCEL_ROUTE = pathOfPage('center/product-host');

const FILES = pagesFromFiles<object>('center', import.meta.glob('./**/*.page.tsx'));

/** A page file's loader, with the request its first render makes. */
function withRequest(key: PageKey, request: AheadRequest) {
  const code = FILES[key];
  if (!code) throw new Error(`No page file for ${key}`);
  return { code, request };
}

export const CENTER_PAGES = definePages<object>('center', {
  ...FILES,
  'center/product-centre': withRequest('center/product-centre', PRODUCT_CENTRE_REQUEST),
  'center/account-list': withRequest('center/account-list', ACCOUNT_LIST_REQUEST),
  'center/employee-list': withRequest('center/employee-list', EMPLOYEE_LIST_REQUEST),
  'center/invitation': withRequest('center/invitation', INVITATION_LIST_REQUEST),
  'center/message-list': withRequest('center/message-list', MESSAGE_LIST_REQUEST),
});
