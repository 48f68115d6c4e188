/**
 * 收到的邀请 on 邀请企业: invitations other companies sent to this company (to its
 * administrator's mobile or to its name), not yet accepted; 接受 accepts one, and 填写邀请码
 * accepts with the code from the SMS. The inviting company is told by site message.
 */
import { useState } from 'react';
import { Button, Card, Form, Input, List, Modal } from 'antd';
import {
  acceptInvitation,
  acceptReceivedInvitation,
  errorMessage,
  listReceivedInvitations,
  type ReceivedInvitation,
  showMessage,
  useAction,
  useRequest,
  requiredRule,
} from '@scf/shared';
import { FormNotice, showFormProblem } from '@scf/shared/forms';
import { SectionTitle } from '@scf/shared/ui';
import { formModalProps } from '../../common/form-modal';
import { styles } from './received-invitations.style';

const CODE_RULE = { pattern: /^[A-Za-z0-9]{8}$/, message: '邀请码为8位字母或数字' };

function AcceptCodeModal({
  open,
  onClose,
  onAccepted,
}: {
  open: boolean;
  onClose: () => void;
  onAccepted: () => void;
}) {
  const [form] = Form.useForm<{ inviteCode: string }>();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async ({ inviteCode }: { inviteCode: string }) => {
    setSaving(true);
    setNotice(null);
    try {
      const res = await acceptInvitation(inviteCode.trim().toUpperCase());
      showMessage('success', `已接受“${res.inviterCompName}”的邀请`);
      form.resetFields();
      onAccepted();
      onClose();
    } catch (err) {
      showFormProblem(form, err, ['inviteCode'] as const, { fallback: '接受失败，请稍后重试', elsewhere: setNotice });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title="填写邀请码" okText="接受邀请" {...formModalProps(form, saving, onClose)}>
      <FormNotice message={notice} />
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} name="accept-invitation">
        <Form.Item
          name="inviteCode"
          label="邀请码"
          extra="邀请方发送到贵司管理员手机的8位邀请码"
          rules={[requiredRule('邀请码'), CODE_RULE]}
        >
          <Input maxLength={8} autoComplete="off" style={styles.code} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ReceivedInvitations(): React.JSX.Element {
  const received = useRequest((signal) => listReceivedInvitations({ signal }), []);
  const [entering, setEntering] = useState(false);
  const list = received.data ?? [];

  // Said here either way (the call is quiet), and the list reloaded either way.
  const accept = useAction({
    run: (inv: ReceivedInvitation) => acceptReceivedInvitation(inv.id),
    onSuccess: (res) => showMessage('success', `已接受“${res.inviterCompName}”的邀请`),
    onError: (err) => showMessage('error', errorMessage(err, '接受失败，请稍后重试')),
    onSettled: received.reload,
  });
  const busy = accept.isPending ? accept.variables?.id : null;

  return (
    <Card
      size="small"
      title={<SectionTitle>收到的邀请</SectionTitle>}
      extra={<Button onClick={() => setEntering(true)}>填写邀请码</Button>}
      data-testid="received-invitations"
    >
      <List
        dataSource={list}
        loading={received.loading}
        locale={{ emptyText: '暂无待接受的邀请；收到短信邀请码时可点击“填写邀请码”' }}
        renderItem={(inv) => (
          <List.Item
            actions={[
              <Button
                key="accept"
                type="primary"
                size="small"
                loading={busy === inv.id}
                onClick={() => void accept.mutate(inv)}
                autoInsertSpace={false}
                aria-label={`接受：${inv.inviterCompName}的邀请`}
              >
                接受
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={inv.inviterCompName}
              description={`邀请“${inv.compName}”加入 · 有效期至 ${inv.expireTime}`}
            />
          </List.Item>
        )}
      />
      <AcceptCodeModal open={entering} onClose={() => setEntering(false)} onAccepted={received.reload} />
    </Card>
  );
}
