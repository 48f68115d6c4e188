/**
 * The portal's date pickers (docs/requirements.md#validation) on antd's DatePicker: formats per mode, ' ~ '
 * between range ends, placeholders 开始日期/结束日期. Typed text that does not parse in the
 * format, or names a disabled date, fires `onInputError` (and stays in the field so it can be
 * corrected); an emptied field clears the value; a range whose start is after its end is
 * refused with `onInputError` instead of being silently swapped.
 */
import { DatePicker, type GetProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FocusEvent } from 'react';
import { installDayjsLocale } from './dayjs-locale';
import {
  classifyDateInput,
  DATE_FORMATS,
  isDateMode,
  isRangeOrdered,
  RANGE_PLACEHOLDERS,
  RANGE_SEPARATOR,
  SINGLE_PLACEHOLDERS,
  type DateMode,
} from './date-input';

export interface DateInputError {
  /** The text the user typed ('' for an order error). */
  text: string;
  reason: 'format' | 'disabled' | 'order';
  /** Which end of a range. */
  field?: 'start' | 'end';
}

type AntDatePickerProps = GetProps<typeof DatePicker>;
type AntRangePickerProps = GetProps<typeof DatePicker.RangePicker>;

export interface PortalDatePickerProps
  extends Omit<
    AntDatePickerProps,
    'value' | 'defaultValue' | 'onChange' | 'format' | 'picker' | 'showTime' | 'multiple' | 'onBlur' | 'mode'
  > {
  /** date (default), datetime, year, month or time. */
  kind?: DateMode;
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null, text: string) => void;
  onInputError?: (error: DateInputError) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** A usable value or null: a string or an invalid date from a form must not crash the picker. */
function asDay(v: unknown): Dayjs | null {
  return dayjs.isDayjs(v) && v.isValid() ? v : null;
}

function asRange(v: unknown): [Dayjs | null, Dayjs | null] | null {
  if (!Array.isArray(v)) return null;
  const start = asDay(v[0]);
  const end = asDay(v[1]);
  return start || end ? [start, end] : null;
}

function pickerProps(mode: DateMode): { picker: 'date' | 'year' | 'month' | 'time'; showTime?: boolean } {
  if (mode === 'datetime') return { picker: 'date', showTime: true };
  return { picker: mode === 'year' || mode === 'month' || mode === 'time' ? mode : 'date' };
}

/**
 * A picker's mode and format from its `kind` (date when unknown), and the check a typed date
 * must pass: the picker's own `disabledDate`.
 */
function pickerSetup(kind: unknown, disabledDate: AntDatePickerProps['disabledDate']) {
  installDayjsLocale();
  const mode: DateMode = isDateMode(kind) ? kind : 'date';
  const format = DATE_FORMATS[mode] ?? DATE_FORMATS.date;
  const check = (d: Dayjs) => (disabledDate ? disabledDate(d, { type: pickerProps(mode).picker }) : false);
  return { mode, format, check };
}

function inputText(e: FocusEvent<HTMLElement>): string {
  const t = e.target as HTMLInputElement | null;
  return t && typeof t.value === 'string' ? t.value : '';
}

export function PortalDatePicker(props: PortalDatePickerProps) {
  const { kind, value, onChange, onInputError, onBlur, placeholder, ...rest } = props;
  const { mode, format, check } = pickerSetup(kind, rest.disabledDate);
  return (
    <DatePicker
      {...rest}
      {...pickerProps(mode)}
      format={format}
      value={asDay(value)}
      placeholder={placeholder ?? SINGLE_PLACEHOLDERS[mode]}
      preserveInvalidOnBlur
      onChange={(d: Dayjs | null) => onChange?.(d ?? null, d ? d.format(format) : '')}
      onBlur={(e) => {
        onBlur?.(e);
        const result = classifyDateInput(inputText(e), mode, check);
        if (result.kind === 'empty') {
          if (asDay(value)) onChange?.(null, '');
        } else if (result.kind === 'invalid') {
          onInputError?.({ text: inputText(e), reason: result.reason });
        }
      }}
    />
  );
}

export type RangeValue = [Dayjs | null, Dayjs | null] | null;

export interface PortalRangePickerProps
  extends Omit<
    AntRangePickerProps,
    'value' | 'defaultValue' | 'onChange' | 'format' | 'picker' | 'showTime' | 'separator' | 'onBlur' | 'order' | 'mode'
  > {
  /** date (default), datetime, year, month or time. */
  kind?: DateMode;
  value?: RangeValue;
  onChange?: (value: RangeValue, text: [string, string]) => void;
  onInputError?: (error: DateInputError) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export function PortalRangePicker(props: PortalRangePickerProps) {
  const { kind, value, onChange, onInputError, onBlur, placeholder, ...rest } = props;
  const { mode, format, check } = pickerSetup(kind, rest.disabledDate);
  return (
    <DatePicker.RangePicker
      {...rest}
      {...pickerProps(mode)}
      format={format}
      separator={RANGE_SEPARATOR}
      placeholder={placeholder ?? [RANGE_PLACEHOLDERS[0], RANGE_PLACEHOLDERS[1]]}
      value={asRange(value)}
      order={false}
      allowEmpty={[true, true]}
      preserveInvalidOnBlur
      onChange={(dates) => {
        const start = dates?.[0] ?? null;
        const end = dates?.[1] ?? null;
        if (!isRangeOrdered(start, end)) {
          onInputError?.({ text: '', reason: 'order' });
          return;
        }
        onChange?.(dates ? [start, end] : null, [start ? start.format(format) : '', end ? end.format(format) : '']);
      }}
      onBlur={(e, info) => {
        onBlur?.(e);
        const field = info?.range === 'end' ? 'end' : 'start';
        const result = classifyDateInput(inputText(e), mode, check);
        if (result.kind === 'empty') {
          const idx = field === 'end' ? 1 : 0;
          const current = asRange(value);
          if (current?.[idx]) {
            const next: [Dayjs | null, Dayjs | null] = [current[0], current[1]];
            next[idx] = null;
            onChange?.(next[0] || next[1] ? next : null, [
              next[0] ? next[0].format(format) : '',
              next[1] ? next[1].format(format) : '',
            ]);
          }
        } else if (result.kind === 'invalid') {
          onInputError?.({ text: inputText(e), reason: result.reason, field });
        }
      }}
    />
  );
}
