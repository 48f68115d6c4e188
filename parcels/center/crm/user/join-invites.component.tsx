/**
 * 企业邀请 on 个人信息: companies whose administrator added this person's mobile as an employee.
 * The person joins only by accepting here (declining removes the invitation); until then the
 * company sees nothing of theirs. Shown only while there is something to answer.
 */
import { Button, Card, List, Space } from 'antd';
import {
  acceptJoinInvite,
  declineJoinInvite,
  listJoinInvites,
  type JoinInvite,
  useAction,
  useRequest,
} from '@scf/shared';
import { notifyAccountChanged } from '@scf/shared';
import { SectionTitle } from '@scf/shared/ui';

export function JoinInvites(): React.JSX.Element | null {
  const invites = useRequest((signal) => listJoinInvites({ signal }), []);
  // A refusal was said by the shared client (the server's message).
  const answer = useAction({
    run: ({ invite, accept }: { invite: JoinInvite; accept: boolean }) =>
      accept ? acceptJoinInvite(invite.employeeCode) : declineJoinInvite(invite.employeeCode),
    onSuccess: (_, { accept }) => {
      invites.reload();
      if (accept) notifyAccountChanged();
    },
  });
  const busy = answer.isPending ? answer.variables?.invite.employeeCode : null;
  const list = invites.data ?? [];
  if (list.length === 0) return null;

  return (
    <Card title={<SectionTitle>企业邀请</SectionTitle>}>
      <List
        dataSource={list}
        renderItem={(invite) => (
          <List.Item
            actions={[
              <Space key="actions">
                <Button
                  type="primary"
                  size="small"
                  loading={busy === invite.employeeCode}
                  onClick={() => void answer.mutate({ invite, accept: true })}
                >
                  接受
                </Button>
                <Button
                  size="small"
                  disabled={busy === invite.employeeCode}
                  onClick={() => void answer.mutate({ invite, accept: false })}
                >
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
