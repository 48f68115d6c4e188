/**
 * The Modal props of the centre's form dialogs: OK submits the form (its `onFinish` sends),
 * 取消 closes, OK is busy while the call runs, and the form goes with the dialog when it closes.
 */
import type { FormInstance, ModalProps } from 'antd';

export function formModalProps(form: FormInstance, busy: boolean, onCancel: () => void): ModalProps {
  return { cancelText: '取消', confirmLoading: busy, onOk: () => form.submit(), onCancel, destroyOnHidden: true };
}
