/**
 * The frame of a code the reader types (the image captcha, the SMS code): the labelled field,
 * its input with the control beside it (the image, 获取验证码), and what stands below. The input
 * is the only control of its own Form.Item, so antd puts aria-invalid and the error on it.
 */
import type { ReactNode } from 'react';
import { Form, type FormItemProps } from 'antd';
import { styles } from './code-field.style';

const ROW = { display: 'flex', gap: 8, alignItems: 'flex-start' } as const;

interface Props {
  label: string;
  /** The input's id: the label points at it. */
  id: string;
  /** The form field of the code. */
  name: string;
  rules: FormItemProps['rules'];
  input: ReactNode;
  beside: ReactNode;
  /** Below the row: a hint, or where the code went. */
  children: ReactNode;
}

export function CodeField({ label, id, name, rules, input, beside, children }: Props): React.JSX.Element {
  return (
    <Form.Item label={label} htmlFor={id} required style={styles.item}>
      <div style={ROW}>
        <Form.Item name={name} noStyle rules={rules} validateFirst>
          {input}
        </Form.Item>
        {beside}
      </div>
      {children}
    </Form.Item>
  );
}
