/**
 * Where entering a product leads (docs/requirements.md#routes; route table: customer relations defaults to
 * crm/user, other products live under /center/product/{code}).
 */
import { PRODUCT_CODE_CRM } from '@scf/shared';

export const CRM_HOME_PATH = '/center/crm/user';

/** The path a product's parcel routes below: `/center/product/<CODE>`. */
export function productBasePath(prodCode: string): string {
  return `/center/product/${encodeURIComponent(prodCode)}`;
}

export function productEntryPath(prodCode: string): string {
  return prodCode === PRODUCT_CODE_CRM ? CRM_HOME_PATH : productBasePath(prodCode);
}
