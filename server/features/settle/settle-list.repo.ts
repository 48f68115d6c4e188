/**
 * The issuer's 待兑付 and the holder's 待收款 as paged lists: one WHERE per filter set, a page
 * read in due-date order on an index and cut by LIMIT, and, separately, the count and sum of
 * the whole filtered set (and of its overdue part) summed in SQL. Each list has a partial index
 * whose predicate is the list's fixed condition written with the same constants
 * (0067_settle_lists.sql), so PostgreSQL reads only the rows of the company in due-date order.
 */
import type { Db } from '../../db/db';
import { VOUCHER } from '../../core/status';
import { PAYABLE_STATUSES } from '../../../shared/rules/settlement';

/**
 * An unpaid, issued root. The status list and its order match the predicate of the index
 * credit_vouchers_settle_due (a partial index is used only when the query states it).
 */
export const UNPAID_ROOT = `v.parent_id IS NULL AND v.issue_date IS NOT NULL
  AND v.status NOT IN (${VOUCHER.pendingReview}, ${VOUCHER.returned},
    ${VOUCHER.voided}, ${VOUCHER.refused}, ${VOUCHER.paid})
  AND NOT EXISTS (SELECT 1 FROM settlements s WHERE s.root_id = v.id)`;

/** A part its holder waits to be paid for (the predicate of credit_vouchers_settle_receivable). */
const PAYABLE_PART = `v.status IN (${PAYABLE_STATUSES.join(', ')}) AND v.available_fen + v.reserved_fen > 0`;

export interface DueFilter {
  compId: number;
  /** Today (overdue: due before it) and the end of the window (due on or before it). */
  today: string;
  until: string;
  dueDate?: string;
  dueDateFrom?: string;
  dueDateTo?: string;
}

export interface ListSummary {
  count: number;
  totalFen: number;
  overdueCount: number;
  overdueFen: number;
}

function where(party: string, fixed: string, f: DueFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.compId, f.until];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const w = [`${party} = $1`, fixed, 'v.due_date <= $2::date'];
  if (f.dueDate) w.push(`v.due_date = ${add(f.dueDate)}::date`);
  if (f.dueDateFrom) w.push(`v.due_date >= ${add(f.dueDateFrom)}::date`);
  if (f.dueDateTo) w.push(`v.due_date <= ${add(f.dueDateTo)}::date`);
  return { sql: w.join(' AND '), params };
}

async function summarize(
  db: Db,
  amount: string,
  w: { sql: string; params: unknown[] },
  today: string,
): Promise<ListSummary> {
  const t = `$${w.params.length + 1}::date`;
  const rows = await db.query<{ n: number; s: string; od: number; os: string }>(
    `SELECT count(*)::int AS n, COALESCE(sum(${amount}), 0)::text AS s,
            (count(*) FILTER (WHERE v.due_date < ${t}))::int AS od,
              COALESCE(sum(${amount}) FILTER (WHERE v.due_date < ${t}), 0)::text AS os
       FROM credit_vouchers v WHERE ${w.sql}`,
    [...w.params, today],
  );
  const r = rows[0];
  return { count: r?.n ?? 0, totalFen: Number(r?.s ?? 0), overdueCount: r?.od ?? 0, overdueFen: Number(r?.os ?? 0) };
}

export interface DueRootRow {
  id: number;
  voucher_no: string;
  due_date: string;
  amount_fen: number;
  status: number;
  holder_name: string;
  parts: number;
}

const dueWhere = (f: DueFilter) => where('v.issuer_comp_id', UNPAID_ROOT, f);

/** One page of the issuer's unpaid roots due by `until` (overdue included), earliest due first. */
export async function pageDueRoots(db: Db, f: DueFilter, limit: number, offset: number): Promise<DueRootRow[]> {
  const { sql, params } = dueWhere(f);
  const n = params.length;
  // The page's ids first (index order, cut at LIMIT), then names and part counts for those only.
  return db.query<DueRootRow>(
    `SELECT v.id, v.voucher_no, to_char(v.due_date, 'YYYY-MM-DD') AS due_date,
            v.amount_fen, v.status, h.comp_name AS holder_name,
            (SELECT count(*)::int FROM credit_vouchers t WHERE t.root_id = v.id
              AND t.status IN (${PAYABLE_STATUSES.join(', ')}) AND t.available_fen + t.reserved_fen > 0) AS parts
       FROM (SELECT v.id FROM credit_vouchers v WHERE ${sql}
         ORDER BY v.due_date, v.id LIMIT $${n + 1} OFFSET $${n + 2}) p
       JOIN credit_vouchers v ON v.id = p.id JOIN companies h ON h.id = v.holder_comp_id
      ORDER BY v.due_date, v.id`,
    [...params, limit, offset],
  );
}

/**
 * The count and total of the issuer's unpaid roots per due date by `until` (overdue included),
 * over all of them, whatever page or day the list shows (the summary of a filtered list is the
 * sum of its days).
 */
export async function dueDays(
  db: Db,
  issuerCompId: number,
  until: string,
): Promise<Array<{ due_date: string; count: number; total_fen: string }>> {
  return db.query(
    `SELECT to_char(v.due_date, 'YYYY-MM-DD') AS due_date, count(*)::int AS count, sum(v.amount_fen)::text AS total_fen
       FROM credit_vouchers v
      WHERE v.issuer_comp_id = $1 AND ${UNPAID_ROOT} AND v.due_date <= $2::date
      GROUP BY v.due_date ORDER BY v.due_date`,
    [issuerCompId, until],
  );
}

/** Every unpaid root of the issuer due on a day (the confirmation of a whole day). */
export async function dueRootIdsOn(db: Db, issuerCompId: number, day: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT v.id FROM credit_vouchers v WHERE v.issuer_comp_id = $1
       AND ${UNPAID_ROOT} AND v.due_date = $2::date ORDER BY v.id`,
    [issuerCompId, day],
  );
  return rows.map((r) => Number(r.id));
}

export interface ReceivableRow {
  id: number;
  voucher_no: string;
  root_no: string;
  issuer_name: string;
  own_fen: number;
  due_date: string;
  status: number;
  financed: boolean;
}

const receivableWhere = (f: DueFilter) => where('v.holder_comp_id', PAYABLE_PART, f);

/** One page of the company's parts waiting for payment (due within the window or overdue), earliest due first. */
export async function pageReceivables(db: Db, f: DueFilter, limit: number, offset: number): Promise<ReceivableRow[]> {
  const { sql, params } = receivableWhere(f);
  const n = params.length;
  return db.query<ReceivableRow>(
    `SELECT v.id, v.voucher_no, v.root_no, i.comp_name AS issuer_name,
            v.available_fen + v.reserved_fen AS own_fen, to_char(v.due_date, 'YYYY-MM-DD') AS due_date,
            v.status, v.financed
       FROM (SELECT v.id FROM credit_vouchers v WHERE ${sql}
         ORDER BY v.due_date, v.id LIMIT $${n + 1} OFFSET $${n + 2}) p
       JOIN credit_vouchers v ON v.id = p.id JOIN companies i ON i.id = v.issuer_comp_id
      ORDER BY v.due_date, v.id`,
    [...params, limit, offset],
  );
}

export function summarizeReceivables(db: Db, f: DueFilter): Promise<ListSummary> {
  return summarize(db, 'v.available_fen + v.reserved_fen', receivableWhere(f), f.today);
}
