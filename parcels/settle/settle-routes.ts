/**
 * SETTLE's own pages below `/center/product/SETTLE`: the list at the base (tabs 待兑付, 已付款,
 * 待收款, 已收款), the clearing of a root voucher at `clearing/<voucherId>` (who gets what).
 */
export type SettleView = { page: 'list' } | { page: 'clearing'; voucherId: number } | { page: 'unknown' };

const ID = /^[1-9]\d{0,15}$/;

/** `rest` is the part after the base path (`params['*']` of shared's `useRoute`). */
export function settleViewOf(rest: string | undefined): SettleView {
  const parts = (rest ?? '').split('/').filter(Boolean);
  if (parts.length === 0) return { page: 'list' };
  const [head, id] = parts;
  if (parts.length === 2 && head === 'clearing' && ID.test(id ?? ''))
    return { page: 'clearing', voucherId: Number(id) };
  return { page: 'unknown' };
}

export const settlePaths = (base: string) => ({
  list: base,
  clearing: (voucherId: number) => `${base}/clearing/${voucherId}`,
});
export type SettlePaths = ReturnType<typeof settlePaths>;

/** The cached list-page name of SETTLE (docs/requirements.md#client-state). */
export const SETTLE_LIST_KEY = 'settleList';
