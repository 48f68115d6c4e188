/**
 * Change e-mail: a code to the new address (`sendEmailCode`), checked with `emailCodeValid`
 * (which answers the verified address), then `email/update` with that address.
 */
import { Form } from 'antd';
import { NoSpaceInput, showFormProblem, useSendCode } from '@scf/shared/forms';
import { emailRule, ensureBrowserId, sendEmailCode, updateEmail, validateEmail, validateEmailCode } from '@scf/shared';
import { ChangeContactModal } from './change-contact.modal';
import { CodeField } from './code-field.component';

interface Values {
  email: string;
  code: string;
}

const FIELDS = ['email', 'code'] as const;
const request = (email: string) => sendEmailCode(email, ensureBrowserId());

export function ChangeEmailModal({
  open,
  onClose,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}): React.JSX.Element {
  const [form] = Form.useForm<Values>();
  const sender = useSendCode();

  const verify = async (values: Values): Promise<string | null> => {
    // The code belongs to the address it was sent to; a changed address needs a new code.
    if (sender.sent?.to !== values.email) {
      form.setFields([{ name: 'code', errors: ['请先获取发送到该邮箱的验证码'] }]);
      return null;
    }
    try {
      return (await validateEmailCode(values.code, ensureBrowserId())).email;
    } catch (err) {
      showFormProblem(form, err, FIELDS, {
        fallback: '验证码错误',
        elsewhere: (message) => form.setFields([{ name: 'code', errors: [message] }]),
      });
      return null;
    }
  };

  return (
    <ChangeContactModal
      open={open}
      onClose={onClose}
      onChanged={onChanged}
      title="更换邮箱"
      name="change-email"
      form={form}
      sender={sender}
      verify={verify}
      apply={updateEmail}
    >
      <Form.Item name="email" label="新邮箱" rules={[{ required: true, message: '请输入新邮箱' }, emailRule]}>
        <NoSpaceInput type="email" autoComplete="email" maxLength={100} />
      </Form.Item>
      <CodeField
        label="邮箱验证码"
        name="code"
        to="email"
        invalid={validateEmail}
        request={request}
        sender={sender}
        fields={FIELDS}
      />
    </ChangeContactModal>
  );
}
