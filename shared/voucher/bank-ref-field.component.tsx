/**
 * The bank reference (银行流水号) of a payment, as 确认兑付 and 登记放款 ask for it: required, at most
 * 40 characters, checked by the server's own rule (BANK_REF) and explained in its words. The form
 * names the field and says what to do when it is empty.
 */
import { Form, Input } from 'antd';
import { BANK_REF, BANK_REF_MESSAGE } from '../index';

export interface BankRefFieldProps {
  label: string;
  /** Shown when the field is empty; `whitespace`: spaces alone count as empty. */
  required: { message: string; whitespace?: boolean };
}

export function BankRefField({ label, required }: BankRefFieldProps): React.JSX.Element {
  return (
    <Form.Item
      name="bankRef"
      label={label}
      rules={[
        { required: true, ...required },
        { pattern: BANK_REF, message: BANK_REF_MESSAGE },
      ]}
    >
      <Input maxLength={40} autoComplete="off" />
    </Form.Item>
  );
}
