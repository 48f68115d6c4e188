/**
 * 密码登录: account (mobile or user code), password (RSA-OAEP encrypted by shared's
 * `loginWithPassword`), image captcha, "记住账号". Server errors go next to their field; a
 * throttled account shows the wait and keeps the button disabled until it is over.
 */
import { Form } from 'antd';
import { ensureBrowserId, loginWithPassword, type LoginChoice } from '@scf/shared';
import { CaptchaField, NoSpaceInput, PasswordInput, useCaptcha } from '@scf/shared/forms';
import { LoginForm, useRememberedAccount } from './login-form.component';

interface Values {
  account: string;
  password: string;
  captcha: string;
  remember: boolean;
}

const FIELDS = ['account', 'password', 'captcha'] as const;
// A refused password is cleared for the next try; the message stays beside the field.
const CLEAR = ['password'] as const;

export function PasswordLoginForm({ target, onChoose }: { target: string; onChoose: (choice: LoginChoice) => void }) {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const initial = useRememberedAccount((remembered) => remembered);

  const login = async (values: Values) => {
    const account = values.account.trim();
    const result = await loginWithPassword({
      account,
      password: values.password,
      captcha: values.captcha,
      browserID: ensureBrowserId(),
    });
    return { result, account };
  };

  return (
    <LoginForm<Values, (typeof FIELDS)[number]>
      name="password-login"
      form={form}
      initialValues={initial}
      target={target}
      onChoose={onChoose}
      login={login}
      fields={FIELDS}
      clear={CLEAR}
      // The server used the captcha up, right or wrong.
      onSettled={captcha.refresh}
    >
      <Form.Item
        name="account"
        label="账号"
        rules={[
          { required: true, whitespace: true, message: '请输入手机号或账号' },
          { pattern: /^[A-Za-z0-9]{1,32}$/, message: '请输入正确的账号或手机号' },
        ]}
        validateFirst
      >
        <NoSpaceInput size="large" autoComplete="username" maxLength={32} placeholder="手机号或账号" />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
        <PasswordInput size="large" autoComplete="current-password" maxLength={64} placeholder="请输入密码" />
      </Form.Item>
      <CaptchaField id="login-captcha" captcha={captcha} />
    </LoginForm>
  );
}
