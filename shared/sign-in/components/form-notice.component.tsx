/**
 * The message above a form for what belongs to no single field (a throttled login with its
 * countdown, a disabled account, a network failure). An alert region, so it is announced.
 */
import { Alert } from 'antd';
import { styles } from './form-notice.style';

export function FormNotice({
  message,
  type = 'error',
}: {
  message: string | null;
  type?: 'error' | 'warning' | 'info';
}) {
  if (!message) return null;
  return <Alert type={type} showIcon title={message} role="alert" style={styles.notice} />;
}
