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

export function OperationRecord({ rows }: { rows: readonly OperationRecordRow[] }): React.JSX.Element {
  return (
    <ResponsiveTable<OperationRecordRow>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={[...rows]}
      locale={{ emptyText: <EmptyText>暂无操作记录</EmptyText> }}
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
