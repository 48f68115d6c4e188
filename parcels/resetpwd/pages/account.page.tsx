/**
 * /resetpwd/account, step 1: prove the mobile (image captcha, then the SMS code). The answer
 * is a single-use reset ticket valid 10 minutes. An unknown number is treated exactly like a
 * known one up to the code check (the server sends nothing), so the page cannot be used to
 * find out who has an account.
 */
import { useState } from 'react';
import { Button, Form } from 'antd';
import { ensureBrowserId, maskPhone, mobileRule, navigate, verifyResetAccount, THEME } from '@scf/shared';
import { CaptchaField, FormNotice, showFormProblem, NoSpaceInput, SmsCodeField, useCaptcha } from '@scf/shared/forms';
import { saveResetTicket } from '../reset-state';
import { RESET_PATH } from '../reset-steps';

interface Values {
  mobile: string;
  captcha: string;
  smsCode: string;
}

const FIELDS = ['mobile', 'captcha', 'smsCode'] as const;

export default function ResetAccountPage() {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setSubmitting(true);
    setNotice(null);
    try {
      const res = await verifyResetAccount({ mobile: values.mobile, smsCode: values.smsCode, browserID: ensureBrowserId() });
      if (!saveResetTicket(res?.resetTicket, res?.expiresIn, maskPhone(values.mobile))) {
        setNotice('验证结果保存失败：请允许浏览器使用会话存储后重试');
        return;
      }
      navigate(RESET_PATH.reset);
    } catch (err) {
      showFormProblem(form, err, FIELDS, { fallback: '验证失败，请稍后重试', elsewhere: setNotice });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} name="resetpwd-account" noValidate>
      <p style={{ margin: '0 0 16px', color: THEME.textSecondary }}>请输入注册时使用的手机号，验证通过后即可设置新密码。</p>
      <FormNotice message={notice} />
      <Form.Item name="mobile" label="手机号" rules={[{ required: true, message: '请输入手机号' }, mobileRule]} validateFirst>
        <NoSpaceInput size="large" autoComplete="username" inputMode="tel" maxLength={11} placeholder="请输入11位手机号" />
      </Form.Item>
      <CaptchaField id="resetpwd-captcha" captcha={captcha} requiredOnSubmit={false} />
      <SmsCodeField id="resetpwd-sms" purpose="resetpwd" captcha={captcha} />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        下一步：设置新密码
      </Button>
    </Form>
  );
}
