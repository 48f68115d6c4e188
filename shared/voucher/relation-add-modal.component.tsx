/** 添加交易对手 (administrator): a company this company trades with, by its unified social credit code. */
import { Alert, Form, Input, Modal } from 'antd';
import { addTradeRelation, errorMessage, usccRule, useAction } from '../index';

export function RelationAddModal({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: () => void }): React.JSX.Element {
  const [form] = Form.useForm<{ creditCode: string }>();
  const add = useAction({
    run: (creditCode: string) => addTradeRelation(creditCode.trim().toUpperCase()),
    onSuccess: () => {
      onAdded();
      onClose();
    },
  });
  const submit = async (): Promise<void> => {
    const { creditCode } = await form.validateFields();
    await add.mutate(creditCode);
  };
  return (
    <Modal open={open} title="添加交易对手" okText="添加" cancelText="取消" okButtonProps={{ loading: add.isPending }} onOk={() => void submit().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="creditCode" label="对方企业统一社会信用代码" rules={[usccRule]}>
          <Input maxLength={18} />
        </Form.Item>
      </Form>
      {add.error ? <Alert type="error" showIcon title={errorMessage(add.error)} /> : null}
    </Modal>
  );
}
