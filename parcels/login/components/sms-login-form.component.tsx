/**
 * 短信登录: mobile, image captcha (to send the code), then the 6-digit code with a 60 s
 * resend countdown. Also the alternative to the password for readers who cannot use one.
 */
import { useState } from 'react';
import { Button, Checkbox, Form } from 'antd';
import { ensureBrowserId, getRememberedAccount, isMobile, loginWithSms, mobileRule, type LoginChoice, useCountdown } from '@scf/shared';
import { CaptchaField, FormNotice, formProblem, NoSpaceInput, SmsCodeField, useCaptcha, waitText } from '@scf/shared/forms';
import { finishLogin, INVALID_LOGIN_ANSWER } from '../login-flow';

interface Values {
  mobile: string;
  captcha: string;
  smsCode: string;
  remember: boolean;
}

const FIELDS = ['mobile', 'captcha', 'smsCode'] as const;

export function SmsLoginForm({ target, onChoose }: { target: string; onChoose: (choice: LoginChoice) => void }) {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const wait = useCountdown();
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [initial] = useState(() => {
    const remembered = getRememberedAccount();
    // Only a remembered mobile number fits this form; a user code stays on the password tab.
    return { mobile: isMobile(remembered) ? remembered : '', remember: remembered !== '' };
  });

  const submit = async (values: Values) => {
    setSubmitting(true);
    setNotice(null);
    try {
      const result = await loginWithSms({ mobile: values.mobile, smsCode: values.smsCode, browserID: ensureBrowserId() });
      const outcome = finishLogin(result, { account: values.mobile, keep: values.remember === true }, target);
      if (outcome.kind === 'choose') onChoose(outcome.choice);
      if (outcome.kind === 'invalid') setNotice(INVALID_LOGIN_ANSWER);
    } catch (err) {
      const problem = formProblem(err, FIELDS, '登录失败，请稍后重试');
      if (problem.retryAfter !== null) wait.start(problem.retryAfter);
      if (problem.field) {
        // The error belongs to the field that was wrong; the captcha (used up by the send and
        // emptied) is not a field this submit checked.
        form.setFields([{ name: problem.field, errors: [problem.message] }, ...(problem.field === 'captcha' ? [] : [{ name: 'captcha' as const, errors: [] }])]);
        form.focusField(problem.field);
      } else {
        setNotice(problem.message);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const waiting = wait.remaining > 0;
  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={submit} name="sms-login" noValidate>
      <FormNotice message={waiting && notice ? `${notice}（剩余 ${waitText(wait.remaining)}）` : notice} />
      <Form.Item name="mobile" label="手机号" rules={[{ required: true, message: '请输入手机号' }, mobileRule]} validateFirst>
        <NoSpaceInput size="large" autoComplete="tel" inputMode="tel" maxLength={11} placeholder="请输入11位手机号" />
      </Form.Item>
      <CaptchaField id="sms-login-captcha" captcha={captcha} requiredOnSubmit={false} />
      <SmsCodeField id="sms-login-code" purpose="login" captcha={captcha} />
      <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 16 }}>
        <Checkbox>记住账号</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting} disabled={waiting}>
        {waiting ? `请 ${waitText(wait.remaining)} 后再试` : '登录'}
      </Button>
    </Form>
  );
}
