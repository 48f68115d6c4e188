/**
 * Change e-mail: a code to the new address (`sendEmailCode`), checked with `emailCodeValid`
 * (which answers the verified address), then `email/update` with that address.
 */
import { useState } from 'react';
import { Button, Flex, Form, Modal } from 'antd';
import { NoSpaceInput } from '@scf/shared/forms';
import { emailRule, ensureBrowserId, errorMessage, sendEmailCode, showMessage, smsCodeRule, updateEmail, validateEmail, validateEmailCode, useCountdown } from '@scf/shared';
import { showFieldError } from '../../common/form-errors';

interface Values {
  email: string;
  code: string;
}

const FIELD_MAP = { email: 'email', code: 'code' } as const;

export function ChangeEmailModal({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged: () => void }): React.JSX.Element {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { remaining: cooldown, start: startCooldown } = useCountdown();

  const close = () => {
    form.resetFields();
    setSentTo(null);
    onClose();
  };

  const send = async () => {
    try {
      await form.validateFields(['email']);
    } catch {
      return;
    }
    const email = String(form.getFieldValue('email') ?? '');
    if (validateEmail(email)) return;
    setSending(true);
    try {
      const { cooldown: seconds } = await sendEmailCode(email, ensureBrowserId());
      startCooldown(seconds);
      setSentTo(email);
      showMessage('success', `验证码已发送至 ${email}`);
    } catch (err) {
      if (!showFieldError(form, err, FIELD_MAP)) showMessage('error', errorMessage(err, '验证码发送失败，请稍后重试'));
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: Values) => {
    // The code belongs to the address it was sent to; a changed address needs a new code.
    if (sentTo !== values.email) {
      form.setFields([{ name: 'code', errors: ['请先获取发送到该邮箱的验证码'] }]);
      return;
    }
    setSaving(true);
    try {
      let verified: string;
      try {
        verified = (await validateEmailCode(values.code, ensureBrowserId())).email;
      } catch (err) {
        if (!showFieldError(form, err, FIELD_MAP)) form.setFields([{ name: 'code', errors: [errorMessage(err, '验证码错误')] }]);
        return;
      }
      await updateEmail(verified);
      form.resetFields();
      setSentTo(null);
      onChanged();
      onClose();
    } catch {
      // Shown by the pipeline; nothing changed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title="更换邮箱" okText="确认更换" cancelText="取消" confirmLoading={saving} onOk={() => form.submit()} onCancel={close} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark="optional" name="change-email">
        <Form.Item name="email" label="新邮箱" rules={[{ required: true, message: '请输入新邮箱' }, emailRule]}>
          <NoSpaceInput type="email" autoComplete="email" maxLength={100} />
        </Form.Item>
        <Form.Item label="邮箱验证码" required>
          <Flex gap={8} align="start">
            <Form.Item name="code" noStyle rules={[{ required: true, message: '请输入邮箱验证码' }, smsCodeRule]}>
              <NoSpaceInput inputMode="numeric" autoComplete="one-time-code" maxLength={6} style={{ width: 140 }} aria-label="邮箱验证码" />
            </Form.Item>
            <Button onClick={() => void send()} loading={sending} disabled={cooldown > 0}>
              {cooldown > 0 ? `${cooldown} 秒后重新获取` : '获取验证码'}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
    </Modal>
  );
}
