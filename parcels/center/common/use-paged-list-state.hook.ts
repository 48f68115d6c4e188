/**
 * Filters plus page number and size of a list page, kept by shared's `useListPageState`, with
 * the page values checked: a corrupt or hand-edited session entry falls back to page 1 of 10.
 */
import { useListPageState } from '@scf/shared';

export interface Paging {
  pageNum: number;
  pageSize: number;
}

const PAGE_SIZES = [10, 20, 50];

export function validPaging(p: { pageNum: unknown; pageSize: unknown }): Paging {
  const pageNum = typeof p.pageNum === 'number' && Number.isInteger(p.pageNum) && p.pageNum >= 1 && p.pageNum <= 100_000 ? p.pageNum : 1;
  const pageSize = typeof p.pageSize === 'number' && PAGE_SIZES.includes(p.pageSize) ? p.pageSize : 10;
  return { pageNum, pageSize };
}

export function usePagedListState<F extends Record<string, unknown>>(key: string, filters: F): [F & Paging, (patch: Partial<F & Paging>) => void] {
  const [state, update] = useListPageState<F & Paging>(key, { ...filters, pageNum: 1, pageSize: 10 });
  return [{ ...state, ...validPaging(state) }, update];
}
