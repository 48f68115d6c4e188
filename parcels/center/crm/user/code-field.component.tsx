/**
 * The code field of the centre's change-of-mobile and change-of-e-mail dialogs: the 6-digit
 * code, its 获取验证码 button and the line that says where and when the last code went. The
 * dialog says how to send (`request`) and owns the send state (`useSendCode`), so it can
 * check at submit that the code belongs to the address typed. Sending first checks the
 * address field; a failure goes beside the field the server blamed, else to a toast.
 */
import { Button, Flex, Form } from 'antd';
import { NoSpaceInput, SentCodeStatus, showFormProblem, type FormFields, type SendCode } from '@scf/shared/forms';
import { showMessage, smsCodeRule } from '@scf/shared';
import { styles } from './code-field.style';

export interface CodeFieldProps<F extends string> {
  /** 短信验证码 / 邮箱验证码: the label and the input's name. */
  label: string;
  /** The form field of the code. */
  name: F;
  /** The form field of the mobile or address the code goes to. */
  to: F;
  /** The shared validator of that field (null when valid). */
  invalid: (value: string) => string | null;
  request: (to: string) => Promise<unknown>;
  sender: SendCode;
  /** The server's field names mapped to this form's. */
  fields: FormFields<F>;
  /** Other fields the send needs, checked first (the captcha of the change of mobile). */
  needs?: readonly string[];
}

export function CodeField<F extends string>({
  label,
  name,
  to,
  invalid,
  request,
  sender,
  fields,
  needs = [],
}: CodeFieldProps<F>): React.JSX.Element {
  const form = Form.useFormInstance();

  const send = async () => {
    try {
      await form.validateFields([to, ...needs]);
    } catch {
      return; // antd shows the field error
    }
    const destination = String(form.getFieldValue(to) ?? '');
    if (invalid(destination)) return;
    await sender.send(
      destination,
      () => request(destination),
      (err) =>
        showFormProblem(form, err, fields, {
          fallback: '验证码发送失败，请稍后重试',
          elsewhere: (message) => showMessage('error', message),
        }),
    );
  };

  return (
    <Form.Item label={label} required>
      <Flex gap={8} align="start">
        <Form.Item name={name as string} noStyle rules={[{ required: true, message: `请输入${label}` }, smsCodeRule]}>
          <NoSpaceInput
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            style={styles.send}
            aria-label={label}
          />
        </Form.Item>
        <Button onClick={() => void send()} loading={sender.sending} disabled={sender.remaining > 0}>
          {sender.label}
        </Button>
      </Flex>
      <SentCodeStatus sent={sender.sent} />
    </Form.Item>
  );
}
