/**
 * The SMS-code field (form field `smsCode`) with its "获取验证码" button. Sending needs a valid
 * mobile and the image captcha (checked here first, so a typo costs no SMS); afterwards the
 * button counts down the server's cooldown (60 s) and a polite live region says where the
 * code went. Every send attempt uses up the captcha, so a new image is loaded either way.
 */
import type { CSSProperties } from 'react';
import { Button, Form, Input } from 'antd';
import {
  ensureBrowserId,
  isCaptcha,
  maskPhone,
  sendSmsCode,
  smsCodeRule,
  type SmsPurpose,
  VALIDATION_MESSAGES,
} from '../../index';
import type { Captcha } from '../hooks/use-captcha.hook';
import { useSendCode } from '../hooks/use-send-code.hook';
import { formProblem } from '../form-errors';
import { CodeField } from './code-field.component';
import { SentCodeStatus } from './sent-code-status.component';

const styles = {
  send: { flex: '0 0 auto', minWidth: 128 },
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
  const code = useSendCode();

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
    const ok = await code.send(
      mobile,
      () => sendSmsCode({ mobile, purpose, captcha: String(answer), browserID: ensureBrowserId() }),
      (err) => {
        const problem = formProblem(err, [mobileField, 'captcha', 'smsCode'], '验证码发送失败，请稍后重试');
        form.setFields([{ name: problem.field ?? 'smsCode', errors: [problem.message] }]);
        return problem;
      },
    );
    // Every send attempt used the captcha up on the server.
    captcha.refresh();
    if (!ok) return;
    form.setFields([{ name: 'smsCode', errors: [] }]);
    document.getElementById(id)?.focus();
  };

  const waiting = code.remaining > 0;
  const label = code.label;
  return (
    <CodeField
      label="短信验证码"
      id={id}
      name="smsCode"
      rules={[{ required: true, message: '请输入短信验证码' }, smsCodeRule]}
      input={
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
      }
      // The label is the name: antd's loading icon would add an English "loading" to it, and
      // its leave animation can leave it there while the tab is in the background.
      beside={
        <Button
          size="large"
          style={styles.send}
          onClick={send}
          loading={code.sending}
          disabled={disabled || waiting}
          aria-label={label}
          aria-busy={code.sending}
        >
          {label}
        </Button>
      }
    >
      <SentCodeStatus sent={code.sent} shown={code.sent ? maskPhone(code.sent.to) : undefined} />
    </CodeField>
  );
}
