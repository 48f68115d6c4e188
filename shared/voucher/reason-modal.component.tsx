/**
 * The dialog of a decision that takes a reason (退回, 拒签, 作废; 通过 with an optional note):
 * the reason is required where the rule says so, 2–200 characters, and the dialog stays open
 * with the server's message when the call is refused.
 */
import { Alert, Form, Input, Modal } from 'antd';
import { useFormDialog } from './use-form-dialog.hook';

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

export function ReasonModal({
  request,
  onClose,
}: {
  request: ReasonRequest | null;
  onClose: () => void;
}): React.JSX.Element {
  const { form, problem, modal } = useFormDialog<{ reason?: string }>(
    request,
    async ({ reason = '' }) => request?.run(reason.trim()),
    onClose,
  );
  return (
    <Modal
      {...modal}
      title={request?.title}
      okText={request?.okText}
      okButtonProps={{ ...modal.okButtonProps, danger: request?.danger ?? false }}
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
