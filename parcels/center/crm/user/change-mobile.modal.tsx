/**
 * Change mobile: with the image captcha solved, a code is sent to the NEW number (`sms/sendCode`,
 * purpose `mobile`); a number of another account is refused there, before any SMS (see
 * docs/decisions/mobile-change-taken-number.md). The send uses the captcha up, so a new image
 * is shown for the confirmation, where a fresh captcha and the code are checked together
 * (`mobileNewCodeValid`), which marks the number verified for `mobile/update`.
 */
import { Form } from 'antd';
import { CaptchaField, showFormProblem, useCaptcha, useSendCode } from '@scf/shared/forms';
import { useRef } from 'react';
import {
  ensureBrowserId,
  getState,
  sendSmsCode,
  setCompInfo,
  showMessage,
  updateMobile,
  validateNewMobileCode,
} from '@scf/shared';
import { ChangeContactModal, type ContactDialogProps } from './change-contact.modal';

interface Values {
  mobile: string;
  captcha: string;
  smsCode: string;
}

const FIELD_MAP = { mobile: 'mobile', code: 'captcha', captcha: 'captcha', newCode: 'smsCode' } as const;
const toast = (message: string): void => showMessage('error', message);

export function ChangeMobileModal(props: ContactDialogProps): React.JSX.Element {
  const { open, onChanged } = props;
  const [form] = Form.useForm<Values>();
  // Loaded when the dialog opens (a new image each time), not while the page only holds it.
  const captcha = useCaptcha(open);
  const sender = useSendCode();
  // The number verified last: once it is saved, the session's company info (and with it the
  // centre's watermark) shows it instead of the old one (issue 33.8).
  const verified = useRef<string | null>(null);
  const changed = (): void => {
    const info = getState().compInfo;
    if (info && verified.current) setCompInfo({ ...info, mobile: verified.current });
    onChanged();
  };

  const request = async (mobile: string) => {
    try {
      return await sendSmsCode({
        mobile,
        purpose: 'mobile',
        captcha: String(form.getFieldValue('captcha') ?? ''),
        browserID: ensureBrowserId(),
      });
    } finally {
      // Used up by the send, whatever its answer: the confirmation needs a new one.
      captcha.refresh();
    }
  };

  const verify = async (values: Values): Promise<string | null> => {
    try {
      await validateNewMobileCode({
        code: values.captcha,
        newCode: values.smsCode,
        browserID: ensureBrowserId(),
        mobile: values.mobile,
      });
      verified.current = values.mobile;
      return values.mobile;
    } catch (err) {
      // Whatever failed, the captcha was used up on the server.
      captcha.refresh();
      showFormProblem(form, err, FIELD_MAP, { fallback: '验证失败，请重试', elsewhere: toast });
      return null;
    }
  };

  return (
    <ChangeContactModal
      {...props}
      onChanged={changed}
      kind="mobile"
      form={form}
      sender={sender}
      verify={verify}
      apply={updateMobile}
      code={{ name: 'smsCode', request, fields: FIELD_MAP, needs: ['captcha'] }}
    >
      <CaptchaField id="change-mobile-captcha" captcha={captcha} />
    </ChangeContactModal>
  );
}
