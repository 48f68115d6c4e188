/**
 * The dialog of a decision that takes a reason (退回, 拒签, 作废; 通过 with an optional note):
 * the reason is required where the rule says so, 2–200 characters, and the dialog stays open
 * with the server's message when the call is refused.
 */
import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { errorMessage } from '../index';

export interface ReasonRequest {
  title: string;
  okText: string;
  /** The reason must be given (退回, 拒签, 作废). */
  required: boolean;
  /** What the decision concerns, shown above the field ("凭证 000000000012，¥1,000.00"). */
  subject?: string;
  danger?: boolean;
  /** Runs the decision; a rejection keeps the dialog open with its message. */
  run: (reason: string) => Promise<void>;
}

export function ReasonModal({ request, onClose }: { request: ReasonRequest | null; onClose: () => void }): React.JSX.Element {
  const [form] = Form.useForm<{ reason?: string }>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (request) {
      form.resetFields();
      setProblem(null);
    }
  }, [request, form]);
  const submit = async (): Promise<void> => {
    if (!request) return;
    const { reason = '' } = await form.validateFields();
    setBusy(true);
    setProblem(null);
    try {
      await request.run(reason.trim());
      onClose();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={request !== null}
      title={request?.title}
      okText={request?.okText}
      cancelText="取消"
      okButtonProps={{ danger: request?.danger ?? false, loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={!busy}
    >
      {request?.subject ? <p>{request.subject}</p> : null}
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={request?.required ? '原因' : '意见（选填）'}
          rules={[
            ...(request?.required ? [{ required: true, whitespace: true, message: '请填写原因' }] : []),
            { max: 200, message: '最多200个字' },
            ...(request?.required ? [{ min: 2, message: '原因至少2个字' }] : []),
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}
