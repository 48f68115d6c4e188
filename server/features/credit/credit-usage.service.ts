/**
 * How vouchers use credit lines: issuing a voucher takes its amount from one of the issuer's
 * approved lines, in the issuing transaction; voiding or settling it gives the amount back.
 * The voucher domain calls these two functions and nothing else of CREDIT.
 *
 * Exact under parallel issues: the issuer's approved lines are locked (FOR UPDATE, in id order)
 * before their used amount is read, so two transactions never both see the same available
 * amount; the CHECK on credit_lines (used ≤ amount) is the last guard.
 */
import { fail } from '../../core/envelope';
import type { Db } from '../../db/db';
import { lineRefusal } from '../../../shared/rules/credit-line';
import {
  addUsed,
  approvedLines,
  approvedLinesForUpdate,
  insertUsage,
  releaseUsage,
  type UsableLineRow,
} from './credit.repo';

export interface CreditTake {
  issuerCompId: number;
  voucherId: number;
  voucherNo: string;
  amountFen: number;
  /** China dates: the day of issue (today) and the voucher's due date. */
  issueDate: string;
  dueDate: string;
  /** The line the issuer chose; null picks the line that expires first among those that fit. */
  lineId: number | null;
  now: number;
}

const NO_CREDIT_LINE_MSG = '贵司暂无生效的授信额度，请先在授信管理中向资金方申请授信';

function refusalOf(line: UsableLineRow, v: { amountFen: number; issueDate: string; dueDate: string }): string | null {
  return lineRefusal(
    {
      status: line.status,
      validFrom: line.valid_from,
      validTo: line.valid_to,
      amountFen: Number(line.amount_fen),
      usedFen: Number(line.used_fen),
      maxVoucherDays: line.max_voucher_days,
      singleLimitFen: line.single_limit_fen === null ? null : Number(line.single_limit_fen),
    },
    v,
  );
}

/** The first line that fits, or the reason none does (of the first line when there are several). */
function pick(
  lines: readonly UsableLineRow[],
  v: { amountFen: number; issueDate: string; dueDate: string },
): UsableLineRow | string {
  if (lines.length === 0) return NO_CREDIT_LINE_MSG;
  let firstRefusal: string | null = null;
  for (const line of lines) {
    const refusal = refusalOf(line, v);
    if (refusal === null) return line;
    firstRefusal ??= lines.length > 1 ? `${line.line_no}：${refusal}` : refusal;
  }
  return firstRefusal ?? NO_CREDIT_LINE_MSG;
}

/**
 * Why the issuer's lines could not back this voucher now, or null: a check that changes
 * nothing, so the operator hears it on submit rather than the reviewer on approval.
 */
export async function creditRefusal(
  db: Db,
  issuerCompId: number,
  v: { amountFen: number; issueDate: string; dueDate: string },
): Promise<string | null> {
  const got = pick(await approvedLines(db, issuerCompId), v);
  return typeof got === 'string' ? got : null;
}

/** Takes the amount from a line; the line's id and number. Throws a clear Chinese message when none fits. */
export async function takeCredit(tx: Db, t: CreditTake): Promise<{ lineId: number; lineNo: string }> {
  const lines = await approvedLinesForUpdate(tx, t.issuerCompId, t.lineId);
  if (lines.length === 0 && t.lineId !== null) throw fail.bad('所选授信额度不存在或未生效', 'creditLineId');
  const line = pick(lines, t);
  if (typeof line === 'string') throw fail.bad(line, 'amount');
  if (
    !(await insertUsage(tx, {
      lineId: line.id,
      voucherId: t.voucherId,
      voucherNo: t.voucherNo,
      amountFen: t.amountFen,
      now: t.now,
    }))
  ) {
    throw fail.conflict('该凭证已占用授信额度');
  }
  await addUsed(tx, line.id, t.amountFen);
  return { lineId: line.id, lineNo: line.line_no };
}

export type CreditRelease = 'void' | 'settled' | 'withdrawn';
const RELEASE_NAMES: Record<CreditRelease, string> = {
  void: '凭证作废',
  settled: '凭证已兑付',
  withdrawn: '开立申请撤回',
};

/** Gives a voucher's amount back to its line (once; a voucher without a usage in force is a no-op). */
export async function releaseCredit(tx: Db, voucherId: number, why: CreditRelease, now: number): Promise<void> {
  const released = await releaseUsage(tx, voucherId, RELEASE_NAMES[why], now);
  if (released) await addUsed(tx, released.line_id, -Number(released.amount_fen));
}
