/**
 * CREDIT's own pages below the base path the centre gives it (`/center/product/CREDIT`): the
 * list at the base, a line at `detail/<id>` (where the server's site messages link), the
 * application form at `apply/new`. The centre's route table knows only `/center/product/:prodCode/*`.
 */
export type CreditView = { page: 'list' } | { page: 'detail'; id: number } | { page: 'apply' } | { page: 'unknown' };

const ID = /^[1-9]\d{0,15}$/;

/** `rest` is the part after the base path (`params['*']` of shared's `useRoute`). */
export function creditViewOf(rest: string | undefined): CreditView {
  const parts = (rest ?? '').split('/').filter(Boolean);
  if (parts.length === 0) return { page: 'list' };
  const [head, id] = parts;
  if (parts.length === 2 && head === 'detail' && ID.test(id ?? '')) return { page: 'detail', id: Number(id) };
  if (parts.length === 2 && head === 'apply' && id === 'new') return { page: 'apply' };
  return { page: 'unknown' };
}

export const creditPaths = (base: string) => ({
  list: base,
  detail: (id: number) => `${base}/detail/${id}`,
  apply: `${base}/apply/new`,
});
export type CreditPaths = ReturnType<typeof creditPaths>;

/** The cached list-page name of CREDIT (docs/requirements.md#client-state). */
export const CREDIT_LIST_KEY = 'creditList';
