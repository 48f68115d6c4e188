/**
 * The filters of a voucher list (凭证列表, 转让列表) as the list state keeps them: plain strings
 * and numbers, so they survive a visit to a detail page in session storage. Pure: the form and
 * the query both derive from here.
 */

export interface VoucherFilterValues {
  /** Voucher number, digits only (leading zeros as typed). */
  voucherNo: string;
  /** Part of the other party's name. */
  counterparty: string;
  /** Status code, 0 for every status. */
  status: number;
  /** Amount range in yuan, decimal strings ('' for open). */
  amountMin: string;
  amountMax: string;
  /** Date ranges, YYYY-MM-DD ('' for open). */
  issueDateFrom: string;
  issueDateTo: string;
  dueDateFrom: string;
  dueDateTo: string;
}

export const EMPTY_VOUCHER_FILTERS: VoucherFilterValues = {
  voucherNo: '',
  counterparty: '',
  status: 0,
  amountMin: '',
  amountMax: '',
  issueDateFrom: '',
  issueDateTo: '',
  dueDateFrom: '',
  dueDateTo: '',
};

/** An amount typed into a filter: up to 12 integer digits and 2 decimals. */
export const AMOUNT_TEXT = /^\d{1,12}(\.\d{1,2})?$/;

/** Why an amount range cannot be searched, or null. Compared exactly, in fen (no floats). */
export function amountRangeProblem(min: string, max: string): string | null {
  if (min && !AMOUNT_TEXT.test(min)) return '最低金额须为数字，最多两位小数';
  if (max && !AMOUNT_TEXT.test(max)) return '最高金额须为数字，最多两位小数';
  if (min && max && toFen(min) > toFen(max)) return '最低金额不能大于最高金额';
  return null;
}

/** "1234.5" → 123450n: exact, for comparisons. */
export function toFen(yuan: string): bigint {
  const [int = '0', frac = ''] = yuan.split('.');
  return BigInt(int) * 100n + BigInt((frac + '00').slice(0, 2));
}

/** The query the list API takes: only filters that are set. */
export function voucherFilterQuery(f: VoucherFilterValues): Partial<VoucherFilterValues> {
  const out: Partial<VoucherFilterValues> = {};
  for (const [k, v] of Object.entries(f) as [keyof VoucherFilterValues, string | number][]) {
    if (k === 'status' ? v !== 0 : v !== '') (out as Record<string, string | number>)[k] = v;
  }
  return out;
}
