/**
 * 操作日志 (`/center/crm/log/operation`, company administrator): every change made in the
 * company — who, when, what, before and after. Read only; filters and page survive leaving.
 */
import { Button, Form, Input, Select, Space, Table } from 'antd';
import { exportUrl, listOperationLogs, OPERATION_ACTION_OPTIONS, type OperationItem } from '@scf/shared';
import { PageFrame } from '../../common/page-frame.component';
import { LoadError } from '../../common/load-error.component';
import { EmptyText } from '../../common/empty-text.component';
import { useRequest } from '../../common/use-request.hook';
import { usePagedListState } from '../../common/use-paged-list-state.hook';
import { dateQuery, sortOrderOf } from './log-filters';
import { ChangeList } from './change-list.component';

interface Filters {
  keyword: string;
  action: string;
  startDate: string;
  endDate: string;
}

const EMPTY: Filters = { keyword: '', action: 'all', startDate: '', endDate: '' };
const ACTIONS = [{ value: 'all', label: '全部操作' }, ...OPERATION_ACTION_OPTIONS];

export function OperationLogPage(): React.JSX.Element {
  const [list, setList] = usePagedListState('operationLog', { ...EMPTY, sortOrder: 'descend' });
  const [form] = Form.useForm<Filters>();
  const sortOrder = list.sortOrder === 'ascend' ? 'ascend' : 'descend';
  const action = OPERATION_ACTION_OPTIONS.some((o) => o.value === list.action) ? list.action : undefined;

  const { data, error, loading, reload } = useRequest(
    (signal) =>
      listOperationLogs({ keyword: list.keyword || undefined, action, ...dateQuery(list), sortOrder, pageNum: list.pageNum, pageSize: list.pageSize }, { signal }),
    [list.keyword, action, list.startDate, list.endDate, sortOrder, list.pageNum, list.pageSize],
  );

  return (
    <PageFrame
      extra={
        <Button href={exportUrl('operationLog', { keyword: list.keyword || undefined, action, ...dateQuery(list), sortOrder })} download>
          导出Excel
        </Button>
      }
    >
      <Form
        form={form}
        layout="inline"
        initialValues={{ keyword: list.keyword, action: list.action, startDate: list.startDate, endDate: list.endDate }}
        onFinish={(v) =>
          setList({ keyword: (v.keyword ?? '').trim().slice(0, 50), action: v.action, startDate: v.startDate ?? '', endDate: v.endDate ?? '', pageNum: 1 })
        }
        role="search"
        aria-label="搜索操作日志"
        style={{ rowGap: 12 }}
      >
        <Form.Item name="keyword" label="操作人/对象">
          <Input allowClear maxLength={50} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="action" label="操作类型">
          <Select options={ACTIONS} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="startDate" label="开始日期">
          <Input type="date" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="endDate"
          label="结束日期"
          dependencies={['startDate']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_r, v: string) => {
                const s = getFieldValue('startDate') as string;
                if (s && v && v < s) throw new Error('结束日期不能早于开始日期');
              },
            }),
          ]}
        >
          <Input type="date" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">查询</Button>
            <Button
              onClick={() => {
                form.setFieldsValue(EMPTY);
                setList({ ...EMPTY, pageNum: 1 });
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {error ? (
        <LoadError error={error} onRetry={reload} />
      ) : (
        <Table<OperationItem>
          rowKey="id"
          loading={loading}
          dataSource={data?.list ?? []}
          scroll={{ x: 1000 }}
          locale={{ emptyText: <EmptyText>没有符合条件的操作记录</EmptyText> }}
          onChange={(_p, _f, sorter, extra) => {
            if (extra.action === 'sort') setList({ sortOrder: sortOrderOf(sorter) ?? 'descend', pageNum: 1 });
          }}
          pagination={{
            current: list.pageNum,
            pageSize: list.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50],
            showTotal: (t) => `共 ${t} 条`,
            onChange: (pageNum, pageSize) => setList({ pageNum: pageSize === list.pageSize ? pageNum : 1, pageSize }),
          }}
          columns={[
            { title: '操作时间', dataIndex: 'operateTime', width: 170, sorter: true, sortOrder, sortDirections: ['descend', 'ascend', 'descend'] },
            { title: '操作人', dataIndex: 'operator', width: 100 },
            { title: '操作类型', dataIndex: 'actionName', width: 120 },
            { title: '操作对象', dataIndex: 'target', width: 180 },
            { title: '变更内容', key: 'change', render: (_: unknown, row) => <ChangeList before={row.before} after={row.after} /> },
            { title: 'IP 地址', dataIndex: 'ip', width: 130 },
          ]}
        />
      )}
    </PageFrame>
  );
}
