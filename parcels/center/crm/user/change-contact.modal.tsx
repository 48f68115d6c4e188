/**
 * The dialog of a change of mobile or e-mail: its form, then 确认更换 checks the code
 * (`verify`, which shows its own failure and answers null) and applies the verified value.
 * On success the form and the last send are forgotten and the page reloads the person; a
 * failure of the change itself was shown by the http pipeline and the form keeps the input.
 */
import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { useAction } from '@scf/shared';
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

export function ChangeContactModal<V>({
  open,
  onClose,
  onChanged,
  title,
  name,
  form,
  sender,
  verify,
  apply,
  children,
}: ChangeContactModalProps<V>): React.JSX.Element {
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
    <Modal
      open={open}
      title={title}
      okText="确认更换"
      cancelText="取消"
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form<V> form={form} layout="vertical" onFinish={(v) => void change.mutate(v)} name={name}>
        {children}
      </Form>
    </Modal>
  );
}
