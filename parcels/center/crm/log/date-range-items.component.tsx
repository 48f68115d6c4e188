/**
 * The date range of a log page's filters: the portal's zh-CN range picker (YYYY-MM-DD, " ~ "
 * between the ends, typed dates checked, a start after the end refused), not the browser's date
 * fields (mm/dd/yyyy in an English browser, issue 33.13). The form keeps the two ends as
 * `startDate` / `endDate` (YYYY-MM-DD), which the server's query takes.
 */
import { Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { PortalRangePicker, type RangeValue } from '@scf/shared/date-picker';
import { styles } from './date-range-items.style';

const day = (text: unknown) =>
  typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) ? dayjs(text, 'YYYY-MM-DD') : null;

export function DateRangeItems(): React.JSX.Element {
  const form = Form.useFormInstance();
  const start = Form.useWatch('startDate', form) as string | undefined;
  const end = Form.useWatch('endDate', form) as string | undefined;
  const [error, setError] = useState<string | null>(null);
  const value: RangeValue = start || end ? [day(start), day(end)] : null;
  return (
    <>
      <Form.Item name="startDate" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="endDate" hidden>
        <Input />
      </Form.Item>
      <Form.Item
        label="日期范围"
        htmlFor="scf-log-date-range"
        validateStatus={error ? 'error' : undefined}
        help={error ?? undefined}
      >
        <PortalRangePicker
          id="scf-log-date-range"
          value={value}
          allowEmpty={[true, true]}
          onChange={(_v, [from, to]) => {
            setError(null);
            form.setFieldsValue({ startDate: from, endDate: to });
          }}
          onInputError={(e) => setError(e.reason === 'order' ? '结束日期不能早于开始日期' : '请按 YYYY-MM-DD 输入日期')}
          style={styles.range}
        />
      </Form.Item>
    </>
  );
}
