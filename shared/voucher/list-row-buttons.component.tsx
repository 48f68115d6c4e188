/**
 * The buttons of a form's repeated rows (接收方 of a transfer, 发票 of a financing): 删除 beside
 * a row, shown while more than one is left, and the dashed 添加 below the rows, off at the limit.
 */
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { styles } from './list-row-buttons.style';

function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }): React.JSX.Element {
  return (
    <Button type="link" danger onClick={onClick} style={styles.remove} aria-label={label}>
      删除
    </Button>
  );
}

function AddRowButton(props: { disabled: boolean; onClick: () => void; children: ReactNode }): React.JSX.Element {
  return (
    <Button type="dashed" disabled={props.disabled} onClick={props.onClick} style={styles.add}>
      {props.children}
    </Button>
  );
}

/** `RowButton.Remove` and `RowButton.Add`. */
export const RowButton = { Remove: RemoveRowButton, Add: AddRowButton };
