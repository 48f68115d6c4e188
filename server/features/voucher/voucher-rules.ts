/**
 * The pure rules of vouchers: terms, balances, the status a balance implies, and the checks of
 * a split. No database here, so each rule is tested alone (and the money ones as properties).
 */
import { fenToYuan, VOUCHER_MAX_FEN, VOUCHER_MIN_FEN } from '../../../shared/format/fen';
import { chinaDate, daysBetween as calendarDaysBetween, isIsoDate } from '../../../shared/rules/calendar';
import { VOUCHER } from '../../core/status';

/** The longest term of a voucher, and the term past which the form warns (2025 payment-term rules). */
const MAX_TERM_DAYS = 365;
const WARN_TERM_DAYS = 180;

/** Today in Asia/Shanghai (YYYY-MM-DD) by the server's clock. */
export function todayOf(nowMs: number): string {
  return chinaDate(nowMs);
}

/** Days from one calendar day to another (negative when `to` is earlier); null for a non-date. */
export function daysBetween(from: string, to: string): number | null {
  return isIsoDate(from) && isIsoDate(to) ? calendarDaysBetween(from, to) : null;
}

/** Why a due date cannot be used for a voucher issued today, or null. */
export function dueDateProblem(dueDate: string, today: string): string | null {
  const days = daysBetween(today, dueDate);
  if (days === null) return '到期日不是有效日期';
  if (days <= 0) return '到期日须晚于今天';
  if (days > MAX_TERM_DAYS) return `到期日距今不能超过${MAX_TERM_DAYS}天`;
  return null;
}

/** The warning of a long term (accepted, but the payer should know), or null. */
export function dueDateWarning(dueDate: string, today: string): string | null {
  const days = daysBetween(today, dueDate);
  return days !== null && days > WARN_TERM_DAYS
    ? `付款期限超过${WARN_TERM_DAYS}天，请确认符合账款支付期限的相关规定`
    : null;
}

export function amountProblem(fen: number | null): string | null {
  if (fen === null) return '金额格式不正确，请输入最多两位小数的金额';
  if (fen < VOUCHER_MIN_FEN) return '金额不能小于0.01元';
  if (fen > VOUCHER_MAX_FEN) return '金额不能超过100,000,000.00元';
  return null;
}

/** The balances of a voucher that can move: what is free and what pending applications hold. */
export interface Balance {
  amountFen: number;
  availableFen: number;
  reservedFen: number;
}

/**
 * The status a held voucher's balances imply: part reserved → 转让中; nothing left (all
 * transferred) → 已转让; otherwise 持有中.
 */
export function heldStatus(b: Pick<Balance, 'availableFen' | 'reservedFen'>): number {
  if (b.reservedFen > 0) return VOUCHER.transferring;
  if (b.availableFen === 0) return VOUCHER.transferred;
  return VOUCHER.held;
}

/** Why these parts cannot be split off the available balance, or null. */
export function splitProblem(availableFen: number, parts: readonly number[]): string | null {
  if (parts.length === 0) return '请至少添加一个受让方';
  for (const p of parts) {
    if (!Number.isSafeInteger(p) || p < VOUCHER_MIN_FEN) return '每笔转让金额不能小于0.01元';
  }
  const sum = parts.reduce((a, b) => a + b, 0);
  if (sum > availableFen) return `转让金额合计${fenToYuan(sum)}元超过可用余额${fenToYuan(availableFen)}元`;
  return null;
}

/** Reserves a pending transfer's sum (the caller checked splitProblem). */
export function reserve(b: Balance, sumFen: number): Balance {
  return { ...b, availableFen: b.availableFen - sumFen, reservedFen: b.reservedFen + sumFen };
}

/** Gives a reservation back (application returned, withdrawn or lapsed). */
export function release(b: Balance, sumFen: number): Balance {
  return { ...b, availableFen: b.availableFen + sumFen, reservedFen: b.reservedFen - sumFen };
}

/** The reserved sum leaves the parent: the children now carry it. */
export function settleReservation(b: Balance, sumFen: number): Balance {
  return { ...b, reservedFen: b.reservedFen - sumFen };
}

/** A child refused by its receiver: its amount is the parent's again. */
export function returnChild(b: Balance, childFen: number): Balance {
  return { ...b, availableFen: b.availableFen + childFen };
}

/** The invariant every step keeps: nothing negative, and the parent's own part never exceeds its face. */
export function balanceProblem(b: Balance): string | null {
  if (b.availableFen < 0 || b.reservedFen < 0) return '余额不能为负';
  if (b.availableFen + b.reservedFen > b.amountFen) return '余额超过票面金额';
  return null;
}

/** Statuses in which a voucher may be transferred (before its due date). */
export const TRANSFERABLE: readonly number[] = [VOUCHER.held, VOUCHER.transferring];
/** Statuses in which the issuer may still void a root voucher (nobody signed for it). */
export const VOIDABLE: readonly number[] = [VOUCHER.pendingSign, VOUCHER.refused];
