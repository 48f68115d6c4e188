/**
 * The state of a voucher product's list page with tabs, the voucher filters and batch review
 * (凭证列表, 转让列表, 融资列表): the page of the current tab and filters, loaded again when either
 * changes, the scroll kept for the way back from a detail page, and the rows selected for a
 * batch, cleared when the tab changes and when a step is done.
 */
import { useState, type Key } from 'react';
import { useRequest, type RequestResult } from '../index';
import { useListScroll } from '../list/use-list-scroll.hook';
import { type Paging, usePagedListState } from '../list/use-paged-list-state.hook';
import { EMPTY_VOUCHER_FILTERS, type VoucherFilterValues } from './voucher-filters';

/** A voucher list's kept state: its tab (待我处理 at first), the voucher filters and the paging. */
export function useVoucherListState(listKey: string) {
  return usePagedListState(listKey, { tab: 'todo' as string, ...EMPTY_VOUCHER_FILTERS });
}

/** A tab of a voucher list: the key the list API takes, and its name. */
export interface VoucherListTab<T extends string = string> {
  key: T;
  label: string;
}

/** 待我处理: the tab every voucher list has, and the one it opens on. */
export const TODO_TAB: VoucherListTab<'todo'> = { key: 'todo', label: '待我处理' };

/** The kept tab when the list has it, else 待我处理 (which every voucher list has). */
function keptTab<T extends string>(tabs: ReadonlyArray<{ key: T }>, kept: string): T | 'todo' {
  return tabs.find((t) => t.key === kept)?.key ?? 'todo';
}

export interface VoucherList<D> {
  page: RequestResult<D>;
  selected: Key[];
  setSelected: (keys: Key[]) => void;
  /** What the list's table takes of the list: its key, the page and the paging it keeps. */
  table: { listKey: string; page: RequestResult<D>; paging: Paging; onPaging: (paging: Paging) => void };
  /** The batch's selection, for the table. */
  selection: { selected: Key[]; onSelect: (keys: Key[]) => void };
  /** After a step: the selection cleared and the page loaded again. */
  done: () => void;
  /** Another tab: from its first page, nothing selected. */
  pickTab: (key: string) => void;
}

export function useVoucherList<D>(
  listKey: string,
  tab: string,
  list: VoucherFilterValues & Paging,
  setList: (patch: Partial<Paging> & { tab?: string }) => void,
  load: (signal: AbortSignal) => Promise<D>,
): VoucherList<D> {
  const page = useRequest(load, [
    tab,
    list.voucherNo,
    list.counterparty,
    list.status,
    list.amountMin,
    list.amountMax,
    list.issueDateFrom,
    list.issueDateTo,
    list.dueDateFrom,
    list.dueDateTo,
    list.pageNum,
    list.pageSize,
  ]);
  useListScroll(listKey, page.data !== undefined);
  const [selected, setSelected] = useState<Key[]>([]);
  return {
    page,
    selected,
    setSelected,
    table: { listKey, page, paging: list, onPaging: setList },
    selection: { selected, onSelect: setSelected },
    done: () => {
      setSelected([]);
      page.reload();
    },
    pickTab: (key) => {
      setSelected([]);
      setList({ tab: key, pageNum: 1 });
    },
  };
}

/**
 * A voucher list page whose tabs are fixed (凭证列表, 转让列表): its kept state, the current tab
 * and the page `load` gives for the tab, the filters and the paging (useVoucherList).
 */
export function useTabbedVoucherList<T extends string, D>(
  listKey: string,
  tabs: ReadonlyArray<VoucherListTab<T>>,
  load: (tab: NoInfer<T> | 'todo', filters: VoucherFilterValues, paging: Paging, signal: AbortSignal) => Promise<D>,
) {
  const [list, setList] = useVoucherListState(listKey);
  const tab = keptTab(tabs, list.tab);
  const filters: VoucherFilterValues = list;
  const voucherList = useVoucherList(listKey, tab, list, setList, (signal) => load(tab, filters, list, signal));
  return {
    ...voucherList,
    list,
    setList,
    tab,
    filters,
    /** What VoucherListHeading takes of the tabs. */
    tabBar: { tabs, tab, onTab: voucherList.pickTab },
    /** What VoucherFilters takes: the kept filters, and a search that starts from the first page. */
    search: { values: filters, onSearch: (f: VoucherFilterValues) => setList({ ...f, pageNum: 1 }) },
  };
}

/** What useTabbedVoucherList gives a page whose loads answer `D`. */
export type TabbedVoucherList<D> = ReturnType<typeof useTabbedVoucherList<string, D>>;
