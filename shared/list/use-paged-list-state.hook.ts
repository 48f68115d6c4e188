/**
 * Filters plus page number and size of a list page, kept by shared's `useListPageState`, with
 * the page values checked: a corrupt or hand-edited session entry falls back to page 1 of 10.
 */
import { useListPageState } from '../index';

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** The page sizes every list offers; the first is the default. */
export const PAGE_SIZES: readonly number[] = [10, 20, 50];
const DEFAULT_PAGE_SIZE = PAGE_SIZES[0] ?? 10;

export function validPaging(p: { pageNum: unknown; pageSize: unknown }): Paging {
  const pageNum = typeof p.pageNum === 'number' && Number.isInteger(p.pageNum) && p.pageNum >= 1 && p.pageNum <= 100_000 ? p.pageNum : 1;
  const pageSize = typeof p.pageSize === 'number' && PAGE_SIZES.includes(p.pageSize) ? p.pageSize : DEFAULT_PAGE_SIZE;
  return { pageNum, pageSize };
}

export function usePagedListState<F extends Record<string, unknown>>(key: string, filters: F): [F & Paging, (patch: Partial<F & Paging>) => void] {
  const [state, update] = useListPageState<F & Paging>(key, { ...filters, pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  return [{ ...state, ...validPaging(state) }, update];
}
