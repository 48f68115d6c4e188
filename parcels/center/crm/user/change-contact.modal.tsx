/**
 * The dialog of a change of mobile or e-mail: its form, then 确认更换 checks the code
 * (`verify`, which shows its own failure and answers null) and applies the verified value.
 * On success the form and the last send are forgotten and the page reloads the person; a
 * failure of the change itself was shown by the http pipeline and the form keeps the input.
 */
import { useState, type ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import type { SendCode } from '@scf/shared/forms';

export interface ChangeContactModalProps<V> {
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
  title: string;
  /** The form's name (ids of its fields). */
  name: string;
  form: FormInstance<V>;
  sender: SendCode;
  verify: (values: V) => Promise<string | null>;
  apply: (value: string) => Promise<unknown>;
  children: ReactNode;
}

export function ChangeContactModal<V>({ open, onClose, onChanged, title, name, form, sender, verify, apply, children }: ChangeContactModalProps<V>): React.JSX.Element {
  const [saving, setSaving] = useState(false);

  const forget = () => {
    form.resetFields();
    sender.reset();
  };

  const close = () => {
    forget();
    onClose();
  };

  const submit = async (values: V) => {
    setSaving(true);
    try {
      const verified = await verify(values);
      if (verified === null) return;
      await apply(verified);
      forget();
      onChanged();
      onClose();
    } catch {
      // Shown by the pipeline; nothing changed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={title} okText="确认更换" cancelText="取消" confirmLoading={saving} onOk={() => form.submit()} onCancel={close} destroyOnHidden>
      <Form<V> form={form} layout="vertical" onFinish={(v) => void submit(v)} name={name}>
        {children}
      </Form>
    </Modal>
  );
}
