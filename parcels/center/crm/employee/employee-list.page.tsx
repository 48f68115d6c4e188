/**
 * 人员管理 (`/center/crm/employee/list`): the company's employees, searchable and paged; the
 * filters and page survive leaving and coming back (shared's list-page state). An
 * administrator adds, edits, enables, disables and assigns roles; others only read (the
 * permission list keeps operators out of this page altogether).
 */
import { useState } from 'react';
import { Button, Flex, Form, Input, Select, Space, Tag, Tooltip } from 'antd';
import { ResponsiveTable } from '../../common/responsive-table.component';
import {
  confirm,
  disableEmployee,
  enableEmployee,
  exportUrl,
  listEmployees,
  maskPhone,
  resetEmployeePassword,
  type Employee,
  useCan,
} from '@scf/shared';
import { PageFrame } from '../../common/page-frame.component';
import { LoadError } from '../../common/load-error.component';
import { RoleList } from '../../common/role-list.component';

import { useRequest } from '../../common/use-request.hook';
import { usePagedListState } from '../../common/use-paged-list-state.hook';
import { EmployeeFormModal } from './employee-form.modal';
import { EmployeeRolesModal } from './employee-roles.modal';
import { useOpenedProducts } from './use-opened-products.hook';
import { EmptyText } from '../../common/empty-text.component';

const ACTIVE_FILTERS = [
  { value: 'all', label: '全部状态' },
  { value: '1', label: '启用' },
  { value: '0', label: '停用' },
];

export function EmployeeListPage(): React.JSX.Element {
  const [list, setList] = usePagedListState('employeeList', { keyword: '', active: 'all' });
  const manage = useCan('employee.manage');
  const { products } = useOpenedProducts(manage.can);
  const [editing, setEditing] = useState<Employee | null | 'new'>(null);
  const [rolesOf, setRolesOf] = useState<Employee | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [form] = Form.useForm<{ keyword: string; active: string }>();

  const isActive = list.active === '1' ? 1 : list.active === '0' ? 0 : undefined;
  const { data, error, loading, reload } = useRequest(
    (signal) => listEmployees({ keyword: list.keyword || undefined, isActive, pageNum: list.pageNum, pageSize: list.pageSize }, { signal }),
    [list.keyword, isActive, list.pageNum, list.pageSize],
  );

  const toggleActive = async (e: Employee) => {
    const enabling = e.isActive !== 1;
    const ok = await confirm(enabling ? `确定启用员工“${e.userName}”吗？` : `确定停用员工“${e.userName}”吗？停用后该员工将立即退出登录。`);
    if (!ok) return;
    setBusy(e.employeeCode);
    try {
      await (enabling ? enableEmployee(e.employeeCode) : disableEmployee(e.employeeCode));
      reload();
    } catch {
      // Shown by the pipeline.
    } finally {
      setBusy(null);
    }
  };

  const resetPassword = async (e: Employee) => {
    const ok = await confirm(`确定重置员工“${e.userName}”的密码吗？原密码将立即失效，该员工将退出所有设备，并通过短信收到一次性验证码以设置新密码。`);
    if (!ok) return;
    setBusy(`pwd:${e.employeeCode}`);
    try {
      await resetEmployeePassword(e.employeeCode);
    } catch {
      // Shown by the pipeline.
    } finally {
      setBusy(null);
    }
  };

  const denied = manage.can ? null : manage.reason;
  const guarded = (node: React.JSX.Element) => (denied ? <Tooltip title={denied}><span>{node}</span></Tooltip> : node);

  return (
    <PageFrame
      extra={
        <>
          {manage.can ? <Button href={exportUrl('employees', { keyword: list.keyword || undefined, isActive })} download>导出Excel</Button> : null}
          {guarded(<Button type="primary" disabled={!manage.can} onClick={() => setEditing('new')}>新增员工</Button>)}
        </>
      }
    >
      <Form
        form={form}
        layout="inline"
        initialValues={{ keyword: list.keyword, active: list.active }}
        onFinish={(v) => setList({ keyword: (v.keyword ?? '').trim().slice(0, 50), active: v.active, pageNum: 1 })}
        role="search"
        aria-label="搜索员工"
        style={{ rowGap: 12 }}
      >
        <Form.Item name="keyword" label="关键字">
          <Input placeholder="姓名、完整手机号或后四位" allowClear maxLength={50} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="active" label="状态">
          <Select options={ACTIVE_FILTERS} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">查询</Button>
            <Button
              onClick={() => {
                form.setFieldsValue({ keyword: '', active: 'all' });
                setList({ keyword: '', active: 'all', pageNum: 1 });
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
        <ResponsiveTable<Employee>
          rowKey="employeeCode"
          loading={loading}
          dataSource={data?.list ?? []}
          scroll={{ x: 1000 }}
          locale={{ emptyText: <EmptyText>没有符合条件的员工</EmptyText> }}
          pagination={{
            current: list.pageNum,
            pageSize: list.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50],
            showTotal: (t) => `共 ${t} 人`,
            onChange: (pageNum, pageSize) => setList({ pageNum: pageSize === list.pageSize ? pageNum : 1, pageSize }),
          }}
          columns={[
            {
              title: '姓名',
              dataIndex: 'userName',
              width: 140,
              render: (name: string, row) => (
                <Space>
                  {name}
                  {row.self ? <Tag>本人</Tag> : null}
                </Space>
              ),
            },
            { title: '手机号', dataIndex: 'mobile', width: 140, render: (m: string) => maskPhone(m) || m },
            { title: '邮箱', dataIndex: 'email', render: (m: string | null) => m || '—' },
            { title: '角色', key: 'roles', render: (_: unknown, row) => <RoleList entries={row.employeeRole} /> },
            {
              title: '状态',
              dataIndex: 'isActive',
              width: 90,
              render: (a: number) => (a === 1 ? <Tag data-active="1">启用</Tag> : <Tag data-active="0" style={{ color: '#595959', background: '#f5f5f5' }}>停用</Tag>),
            },
            { title: '创建时间', dataIndex: 'createTime', width: 170 },
            ...(manage.can
              ? [
                  {
                    title: '操作',
                    key: 'actions',
                    width: 290,
                    render: (_: unknown, row: Employee) => (
                      <Flex gap={4} wrap>
                        <Button type="link" size="small" onClick={() => setEditing(row)} aria-label={`编辑${row.userName}`}>编辑</Button>
                        <Button type="link" size="small" onClick={() => setRolesOf(row)} aria-label={`为${row.userName}分配角色`}>分配角色</Button>
                        {row.self ? null : (
                          <Button type="link" size="small" loading={busy === `pwd:${row.employeeCode}`} onClick={() => void resetPassword(row)} aria-label={`重置密码：${row.userName}`}>
                            重置密码
                          </Button>
                        )}
                        {row.self ? null : (
                          <Button type="link" size="small" loading={busy === row.employeeCode} onClick={() => void toggleActive(row)} aria-label={`${row.isActive === 1 ? '停用' : '启用'}${row.userName}`}>
                            {row.isActive === 1 ? '停用' : '启用'}
                          </Button>
                        )}
                      </Flex>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {manage.can ? (
        <>
          <EmployeeFormModal employee={editing === 'new' ? null : editing} open={editing !== null} products={products} onClose={() => setEditing(null)} onSaved={reload} />
          <EmployeeRolesModal employee={rolesOf} products={products} onClose={() => setRolesOf(null)} onSaved={reload} />
        </>
      ) : null}
    </PageFrame>
  );
}
