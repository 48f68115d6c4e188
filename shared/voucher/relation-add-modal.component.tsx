/** 添加交易对手 (administrator): a company this company trades with, by its unified social credit code. */
import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { addTradeRelation, errorMessage, usccRule } from '../index';

export function RelationAddModal({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: () => void }): React.JSX.Element {
  const [form] = Form.useForm<{ creditCode: string }>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (): Promise<void> => {
    const { creditCode } = await form.validateFields();
    setBusy(true);
    setProblem(null);
    try {
      await addTradeRelation(creditCode.trim().toUpperCase());
      onAdded();
      onClose();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title="添加交易对手" okText="添加" cancelText="取消" okButtonProps={{ loading: busy }} onOk={() => void submit().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="creditCode" label="对方企业统一社会信用代码" rules={[usccRule]}>
          <Input maxLength={18} />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}
