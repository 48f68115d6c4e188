/**
 * Change e-mail: a code to the new address (`sendEmailCode`), checked with `emailCodeValid`
 * (which answers the verified address), then `email/update` with that address.
 */
import { Form } from 'antd';
import { showFormProblem, useSendCode } from '@scf/shared/forms';
import { ensureBrowserId, sendEmailCode, updateEmail, validateEmailCode } from '@scf/shared';
import { ChangeContactModal, type ContactDialogProps } from './change-contact.modal';

interface Values {
  email: string;
  code: string;
}

const FIELDS = ['email', 'code'] as const;
const request = (email: string) => sendEmailCode(email, ensureBrowserId());

export function ChangeEmailModal(props: ContactDialogProps): React.JSX.Element {
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
      {...props}
      kind="email"
      form={form}
      sender={sender}
      verify={verify}
      apply={updateEmail}
      code={{ name: 'code', request, fields: FIELDS }}
    />
  );
}
