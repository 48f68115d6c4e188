/**
 * 人员管理 (`/center/crm/employee/list`): the company's employees, searchable, sortable by name
 * and creation time, and paged; the filters, sort and page survive leaving and coming back
 * (shared's list-page state). An administrator adds (one, or many from an Excel file), edits,
 * enables and disables (one, or the selected rows at once), and assigns roles; others only
 * read (the permission list keeps operators out of this page altogether).
 */
import { useRef, useState } from 'react';
import { Button, Checkbox, Flex, Form, Input, Space, Tag, Tooltip } from 'antd';
import {
  ACTIVE,
  disableEmployee,
  enableEmployee,
  exportUrl,
  maskPhone,
  resetEmployeePassword,
  setEmployeesActive,
  STATUS_CLASS_COLORS,
  type Employee,
  useAction,
  useCan,
  usePageRequest,
  THEME,
} from '@scf/shared';
import { PageFrame } from '../../common/page-frame.component';
import { RoleList } from '../../common/role-list.component';

import { EmployeeFormModal } from './employee-form.modal';
import { EmployeeImportModal } from './employee-import.modal';
import { EmployeeRolesModal } from './employee-roles.modal';
import {
  EMPLOYEE_LIST_FILTERS,
  EMPLOYEE_LIST_KEY,
  EMPLOYEE_LIST_REQUEST,
  employeeQuery,
} from './employee-list.request';
import { useOpenedProducts } from './use-opened-products.hook';
import { ExportButton, ListFilters, ListTable, pagedTable, SelectFilter, usePagedListState } from '@scf/shared/list';
import { styles } from './employee-list.style';

/**
 * The 启用 / 停用 tags: green and grey, each with its own mark (colours of the status palette, AA on their backgrounds).
 */
const ACTIVE_TAG = { color: STATUS_CLASS_COLORS.green, background: THEME.successBg, borderColor: THEME.successBorder };
const INACTIVE_TAG = {
  color: STATUS_CLASS_COLORS.gray,
  background: THEME.mutedBackground,
  borderColor: THEME.border,
  borderStyle: 'dashed',
} as const;

const ACTIVE_FILTERS = [
  { value: 'all', label: '全部状态' },
  { value: '1', label: '启用' },
  { value: '0', label: '停用' },
];

export function EmployeeListPage(): React.JSX.Element {
  const [list, setList] = usePagedListState(EMPLOYEE_LIST_KEY, EMPLOYEE_LIST_FILTERS);
  const manage = useCan('employee.manage');
  const { products } = useOpenedProducts(manage.can);
  const [editing, setEditing] = useState<Employee | null | 'new'>(null);
  const [rolesOf, setRolesOf] = useState<Employee | null>(null);
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [form] = Form.useForm<{ keyword: string; active: string }>();

  const query = employeeQuery(list);
  const { isActive, orderBy, order } = query;
  const page = usePageRequest(EMPLOYEE_LIST_REQUEST, query);
  const { data, reload } = page;

  // The state of every row seen, so a batch offers and sends only the selected rows it changes
  // (the selection may span pages): 批量启用 for disabled rows, 批量停用 for enabled ones.
  const seen = useRef(new Map<string, number>());
  for (const e of data?.list ?? []) seen.current.set(e.employeeCode, e.isActive);
  const toEnable = selected.filter((k) => seen.current.get(k) !== ACTIVE.enabled);
  const toDisable = selected.filter((k) => seen.current.get(k) === ACTIVE.enabled);

  const setActiveOfSelected = useAction({
    confirm: (active: boolean) => {
      const n = (active ? toEnable : toDisable).length;
      return active ? `确定启用所选的${n}名员工吗？` : `确定停用所选的${n}名员工吗？停用后他们将立即退出登录。`;
    },
    run: (active: boolean) => setEmployeesActive(active ? toEnable : toDisable, active ? 1 : 0),
    onSuccess: () => {
      setSelected([]);
      reload();
    },
  });

  const toggleActive = useAction({
    confirm: (e: Employee) =>
      e.isActive !== ACTIVE.enabled
        ? `确定启用员工“${e.userName}”吗？`
        : `确定停用员工“${e.userName}”吗？停用后该员工将立即退出登录。`,
    run: (e: Employee) =>
      e.isActive !== ACTIVE.enabled ? enableEmployee(e.employeeCode) : disableEmployee(e.employeeCode),
    onSuccess: reload,
  });

  const resetPassword = useAction({
    confirm: (e: Employee) =>
      `确定重置员工“${e.userName}”的密码吗？原密码将立即失效，该员工将退出所有设备，并通过短信收到一次性验证码以设置新密码。`,
    run: (e: Employee) => resetEmployeePassword(e.employeeCode),
  });
  const pendingRow = (a: { isPending: boolean; variables: Employee | undefined }, row: Employee) =>
    a.isPending && a.variables?.employeeCode === row.employeeCode;

  // The rows of this page a batch may take: everyone but the administrator himself.
  const selectable = (data?.list ?? []).filter((e) => !e.self).map((e) => e.employeeCode);
  const pageSelected = selectable.filter((k) => selected.includes(k)).length;

  const denied = manage.can ? null : manage.reason;
  const guarded = (node: React.JSX.Element) =>
    denied ? (
      <Tooltip title={denied}>
        <span>{node}</span>
      </Tooltip>
    ) : (
      node
    );

  return (
    <PageFrame
      extra={
        <>
          {manage.can ? <Button onClick={() => setImporting(true)}>导入</Button> : null}
          {manage.can ? (
            <ExportButton href={exportUrl('employees', { keyword: query.keyword, isActive, orderBy, order })} />
          ) : null}
          {manage.can ? (
            <Tooltip title="手机号不打码，可修改后重新导入；此次导出将记入操作日志">
              <Button
                href={exportUrl('employees', { keyword: query.keyword, isActive, orderBy, order, fullMobile: 1 })}
                download
              >
                导出（含完整手机号）
              </Button>
            </Tooltip>
          ) : null}
          {guarded(
            <Button type="primary" disabled={!manage.can} onClick={() => setEditing('new')}>
              新增员工
            </Button>,
          )}
        </>
      }
    >
      <ListFilters
        form={form}
        label="搜索员工"
        initialValues={{ keyword: list.keyword, active: list.active }}
        onSearch={(v) => {
          setSelected([]);
          setList({ keyword: (v.keyword ?? '').trim().slice(0, 50), active: v.active, pageNum: 1 });
        }}
        reset={{
          values: { keyword: '', active: 'all' },
          onReset: () => {
            setSelected([]);
            setList({ keyword: '', active: 'all', pageNum: 1 });
          },
        }}
      >
        <Form.Item name="keyword" label="关键字">
          <Input placeholder="姓名、完整手机号或后四位" allowClear maxLength={50} style={styles.keyword} />
        </Form.Item>
        <SelectFilter name="active" label="状态" options={ACTIVE_FILTERS} width={120} />
      </ListFilters>
      <ListTable<Employee>
        listKey="employeeList"
        sort={{ orderBy, order }}
        onSort={(s) => setList({ orderBy: s.orderBy ?? '', order: s.order ?? '', pageNum: 1 })}
        rowSelection={
          manage.can
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                // antd copies a header checkbox into a hidden measuring row, where it is still
                // focusable; the labelled 全选本页 above the table does its job instead.
                hideSelectAll: true,
                onChange: (keys) => setSelected(keys.map(String)),
                // Disabling oneself is refused; the own row is not offered for a batch.
                getCheckboxProps: (row: Employee) => ({ disabled: row.self, 'aria-label': `选择${row.userName}` }),
              }
            : undefined
        }
        toolbarStart={
          manage.can && selectable.length > 0 ? (
            <Flex gap={8} align="center" wrap data-scf-batch>
              <Checkbox
                checked={pageSelected === selectable.length}
                indeterminate={pageSelected > 0 && pageSelected < selectable.length}
                onChange={(e) =>
                  setSelected(
                    e.target.checked
                      ? [...new Set([...selected, ...selectable])]
                      : selected.filter((k) => !selectable.includes(k)),
                  )
                }
              >
                全选本页
              </Checkbox>
              {selected.length > 0 ? (
                <>
                  <span aria-live="polite">已选 {selected.length} 项</span>
                  {toEnable.length > 0 ? (
                    <Button
                      size="small"
                      loading={setActiveOfSelected.isPending}
                      onClick={() => void setActiveOfSelected.mutate(true)}
                    >
                      批量启用{toEnable.length < selected.length ? `（${toEnable.length}）` : ''}
                    </Button>
                  ) : null}
                  {toDisable.length > 0 ? (
                    <Button
                      size="small"
                      danger
                      loading={setActiveOfSelected.isPending}
                      onClick={() => void setActiveOfSelected.mutate(false)}
                    >
                      批量停用{toDisable.length < selected.length ? `（${toDisable.length}）` : ''}
                    </Button>
                  ) : null}
                  <Button size="small" type="link" onClick={() => setSelected([])}>
                    取消选择
                  </Button>
                </>
              ) : null}
            </Flex>
          ) : null
        }
        {...pagedTable(page, list, setList)}
        unit="人"
        emptyText="没有符合条件的员工"
        responsive
        rowKey="employeeCode"
        // The sum of the columns (and the selection box): the role column no longer shrinks to
        // fit the sidebar layout, where it broke product names mid-word (issue 33.6).
        scroll={{ x: manage.can ? 1300 : 1010 }}
        columns={[
          {
            title: '姓名',
            dataIndex: 'userName',
            width: 140,
            sorter: true,
            render: (name: string, row) => (
              <Space>
                {name}
                {row.self ? <Tag>本人</Tag> : null}
              </Space>
            ),
          },
          { title: '手机号', dataIndex: 'mobile', width: 140, render: (m: string) => maskPhone(m) || m },
          { title: '邮箱', dataIndex: 'email', width: 200, render: (m: string | null) => m || '—' },
          {
            title: '角色',
            key: 'roles',
            width: 240,
            render: (_: unknown, row) => <RoleList entries={row.employeeRole} />,
          },
          {
            title: '状态',
            dataIndex: 'isActive',
            width: 90,
            // Told apart by colour and by a mark, not by the word alone (issue 33.14).
            render: (a: number) =>
              a === 1 ? (
                <Tag data-active="1" style={ACTIVE_TAG}>
                  ● 启用
                </Tag>
              ) : (
                <Tag data-active="0" style={INACTIVE_TAG}>
                  ○ 停用
                </Tag>
              ),
          },
          { title: '创建时间', dataIndex: 'createTime', width: 170, sorter: true },
          ...(manage.can
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  width: 290,
                  // In view at the table's right edge when it scrolls sideways.
                  fixed: 'right' as const,
                  render: (_: unknown, row: Employee) => (
                    <Flex gap={4} wrap>
                      <Button
                        type="link"
                        size="small"
                        onClick={() => setEditing(row)}
                        aria-label={`编辑${row.userName}`}
                      >
                        编辑
                      </Button>
                      <Button
                        type="link"
                        size="small"
                        onClick={() => setRolesOf(row)}
                        aria-label={`为${row.userName}分配角色`}
                      >
                        分配角色
                      </Button>
                      {row.self ? null : (
                        <Button
                          type="link"
                          size="small"
                          loading={pendingRow(resetPassword, row)}
                          onClick={() => void resetPassword.mutate(row)}
                          aria-label={`重置密码：${row.userName}`}
                        >
                          重置密码
                        </Button>
                      )}
                      {row.self ? null : (
                        <Button
                          type="link"
                          size="small"
                          loading={pendingRow(toggleActive, row)}
                          onClick={() => void toggleActive.mutate(row)}
                          aria-label={`${row.isActive === ACTIVE.enabled ? '停用' : '启用'}${row.userName}`}
                        >
                          {row.isActive === ACTIVE.enabled ? '停用' : '启用'}
                        </Button>
                      )}
                    </Flex>
                  ),
                },
              ]
            : []),
        ]}
      />
      {manage.can ? (
        <>
          <EmployeeFormModal
            employee={editing === 'new' ? null : editing}
            open={editing !== null}
            products={products}
            onClose={() => setEditing(null)}
            onSaved={reload}
          />
          <EmployeeRolesModal
            employee={rolesOf}
            products={products}
            onClose={() => setRolesOf(null)}
            onSaved={reload}
          />
          <EmployeeImportModal open={importing} onClose={() => setImporting(false)} onImported={reload} />
        </>
      ) : null}
    </PageFrame>
  );
}
