/**
 * /register/account, step 1: the administrator's mobile (image captcha + SMS code), the
 * password twice with its strength, and an optional invitation code (prefilled from an
 * invitation link `?inviteCode=`). The answer's `regTicket` is kept for this tab; a tab that
 * already started a registration is offered to continue it instead of starting over.
 */
import { useState, type CSSProperties } from 'react';
import { Button, Form } from 'antd';
import { ensureBrowserId, LOGIN_PATH, mobileRule, navigate, registerAccount, type RegStatus } from '@scf/shared';
import { CaptchaField, FormNotice, formProblem, NewPasswordFields, NoSpaceInput, SmsCodeField, useCaptcha } from '@scf/shared/forms';
import { PortalLink } from '@scf/shared/ui';
import { clearRegTicket, saveRegTicket } from '../reg-ticket';
import { serverStep, STEP_PATH } from '../registration-steps';
import { parseInviteCode } from '../invite-code';

interface Values {
  mobile: string;
  captcha: string;
  smsCode: string;
  password: string;
  confirm: string;
  inviteCode?: string;
}

const FIELDS = ['mobile', 'captcha', 'smsCode', 'password', 'inviteCode'] as const;

const styles = {
  resume: { padding: 20, marginBottom: 8, border: '1px solid #adc6ff', borderRadius: 8, background: '#f0f5ff' },
  actions: { display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 16 },
  footer: { marginTop: 16, textAlign: 'center' },
} satisfies Record<string, CSSProperties>;

function ResumeNotice({ reg, onRestart }: { reg: RegStatus; onRestart: () => void }) {
  return (
    <div style={styles.resume} role="status">
      <p style={{ margin: 0 }}>
        您有一个尚未完成的企业注册（手机号 {reg.mobile}）。可以继续完成，也可以放弃它重新注册。
      </p>
      <div style={styles.actions}>
        <Button type="primary" onClick={() => navigate(STEP_PATH[serverStep(reg)])}>
          继续注册
        </Button>
        <Button onClick={onRestart}>重新注册</Button>
      </div>
    </div>
  );
}

export default function AccountPage({ reg, search, onRestart }: { reg: RegStatus | null; search: string; onRestart: () => void }) {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [invite] = useState(() => parseInviteCode(search));
  const [notice, setNotice] = useState<string | null>(invite.problem);

  if (reg) {
    return (
      <ResumeNotice
        reg={reg}
        onRestart={() => {
          clearRegTicket();
          onRestart();
        }}
      />
    );
  }

  const submit = async (values: Values) => {
    setSubmitting(true);
    setNotice(null);
    try {
      const res = await registerAccount({
        mobile: values.mobile,
        smsCode: values.smsCode,
        password: values.password,
        browserID: ensureBrowserId(),
        inviteCode: values.inviteCode ? values.inviteCode.toUpperCase() : undefined,
      });
      if (!saveRegTicket(res?.regTicket)) {
        setNotice('注册信息保存失败：请允许浏览器使用会话存储后重试');
        return;
      }
      navigate(STEP_PATH.permit);
    } catch (err) {
      const problem = formProblem(err, FIELDS, '注册失败，请稍后重试');
      if (problem.field) {
        form.setFields([{ name: problem.field, errors: [problem.message] }]);
        form.focusField(problem.field);
      } else {
        setNotice(problem.message);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} name="register-account" initialValues={{ inviteCode: invite.code ?? '' }} noValidate>
      <FormNotice message={notice} type="warning" />
      <Form.Item name="mobile" label="手机号" extra="该手机号将作为企业管理员的登录账号" rules={[{ required: true, message: '请输入手机号' }, mobileRule]} validateFirst>
        <NoSpaceInput size="large" autoComplete="tel" inputMode="tel" maxLength={11} placeholder="请输入11位手机号" />
      </Form.Item>
      <CaptchaField id="register-captcha" captcha={captcha} requiredOnSubmit={false} />
      <SmsCodeField id="register-sms" purpose="register" captcha={captcha} />
      <NewPasswordFields idPrefix="register" />
      <Form.Item
        name="inviteCode"
        label="邀请码（选填）"
        extra="收到其他企业的邀请时填写"
        rules={[{ pattern: /^[A-Za-z0-9]{8}$/, message: '邀请码为8位字母或数字' }]}
      >
        <NoSpaceInput size="large" maxLength={8} autoComplete="off" placeholder="8位邀请码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        下一步：企业认证
      </Button>
      <p style={styles.footer}>
        已有账号？
        <PortalLink to={LOGIN_PATH} style={{ color: '#003c95', textDecoration: 'underline' }}>
          直接登录
        </PortalLink>
      </p>
    </Form>
  );
}
