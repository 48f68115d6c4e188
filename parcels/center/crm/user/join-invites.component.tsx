/**
 * 企业邀请 on 个人信息: companies whose administrator added this person's mobile as an employee.
 * The person joins only by accepting here (declining removes the invitation); until then the
 * company sees nothing of theirs. Shown only while there is something to answer.
 */
import { useState } from 'react';
import { Button, Card, List, Space, Typography } from 'antd';
import { acceptJoinInvite, declineJoinInvite, listJoinInvites, type JoinInvite, useRequest } from '@scf/shared';
import { notifyAccountChanged } from '@scf/shared';

export function JoinInvites(): React.JSX.Element | null {
  const invites = useRequest((signal) => listJoinInvites({ signal }), []);
  const [busy, setBusy] = useState<string | null>(null);
  const list = invites.data ?? [];
  if (list.length === 0) return null;

  const answer = async (invite: JoinInvite, accept: boolean) => {
    setBusy(invite.employeeCode);
    try {
      if (accept) await acceptJoinInvite(invite.employeeCode);
      else await declineJoinInvite(invite.employeeCode);
      invites.reload();
      if (accept) notifyAccountChanged();
    } catch {
      // The shared client has shown the server's message.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>企业邀请</Typography.Title>}>
      <List
        dataSource={list}
        renderItem={(invite) => (
          <List.Item
            actions={[
              <Space key="actions">
                <Button type="primary" size="small" loading={busy === invite.employeeCode} onClick={() => void answer(invite, true)}>
                  接受
                </Button>
                <Button size="small" disabled={busy === invite.employeeCode} onClick={() => void answer(invite, false)}>
                  拒绝
                </Button>
              </Space>,
            ]}
          >
            <List.Item.Meta title={invite.compName} description={`邀请您成为该企业员工 · ${invite.createTime}`} />
          </List.Item>
        )}
      />
    </Card>
  );
}
