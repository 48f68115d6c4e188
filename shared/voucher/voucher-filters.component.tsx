/**
 * The filter form of a voucher list: number, counterparty, status, amount range, issue and due
 * date ranges (the portal's range picker). 查询 checks the amounts and keeps the filters in the
 * list state; 重置 clears them. On a phone the form folds behind 筛选 so the list comes first.
 */
import type { ReactNode } from 'react';
import { Form, Input, type InputProps, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { comparedWith } from '../format/form-rules';
import { ListFilters } from '../list/list-page.component';
import { useFilterForm } from '../list/use-filter-form.hook';
import { PortalRangePicker, type RangeValue } from '../ui/date-picker.component';
import { AMOUNT_TEXT, EMPTY_VOUCHER_FILTERS, amountRangeProblem, type VoucherFilterValues } from './voucher-filters';

interface FormValues {
  voucherNo?: string;
  counterparty?: string;
  status?: number;
  amountMin?: string;
  amountMax?: string;
  issue?: RangeValue;
  due?: RangeValue;
}

const day = (s: string): Dayjs | null => (s ? dayjs(s) : null);
const range = (from: string, to: string): RangeValue => (from || to ? [day(from), day(to)] : null);
const text = (d: Dayjs | null | undefined): string => (d ? d.format('YYYY-MM-DD') : '');

function toForm(v: VoucherFilterValues): FormValues {
  const { voucherNo, counterparty, status, amountMin, amountMax } = v;
  const dates = { issue: range(v.issueDateFrom, v.issueDateTo), due: range(v.dueDateFrom, v.dueDateTo) };
  return { voucherNo, counterparty, status, amountMin, amountMax, ...dates };
}

function fromForm(f: FormValues): VoucherFilterValues {
  return {
    voucherNo: (f.voucherNo ?? '').trim(),
    counterparty: (f.counterparty ?? '').trim().slice(0, 50),
    status: typeof f.status === 'number' ? f.status : 0,
    amountMin: (f.amountMin ?? '').trim(),
    amountMax: (f.amountMax ?? '').trim(),
    issueDateFrom: text(f.issue?.[0]),
    issueDateTo: text(f.issue?.[1]),
    dueDateFrom: text(f.due?.[0]),
    dueDateTo: text(f.due?.[1]),
  };
}

export interface VoucherFiltersProps {
  /** The search region's accessible name ("搜索凭证"). */
  label: string;
  values: VoucherFilterValues;
  /** The statuses this list can hold: code and name. */
  statuses: ReadonlyArray<{ code: number; name: string }>;
  onSearch: (values: VoucherFilterValues) => void;
  /** The label of the counterparty field (交易对手, 接收方). */
  counterpartyLabel?: string;
  /** The labels of the two date ranges; a range without a label is not offered. */
  ranges?: { issue?: string; due?: string };
  actions?: ReactNode;
  /** The number field, when the list is searched by another number than the voucher's (申请编号). */
  numberField?: { label: string; pattern: RegExp; message: string; maxLength: number };
}

const amountRule = { pattern: AMOUNT_TEXT, message: '请输入金额，最多两位小数' };

/** One end of the amount range; its Form.Item hands it the value and the change handler. */
function AmountInput({ end, ...field }: InputProps & { end: '最低' | '最高' }): React.JSX.Element {
  return <Input {...field} allowClear maxLength={15} inputMode="decimal" placeholder={end} aria-label={`${end}金额`} />;
}

export function VoucherFilters({
  label,
  values,
  statuses,
  onSearch,
  counterpartyLabel = '交易对手',
  ranges = { issue: '开立日期', due: '到期日期' },
  actions,
  numberField,
}: VoucherFiltersProps): React.JSX.Element {
  const { form, button, width, searched } = useFilterForm<FormValues>();
  if (button) return button;
  return (
    <ListFilters<FormValues>
      form={form}
      label={label}
      initialValues={toForm(values)}
      onSearch={(f) => {
        const next = fromForm(f);
        if (amountRangeProblem(next.amountMin, next.amountMax)) return;
        onSearch(next);
        searched();
      }}
      reset={{ values: toForm(EMPTY_VOUCHER_FILTERS), onReset: () => onSearch(EMPTY_VOUCHER_FILTERS) }}
      actions={actions}
    >
      {numberField ? (
        <Form.Item
          name="voucherNo"
          label={numberField.label}
          rules={[{ pattern: numberField.pattern, message: numberField.message }]}
        >
          <Input allowClear maxLength={numberField.maxLength} style={{ width: width(170) }} />
        </Form.Item>
      ) : (
        <Form.Item
          name="voucherNo"
          label="凭证编号"
          rules={[{ pattern: /^\d{0,12}$/, message: '凭证编号为最多12位数字' }]}
        >
          <Input allowClear maxLength={12} inputMode="numeric" style={{ width: width(170) }} />
        </Form.Item>
      )}
      <Form.Item name="counterparty" label={counterpartyLabel}>
        <Input allowClear maxLength={50} style={{ width: width(170) }} />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Select
          style={{ width: width(130) }}
          options={[{ value: 0, label: '全部状态' }, ...statuses.map((s) => ({ value: s.code, label: s.name }))]}
        />
      </Form.Item>
      <Form.Item name="amountMin" label="金额(元)" rules={[amountRule]}>
        <AmountInput end="最低" style={{ width: width(110) }} />
      </Form.Item>
      <Form.Item
        name="amountMax"
        label="至"
        dependencies={['amountMin']}
        rules={[
          amountRule,
          comparedWith('amountMin', (v, min) => {
            const problem = amountRangeProblem(String(min ?? '').trim(), String(v ?? '').trim());
            return problem === '最低金额不能大于最高金额' ? problem : null;
          }),
        ]}
      >
        <AmountInput end="最高" style={{ width: width(110) }} />
      </Form.Item>
      {ranges.issue ? (
        <Form.Item name="issue" label={ranges.issue}>
          <PortalRangePicker style={{ width: width(250) }} />
        </Form.Item>
      ) : null}
      {ranges.due ? (
        <Form.Item name="due" label={ranges.due}>
          <PortalRangePicker style={{ width: width(250) }} />
        </Form.Item>
      ) : null}
    </ListFilters>
  );
}
