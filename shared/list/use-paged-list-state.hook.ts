/**
 * Filters plus page number and size of a list page, kept by shared's `useListPageState`, with
 * the page values checked (shared's paged-list-state, which a page's request started ahead
 * reads too).
 */
import { checkedPaging, pagedListInitial, useListPageState, type Paging } from '../index';

export { PAGE_SIZES, validPaging, type Paging } from '../index';

export function usePagedListState<F extends Record<string, unknown>>(
  key: string,
  filters: F,
): [F & Paging, (patch: Partial<F & Paging>) => void] {
  const [state, update] = useListPageState<F & Paging>(key, pagedListInitial(filters));
  return [checkedPaging(state), update];
}
