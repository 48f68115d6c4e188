/**
 * The filter form of the credit-line list: line number, counterparty (the funder or the
 * applicant), status. 查询 keeps the filters in the list state, 重置 clears them; on a phone the
 * form folds behind 筛选 so the list comes first.
 */
import { Form, Input, Select } from 'antd';
import { ListFilters, useFilterForm } from '@scf/shared/list';
import { CREDIT_STATUSES, EMPTY_CREDIT_FILTERS, type CreditFilterValues } from './credit-calls';

interface FormValues {
  lineNo?: string;
  counterparty?: string;
  status?: number;
}

const fromForm = (f: FormValues): CreditFilterValues => ({
  lineNo: (f.lineNo ?? '').trim(),
  counterparty: (f.counterparty ?? '').trim().slice(0, 50),
  status: typeof f.status === 'number' ? f.status : 0,
});

export function CreditFilters({
  values,
  counterpartyLabel,
  withStatus,
  onSearch,
}: {
  values: CreditFilterValues;
  counterpartyLabel: string;
  /** The status filter (not on a tab that is itself a status). */
  withStatus: boolean;
  onSearch: (v: CreditFilterValues) => void;
}): React.JSX.Element {
  const { form, button, width, searched } = useFilterForm<FormValues>();
  if (button) return button;
  return (
    <ListFilters<FormValues>
      form={form}
      label="搜索授信"
      initialValues={values}
      onSearch={(f) => {
        onSearch(fromForm(f));
        searched();
      }}
      reset={{ values: EMPTY_CREDIT_FILTERS, onReset: () => onSearch(EMPTY_CREDIT_FILTERS) }}
    >
      <Form.Item
        name="lineNo"
        label="授信编号"
        rules={[{ pattern: /^[A-Za-z0-9]{0,20}$/, message: '授信编号只能包含字母和数字' }]}
      >
        <Input maxLength={20} style={{ width: width(170) }} />
      </Form.Item>
      <Form.Item name="counterparty" label={counterpartyLabel}>
        <Input maxLength={50} style={{ width: width(170) }} />
      </Form.Item>
      {withStatus ? (
        <Form.Item name="status" label="状态">
          <Select
            style={{ width: width(130) }}
            options={[
              { value: 0, label: '全部状态' },
              ...CREDIT_STATUSES.map((s) => ({ value: s.code, label: s.name })),
            ]}
          />
        </Form.Item>
      ) : null}
    </ListFilters>
  );
}
