/**
 * ENDORSE's pages below `/center/product/ENDORSE`: the transfer list at the base, a new
 * transfer at `transfer/new` (`?voucher=<id>` picks the voucher), a returned one edited at
 * `transfer/<id>`, one application at `detail/<id>` (where the site messages link:
 * shared/routes/voucher-links.ts), a voucher at `voucher/<id>` (the receiver's view before
 * signing for it), the trade relations at `relations`.
 */
export type EndorseView =
  | { page: 'list' }
  | { page: 'new' }
  | { page: 'edit'; id: number }
  | { page: 'application'; id: number }
  | { page: 'voucher'; id: number }
  | { page: 'relations' }
  | { page: 'unknown' };

const ID = /^[1-9]\d{0,15}$/;

export function endorseViewOf(rest: string | undefined): EndorseView {
  const parts = (rest ?? '').split('/').filter(Boolean);
  if (parts.length === 0) return { page: 'list' };
  if (parts.length === 1 && parts[0] === 'relations') return { page: 'relations' };
  const [head, id] = parts;
  if (parts.length !== 2) return { page: 'unknown' };
  if (head === 'transfer' && id === 'new') return { page: 'new' };
  if (head === 'transfer' && ID.test(id ?? '')) return { page: 'edit', id: Number(id) };
  if (head === 'detail' && ID.test(id ?? '')) return { page: 'application', id: Number(id) };
  if (head === 'voucher' && ID.test(id ?? '')) return { page: 'voucher', id: Number(id) };
  return { page: 'unknown' };
}

/** `?voucher=12` of the new-transfer page, or null. */
export function voucherParam(search: string): number | null {
  const v = new URLSearchParams(search).get('voucher') ?? '';
  return ID.test(v) ? Number(v) : null;
}

export const endorsePaths = (base: string) => ({
  list: base,
  create: (voucherId?: number) => `${base}/transfer/new${voucherId ? `?voucher=${voucherId}` : ''}`,
  edit: (applicationId: number) => `${base}/transfer/${applicationId}`,
  application: (id: number) => `${base}/detail/${id}`,
  voucher: (id: number) => `${base}/voucher/${id}`,
  relations: `${base}/relations`,
});
export type EndorsePaths = ReturnType<typeof endorsePaths>;

/** The cached list-page name of ENDORSE (docs/requirements.md#client-state). */
export const ENDORSE_LIST_KEY = 'endorseList';
