/**
 * The date rules (docs/requirements.md#validation) as pure functions: formats per picker mode, reading typed
 * text strictly in that format, and the order of a range.
 */
import dayjs, { type Dayjs } from 'dayjs';

export type DateMode = 'date' | 'datetime' | 'year' | 'month' | 'time';

export const DATE_FORMATS: Readonly<Record<DateMode, string>> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  year: 'YYYY',
  month: 'YYYY-MM',
  time: 'HH:mm:ss',
};

export const RANGE_SEPARATOR = ' ~ ';
export const RANGE_PLACEHOLDERS: readonly [string, string] = ['开始日期', '结束日期'];
export const SINGLE_PLACEHOLDERS: Readonly<Record<DateMode, string>> = {
  date: '请选择日期',
  datetime: '请选择日期时间',
  year: '请选择年份',
  month: '请选择月份',
  time: '请选择时间',
};

export type DateInputResult =
  | { kind: 'empty' }
  | { kind: 'valid'; value: Dayjs }
  | { kind: 'invalid'; reason: 'format' | 'disabled' };

export function isDateMode(v: unknown): v is DateMode {
  return typeof v === 'string' && Object.hasOwn(DATE_FORMATS, v);
}

const TOKEN_RE = /YYYY|MM|DD|HH|mm|ss/g;
const TOKEN_DIGITS: Record<string, number> = { YYYY: 4, MM: 2, DD: 2, HH: 2, mm: 2, ss: 2 };

/**
 * Strict parsing of the five formats without dayjs' customParseFormat plugin (1.5 KB gzip):
 * the digits are read by position, and the date is accepted only when formatting it again
 * gives the same text, which rejects 2024-02-30 or 25:00:00.
 */
export function parseStrict(text: string, format: string): Dayjs | null {
  const tokens: string[] = [];
  const pattern = format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(TOKEN_RE, (t) => {
    tokens.push(t);
    return `(\\d{${TOKEN_DIGITS[t]}})`;
  });
  const m = new RegExp(`^${pattern}$`).exec(text);
  if (!m) return null;
  const part = (t: string, dflt: number) => {
    const i = tokens.indexOf(t);
    return i < 0 ? dflt : Number(m[i + 1]);
  };
  // Year-only and month formats mean the first day; a time alone means today.
  const now = new Date();
  const hasDate = tokens.includes('YYYY');
  const d = dayjs(
    new Date(
      part('YYYY', now.getFullYear()),
      part('MM', hasDate ? 1 : now.getMonth() + 1) - 1,
      part('DD', hasDate ? 1 : now.getDate()),
      part('HH', 0),
      part('mm', 0),
      part('ss', 0),
    ),
  );
  return d.isValid() && d.format(format) === text ? d : null;
}

/**
 * Typed text in a mode: '' (after trimming) is empty (the value is cleared); text that does
 * not parse strictly in the mode's format, or is a disabled date, is invalid.
 */
export function classifyDateInput(
  text: unknown,
  mode: DateMode = 'date',
  disabledDate?: (d: Dayjs) => boolean,
): DateInputResult {
  if (typeof text !== 'string' || text.trim() === '') return { kind: 'empty' };
  const format = DATE_FORMATS[isDateMode(mode) ? mode : 'date'];
  const trimmed = text.trim();
  if (trimmed.length > 64) return { kind: 'invalid', reason: 'format' };
  const parsed = parseStrict(trimmed, format);
  if (!parsed) return { kind: 'invalid', reason: 'format' };
  let disabled = false;
  try {
    disabled = typeof disabledDate === 'function' && disabledDate(parsed) === true;
  } catch {
    disabled = false;
  }
  return disabled ? { kind: 'invalid', reason: 'disabled' } : { kind: 'valid', value: parsed };
}

/** A range is in order when either end is open or the start is not after the end. */
export function isRangeOrdered(start: Dayjs | null | undefined, end: Dayjs | null | undefined): boolean {
  if (!start || !end || !dayjs.isDayjs(start) || !dayjs.isDayjs(end)) return true;
  return !start.isAfter(end);
}

/** A value shown as text in the mode's format ('' for none or garbage). */
export function formatDateValue(value: unknown, mode: DateMode = 'date'): string {
  if (!dayjs.isDayjs(value) || !value.isValid()) return '';
  return value.format(DATE_FORMATS[isDateMode(mode) ? mode : 'date']);
}
