/** The 开始日期 / 结束日期 fields of a log page's filters; the end may not be before the start. */
import { Form, Input } from 'antd';

export function DateRangeItems(): React.JSX.Element {
  return (
    <>
      <Form.Item name="startDate" label="开始日期">
        <Input type="date" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="endDate"
        label="结束日期"
        dependencies={['startDate']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_r, v: string) => {
              const s = getFieldValue('startDate') as string;
              if (s && v && v < s) throw new Error('结束日期不能早于开始日期');
            },
          }),
        ]}
      >
        <Input type="date" style={{ width: 160 }} />
      </Form.Item>
    </>
  );
}
