/**
 * The rules of the issue form, pure so they are tested alone and the form shows them live:
 * the amount (¥0.01 … ¥100,000,000.00, at most two decimals, exact in fen), the due date
 * (after today, at most 365 days; a warning past 180 days: the 2025 supply-chain finance rules
 * want the payment term of a credit voucher within six months as a rule), the contract and
 * invoice numbers. The server checks the same and has the last word.
 */
import { VOUCHER_MAX_FEN, VOUCHER_MIN_FEN, chinaDate, typedYuanToFen } from '@scf/shared';
import type { YuanAmountRule } from '@scf/shared/voucher';

const MAX_TERM_DAYS = 365;
const WARN_TERM_DAYS = 180;

/** The amount in fen, or the Chinese message why it cannot be used. */
export function checkAmount(text: string | undefined): { fen: number } | { problem: string } {
  const t = (text ?? '').trim();
  if (t === '') return { problem: '请输入凭证金额' };
  const fen = typedYuanToFen(t);
  if (fen === null) return { problem: '金额须为数字，最多两位小数' };
  if (fen < VOUCHER_MIN_FEN) return { problem: '金额不能小于 0.01 元' };
  if (fen > VOUCHER_MAX_FEN) return { problem: '金额不能超过 100,000,000.00 元（一亿元）' };
  return { fen };
}

/** The issue form's amount field (YuanAmountField). */
export const VOUCHER_AMOUNT: YuanAmountRule = { check: checkAmount, range: '0.01 至 100,000,000.00 元', maxLength: 16 };

/**
 * Today as the server counts due dates: China's date (UTC+8), whatever zone the browser is in
 * (at 01:00 in Shanghai a browser in New York is still on the day before).
 */
export function issueToday(now: number = Date.now()): string {
  return chinaDate(now);
}

/** Whole days from `today` to `due`, both YYYY-MM-DD (calendar days, no time zone drift). */
export function daysBetween(today: string, due: string): number {
  const ms = Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

export type DueCheck = { ok: true; warning: string | null } | { ok: false; problem: string };

export function checkDueDate(today: string, due: string | null | undefined): DueCheck {
  if (!due) return { ok: false, problem: '请选择到期日期' };
  const days = daysBetween(today, due);
  if (!Number.isFinite(days)) return { ok: false, problem: '到期日期格式不正确' };
  if (days <= 0) return { ok: false, problem: '到期日期须晚于今天' };
  if (days > MAX_TERM_DAYS) return { ok: false, problem: `到期日期不能超过开立日起 ${MAX_TERM_DAYS} 天` };
  if (days > WARN_TERM_DAYS)
    return {
      ok: true,
      warning: `付款期限 ${days} 天，超过 ${WARN_TERM_DAYS} 天：按 2025 年起施行的供应链金融规定，电子债权凭证的付款期限原则上不超过 6 个月，请确认确有必要`,
    };
  return { ok: true, warning: null };
}

/** Invoice numbers as typed (commas, spaces or new lines between them): 8 to 20 digits each, at most 20. */
export function parseInvoiceNos(text: string | undefined): { list: string[] } | { problem: string } {
  const list = (text ?? '').split(/[\s,，;；、]+/).filter(Boolean);
  if (list.length > 20) return { problem: '发票号码最多20个' };
  const bad = list.find((n) => !/^\d{8,20}$/.test(n));
  if (bad) return { problem: `发票号码“${bad.slice(0, 24)}”不正确：应为8至20位数字` };
  if (new Set(list).size !== list.length) return { problem: '发票号码有重复' };
  return { list };
}

/** A contract number: 1–50 letters, digits, - _ / and Chinese characters. */
export const CONTRACT_NO = /^[\w\-/\u4e00-\u9fa5]{1,50}$/;
