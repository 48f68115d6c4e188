/**
 * 登录日志 (`/center/crm/log/login`): login attempts with time, account, address, browser,
 * system, result and reason. Everyone sees their own; the company administrator can switch to
 * the company's people. Filters and page survive leaving and coming back.
 */
import { Button, Form, Input, Segmented, Select, Space, Table } from 'antd';
import { exportUrl, listLoginLogs, useCan, type LoginLogItem } from '@scf/shared';
import { PageFrame } from '../../common/page-frame.component';
import { LoadError } from '../../common/load-error.component';
import { EmptyText } from '../../common/empty-text.component';
import { ResultTag } from '../../common/result-tag.component';
import { useRequest } from '../../common/use-request.hook';
import { usePagedListState } from '../../common/use-paged-list-state.hook';
import { dateQuery, sortOrderOf } from './log-filters';

const RESULTS = [
  { value: 'all', label: '全部结果' },
  { value: '1', label: '成功' },
  { value: '0', label: '失败' },
];

interface Filters {
  keyword: string;
  result: string;
  startDate: string;
  endDate: string;
}

const EMPTY: Filters = { keyword: '', result: 'all', startDate: '', endDate: '' };

export function LoginLogPage(): React.JSX.Element {
  const company = useCan('audit.company');
  const [list, setList] = usePagedListState('loginLog', { ...EMPTY, scope: 'self', sortOrder: 'descend' });
  const [form] = Form.useForm<Filters>();
  const scope = company.can && list.scope === 'company' ? 'company' : 'self';
  const result = list.result === '1' ? 1 : list.result === '0' ? 0 : undefined;
  const sortOrder = list.sortOrder === 'ascend' ? 'ascend' : 'descend';

  const { data, error, loading, reload } = useRequest(
    (signal) =>
      listLoginLogs(
        { scope, keyword: list.keyword || undefined, result, ...dateQuery(list), sortOrder, pageNum: list.pageNum, pageSize: list.pageSize },
        { signal },
      ),
    [scope, list.keyword, result, list.startDate, list.endDate, sortOrder, list.pageNum, list.pageSize],
  );

  return (
    <PageFrame
      extra={
        <Button href={exportUrl('loginLog', { scope, keyword: list.keyword || undefined, result, ...dateQuery(list), sortOrder })} download>
          导出Excel
        </Button>
      }
    >
      {company.can ? (
        <Segmented
          aria-label="查看范围"
          value={scope}
          options={[
            { value: 'self', label: '我的登录' },
            { value: 'company', label: '企业成员' },
          ]}
          onChange={(v) => setList({ scope: String(v), pageNum: 1 })}
          style={{ alignSelf: 'flex-start' }}
        />
      ) : null}
      <Form
        form={form}
        layout="inline"
        initialValues={{ keyword: list.keyword, result: list.result, startDate: list.startDate, endDate: list.endDate }}
        onFinish={(v) =>
          setList({ keyword: (v.keyword ?? '').trim().slice(0, 32), result: v.result, startDate: v.startDate ?? '', endDate: v.endDate ?? '', pageNum: 1 })
        }
        role="search"
        aria-label="搜索登录日志"
        style={{ rowGap: 12 }}
      >
        {scope === 'company' ? (
          <Form.Item name="keyword" label="账号/姓名">
            <Input allowClear maxLength={32} style={{ width: 180 }} />
          </Form.Item>
        ) : null}
        <Form.Item name="result" label="结果">
          <Select options={RESULTS} style={{ width: 120 }} />
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
        <Table<LoginLogItem>
          rowKey="id"
          loading={loading}
          dataSource={data?.list ?? []}
          scroll={{ x: 1100 }}
          locale={{ emptyText: <EmptyText>没有符合条件的登录记录</EmptyText> }}
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
            { title: '登录时间', dataIndex: 'loginTime', width: 170, sorter: true, sortOrder, sortDirections: ['descend', 'ascend', 'descend'] },
            { title: '账号', dataIndex: 'account', width: 130 },
            { title: '姓名', dataIndex: 'userName', width: 100, render: (n: string) => n || '—' },
            { title: '方式', dataIndex: 'method', width: 100 },
            { title: 'IP 地址', dataIndex: 'ip', width: 130 },
            { title: '浏览器', dataIndex: 'browser', width: 120 },
            { title: '操作系统', dataIndex: 'os', width: 120 },
            { title: '结果', dataIndex: 'result', width: 80, render: (r: number) => <ResultTag ok={r === 1} /> },
            { title: '说明', dataIndex: 'reason' },
          ]}
        />
      )}
    </PageFrame>
  );
}
