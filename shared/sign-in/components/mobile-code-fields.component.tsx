/**
 * The mobile proved by an SMS code: 手机号, the image captcha (it guards sending the code only,
 * so the form's own submit does not ask for it again) and the SMS code with its send button.
 * Field names `mobile`, `captcha` and `smsCode`. Sign-in by SMS, registration, continuing a
 * registration and the password reset all start this way.
 */
import type { ReactNode } from 'react';
import { Form } from 'antd';
import { mobileRule, type SmsPurpose } from '../../index';
import { NoSpaceInput } from '../../format/no-space-input.component';
import { useCaptcha } from '../hooks/use-captcha.hook';
import { CaptchaField } from './captcha-field.component';
import { SmsCodeField } from './sms-code-field.component';

interface Props {
  /** Prefix of the captcha's and the code's element ids. */
  idPrefix: string;
  purpose: SmsPurpose;
  /** `tel`, or `username` where the mobile is the account a password manager stores. */
  autoComplete?: 'tel' | 'username';
  placeholder?: string;
  extra?: ReactNode;
}

export function MobileCodeFields({
  idPrefix,
  purpose,
  autoComplete = 'tel',
  placeholder = '请输入11位手机号',
  extra,
}: Props) {
  const captcha = useCaptcha();
  return (
    <>
      <Form.Item
        name="mobile"
        label="手机号"
        extra={extra}
        rules={[{ required: true, message: '请输入手机号' }, mobileRule]}
        validateFirst
      >
        <NoSpaceInput
          size="large"
          autoComplete={autoComplete}
          inputMode="tel"
          maxLength={11}
          placeholder={placeholder}
        />
      </Form.Item>
      <CaptchaField id={`${idPrefix}-captcha`} captcha={captcha} requiredOnSubmit={false} />
      <SmsCodeField id={`${idPrefix}-sms`} purpose={purpose} captcha={captcha} />
    </>
  );
}
