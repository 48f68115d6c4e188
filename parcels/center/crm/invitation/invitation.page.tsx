/**
 * 邀请企业 (`/center/crm/invication`, the spec's spelling): invite a company and follow the
 * invitations (sent, accepted, expired, revoked); resend or revoke open ones; accept the
 * invitations other companies sent to this one. A code is shown once, when it is sent or
 * resent, with its link and QR code (invitation-sent.component.tsx): the server keeps only its
 * hash, so the list has none, and 重新发送 is how a link is shared again.
 * Administrators only (the permission list keeps others out; the buttons say why when disabled).
 */
import { useState } from 'react';
import { Button, Flex, Modal, Select, Tag, theme, Tooltip } from 'antd';
import {
  INVITATION,
  INVITATION_NAMES,
  isOpenInvitation,
  maskPhone,
  resendInvitation,
  revokeInvitation,
  roleLabel,
  ROLE_LABEL_PLACEHOLDER,
  type Invitation,
  type InvitationStatus,
  useAction,
  useCan,
  usePageRequest,
} from '@scf/shared';
import { PageFrame } from '../../common/page-frame.component';

import { InvitationFormModal } from './invitation-form.modal';
import { InvitationSentResult, type SentInvitation } from './invitation-sent.component';
import { ReceivedInvitations } from './received-invitations.component';
import { INVITATION_FILTERS } from './invitation-model';
import {
  INVITATION_LIST_FILTERS,
  INVITATION_LIST_KEY,
  INVITATION_LIST_REQUEST,
  invitationQuery,
} from './invitation-list.request';
import { ListTable, pagedTable, usePagedListState } from '@scf/shared/list';
import { styles } from './invitation.style';

/**
 * Column widths: the company's name gets room for a usual name on two lines at most, a time
 * fits on one line, and the actions column stays in view at the right edge when the table
 * scrolls (at 1280 px the name was squeezed to one character and 撤销 scrolled out of sight).
 */
const WIDTHS = {
  compName: 220,
  creditCode: 190,
  contactName: 100,
  mobile: 130,
  compRole: 100,
  status: 90,
  time: 170,
  actions: 160,
} as const;
const TABLE_WIDTH = Object.values(WIDTHS).reduce((a, b) => a + b, 0) + 2 * WIDTHS.time;

export function InvitationPage(): React.JSX.Element {
  const [list, setList] = usePagedListState(INVITATION_LIST_KEY, INVITATION_LIST_FILTERS);
  const query = invitationQuery(list);
  const { status } = query;
  const manage = useCan('invitation.manage');
  const { token } = theme.useToken();
  const muted = { color: token.colorTextSecondary, background: token.colorFillTertiary };
  const [creating, setCreating] = useState(false);
  const [resent, setResent] = useState<SentInvitation | null>(null);
  const page = usePageRequest(INVITATION_LIST_REQUEST, manage.can ? query : null);
  const { data, reload } = page;

  const act = useAction({
    confirm: ({ row, action }: { row: Invitation; action: 'resend' | 'revoke' }) =>
      action === 'resend'
        ? `确定向“${row.compName}”重新发送邀请吗？原邀请码将失效。`
        : `确定撤销对“${row.compName}”的邀请吗？`,
    run: async ({ row, action }: { row: Invitation; action: 'resend' | 'revoke' }) => {
      if (action === 'revoke') return void (await revokeInvitation(row.id));
      const { inviteCode } = await resendInvitation(row.id);
      setResent({ code: inviteCode, mobile: row.mobile, compName: row.compName });
    },
    onSuccess: reload,
  });
  const busy = act.isPending ? act.variables?.row.id : null;

  const invite = (
    <Button type="primary" disabled={!manage.can} onClick={() => setCreating(true)}>
      邀请企业
    </Button>
  );
  return (
    <PageFrame
      extra={
        manage.can ? (
          invite
        ) : (
          <Tooltip title={manage.reason}>
            <span>{invite}</span>
          </Tooltip>
        )
      }
    >
      {manage.can ? <ReceivedInvitations /> : null}
      <Flex gap={12} align="center" wrap>
        <label htmlFor="invitation-status">状态</label>
        <Select
          id="invitation-status"
          value={status ?? 'all'}
          style={styles.validity}
          options={INVITATION_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
          onChange={(v: string) => setList({ status: v, pageNum: 1 })}
        />
      </Flex>
      {manage.can ? (
        <ListTable<Invitation>
          listKey="invitationList"
          {...pagedTable(page, list, setList)}
          emptyText="暂无邀请记录"
          responsive
          rowKey="id"
          // Without rows there is nothing to scroll to (an empty
          // scrollable region would be a keyboard trap for nothing).
          scroll={data?.list.length ? { x: TABLE_WIDTH } : undefined}
          columns={[
            { title: '企业名称', dataIndex: 'compName', width: WIDTHS.compName },
            {
              title: '统一社会信用代码',
              dataIndex: 'creditCode',
              width: WIDTHS.creditCode,
              render: (c: string) => c || '—',
            },
            { title: '联系人', dataIndex: 'contactName', width: WIDTHS.contactName },
            { title: '手机号', dataIndex: 'mobile', width: WIDTHS.mobile, render: (m: string) => maskPhone(m) || m },
            {
              title: '企业角色',
              dataIndex: 'compRole',
              width: WIDTHS.compRole,
              render: (r: string) => roleLabel(r) || ROLE_LABEL_PLACEHOLDER,
            },
            {
              title: '状态',
              dataIndex: 'status',
              width: WIDTHS.status,
              render: (s: InvitationStatus) => (
                <Tag data-status={s} style={s === INVITATION.sent || s === INVITATION.accepted ? undefined : muted}>
                  {INVITATION_NAMES[s] ?? s}
                </Tag>
              ),
            },
            { title: '发送时间', dataIndex: 'sendTime', width: WIDTHS.time },
            { title: '有效期至', dataIndex: 'expireTime', width: WIDTHS.time },
            { title: '接受时间', dataIndex: 'acceptTime', width: WIDTHS.time, render: (t: string | null) => t ?? '—' },
            {
              title: '操作',
              key: 'actions',
              width: WIDTHS.actions,
              fixed: 'right',
              render: (_: unknown, row) =>
                isOpenInvitation(row.status) ? (
                  <Flex gap={4} wrap>
                    <Button
                      type="link"
                      size="small"
                      loading={busy === row.id}
                      onClick={() => void act.mutate({ row, action: 'resend' })}
                      aria-label={`重新发送给${row.compName}`}
                    >
                      重新发送
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      danger
                      autoInsertSpace={false}
                      disabled={busy === row.id}
                      onClick={() => void act.mutate({ row, action: 'revoke' })}
                      aria-label={`撤销对${row.compName}的邀请`}
                    >
                      撤销
                    </Button>
                  </Flex>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      ) : null}
      {manage.can ? (
        <InvitationFormModal open={creating} onClose={() => setCreating(false)} onCreated={reload} />
      ) : null}
      <Modal
        open={resent !== null}
        title="重新发送邀请"
        okText="完成"
        cancelButtonProps={{ style: { display: 'none' } }}
        onOk={() => setResent(null)}
        onCancel={() => setResent(null)}
        destroyOnHidden
      >
        {resent ? <InvitationSentResult sent={resent} title="邀请已重新发送" /> : null}
      </Modal>
    </PageFrame>
  );
}
