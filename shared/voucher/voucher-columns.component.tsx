/**
 * Columns every voucher product's list has alike: the status, as the tag with the server's name,
 * 操作, the row's links and buttons wrapping inside the cell (key `actions`: the table's
 * column settings call it 操作), and an amount in yuan, right-aligned with thousands separators.
 */
import type { ReactNode } from 'react';
import { Space } from 'antd';
import { RowLinkButton } from './row-link-button.component';
import type { ColumnType } from 'antd/es/table';
import { formatMoney } from '../index';
import { VOUCHER_STEPS, type VoucherStep } from './voucher-actions';
import { VoucherStatusTag } from './voucher-status-tag.component';

export function statusColumn<T extends { status: number; statusName: string }>(width = 110): ColumnType<T> {
  return {
    title: '状态',
    dataIndex: 'status',
    width,
    render: (s: number, r: T) => <VoucherStatusTag code={s} name={r.statusName} />,
  };
}

export function actionsColumn<T>(width: number, actions: (row: T) => ReactNode, fixed?: 'right'): ColumnType<T> {
  return {
    title: '操作',
    key: 'actions',
    width,
    ...(fixed ? { fixed } : {}),
    render: (_: unknown, r: T) => (
      <Space wrap size={4}>
        {actions(r)}
      </Space>
    ),
  };
}

/**
 * A row's steps as link buttons for the 操作 column (red where the step is), one element each so
 * the cell wraps them one by one.
 */
export function stepButtons(steps: readonly VoucherStep[], onStep: (step: VoucherStep) => void): ReactNode[] {
  return steps.map((a) => (
    <RowLinkButton key={a} danger={VOUCHER_STEPS[a].danger} onClick={() => onStep(a)}>
      {VOUCHER_STEPS[a].label}
    </RowLinkButton>
  ));
}

/**
 * 通过 and the rejection (驳回, 退回) of a row a checker decides, as the 操作 column's link buttons,
 * one element each like stepButtons.
 */
export function decisionButtons(onDecide: (approve: boolean) => void, reject = '驳回'): ReactNode[] {
  return [
    <RowLinkButton key="approve" onClick={() => onDecide(true)}>
      通过
    </RowLinkButton>,
    <RowLinkButton key="reject" danger onClick={() => onDecide(false)}>
      {reject}
    </RowLinkButton>,
  ];
}

/** An amount column: the decimal yuan string of `dataIndex`, right-aligned ("金额(元)"). */
export function moneyColumn<T>(title: string, dataIndex: keyof T & string, width: number): ColumnType<T> {
  return { title, dataIndex, width, align: 'right', render: (a: string) => formatMoney(a) };
}
