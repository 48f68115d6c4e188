/**
 * The end of a product's form: the server's refusal when there is one, then the submit button
 * (busy while the request runs) and 取消, a link back to where the form was opened from.
 */
import { Alert, Button, Form, Input, Space } from 'antd';
import { NavButton } from './nav-button.component';
import type { VoucherSubmit } from './use-voucher-submit.hook';
import { styles } from './form-actions.style';

export function FormActions({
  send,
  submitText,
  cancelTo,
  disabled = false,
}: {
  /** The form's submission: busy while it runs, and the server's refusal. */
  send: Pick<VoucherSubmit, 'busy' | 'problem'>;
  submitText: string;
  cancelTo: string;
  disabled?: boolean;
}): React.JSX.Element {
  const { problem, busy } = send;
  return (
    <>
      {problem ? (
        <Alert type="error" showIcon title={problem} style={styles.problem} data-testid="server-problem" />
      ) : null}
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} disabled={disabled}>
          {submitText}
        </Button>
        <NavButton to={cancelTo}>取消</NavButton>
      </Space>
    </>
  );
}

/** The submit text of a form that goes to the company's reviewer: again after it came back. */
export function reviewSubmitText(again: boolean): string {
  return again ? '重新提交复核' : '提交复核';
}

/** 备注（选填）: the optional remark of an application, up to 200 characters. */
export function RemarkItem(): React.JSX.Element {
  return (
    <Form.Item name="remark" label="备注（选填）">
      <Input.TextArea rows={2} maxLength={200} showCount />
    </Form.Item>
  );
}
