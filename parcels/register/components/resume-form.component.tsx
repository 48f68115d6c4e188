/**
 * Continuing a registration started in another tab or on another device: the mobile it was
 * started with, proved by an SMS code (purpose 注册, sent after the image captcha as always),
 * finds it on the server; this tab gets its own ticket and opens the step it is at, with what
 * was filled in. Expired and approved registrations are refused with the server's reason.
 */
import { useState, type CSSProperties } from 'react';
import { Button, Form } from 'antd';
import { ensureBrowserId, mobileRule, navigate, resumeRegistration, THEME } from '@scf/shared';
import { CaptchaField, FormNotice, NoSpaceInput, showFormProblem, SmsCodeField, useCaptcha } from '@scf/shared/forms';
import { saveRegTicket } from '../reg-ticket';
import { serverStep, STEP_PATH } from '../registration-steps';

interface Values {
  mobile: string;
  captcha: string;
  smsCode: string;
}

const FIELDS = ['mobile', 'captcha', 'smsCode', 'inviteCode'] as const;

const styles = {
  intro: { margin: '0 0 16px', color: THEME.textSecondary, lineHeight: 1.7 },
  back: { marginTop: 16, textAlign: 'center' },
} satisfies Record<string, CSSProperties>;

export function ResumeForm({ inviteCode, onBack }: { inviteCode: string | null; onBack: () => void }) {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setSubmitting(true);
    setNotice(null);
    try {
      const res = await resumeRegistration({ mobile: values.mobile, smsCode: values.smsCode, browserID: ensureBrowserId(), inviteCode: inviteCode ?? undefined });
      if (!saveRegTicket(res?.regTicket)) {
        setNotice('注册信息保存失败：请允许浏览器使用会话存储后重试');
        return;
      }
      navigate(STEP_PATH[serverStep({ step: res.step })]);
    } catch (err) {
      showFormProblem(form, err, FIELDS, { fallback: '未能继续注册，请稍后重试', elsewhere: setNotice });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} name="register-resume" noValidate>
      <p style={styles.intro}>输入开始注册时使用的手机号并获取短信验证码，即可在此窗口继续注册，已填写的内容会保留（注册信息保存24小时）。</p>
      <FormNotice message={notice} />
      <Form.Item name="mobile" label="手机号" rules={[{ required: true, message: '请输入手机号' }, mobileRule]} validateFirst>
        <NoSpaceInput size="large" autoComplete="tel" inputMode="tel" maxLength={11} placeholder="开始注册时使用的手机号" />
      </Form.Item>
      <CaptchaField id="resume-captcha" captcha={captcha} requiredOnSubmit={false} />
      <SmsCodeField id="resume-sms" purpose="register" captcha={captcha} />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        继续注册
      </Button>
      <p style={styles.back}>
        <Button type="link" onClick={onBack}>
          返回新用户注册
        </Button>
      </p>
    </Form>
  );
}
