/**
 * ZNX's pages below `/center/product/ZNX`: the financing list at the base, the application form
 * at `apply/new` (`?voucher=<id>` picks the voucher), one application at `detail/<id>` (where the
 * server's site messages link) and the funder's product settings at `settings`.
 */
export type ZnxView =
  | { page: 'list' }
  | { page: 'apply' }
  | { page: 'detail'; id: number }
  | { page: 'settings' }
  | { page: 'unknown' };

const ID = /^[1-9]\d{0,15}$/;

/** `rest` is the part after the base path (`params['*']` of shared's `useRoute`). */
export function znxViewOf(rest: string | undefined): ZnxView {
  const parts = (rest ?? '').split('/').filter(Boolean);
  if (parts.length === 0) return { page: 'list' };
  const [head, id] = parts;
  if (parts.length === 1 && head === 'settings') return { page: 'settings' };
  if (parts.length !== 2) return { page: 'unknown' };
  if (head === 'apply' && id === 'new') return { page: 'apply' };
  if (head === 'detail' && ID.test(id ?? '')) return { page: 'detail', id: Number(id) };
  return { page: 'unknown' };
}

/** `?voucher=12` of the application form, or null. */
export function voucherParam(search: string): number | null {
  const v = new URLSearchParams(search).get('voucher') ?? '';
  return ID.test(v) ? Number(v) : null;
}

export const znxPaths = (base: string) => ({
  list: base,
  apply: (voucherId?: number) => `${base}/apply/new${voucherId ? `?voucher=${voucherId}` : ''}`,
  detail: (id: number) => `${base}/detail/${id}`,
  settings: `${base}/settings`,
});
export type ZnxPaths = ReturnType<typeof znxPaths>;

/** The cached list-page name of ZNX (docs/requirements.md#client-state). */
export const ZNX_LIST_KEY = 'znxList';
