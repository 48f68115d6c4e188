/**
 * The example product's own pages, below the base path the centre gives it
 * (`/center/product/<CODE>`): the list at the base, one entry at `audit/<id>`. The centre's
 * route table knows only `/center/product/:prodCode/*`; what follows is the product's business.
 */

export type ExampleView = { page: 'list' } | { page: 'detail'; id: number } | { page: 'unknown' };

/** `rest` is the part after the base path (`params['*']` of shared's `useRoute`). */
export function viewOf(rest: string | undefined): ExampleView {
  const parts = (rest ?? '').split('/').filter(Boolean);
  if (parts.length === 0) return { page: 'list' };
  if (parts.length === 2 && parts[0] === 'audit' && /^[1-9]\d{0,9}$/.test(parts[1] ?? ''))
    return { page: 'detail', id: Number(parts[1]) };
  return { page: 'unknown' };
}

/**
 * The cached list-page name of a product (docs/requirements.md#client-state: creditList, billList, ...), so its list
 * keeps its filters when the user comes back; products without one get `<code>List`.
 */
const LIST_KEYS: Readonly<Record<string, string>> = {
  CREDIT: 'creditList',
  BILL: 'billList',
  SIGN: 'signatureList',
  ENDORSE: 'endorseList',
  DEPOSIT: 'depositList',
  SETTLE: 'settleList',
  INVOICE: 'invoiceList',
  ZNX: 'znxList',
};

export function listPageKey(prodCode: string): string {
  return LIST_KEYS[prodCode] ?? `${prodCode.toLowerCase()}List`;
}
