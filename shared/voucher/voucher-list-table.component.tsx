/**
 * The table of a product's list whose rows a reviewer decides (vouchers in BILL, transfer
 * applications in ENDORSE, credit lines in CREDIT, financing in ZNX): the page's answer with its error, retry and
 * paging, cards on a phone, and the reviewer's batch: rows a checker may decide can be selected,
 * and 批量通过 / 批量退回 (or the product's reject text) act on the selected ones.
 */
import type { Key } from 'react';
import { Button, Space, Typography } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { ListTable, type ListTableProps } from '../list/list-page.component';
import type { RequestResult } from '../data/use-request.hook';

export interface BatchReview<T> {
  selected: readonly Key[];
  onSelect: (keys: Key[]) => void;
  /** The row can take part (a checker's step is open on it for this person). */
  eligible: (row: T) => boolean;
  /** The checkbox's accessible name ("选择凭证 000000000012"). */
  label: (row: T) => string;
  onBatch: (approve: boolean) => void;
  /** The reject button's text (批量驳回 where the product rejects rather than returns). */
  rejectText?: string;
  /**
   * 全选本页待审 as a button instead of the header's checkbox, which antd copies into the table's
   * hidden measuring row (`aria-hidden`), where it stays focusable (axe: serious).
   */
  selectAllButton?: boolean;
}

type Inherited<T extends object> = Omit<
  ListTableProps<T>,
  'rowKey' | 'responsive' | 'error' | 'onRetry' | 'loading' | 'total' | 'dataSource' | 'toolbarStart' | 'rowSelection'
>;

export interface VoucherListTableProps<T extends { id: number }> extends Inherited<T> {
  page: RequestResult<{ list: T[]; total: number }>;
  batch: BatchReview<T>;
}

export function VoucherListTable<T extends { id: number }>({
  page,
  batch,
  unit = '张',
  ...table
}: VoucherListTableProps<T>): React.JSX.Element {
  const rows = page.data?.list ?? [];
  const eligible = rows.filter(batch.eligible);
  const chosen = eligible.filter((r) => batch.selected.includes(r.id)).length;
  const selectAll = batch.selectAllButton && eligible.length > 0;
  const buttons =
    chosen > 0 ? (
      <BatchButtons count={chosen} unit={unit} onBatch={batch.onBatch} rejectText={batch.rejectText} />
    ) : null;
  return (
    <ListTable<T>
      {...table}
      unit={unit}
      rowKey="id"
      responsive
      error={page.error}
      onRetry={page.reload}
      loading={page.loading}
      total={page.data?.total ?? 0}
      dataSource={rows}
      toolbarStart={
        selectAll || buttons ? (
          <Space wrap>
            {selectAll ? (
              <Button onClick={() => batch.onSelect(chosen === eligible.length ? [] : eligible.map((r) => r.id))}>
                {chosen === eligible.length ? '取消全选' : '全选本页待审'}
              </Button>
            ) : null}
            {buttons}
          </Space>
        ) : undefined
      }
      rowSelection={
        eligible.length > 0
          ? {
              ...(batch.selectAllButton ? { hideSelectAll: true, columnTitle: '选择', columnWidth: 64 } : {}),
              ...batchRowSelection(batch),
            }
          : undefined
      }
    />
  );
}

/** 已选 N 张 with 批量通过 and 批量退回 (批量驳回 where the product rejects rather than returns). */
export function BatchButtons({
  count,
  unit,
  onBatch,
  rejectText = '批量退回',
}: {
  count: number;
  unit: string;
  onBatch: (approve: boolean) => void;
  rejectText?: string;
}): React.JSX.Element {
  return (
    <>
      <Typography.Text>
        已选 {count} {unit}
      </Typography.Text>
      <Button type="primary" onClick={() => onBatch(true)}>
        批量通过
      </Button>
      <Button danger onClick={() => onBatch(false)}>
        {rejectText}
      </Button>
    </>
  );
}

/** The table's checkboxes for a batch: only the rows that can take part, each with its name. */
export function batchRowSelection<T>(
  batch: Pick<BatchReview<T>, 'selected' | 'onSelect' | 'eligible' | 'label'>,
): TableRowSelection<T> {
  return {
    selectedRowKeys: [...batch.selected],
    onChange: (keys) => batch.onSelect(keys),
    getCheckboxProps: (r) => ({ disabled: !batch.eligible(r), 'aria-label': batch.label(r) }),
  };
}
