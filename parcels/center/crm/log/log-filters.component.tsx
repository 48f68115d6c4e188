/**
 * The filter form of a log page: the keyword (where the page searches by one), the page's own
 * fields, then the date range; 查询 keeps the trimmed keyword and the dates in the list state,
 * 重置 puts the empty filters back. Both logs search this way.
 */
import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { ListFilters } from '@scf/shared/list';
import { DateRangeItems } from './date-range-items.component';
import type { DateFilters } from './log-filters';
import { styles } from './log-filters.style';

export interface LogFilterValues extends DateFilters {
  keyword: string;
}

interface LogFiltersProps<F extends LogFilterValues> {
  /** The search region's accessible name. */
  label: string;
  /** The filters in force (the list state). */
  values: F;
  empty: F;
  onSearch: (filters: F) => void;
  /** The keyword field's label and length, or null where the page has none. */
  keyword: { label: string; maxLength: number; placeholder?: string } | null;
  /** The page's own fields, between the keyword and the dates. */
  children: ReactNode;
}

export function LogFilters<F extends LogFilterValues>({
  label,
  values,
  empty,
  onSearch,
  keyword,
  children,
}: LogFiltersProps<F>): React.JSX.Element {
  const [form] = Form.useForm<F>();
  const initialValues = Object.fromEntries(Object.keys(empty).map((k) => [k, values[k as keyof F]])) as Partial<F>;
  return (
    <ListFilters<F>
      form={form}
      label={label}
      initialValues={initialValues}
      onSearch={(v) =>
        onSearch({
          ...v,
          keyword: (v.keyword ?? '').trim().slice(0, keyword?.maxLength ?? 0),
          startDate: v.startDate ?? '',
          endDate: v.endDate ?? '',
        })
      }
      reset={{ values: empty, onReset: () => onSearch(empty) }}
    >
      {keyword ? (
        <Form.Item name="keyword" label={keyword.label}>
          <Input allowClear maxLength={keyword.maxLength} placeholder={keyword.placeholder} style={styles.keyword} />
        </Form.Item>
      ) : null}
      {children}
      <DateRangeItems />
    </ListFilters>
  );
}
