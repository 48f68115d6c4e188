/**
 * The end of a product's form: the server's refusal when there is one, then the submit button
 * (busy while the request runs) and 取消, a link back to where the form was opened from.
 */
import { Alert, Button, Space } from 'antd';
import { NavButton } from './nav-button.component';

export function FormActions({
  problem,
  busy,
  submitText,
  cancelTo,
  disabled = false,
}: {
  problem: string | null;
  busy: boolean;
  submitText: string;
  cancelTo: string;
  disabled?: boolean;
}): React.JSX.Element {
  return (
    <>
      {problem ? (
        <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} data-testid="server-problem" />
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
