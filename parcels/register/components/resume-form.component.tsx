/**
 * Continuing a registration started in another tab or on another device: the mobile it was
 * started with, proved by an SMS code (purpose 注册, sent after the image captcha as always),
 * finds it on the server; this tab gets its own ticket and opens the step it is at, with what
 * was filled in. Expired and approved registrations are refused with the server's reason.
 */
import type { CSSProperties } from 'react';
import { Button, Form } from 'antd';
import { ensureBrowserId, navigate, resumeRegistration, THEME } from '@scf/shared';
import { FormNotice, MobileCodeFields, useFormSubmit } from '@scf/shared/forms';
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
  const { submit, submitting, notice } = useFormSubmit(
    form,
    async (values, say) => {
      const res = await resumeRegistration({
        mobile: values.mobile,
        smsCode: values.smsCode,
        browserID: ensureBrowserId(),
        inviteCode: inviteCode ?? undefined,
      });
      if (!saveRegTicket(res?.regTicket)) {
        say('注册信息保存失败：请允许浏览器使用会话存储后重试');
        return;
      }
      navigate(STEP_PATH[serverStep({ step: res.step })]);
    },
    { fields: FIELDS, fallback: '未能继续注册，请稍后重试' },
  );

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} name="register-resume" noValidate>
      <p style={styles.intro}>
        输入开始注册时使用的手机号并获取短信验证码，即可在此窗口继续注册，已填写的内容会保留（注册信息保存24小时）。
      </p>
      <FormNotice message={notice} />
      <MobileCodeFields idPrefix="resume" purpose="register" placeholder="开始注册时使用的手机号" />
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
