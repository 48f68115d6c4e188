/**
 * 短信登录: mobile, image captcha (to send the code), then the 6-digit code with a 60 s
 * resend countdown. Also the alternative to the password for readers who cannot use one.
 */
import { Form } from 'antd';
import { ensureBrowserId, isMobile, loginWithSms, type LoginChoice } from '@scf/shared';
import { MobileCodeFields, type FormProblem } from '@scf/shared/forms';
import { LoginForm, useRememberedAccount } from './login-form.component';

interface Values {
  mobile: string;
  captcha: string;
  smsCode: string;
  remember: boolean;
}

const FIELDS = ['mobile', 'captcha', 'smsCode'] as const;
type Field = (typeof FIELDS)[number];

export function SmsLoginForm({ target, onChoose }: { target: string; onChoose: (choice: LoginChoice) => void }) {
  const [form] = Form.useForm<Values>();
  // Only a remembered mobile number fits this form; a user code stays on the password tab.
  const { account, remember } = useRememberedAccount((remembered) => (isMobile(remembered) ? remembered : ''));

  const login = async (values: Values) => {
    const result = await loginWithSms({ mobile: values.mobile, smsCode: values.smsCode, browserID: ensureBrowserId() });
    return { result, account: values.mobile };
  };

  // The error belongs to the field that was wrong; the captcha (used up by the send and
  // emptied) is not a field this submit checked.
  const onProblem = (problem: FormProblem<Field>) => {
    if (problem.field && problem.field !== 'captcha') form.setFields([{ name: 'captcha', errors: [] }]);
  };

  return (
    <LoginForm<Values, Field>
      name="sms-login"
      form={form}
      initialValues={{ mobile: account, remember }}
      target={target}
      onChoose={onChoose}
      login={login}
      fields={FIELDS}
      onProblem={onProblem}
    >
      <MobileCodeFields idPrefix="sms-login" purpose="login" />
    </LoginForm>
  );
}
