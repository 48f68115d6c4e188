/**
 * The dialog of a change of mobile or e-mail: its form, then 确认更换 checks the code
 * (`verify`, which shows its own failure and answers null) and applies the verified value.
 * On success the form and the last send are forgotten and the page reloads the person; a
 * failure of the change itself was shown by the http pipeline and the form keeps the input.
 */
import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { emailRule, mobileRule, useAction, validateEmail, validateMobile } from '@scf/shared';
import { NoSpaceInput, type FormFields, type SendCode } from '@scf/shared/forms';
import { CodeField } from './code-field.component';
import { formModalProps } from '../../common/form-modal';

/** What differs between the two changes: the dialog's title, the new value's field (named as the kind), its code. */
const KINDS = {
  email: {
    title: '更换邮箱',
    label: '新邮箱',
    rule: emailRule,
    input: { type: 'email', autoComplete: 'email', maxLength: 100 },
    codeLabel: '邮箱验证码',
    invalid: validateEmail,
  },
  mobile: {
    title: '更换手机号',
    label: '新手机号',
    rule: mobileRule,
    input: { inputMode: 'numeric', autoComplete: 'tel', maxLength: 11 },
    codeLabel: '短信验证码',
    invalid: validateMobile,
  },
} as const;

/** What the page gives a change dialog: whether it is open, its closing, and news of a change. */
export interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}

export interface ChangeContactModalProps<V> extends ContactDialogProps {
  kind: keyof typeof KINDS;
  form: FormInstance<V>;
  sender: SendCode;
  verify: (values: V) => Promise<string | null>;
  apply: (value: string) => Promise<unknown>;
  /** The code's form field, how a code is sent, the server's field names, the fields checked before a send. */
  code: { name: string; request: (to: string) => Promise<unknown>; fields: FormFields<string>; needs?: string[] };
  /** Fields between the new value and its code (the captcha of the change of mobile). */
  children?: ReactNode;
}

export function ChangeContactModal<V>({
  open,
  onClose,
  onChanged,
  kind,
  form,
  sender,
  verify,
  apply,
  code,
  children,
}: ChangeContactModalProps<V>): React.JSX.Element {
  const k = KINDS[kind];
  const forget = () => {
    form.resetFields();
    sender.reset();
  };

  const close = () => {
    forget();
    onClose();
  };

  // A failure was shown by the pipeline; nothing changed. A code that did not verify changes nothing either.
  const change = useAction({
    run: async (values: V) => {
      const verified = await verify(values);
      if (verified === null) return false;
      await apply(verified);
      return true;
    },
    onSuccess: (changed) => {
      if (!changed) return;
      forget();
      onChanged();
      onClose();
    },
  });

  return (
    <Modal open={open} title={k.title} okText="确认更换" {...formModalProps(form, change.isPending, close)}>
      <Form<V> form={form} layout="vertical" onFinish={(v) => void change.mutate(v)} name={`change-${kind}`}>
        <Form.Item name={kind} label={k.label} rules={[{ required: true, message: `请输入${k.label}` }, k.rule]}>
          <NoSpaceInput {...k.input} />
        </Form.Item>
        {children}
        <CodeField label={k.codeLabel} to={kind} invalid={k.invalid} sender={sender} {...code} />
      </Form>
    </Modal>
  );
}
