/**
 * 密码登录: account (mobile or user code), password (RSA-OAEP encrypted by shared's
 * `loginWithPassword`), image captcha, "记住账号". Server errors go next to their field; a
 * throttled account shows the wait and keeps the button disabled until it is over.
 */
import { useState } from 'react';
import { Button, Checkbox, Form } from 'antd';
import { ensureBrowserId, getRememberedAccount, loginWithPassword, type LoginChoice, useCountdown } from '@scf/shared';
import { CaptchaField, FormNotice, formProblem, NoSpaceInput, PasswordInput, useCaptcha, waitText } from '@scf/shared/forms';
import { finishLogin, INVALID_LOGIN_ANSWER } from '../login-flow';

interface Values {
  account: string;
  password: string;
  captcha: string;
  remember: boolean;
}

const FIELDS = ['account', 'password', 'captcha'] as const;

export function PasswordLoginForm({ target, onChoose }: { target: string; onChoose: (choice: LoginChoice) => void }) {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const wait = useCountdown();
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [initial] = useState(() => {
    const remembered = getRememberedAccount();
    return { account: remembered, remember: remembered !== '' };
  });

  const submit = async (values: Values) => {
    setSubmitting(true);
    setNotice(null);
    const account = values.account.trim();
    try {
      const result = await loginWithPassword({ account, password: values.password, captcha: values.captcha, browserID: ensureBrowserId() });
      const outcome = finishLogin(result, { account, keep: values.remember === true }, target);
      if (outcome.kind === 'choose') onChoose(outcome.choice);
      if (outcome.kind === 'invalid') setNotice(INVALID_LOGIN_ANSWER);
    } catch (err) {
      const problem = formProblem(err, FIELDS, '登录失败，请稍后重试');
      if (problem.retryAfter !== null) wait.start(problem.retryAfter);
      if (problem.field) {
        // A refused password is cleared for the next try; the message stays beside the field.
        form.setFields([{ name: problem.field, errors: [problem.message], ...(problem.field === 'password' ? { value: '' } : {}) }]);
        form.focusField(problem.field);
      } else {
        setNotice(problem.message);
      }
    } finally {
      setSubmitting(false);
      // The server used the captcha up, right or wrong.
      captcha.refresh();
    }
  };

  const waiting = wait.remaining > 0;
  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={submit} name="password-login" noValidate>
      <FormNotice message={waiting && notice ? `${notice}（剩余 ${waitText(wait.remaining)}）` : notice} />
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
      <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 16 }}>
        <Checkbox>记住账号</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting} disabled={waiting}>
        {waiting ? `请 ${waitText(wait.remaining)} 后再试` : '登录'}
      </Button>
    </Form>
  );
}
