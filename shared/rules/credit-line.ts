/**
 * The rules of a credit line (授信, product CREDIT) that both the server and the pages apply:
 * its validity, its status as the reader sees it, and whether it can back a voucher.
 * docs/decisions/credit-lines.md.
 */
import { addDays, addMonths, daysBetween } from './calendar';
import { CREDIT_LINE, type CreditLineStatus } from './status-codes';
import { fenToYuan } from '../format/fen';

export const CREDIT_TERM_MONTHS = { min: 1, max: 36 } as const;
/** A line's amount: ¥10,000.00 … ¥10,000,000,000.00. */
export const CREDIT_AMOUNT_FEN = { min: 1_000_000, max: 1_000_000_000_000 } as const;
/** The longest voucher term a line may back (a voucher is due at most 365 days after issue). */
export const CREDIT_MAX_VOUCHER_DAYS = 365;

/** An approved line is valid from the day of the final approval for `termMonths` months. */
export function lineValidity(approvedOn: string, termMonths: number): { validFrom: string; validTo: string } {
  return { validFrom: approvedOn, validTo: addDays(addMonths(approvedOn, termMonths), -1) };
}

/** The stored status, or 已失效 for an approved line whose last valid day is before today. */
export function effectiveLineStatus(status: CreditLineStatus, validTo: string | null, today: string): CreditLineStatus {
  if (status === CREDIT_LINE.active && validTo !== null && validTo < today) return CREDIT_LINE.expired;
  return status;
}

export interface LineForVoucher {
  status: CreditLineStatus;
  validFrom: string | null;
  validTo: string | null;
  amountFen: number;
  usedFen: number;
  maxVoucherDays: number;
  singleLimitFen: number | null;
}

export interface VoucherForLine {
  amountFen: number;
  /** The day it is issued (today) and the day it is due. */
  issueDate: string;
  dueDate: string;
}

/** Why this line cannot back this voucher, in Chinese; null when it can. */
export function lineRefusal(line: LineForVoucher, v: VoucherForLine): string | null {
  const status = effectiveLineStatus(line.status, line.validTo, v.issueDate);
  if (status === CREDIT_LINE.expired) return `授信额度已于${line.validTo}到期`;
  if (status !== CREDIT_LINE.active) return '授信额度尚未生效';
  if (line.validFrom !== null && line.validFrom > v.issueDate) return `授信额度自${line.validFrom}起生效`;
  const days = daysBetween(v.issueDate, v.dueDate);
  if (days > line.maxVoucherDays) return `凭证期限${days}天，超过授信允许的最长${line.maxVoucherDays}天`;
  if (line.singleLimitFen !== null && v.amountFen > line.singleLimitFen) {
    return `凭证金额超过授信的单笔限额 ¥${fenToYuan(line.singleLimitFen)}`;
  }
  const available = line.amountFen - line.usedFen;
  if (v.amountFen > available)
    return `授信可用额度不足：可用 ¥${fenToYuan(available)}，本次需 ¥${fenToYuan(v.amountFen)}`;
  return null;
}

/** Who does each step, by role in CREDIT (the funder's risk reviewers decide; docs/decisions/credit-lines.md). */
export const CREDIT_ROLES = {
  apply: ['E101', 'E102'],
  withdraw: ['E101', 'E102'],
  firstReview: ['E110'],
  secondReview: ['E111'],
} as const;

export type CreditLineAction = keyof typeof CREDIT_ROLES;

export interface LineActionFacts {
  status: CreditLineStatus;
  /** The caller's company applied for the line, or grants it. */
  side: 'applicant' | 'funder';
  roles: ReadonlySet<string> | readonly string[];
  /** The caller made the first review (may not make the second). */
  madeFirstReview: boolean;
}

/** What the caller may do with a line now (the buttons a page shows; the server enforces the same). */
export function lineActions(f: LineActionFacts): CreditLineAction[] {
  const roles = new Set(f.roles);
  const has = (a: CreditLineAction) => CREDIT_ROLES[a].some((r) => roles.has(r));
  const out: CreditLineAction[] = [];
  if (f.side === 'applicant' && f.status === CREDIT_LINE.firstReview && has('withdraw')) out.push('withdraw');
  if (f.side === 'funder' && f.status === CREDIT_LINE.firstReview && has('firstReview')) out.push('firstReview');
  if (f.side === 'funder' && f.status === CREDIT_LINE.secondReview && has('secondReview') && !f.madeFirstReview)
    out.push('secondReview');
  return out;
}

/** The route-level declaration: anyone with a role in CREDIT reads; each step needs its roles (auth.hook.ts). */
export const CREDIT_ACCESS = {
  view: {
    products: ['CREDIT'],
    roles: ['E101', 'E102', 'E103', 'E105', 'E106', 'E107', 'E108', 'E109', 'E110', 'E111'],
  },
  apply: { products: ['CREDIT'], roles: CREDIT_ROLES.apply },
  withdraw: { products: ['CREDIT'], roles: CREDIT_ROLES.withdraw },
  review: { products: ['CREDIT'], roles: [...CREDIT_ROLES.firstReview, ...CREDIT_ROLES.secondReview] },
} as const;
