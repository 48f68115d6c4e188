/**
 * The rules of the credit-line application form, pure so they are tested alone and the form
 * shows them as the user types: the amount (¥10,000.00 … ¥10,000,000,000.00, exact in fen),
 * the term in months, the longest voucher term it may back, the optional single-voucher limit
 * (not above the amount) and the purpose. The limits are the server's (shared/rules/credit-line.ts);
 * the server checks the same and has the last word.
 */
import { CREDIT_AMOUNT_FEN, CREDIT_MAX_VOUCHER_DAYS, CREDIT_TERM_MONTHS, fenToYuan, formatMoney } from '@scf/shared';
import type { YuanAmountRule } from '@scf/shared/voucher';

/** What people type ("1,000,000", "¥ 5000.5") as fen, up to 12 integer digits; null for anything else. */
export function typedLineYuanToFen(text: string | undefined): number | null {
  const cleaned = (text ?? '')
    .trim()
    .replace(/^[¥￥]\s*/, '')
    .replace(/,/g, '');
  const m = /^0*(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!m) return null;
  return Number(m[1]) * 100 + Number(((m[2] ?? '') + '00').slice(0, 2));
}

const yuan = (fen: number): string => formatMoney(fenToYuan(fen) ?? '0');

/** The line's amount in fen, or why it cannot be used. */
export function checkLineAmount(text: string | undefined): { fen: number } | { problem: string } {
  if ((text ?? '').trim() === '') return { problem: '请输入授信金额' };
  const fen = typedLineYuanToFen(text);
  if (fen === null) return { problem: '金额须为数字，最多两位小数' };
  if (fen < CREDIT_AMOUNT_FEN.min) return { problem: `授信金额不能小于 ${yuan(CREDIT_AMOUNT_FEN.min)} 元` };
  if (fen > CREDIT_AMOUNT_FEN.max) return { problem: `授信金额不能超过 ${yuan(CREDIT_AMOUNT_FEN.max)} 元` };
  return { fen };
}

/** The optional single-voucher limit: empty is none; otherwise above zero and not above the amount. */
export function checkSingleLimit(
  text: string | undefined,
  amountText: string | undefined,
): { fen: number | null } | { problem: string } {
  if ((text ?? '').trim() === '') return { fen: null };
  const fen = typedLineYuanToFen(text);
  if (fen === null) return { problem: '金额须为数字，最多两位小数' };
  if (fen < 1) return { problem: '单笔限额须大于 0' };
  const amount = checkLineAmount(amountText);
  if ('fen' in amount && fen > amount.fen) return { problem: '单笔限额不能超过授信金额' };
  return { fen };
}

/** The application's amount field (YuanAmountField). */
export const LINE_AMOUNT: YuanAmountRule = {
  check: checkLineAmount,
  range: '10,000.00 至 10,000,000,000.00 元',
  maxLength: 20,
};

export function checkTermMonths(v: unknown): string | null {
  if (v === undefined || v === null || v === '') return '请选择授信期限';
  const n = Number(v);
  if (!Number.isInteger(n) || n < CREDIT_TERM_MONTHS.min || n > CREDIT_TERM_MONTHS.max)
    return `授信期限须为 ${CREDIT_TERM_MONTHS.min}–${CREDIT_TERM_MONTHS.max} 个月`;
  return null;
}

export function checkMaxVoucherDays(v: unknown): string | null {
  if (v === undefined || v === null || v === '') return '请输入可支持的凭证最长期限';
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > CREDIT_MAX_VOUCHER_DAYS)
    return `凭证最长期限须为 1–${CREDIT_MAX_VOUCHER_DAYS} 天的整数`;
  return null;
}

/** The term choices of the form: the usual ones within the server's range. */
export const TERM_CHOICES: readonly number[] = [3, 6, 12, 18, 24, 36].filter(
  (m) => m >= CREDIT_TERM_MONTHS.min && m <= CREDIT_TERM_MONTHS.max,
);

/** A fen amount as the API takes it ("1000000.00"). */
export const fenText = (fen: number): string => fenToYuan(fen) ?? '0.00';
