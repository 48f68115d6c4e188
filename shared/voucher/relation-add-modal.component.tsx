/** 添加交易对手 (administrator): a company this company trades with, by its unified social credit code. */
import { Alert, Form, Input, Modal } from 'antd';
import { addTradeRelation, usccRule } from '../index';
import { useFormDialog } from './use-form-dialog.hook';

export function RelationAddModal({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}): React.JSX.Element {
  const { form, problem, modal } = useFormDialog<{ creditCode: string }>(
    open,
    async ({ creditCode }) => {
      await addTradeRelation(creditCode.trim().toUpperCase());
      onAdded();
    },
    onClose,
  );
  return (
    <Modal {...modal} title="添加交易对手" okText="添加">
      <Form form={form} layout="vertical">
        <Form.Item name="creditCode" label="对方企业统一社会信用代码" rules={[usccRule]}>
          <Input maxLength={18} />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}
