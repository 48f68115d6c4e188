/**
 * Where the voucher products' pages live (below their parcels' base paths): the server links
 * its site messages there, the parcels route them. One place for both.
 */
export const BILL_BASE_PATH = '/center/product/BILL';
export const ENDORSE_BASE_PATH = '/center/product/ENDORSE';

/** An id as a path segment: a positive integer, or '' (the list) for anything else. */
function segment(id: unknown): string {
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? `/detail/${id}` : '';
}

/** A voucher's detail page (BILL); the list for a bad id. */
export function voucherDetailPath(voucherId: number): string {
  return `${BILL_BASE_PATH}${segment(voucherId)}`;
}

/** A transfer application's detail page (ENDORSE); the list for a bad id. */
export function transferDetailPath(applicationId: number): string {
  return `${ENDORSE_BASE_PATH}${segment(applicationId)}`;
}
