/**
 * 账户详情 (`/center/crm/changeAccView?employeeCode=`): one account of the person (the current
 * one without a parameter): company, codes, roles per product, state, and the way to switch.
 */
import { useMemo } from 'react';
import { Button, Card, Descriptions, Result, Skeleton, Space, Tag } from 'antd';
import { listAllCompanies, navigate, roleLabels, useRoute, useRequest } from '@scf/shared';
import { PageFrame } from '../../common/page-frame.component';
import { RoleList } from '../../common/role-list.component';
import { AccountStateTag } from './account-state-tag.component';
import { accountSwitchPath, canSwitchTo, readEmployeeCodeQuery } from './account-model';
import { LoadError } from '@scf/shared/load-error';
import { styles } from './change-account-view.style';

const ACCOUNT_LIST = '/center/crm/account/list';

export function ChangeAccountViewPage(): React.JSX.Element {
  const { search } = useRoute();
  const query = useMemo(() => readEmployeeCodeQuery(search), [search]);
  const { data, error, loading, reload } = useRequest((signal) => listAllCompanies({ signal }), []);

  const back = <Button onClick={() => navigate(ACCOUNT_LIST)}>返回账户列表</Button>;
  if (error)
    return (
      <PageFrame>
        <LoadError error={error} onRetry={reload} />
      </PageFrame>
    );
  if (loading && !data)
    return (
      <PageFrame>
        <Skeleton active />
      </PageFrame>
    );
  if (query.kind === 'invalid') {
    return (
      <PageFrame>
        <Result status="warning" title="账户参数无效" subTitle="链接中的员工编号格式不正确。" extra={back} />
      </PageFrame>
    );
  }
  const account = (data ?? []).find((c) => (query.kind === 'code' ? c.employeeCode === query.code : c.current));
  if (!account) {
    return (
      <PageFrame>
        <Result status="404" title="未找到该账户" subTitle="该账户不存在，或不属于您。" extra={back} />
      </PageFrame>
    );
  }
  return (
    <PageFrame
      extra={
        <Space>
          {back}
          {canSwitchTo(account) ? (
            <Button type="primary" onClick={() => navigate(accountSwitchPath(account.employeeCode))}>
              切换到该账户
            </Button>
          ) : null}
        </Space>
      }
    >
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label="企业名称">
            {account.compName}
            {account.current ? <Tag style={styles.currentTag}>当前账户</Tag> : null}
          </Descriptions.Item>
          <Descriptions.Item label="企业编号">{account.compBizCode}</Descriptions.Item>
          <Descriptions.Item label="员工编号">{account.employeeCode}</Descriptions.Item>
          <Descriptions.Item label="账户状态">
            <AccountStateTag item={account} />
          </Descriptions.Item>
          <Descriptions.Item label="企业角色" span={2}>
            {roleLabels(account.compRole.map((r) => r.compRole)).join('、') || '无'}
          </Descriptions.Item>
          <Descriptions.Item label="员工角色" span={2}>
            <RoleList entries={account.employeeRole} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </PageFrame>
  );
}
