/**
 * 邀请企业 (`/center/crm/invication`, the spec's spelling): invite a company and follow the
 * invitations (sent, accepted, expired, revoked); resend or revoke open ones. Administrators
 * only (the permission list keeps others out; the buttons say why when disabled).
 */
import { useState } from 'react';
import { Button, Flex, Select, Tag, Tooltip } from 'antd';
import { ResponsiveTable } from '../../common/responsive-table.component';
import { confirm, listInvitations, maskPhone, resendInvitation, revokeInvitation, roleLabel, ROLE_LABEL_PLACEHOLDER, type Invitation, type InvitationStatus, useCan } from '@scf/shared';
import { PageFrame } from '../../common/page-frame.component';
import { LoadError } from '../../common/load-error.component';

import { useRequest } from '../../common/use-request.hook';
import { usePagedListState } from '../../common/use-paged-list-state.hook';
import { InvitationFormModal } from './invitation-form.modal';
import { INVITATION_FILTERS, INVITATION_STATUS_LABELS, isInvitationStatus, isOpenInvitation } from './invitation-model';
import { EmptyText } from '../../common/empty-text.component';

const MUTED = { color: '#595959', background: '#f5f5f5' };

export function InvitationPage(): React.JSX.Element {
  const [list, setList] = usePagedListState('invitationList', { status: 'all' as string });
  const status: InvitationStatus | undefined = isInvitationStatus(list.status) ? list.status : undefined;
  const manage = useCan('invitation.manage');
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const { data, error, loading, reload } = useRequest(
    (signal) => listInvitations({ status, pageNum: list.pageNum, pageSize: list.pageSize }, { signal }),
    [status, list.pageNum, list.pageSize],
    manage.can,
  );

  const act = async (row: Invitation, action: 'resend' | 'revoke') => {
    const ok = await confirm(action === 'resend' ? `确定向“${row.compName}”重新发送邀请吗？原邀请码将失效。` : `确定撤销对“${row.compName}”的邀请吗？`);
    if (!ok) return;
    setBusy(row.id);
    try {
      await (action === 'resend' ? resendInvitation(row.id) : revokeInvitation(row.id));
      reload();
    } catch {
      // Shown by the pipeline.
    } finally {
      setBusy(null);
    }
  };

  const invite = <Button type="primary" disabled={!manage.can} onClick={() => setCreating(true)}>邀请企业</Button>;
  return (
    <PageFrame extra={manage.can ? invite : <Tooltip title={manage.reason}><span>{invite}</span></Tooltip>}>
      <Flex gap={12} align="center" wrap>
        <label htmlFor="invitation-status">状态</label>
        <Select
          id="invitation-status"
          value={status ?? 'all'}
          style={{ width: 140 }}
          options={INVITATION_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
          onChange={(v: string) => setList({ status: v, pageNum: 1 })}
        />
      </Flex>
      {!manage.can ? null : error ? (
        <LoadError error={error} onRetry={reload} />
      ) : (
        <ResponsiveTable<Invitation>
          rowKey="id"
          loading={loading}
          dataSource={data?.list ?? []}
          scroll={{ x: 1100 }}
          locale={{ emptyText: <EmptyText>暂无邀请记录</EmptyText> }}
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
            { title: '企业名称', dataIndex: 'compName' },
            { title: '联系人', dataIndex: 'contactName', width: 100 },
            { title: '手机号', dataIndex: 'mobile', width: 130, render: (m: string) => maskPhone(m) || m },
            { title: '企业角色', dataIndex: 'compRole', width: 100, render: (r: string) => roleLabel(r) || ROLE_LABEL_PLACEHOLDER },
            {
              title: '状态',
              dataIndex: 'status',
              width: 90,
              render: (s: InvitationStatus) => <Tag data-status={s} style={s === 'sent' || s === 'accepted' ? undefined : MUTED}>{INVITATION_STATUS_LABELS[s] ?? s}</Tag>,
            },
            { title: '发送时间', dataIndex: 'sendTime', width: 170 },
            { title: '有效期至', dataIndex: 'expireTime', width: 170 },
            { title: '接受时间', dataIndex: 'acceptTime', width: 170, render: (t: string | null) => t ?? '—' },
            {
              title: '操作',
              key: 'actions',
              width: 140,
              render: (_: unknown, row) =>
                isOpenInvitation(row.status) ? (
                  <Flex gap={4}>
                    <Button type="link" size="small" loading={busy === row.id} onClick={() => void act(row, 'resend')} aria-label={`重新发送给${row.compName}`}>重新发送</Button>
                    <Button type="link" size="small" danger disabled={busy === row.id} onClick={() => void act(row, 'revoke')} aria-label={`撤销对${row.compName}的邀请`}>撤销</Button>
                  </Flex>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      )}
      {manage.can ? <InvitationFormModal open={creating} onClose={() => setCreating(false)} onCreated={reload} /> : null}
    </PageFrame>
  );
}
