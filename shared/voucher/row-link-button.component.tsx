/**
 * A step of a table row (通过, 驳回, 撤回, 删除 in the 操作 column): antd's small link button,
 * narrow, so the steps of a row sit side by side. One piece, so every product's rows look alike.
 */
import { Button, type ButtonProps } from 'antd';
import { styles } from './row-link-button.style';

export type RowLinkButtonProps = Omit<ButtonProps, 'type' | 'size' | 'style'>;

export function RowLinkButton(props: RowLinkButtonProps): React.JSX.Element {
  return <Button {...props} type="link" size="small" style={styles.button} />;
}
