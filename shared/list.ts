/**
 * @scf/shared/list: the building blocks of the centre's list pages on antd (filter form, table
 * with the portal's pagination, cards on a phone, load error, empty text, remembered paging).
 * An entry of its own, so the sign-in pages do not download antd's Table before they paint.
 */
export {
  ListPage,
  ListFilters,
  ListTable,
  listPagination,
  type ListPageProps,
  type ListFiltersProps,
  type ListTableProps,
} from './list/list-page.component';
export { pagedTable } from './list/paged-table';
export { SelectFilter, type SelectFilterProps } from './list/select-filter.component';
export { ExportButton } from './list/export-button.component';
export { ResponsiveTable } from './list/responsive-table.component';
export { LoadError } from './list/load-error.component';
export { EmptyText } from './list/empty-text.component';
export { usePagedListState, validPaging, PAGE_SIZES, type Paging } from './list/use-paged-list-state.hook';
export { useFilterForm } from './list/use-filter-form.hook';
export { useListScroll } from './list/use-list-scroll.hook';
