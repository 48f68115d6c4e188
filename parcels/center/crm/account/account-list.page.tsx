/**
 * 账户管理 (`/center/crm/account/list`): every account of the person (one per company,
 * disabled ones included), with roles and state; view one, or switch to another.
 */
import { Space, Tag, Typography } from 'antd';
import { roleLabels, type CompanyListItem, usePageRequest } from '@scf/shared';
import { PortalLink } from '@scf/shared/ui';
import { PageFrame } from '../../common/page-frame.component';
import { RoleList } from '../../common/role-list.component';
import { AccountStateTag } from './account-state-tag.component';
import { accountSwitchPath, accountViewPath, canSwitchTo } from './account-model';
import { ACCOUNT_LIST_ARGS, ACCOUNT_LIST_REQUEST } from './account-list.request';
import { ListTable } from '@scf/shared/list';
import { styles } from './account-list.style';

export function AccountListPage(): React.JSX.Element {
  const { data, error, loading, reload } = usePageRequest(ACCOUNT_LIST_REQUEST, ACCOUNT_LIST_ARGS);

  return (
    <PageFrame>
      <Typography.Paragraph type="secondary" style={styles.intro}>
        您在以下企业拥有账户。切换账户后，页面将以所选企业的身份重新加载。
      </Typography.Paragraph>
      <ListTable<CompanyListItem>
        listKey="accountList"
        error={error}
        onRetry={reload}
        emptyText="暂无账户"
        responsive
        rowKey="employeeCode"
        loading={loading}
        dataSource={data ?? []}
        scroll={{ x: 900 }}
        columns={[
          {
            title: '企业名称',
            dataIndex: 'compName',
            render: (name: string, row) => (
              <Space wrap>
                {name}
                {row.current ? (
                  <Tag color="processing" style={styles.currentTag}>
                    当前账户
                  </Tag>
                ) : null}
              </Space>
            ),
          },
          { title: '员工编号', dataIndex: 'employeeCode', width: 130 },
          {
            title: '企业角色',
            key: 'compRole',
            render: (_: unknown, row) => roleLabels(row.compRole.map((r) => r.compRole)).join('、') || '无',
          },
          {
            title: '员工角色',
            key: 'employeeRole',
            render: (_: unknown, row) => <RoleList entries={row.employeeRole} />,
          },
          { title: '状态', key: 'state', width: 110, render: (_: unknown, row) => <AccountStateTag item={row} /> },
          {
            title: '操作',
            key: 'actions',
            width: 150,
            render: (_: unknown, row) => (
              <Space>
                <PortalLink to={accountViewPath(row.employeeCode)} aria-label={`查看${row.compName}的账户`}>
                  查看
                </PortalLink>
                {canSwitchTo(row) ? (
                  <PortalLink to={accountSwitchPath(row.employeeCode)} aria-label={`切换到${row.compName}`}>
                    切换
                  </PortalLink>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
