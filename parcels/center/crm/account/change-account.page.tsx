/**
 * 切换账户 (`/center/crm/changeAcc`): the accounts the person can switch to (status 1 and
 * isActive 1, shared's filter); switching refreshes the tokens for that company and reloads
 * the product centre (docs/requirements.md#session), through shared's `switchCompany`.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Radio, Skeleton, Tag, Typography } from 'antd';
import {
  companySwitchQuestion,
  confirm,
  listEnabledCompaniesByMobile,
  showMessage,
  switchCompany,
  switchableCompanies,
  useRoute,
  type CompanyListItem,
  useRequest,
} from '@scf/shared';
import { PageFrame } from '../../common/page-frame.component';
import { RoleList } from '../../common/role-list.component';
import { readEmployeeCodeQuery } from './account-model';
import { LoadError } from '@scf/shared/load-error';
import { styles } from './change-account.style';

export function ChangeAccountPage(): React.JSX.Element {
  const { search } = useRoute();
  const { data, error, loading, reload } = useRequest(
    async (signal) => switchableCompanies<CompanyListItem>(await listEnabledCompaniesByMobile(undefined, { signal })),
    [],
  );
  const [selected, setSelected] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  const query = useMemo(() => readEmployeeCodeQuery(search), [search]);

  // Preselect the account named in the URL, or say clearly that it cannot be used.
  useEffect(() => {
    if (!data) return;
    if (query.kind === 'code') {
      const hit = data.find((c) => c.employeeCode === query.code && !c.current);
      if (hit) setSelected(hit.employeeCode);
      else showMessage('warning', '链接中的账户不存在或当前不可切换，请从列表中选择');
    } else if (query.kind === 'invalid') {
      showMessage('warning', '链接中的账户参数无效，请从列表中选择');
    }
  }, [data, query]);

  const target = data?.find((c) => c.employeeCode === selected) ?? null;

  const doSwitch = async () => {
    if (!target) return;
    if (!(await confirm(companySwitchQuestion(target.compName)))) return;
    setSwitching(true);
    const ok = await switchCompany({ employeeCode: target.employeeCode, compBizCode: target.compBizCode });
    if (!ok) setSwitching(false);
  };

  if (error)
    return (
      <PageFrame>
        <LoadError error={error} onRetry={reload} />
      </PageFrame>
    );
  const others = (data ?? []).filter((c) => !c.current);
  return (
    <PageFrame>
      {loading && !data ? (
        <Skeleton active />
      ) : others.length === 0 ? (
        <Empty description="您没有其他可切换的企业账户" />
      ) : (
        <Card>
          <Typography.Paragraph>请选择要切换到的企业账户：</Typography.Paragraph>
          <Radio.Group
            value={selected}
            onChange={(e) => setSelected(String(e.target.value))}
            style={styles.list}
            aria-label="可切换的企业账户"
          >
            <Flex vertical gap={12}>
              {(data ?? []).map((c) => (
                <Radio key={c.employeeCode} value={c.employeeCode} disabled={c.current} style={styles.account}>
                  <Flex vertical gap={4}>
                    <span>
                      <strong>{c.compName}</strong>（员工编号 {c.employeeCode}）
                      {c.current ? <Tag style={styles.currentTag}>当前账户</Tag> : null}
                    </span>
                    <RoleList entries={c.employeeRole} />
                  </Flex>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
          <Alert
            style={styles.below}
            type="info"
            showIcon
            title="切换后将以所选企业的身份重新进入产品中心，未保存的内容会丢失。"
          />
          <Button
            type="primary"
            style={styles.below}
            disabled={!target}
            loading={switching}
            onClick={() => void doSwitch()}
          >
            切换账户
          </Button>
        </Card>
      )}
    </PageFrame>
  );
}
