/**
 * The stored state of a paged list: its filters plus page number and size, with the page values
 * checked (a corrupt or hand-edited session entry falls back to page 1 of 10). Plain functions,
 * so what a page starts from can be read before its code has loaded (its first request is
 * started ahead with these very values); `usePagedListState` of @scf/shared/list keeps it in a
 * component.
 */
import { isRecord } from '../util/guards';
import { readListPageState } from './list-page-store';

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** The page sizes every list offers; the first is the default. */
export const PAGE_SIZES: readonly number[] = [10, 20, 50];
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0] ?? 10;

export function validPaging(value: unknown): Paging {
  const p = isRecord(value) ? value : {};
  const pageNum =
    typeof p.pageNum === 'number' && Number.isInteger(p.pageNum) && p.pageNum >= 1 && p.pageNum <= 100_000
      ? p.pageNum
      : 1;
  const pageSize = typeof p.pageSize === 'number' && PAGE_SIZES.includes(p.pageSize) ? p.pageSize : DEFAULT_PAGE_SIZE;
  return { pageNum, pageSize };
}

/** A list's filters and paging before any is stored: `filters`, page 1, the default size. */
export const pagedListInitial = <F extends Record<string, unknown>>(filters: F): F & Paging => ({
  ...filters,
  pageNum: 1,
  pageSize: DEFAULT_PAGE_SIZE,
});

/** What the list of `key` starts from: the stored state over `filters`, paging checked. */
export function readPagedListState<F extends Record<string, unknown>>(key: string, filters: F): F & Paging {
  return checkedPaging(readListPageState(key, pagedListInitial(filters)));
}

/** A stored or current state with its paging checked. */
export const checkedPaging = <S extends Paging>(state: S): S => ({ ...state, ...validPaging(state) });
