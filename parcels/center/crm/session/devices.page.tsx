/**
 * 登录设备 (`/center/crm/session`): the person's own signed-in devices, each with a sign-out
 * (the current one signs this browser out as the header's 退出登录 does); the company
 * administrator also sees the company's active sessions and can force a person out. Either way
 * the tokens stop working at once.
 */
import { Button, Form, Input, Space, Tabs, Tag } from 'antd';
import {
  forceOutEmployee,
  listCompanySessions,
  listMyDevices,
  logout,
  signOutDevice,
  useAction,
  useCan,
  type CompanySession,
  type DeviceSession,
  useRequest,
} from '@scf/shared';
import { PageFrame } from '../../common/page-frame.component';
import { sortOrderOf } from '../log/log-filters';
import { ListFilters, ListTable, pagedTable, usePagedListState } from '@scf/shared/list';
import { styles } from './devices.style';

function MyDevices(): React.JSX.Element {
  const { data, error, loading, reload } = useRequest((signal) => listMyDevices({ signal }), []);
  // The current device signs this browser out as the header's 退出登录 does.
  const signOut = useAction({
    confirm: (d: DeviceSession) =>
      d.current ? '确定退出当前设备吗？退出后需要重新登录。' : `确定让该设备（${d.browser} / ${d.os}）退出登录吗？`,
    run: (d: DeviceSession) => (d.current ? logout() : signOutDevice(d.sessionId)),
    onSettled: (d) => {
      if (!d.current) reload();
    },
  });

  return (
    <ListTable<DeviceSession>
      listKey="myDevices"
      error={error}
      onRetry={reload}
      emptyText="没有已登录的设备"
      rowKey="sessionId"
      loading={loading}
      dataSource={data ?? []}
      scroll={{ x: 900 }}
      columns={[
        {
          title: '设备',
          key: 'device',
          render: (_: unknown, d) => (
            <Space>
              {`${d.browser} / ${d.os}`}
              {d.current ? <Tag>当前设备</Tag> : null}
            </Space>
          ),
        },
        { title: '企业', dataIndex: 'compName', width: 200 },
        { title: 'IP 地址', dataIndex: 'ip', width: 130 },
        { title: '登录时间', dataIndex: 'loginTime', width: 170 },
        { title: '最近活动', dataIndex: 'lastActiveTime', width: 170 },
        {
          title: '操作',
          key: 'actions',
          width: 100,
          render: (_: unknown, d) => (
            <Button
              type="link"
              size="small"
              loading={signOut.isPending && signOut.variables?.sessionId === d.sessionId}
              onClick={() => void signOut.mutate(d)}
              aria-label={`退出登录：${d.browser} / ${d.os}${d.current ? '（当前设备）' : ''}`}
            >
              退出登录
            </Button>
          ),
        },
      ]}
    />
  );
}

function CompanySessions(): React.JSX.Element {
  const [list, setList] = usePagedListState('companySessions', { keyword: '', sortOrder: 'descend' });
  const [form] = Form.useForm<{ keyword: string }>();
  const sortOrder = list.sortOrder === 'ascend' ? 'ascend' : 'descend';
  const page = useRequest(
    (signal) =>
      listCompanySessions(
        { keyword: list.keyword || undefined, sortOrder, pageNum: list.pageNum, pageSize: list.pageSize },
        { signal },
      ),
    [list.keyword, sortOrder, list.pageNum, list.pageSize],
  );
  const { reload } = page;

  const forceOut = useAction({
    confirm: (s: CompanySession) => `确定将“${s.userName}”强制下线吗？其所有已登录设备将立即退出。`,
    run: (s: CompanySession) => forceOutEmployee(s.employeeCode),
    onSettled: reload,
  });

  return (
    <Space direction="vertical" size={16} style={styles.column}>
      <ListFilters
        form={form}
        label="搜索在线会话"
        initialValues={{ keyword: list.keyword }}
        onSearch={(v) => setList({ keyword: (v.keyword ?? '').trim().slice(0, 50), pageNum: 1 })}
        actions={<Button onClick={() => reload()}>刷新</Button>}
      >
        <Form.Item name="keyword" label="姓名/手机号">
          <Input allowClear maxLength={50} placeholder="姓名、完整手机号或后四位" style={styles.keyword} />
        </Form.Item>
      </ListFilters>
      <ListTable<CompanySession>
        listKey="companySessions"
        {...pagedTable(page, list, setList)}
        unit="个会话"
        emptyText="当前没有在线会话"
        rowKey="sessionId"
        scroll={{ x: 1000 }}
        onChange={(_p, _f, sorter, extra) => {
          if (extra.action === 'sort') setList({ sortOrder: sortOrderOf(sorter) ?? 'descend', pageNum: 1 });
        }}
        columns={[
          { title: '姓名', dataIndex: 'userName', width: 110 },
          { title: '手机号', dataIndex: 'mobile', width: 130 },
          { title: '设备', key: 'device', render: (_: unknown, s) => `${s.browser} / ${s.os}` },
          { title: 'IP 地址', dataIndex: 'ip', width: 130 },
          {
            title: '登录时间',
            dataIndex: 'loginTime',
            width: 170,
            sorter: true,
            sortOrder,
            sortDirections: ['descend', 'ascend', 'descend'],
          },
          { title: '最近活动', dataIndex: 'lastActiveTime', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 110,
            render: (_: unknown, s) =>
              s.current ? (
                <Tag>当前会话</Tag>
              ) : (
                <Button
                  type="link"
                  size="small"
                  danger
                  loading={forceOut.isPending && forceOut.variables?.employeeCode === s.employeeCode}
                  onClick={() => void forceOut.mutate(s)}
                  aria-label={`将${s.userName}强制下线`}
                >
                  强制下线
                </Button>
              ),
          },
        ]}
      />
    </Space>
  );
}

export function DevicesPage(): React.JSX.Element {
  const company = useCan('audit.company');
  return (
    <PageFrame>
      {company.can ? (
        <Tabs
          items={[
            { key: 'mine', label: '我的设备', children: <MyDevices /> },
            { key: 'company', label: '在线会话', children: <CompanySessions /> },
          ]}
        />
      ) : (
        <MyDevices />
      )}
    </PageFrame>
  );
}
