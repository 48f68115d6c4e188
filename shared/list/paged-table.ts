/**
 * What a `ListTable` shows of one loaded page of a paged list: its rows and total, the loading
 * state, the failure with its retry, and the paging the list state keeps. Pages spread it and
 * add only what is theirs (columns, texts); a page that does more on a new page overrides
 * `onPaging` after the spread.
 */
import type { RequestResult } from '../index';
import type { ListTableProps } from './list-page.component';
import type { Paging } from './use-paged-list-state.hook';

/** One page of a list as the server answers it. */
interface ListPageData<T> {
  list: T[];
  total: number;
}

type PagedTableProps<T extends object> = Required<
  Pick<ListTableProps<T>, 'error' | 'onRetry' | 'loading' | 'paging' | 'onPaging' | 'total' | 'dataSource'>
>;

export function pagedTable<T extends object>(
  page: RequestResult<ListPageData<T>>,
  paging: Paging,
  onPaging: (paging: Paging) => void,
): PagedTableProps<T> {
  return {
    error: page.error,
    onRetry: page.reload,
    loading: page.loading,
    paging,
    onPaging,
    total: page.data?.total ?? 0,
    dataSource: page.data?.list ?? [],
  };
}
