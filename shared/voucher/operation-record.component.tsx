/** The operation record of a voucher: every step, who did it, when, the result and the reason. */
import { ResponsiveTable } from '../list/responsive-table.component';
import { EmptyText } from '../list/empty-text.component';

export interface OperationRecordRow {
  id: number;
  step: string;
  person: string;
  company: string;
  time: string;
  result: string;
  reason: string;
}

/** A review step as the financing products' APIs send it (授信, 融资). */
interface ReviewStep {
  step: string;
  actor: string;
  compName: string;
  time: string;
  result: string;
  reason: string;
}

/** The record of a product's review steps, in their order. */
export function reviewRecord(steps: readonly ReviewStep[]): OperationRecordRow[] {
  return steps.map((s, i) => ({
    id: i + 1,
    step: s.step,
    person: s.actor,
    company: s.compName,
    time: s.time,
    result: s.result,
    reason: s.reason,
  }));
}

export function OperationRecord({
  rows,
  emptyText = '暂无操作记录',
}: {
  rows: readonly OperationRecordRow[];
  emptyText?: string;
}): React.JSX.Element {
  return (
    <ResponsiveTable<OperationRecordRow>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={[...rows]}
      locale={{ emptyText: <EmptyText>{emptyText}</EmptyText> }}
      columns={[
        { title: '步骤', dataIndex: 'step', width: 120 },
        { title: '操作人', dataIndex: 'person', width: 100 },
        { title: '企业', dataIndex: 'company' },
        { title: '时间', dataIndex: 'time', width: 170 },
        { title: '结果', dataIndex: 'result', width: 90 },
        { title: '原因/意见', dataIndex: 'reason', render: (r: string) => r || '—' },
      ]}
    />
  );
}
