/**
 * BILL's own pages below the base path the centre gives it (`/center/product/BILL`): the list
 * at the base, a voucher at `detail/<id>` (where the site messages link:
 * shared/routes/voucher-links.ts), the issue form at `issue/new` (and `issue/<id>` to
 * edit a returned one), the trade relations at `relations`. The centre's route table knows only
 * `/center/product/:prodCode/*`.
 */
export type BillView =
  | { page: 'list' }
  | { page: 'detail'; id: number }
  | { page: 'issue'; id: number | null }
  | { page: 'relations' }
  | { page: 'unknown' };

const ID = /^[1-9]\d{0,15}$/;

/** `rest` is the part after the base path (`params['*']` of shared's `useRoute`). */
export function billViewOf(rest: string | undefined): BillView {
  const parts = (rest ?? '').split('/').filter(Boolean);
  if (parts.length === 0) return { page: 'list' };
  if (parts.length === 1 && parts[0] === 'relations') return { page: 'relations' };
  const [head, id] = parts;
  if (parts.length === 2 && head === 'detail' && ID.test(id ?? '')) return { page: 'detail', id: Number(id) };
  if (parts.length === 2 && head === 'issue' && id === 'new') return { page: 'issue', id: null };
  if (parts.length === 2 && head === 'issue' && ID.test(id ?? '')) return { page: 'issue', id: Number(id) };
  return { page: 'unknown' };
}

export const billPaths = (base: string) => ({
  list: base,
  detail: (id: number) => `${base}/detail/${id}`,
  issue: `${base}/issue/new`,
  edit: (id: number) => `${base}/issue/${id}`,
  relations: `${base}/relations`,
});

/** The cached list-page name of BILL (docs/requirements.md#client-state). */
export const BILL_LIST_KEY = 'billList';
