/**
 * Where the voucher products' pages live (below their parcels' base paths): the server links
 * its site messages there, the parcels route them. One place for both.
 */
export const BILL_BASE_PATH = '/center/product/BILL';
export const ENDORSE_BASE_PATH = '/center/product/ENDORSE';

/** A voucher's detail page (BILL). */
export function voucherDetailPath(voucherId: number): string {
  return `${BILL_BASE_PATH}/detail/${voucherId}`;
}

/** A transfer application's detail page (ENDORSE). */
export function transferDetailPath(applicationId: number): string {
  return `${ENDORSE_BASE_PATH}/detail/${applicationId}`;
}
