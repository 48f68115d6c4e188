/**
 * `VoucherListTable`: a product's list whose rows a reviewer decides (BILL, ENDORSE, CREDIT).
 * Only the rows that can take part in a batch have a checkbox, each with its name; once some are
 * chosen, 已选 N with 批量通过 and the product's reject button act on them.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestResult } from '../../../shared/data/use-request.hook';
import { PortalProvider } from '../../../shared/ui/portal-provider.component';
import { VoucherListTable } from '../../../shared/voucher/voucher-list-table.component';
import { resetAll } from './helpers';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => resetAll());
afterEach(() => cleanup());

interface Line {
  id: number;
  lineNo: string;
  open: boolean;
}

const rows: Line[] = [
  { id: 1, lineNo: 'SX01', open: true },
  { id: 2, lineNo: 'SX02', open: false },
  { id: 3, lineNo: 'SX03', open: true },
];
const data = { list: rows, total: rows.length };
const page: RequestResult<{ list: Line[]; total: number }> = {
  data,
  error: null,
  loading: false,
  state: { status: 'success', data, error: null },
  reload: () => undefined,
};

function table(
  selected: number[],
  onBatch: (approve: boolean) => void,
  more: { onSelect?: (keys: unknown[]) => void; selectAllButton?: boolean } = {},
) {
  return (
    <PortalProvider loadingOverlay={false}>
      <VoucherListTable<Line>
        listKey="creditList"
        page={page}
        unit="笔"
        emptyText="没有符合条件的授信"
        columns={[{ title: '授信编号', dataIndex: 'lineNo' }]}
        batch={{
          selected,
          onSelect: more.onSelect ?? (() => undefined),
          selectAllButton: more.selectAllButton,
          eligible: (r) => r.open,
          label: (r) => `选择授信 ${r.lineNo}`,
          onBatch,
          rejectText: '批量驳回',
        }}
      />
    </PortalProvider>
  );
}

describe('VoucherListTable', () => {
  it('offers a checkbox on the rows a batch may take, and no batch before one is chosen', async () => {
    render(table([], () => undefined));
    expect((await screen.findByLabelText('选择授信 SX01')).hasAttribute('disabled')).toBe(false);
    expect(screen.getByLabelText('选择授信 SX02').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: '批量通过' })).toBeNull();
  });

  it('counts the chosen rows that may take part and answers with the product’s reject button', async () => {
    const onBatch = vi.fn();
    render(table([1, 2, 3], onBatch));
    await screen.findByText('已选 2 笔');
    fireEvent.click(screen.getByRole('button', { name: '批量驳回' }));
    expect(onBatch).toHaveBeenCalledWith(false);
    fireEvent.click(screen.getByRole('button', { name: '批量通过' }));
    expect(onBatch).toHaveBeenCalledWith(true);
  });

  it('selects the rows that may take part with a button instead of the header checkbox, where asked', async () => {
    const onSelect = vi.fn();
    render(table([], () => undefined, { onSelect, selectAllButton: true }));
    fireEvent.click(await screen.findByRole('button', { name: '全选本页待审' }));
    expect(onSelect).toHaveBeenCalledWith([1, 3]);
    cleanup();
    render(table([1, 3], () => undefined, { onSelect, selectAllButton: true }));
    fireEvent.click(await screen.findByRole('button', { name: '取消全选' }));
    expect(onSelect).toHaveBeenLastCalledWith([]);
  });
});
