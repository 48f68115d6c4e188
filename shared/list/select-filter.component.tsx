/** A choice among fixed options in a list's filter form (结果, 状态, 操作类型), its width the page's. */
import { Form, Select, type SelectProps } from 'antd';

export interface SelectFilterProps {
  /** The filter's field in the form. */
  name: string;
  label: string;
  options: SelectProps['options'];
  width: number;
}

export function SelectFilter({ name, label, options, width }: SelectFilterProps): React.JSX.Element {
  return (
    <Form.Item name={name} label={label}>
      <Select options={options} style={{ width }} />
    </Form.Item>
  );
}
