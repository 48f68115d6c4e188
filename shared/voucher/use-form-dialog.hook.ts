/**
 * A dialog whose form runs one call (a reason, a bank reference, a partner's code): each time it
 * opens the form is emptied and the last problem cleared; OK validates the form, runs the call
 * with the button busy (a second click while it runs does nothing), closes on success and stays
 * open with the server's message on a refusal. `modal` holds the Modal props that say so.
 */
import { useEffect, useState } from 'react';
import { Form, type FormInstance, type ModalProps } from 'antd';
import { errorMessage } from '../index';

export interface FormDialog<V> {
  form: FormInstance<V>;
  /** The server's message when it refused, shown in the dialog. */
  problem: string | null;
  modal: Required<
    Pick<ModalProps, 'open' | 'cancelText' | 'okButtonProps' | 'onOk' | 'onCancel' | 'destroyOnHidden' | 'maskClosable'>
  >;
}

/** `shown`: what the dialog is open for (a request), or whether it is open; null or false closes it. */
export function useFormDialog<V>(
  shown: object | boolean | null,
  run: (values: V) => Promise<void>,
  onClose: () => void,
): FormDialog<V> {
  const [form] = Form.useForm<V>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (shown) {
      form.resetFields();
      setProblem(null);
    }
  }, [shown, form]);
  const submit = async (): Promise<void> => {
    if (!shown || busy) return;
    const values = await form.validateFields();
    setBusy(true);
    setProblem(null);
    try {
      await run(values);
      onClose();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return {
    form,
    problem,
    modal: {
      open: Boolean(shown),
      cancelText: '取消',
      okButtonProps: { loading: busy },
      // A form that does not validate shows its own messages; nothing more to do.
      onOk: () => void submit().catch(() => undefined),
      onCancel: onClose,
      destroyOnHidden: true,
      maskClosable: !busy,
    },
  };
}
