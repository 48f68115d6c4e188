/**
 * A voucher product's list page with fixed tabs (凭证列表 in BILL, 转让列表 in ENDORSE): the
 * heading with the page's own action, 交易对手 and the export, the tabs, the voucher filters, the
 * summary of what they find, the table with the reviewer's batch, and the dialog of the steps.
 * The page gives its state (useTabbedVoucherList), its texts and columns, and the batch's rows
 * and call; the batch asks in the page's step dialog and loads the list again after it.
 */
import { Flex } from 'antd';
import type { StepDialog } from './use-step-dialog.hook';
import type { TabbedVoucherList } from './use-voucher-list.hook';
import { batchRequest, type BatchOutcome } from './step-request';
import { VoucherFilters, type VoucherFiltersProps } from './voucher-filters.component';
import { VoucherListHeading, type VoucherListHeadingProps } from './voucher-list-heading.component';
import { VoucherListTable, type VoucherListTableProps } from './voucher-list-table.component';
import { VoucherSummary } from './voucher-summary.component';

/** A page of a voucher list as the list APIs answer it: the rows, and the count and sum of all found. */
interface SummedPage<T> {
  list: T[];
  total: number;
  summary: { count: number; totalAmount: string };
}

/** The reviewer's batch: which rows it takes, their checkboxes' names, and how it is decided. */
interface ListBatch<T> {
  eligible: (row: T) => boolean;
  label: (row: T) => string;
  review: (rows: T[], approve: boolean, reason: string) => Promise<BatchOutcome>;
  /** What the dialog says of the chosen rows (their total). */
  subject?: (rows: T[]) => string;
}

export interface VoucherListScreenProps<T extends { id: number }>
  extends Omit<VoucherListHeadingProps, 'tabs' | 'tab' | 'onTab'>,
    Pick<VoucherListTableProps<T>, 'emptyText' | 'scroll' | 'columns'> {
  list: TabbedVoucherList<SummedPage<T>>;
  steps: StepDialog;
  /** The filters' name and what this list's filters offer (statuses, labels, date ranges). */
  filters: Omit<VoucherFiltersProps, 'values' | 'onSearch'>;
  /** What a row is counted in: 张 (vouchers), 笔 (applications). */
  unit: string;
  batch: ListBatch<T>;
}

export function VoucherListScreen<T extends { id: number }>({
  list,
  steps,
  filters,
  unit,
  batch,
  emptyText,
  scroll,
  columns,
  ...heading
}: VoucherListScreenProps<T>): React.JSX.Element {
  const { page, selected, done } = list;
  const chosen = (page.data?.list ?? []).filter((r) => selected.includes(r.id) && batch.eligible(r));
  const decideChosen = (approve: boolean): void => {
    const run = (reason: string) => batch.review(chosen, approve, reason).finally(done);
    steps.ask(batchRequest(approve, chosen.length, unit, run, batch.subject?.(chosen)));
  };
  return (
    <Flex vertical gap={16}>
      <VoucherListHeading {...heading} {...list.tabBar} />
      <VoucherFilters {...filters} {...list.search} />
      {page.data ? (
        <VoucherSummary count={page.data.summary.count} total={page.data.summary.totalAmount} unit={unit} />
      ) : null}
      <VoucherListTable<T>
        {...list.table}
        unit={unit}
        emptyText={emptyText}
        scroll={scroll}
        columns={columns}
        batch={{ ...list.selection, eligible: batch.eligible, label: batch.label, onBatch: decideChosen }}
      />
      {steps.dialog}
    </Flex>
  );
}
