/**
 * The SMS-code field (form field `smsCode`) with its "获取验证码" button. Sending needs a valid
 * mobile and the image captcha (checked here first, so a typo costs no SMS); afterwards the
 * button counts down the server's cooldown (60 s) and a polite live region says where the
 * code went. Every send attempt uses up the captcha, so a new image is loaded either way.
 */
import { useState, type CSSProperties } from 'react';
import { Button, Form, Input } from 'antd';
import { ensureBrowserId, isCaptcha, maskPhone, sendSmsCode, smsCodeRule, type SmsPurpose, VALIDATION_MESSAGES } from '../../index';
import type { Captcha } from '../hooks/use-captcha.hook';
import { useCountdown } from '../hooks/use-countdown.hook';
import { formProblem } from '../form-errors';

const styles = {
  row: { display: 'flex', gap: 8, alignItems: 'flex-start' },
  send: { flex: '0 0 auto', minWidth: 128 },
  status: { minHeight: 22, marginTop: 4, fontSize: 14, color: 'rgba(0, 0, 0, 0.65)' },
} satisfies Record<string, CSSProperties>;

interface Props {
  id: string;
  purpose: SmsPurpose;
  captcha: Captcha;
  /** The form field holding the mobile number (default `mobile`). */
  mobileField?: string;
  disabled?: boolean;
}

export function SmsCodeField({ id, purpose, captcha, mobileField = 'mobile', disabled }: Props) {
  const form = Form.useFormInstance();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState('');

  const send = async () => {
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields([mobileField]);
    } catch {
      return; // antd shows the field error
    }
    // The captcha guards the send only (see CaptchaField's requiredOnSubmit).
    const answer: unknown = form.getFieldValue('captcha');
    const captchaError = !answer ? '请输入图形验证码' : isCaptcha(answer) ? null : VALIDATION_MESSAGES.captcha;
    if (captchaError) {
      form.setFields([{ name: 'captcha', errors: [captchaError] }]);
      form.focusField('captcha');
      return;
    }
    // The answer is there now: an earlier "请输入图形验证码" no longer applies. (The captcha has no
    // rules on submit, so typing does not clear that error by itself.)
    form.setFields([{ name: 'captcha', errors: [] }]);
    const mobile = String(values[mobileField] ?? '');
    setSending(true);
    setStatus('');
    try {
      const res = await sendSmsCode({ mobile, purpose, captcha: String(answer), browserID: ensureBrowserId() });
      countdown.start(typeof res?.cooldown === 'number' ? res.cooldown : 60);
      setStatus(`验证码已发送至 ${maskPhone(mobile)}，5分钟内有效`);
      form.setFields([{ name: 'smsCode', errors: [] }]);
      document.getElementById(id)?.focus();
    } catch (err) {
      const problem = formProblem(err, [mobileField, 'captcha', 'smsCode'], '验证码发送失败，请稍后重试');
      if (problem.retryAfter !== null) countdown.start(problem.retryAfter);
      const field = problem.field ?? 'smsCode';
      form.setFields([{ name: field, errors: [problem.message] }]);
    } finally {
      setSending(false);
      captcha.refresh();
    }
  };

  const waiting = countdown.remaining > 0;
  const label = waiting ? `${countdown.remaining}秒后重新获取` : status ? '重新获取' : '获取验证码';
  return (
    <Form.Item label="短信验证码" htmlFor={id} required style={{ marginBottom: 20 }}>
      <div style={styles.row}>
        <Form.Item name="smsCode" noStyle rules={[{ required: true, message: '请输入短信验证码' }, smsCodeRule]} validateFirst>
          <Input
            id={id}
            size="large"
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="6位数字验证码"
            disabled={disabled}
            onChange={(e) => {
              // Digits only: a pasted "123 456" or "验证码123456" still works.
              const digits = e.target.value.replace(/\D/g, '').slice(0, 6);
              if (digits !== e.target.value) form.setFieldValue('smsCode', digits);
            }}
          />
        </Form.Item>
        {/* The label is the name: antd's loading icon would add an English "loading" to it, and
            its leave animation can leave it there while the tab is in the background. */}
        <Button size="large" style={styles.send} onClick={send} loading={sending} disabled={disabled || waiting} aria-label={label} aria-busy={sending}>
          {label}
        </Button>
      </div>
      <div style={styles.status} role="status" aria-live="polite">
        {status}
      </div>
    </Form.Item>
  );
}
