/** What the due date changes (SQL only; the rules are in voucher-maturity.service.ts). */
import type { Db } from '../../db/db';
import { VOUCHER, VOUCHER_APP } from '../../core/status';
import { vouchersChanged } from './voucher-summary-cache';

/** Open applications (pending review or returned) on vouchers due by `today`. */
export async function openApplicationsDue(db: Db, today: string): Promise<Array<{ id: number; kind: string }>> {
  return db.query<{ id: number; kind: string }>(
    `SELECT a.id, a.kind FROM voucher_applications a JOIN credit_vouchers v ON v.id = a.voucher_id
     WHERE a.status IN (${VOUCHER_APP.pendingReview}, ${VOUCHER_APP.returned})
       AND v.due_date <= $1::date ORDER BY a.id`,
    [today],
  );
}

/** Vouchers due by `today` that nobody has signed for yet (or not yet approved). */
export async function unsignedDue(db: Db, today: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM credit_vouchers
       WHERE status IN (${VOUCHER.pendingReview}, ${VOUCHER.returned},
       ${VOUCHER.pendingSign}, ${VOUCHER.signPendingReview})
       AND due_date <= $1::date ORDER BY id DESC`,
    [today],
  );
  return rows.map((r) => r.id);
}

/**
 * Held vouchers on their due date become 待兑付, past it 已逾期 (and 待兑付 ones past it too);
 * each change is written in the voucher's record. How many changed.
 */
export async function matureHeld(tx: Db, today: string, now: number): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `WITH changed AS (
       UPDATE credit_vouchers SET status = CASE
         WHEN due_date < $1::date THEN ${VOUCHER.overdue} ELSE ${VOUCHER.due} END, updated_at = $2
       WHERE (status = ${VOUCHER.held} AND due_date <= $1::date) OR (status = ${VOUCHER.due} AND due_date < $1::date)
       RETURNING id, status),
     logged AS (
       INSERT INTO voucher_records (voucher_id, step, comp_id, employee_id, actor_name, result, reason, created_at)
       SELECT id, 'maturity', NULL, NULL, '系统', CASE
         WHEN status = ${VOUCHER.overdue} THEN '已逾期' ELSE '到期待兑付' END, '', $2 FROM changed
       RETURNING 1)
     SELECT count(*)::int AS n FROM logged`,
    [today, now],
  );
  const n = rows[0]?.n ?? 0;
  if (n > 0) await vouchersChanged(tx);
  return n;
}
