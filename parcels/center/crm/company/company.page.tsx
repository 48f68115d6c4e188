/**
 * 企业信息 (`/center/crm/company`): the company's registration data, roles and contacts.
 * Administrators (E101) edit what the server allows; others read.
 */
import { useState } from 'react';
import { Button, Card, Descriptions, Skeleton, Tooltip } from 'antd';
import { getCompanyInfo, maskPhone, roleLabels, useCan, type ProductRole, useRequest } from '@scf/shared';
import { PageFrame } from '../../common/page-frame.component';

import { CompanyEditModal } from './company-edit.modal';
import { LoadError } from '@scf/shared/load-error';
import { styles } from './company.style';

/**
 * The company's role codes from its per-product list (`[{prodCode, compRole}]`: the same
 * role appears once per product), each once; entries without a code are skipped.
 */
export function companyRoleCodes(roles: readonly ProductRole[]): string[] {
  const out: string[] = [];
  for (const r of Array.isArray(roles) ? roles : []) {
    const code = typeof r?.compRole === 'string' ? r.compRole : '';
    if (code && !out.includes(code)) out.push(code);
  }
  return out;
}

const COMPANY_STATUS: Record<number, string> = { 0: '待审核', 1: '正常', 2: '已驳回', 3: '已停用' };

export function CompanyPage(): React.JSX.Element {
  const { data, error, loading, reload } = useRequest((signal) => getCompanyInfo({ signal }), []);
  const edit = useCan('company.edit');
  const [editing, setEditing] = useState(false);

  if (error)
    return (
      <PageFrame>
        <LoadError error={error} onRetry={reload} />
      </PageFrame>
    );
  const editButton = (
    <Button type="primary" disabled={!edit.can || !data} onClick={() => setEditing(true)}>
      编辑企业信息
    </Button>
  );
  return (
    <PageFrame
      extra={
        edit.can ? (
          editButton
        ) : (
          <Tooltip title={edit.reason}>
            <span>{editButton}</span>
          </Tooltip>
        )
      }
    >
      <Card>
        {loading && !data ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : data ? (
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="company-info">
            <Descriptions.Item label="企业名称" span={2}>
              {data.compName}
            </Descriptions.Item>
            <Descriptions.Item label="统一社会信用代码">{data.creditCode || '—'}</Descriptions.Item>
            <Descriptions.Item label="企业编号">{data.compCode}</Descriptions.Item>
            <Descriptions.Item label="企业角色">
              {roleLabels(companyRoleCodes(data.compRole)).join('、') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="企业状态">{COMPANY_STATUS[data.status] ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="所在地区">
              {[data.provinceName, data.areaName].filter(Boolean).join(' ') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="详细地址">{data.address || '—'}</Descriptions.Item>
            <Descriptions.Item label="联系人">{data.contactName || '—'}</Descriptions.Item>
            <Descriptions.Item label="联系人手机号">{maskPhone(data.contactPhone) || '—'}</Descriptions.Item>
            <Descriptions.Item label="企业邮箱">{data.email || '—'}</Descriptions.Item>
            <Descriptions.Item label="注册时间">{data.createTime || '—'}</Descriptions.Item>
            <Descriptions.Item label="企业简介" span={2}>
              <span style={styles.introduction}>{data.introduction || '—'}</span>
            </Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>
      {data && edit.can ? (
        <CompanyEditModal info={data} open={editing} onClose={() => setEditing(false)} onSaved={reload} />
      ) : null}
    </PageFrame>
  );
}
