/**
 * The example's list page: the product's permit history, filtered by resulting state and
 * paged on the client. Filters and page live in shared's `useListPageState` under the
 * product's cached name (creditList for CREDIT), so they are there again after a detail page.
 */
import { Button, Flex, Result, Select, Table } from 'antd';
import { statusColor, useListPageState, type PermitAudit } from '@scf/shared';
import { ExampleLink } from './example-link.component';
import { listPageKey } from './example-routes';
import type { Audits } from './use-permit-audits.hook';
import { styles } from './permit-list.style';

const NAMES: Record<number, string> = { 10: '未开通', 15: '已驳回', 20: '审核中', 55: '已开通' };
const FILTERS = [
  { value: 0, label: '全部状态' },
  ...Object.entries(NAMES).map(([v, label]) => ({ value: Number(v), label })),
];

export function StatusText({ code }: { code: number }): React.JSX.Element {
  return <span style={{ color: statusColor(code) ?? undefined }}>{NAMES[code] ?? String(code)}</span>;
}

export function PermitListPage({
  prodCode,
  basePath,
  audits,
}: {
  prodCode: string;
  basePath: string;
  audits: Audits;
}): React.JSX.Element {
  const [state, update] = useListPageState(listPageKey(prodCode), { afterStatus: 0, pageNum: 1, pageSize: 5 });
  const afterStatus = FILTERS.some((f) => f.value === state.afterStatus) ? state.afterStatus : 0;
  if (audits.failed)
    return <Result status="warning" title="开通记录加载失败" extra={<Button onClick={audits.retry}>重试</Button>} />;
  const rows = (audits.data ?? []).filter((a) => afterStatus === 0 || a.afterStatus === afterStatus);
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center">
        <label htmlFor="example-status">变更后状态</label>
        <Select
          id="example-status"
          value={afterStatus}
          options={FILTERS}
          style={styles.status}
          onChange={(v: number) => update({ afterStatus: v, pageNum: 1 })}
        />
      </Flex>
      <Table<PermitAudit>
        rowKey="id"
        loading={audits.data === null}
        dataSource={rows}
        locale={{ emptyText: '暂无记录' }}
        pagination={{
          current: state.pageNum,
          pageSize: state.pageSize,
          total: rows.length,
          onChange: (pageNum) => update({ pageNum }),
        }}
        columns={[
          {
            title: '时间',
            dataIndex: 'createTime',
            render: (t: string, a) => <ExampleLink to={`${basePath}/audit/${a.id}`}>{t}</ExampleLink>,
          },
          { title: '变更前', dataIndex: 'beforeStatus', render: (s: number) => <StatusText code={s} /> },
          { title: '变更后', dataIndex: 'afterStatus', render: (s: number) => <StatusText code={s} /> },
          { title: '说明', dataIndex: 'remark', render: (r: string | null) => r || '—' },
        ]}
      />
    </Flex>
  );
}
