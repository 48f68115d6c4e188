/** The credit_lines, credit_line_steps and credit_usages tables (0060_credit.sql). */
import type { Db } from '../../db/db';
import { likePattern } from '../../db/like';
import { pageWithTotal } from '../../db/page';
import { CREDIT_LINE, type CreditLineStatus, PERMIT } from '../../core/status';

export interface LineRow {
  id: number;
  line_no: string;
  applicant_comp_id: number;
  applicant_name: string;
  applicant_credit_code: string | null;
  funder_comp_id: number;
  funder_name: string;
  amount_fen: number;
  used_fen: number;
  term_months: number;
  max_voucher_days: number;
  single_limit_fen: number | null;
  purpose: string;
  status: CreditLineStatus;
  valid_from: string | null;
  valid_to: string | null;
  applied_by: number;
  applied_by_name: string;
  applied_at: number;
  first_reviewer: number | null;
  second_reviewer: number | null;
  reason: string | null;
  updated_at: number;
}

const LINE_COLUMNS = `l.id, l.line_no, l.applicant_comp_id, a.comp_name AS applicant_name,
  a.credit_code AS applicant_credit_code,
  l.funder_comp_id, f.comp_name AS funder_name, l.amount_fen,
    l.used_fen, l.term_months, l.max_voucher_days, l.single_limit_fen,
  l.purpose, l.status, to_char(l.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(l.valid_to, 'YYYY-MM-DD') AS valid_to,
  l.applied_by, COALESCE(ae.name, '') AS applied_by_name, l.applied_at,
    l.first_reviewer, l.second_reviewer, l.reason, l.updated_at`;
const LINE_FROM = `FROM credit_lines l JOIN companies a ON a.id = l.applicant_comp_id
  JOIN companies f ON f.id = l.funder_comp_id
  LEFT JOIN employees ae ON ae.id = l.applied_by`;

export interface NewLine {
  applicantCompId: number;
  funderCompId: number;
  amountFen: number;
  termMonths: number;
  maxVoucherDays: number;
  singleLimitFen: number | null;
  purpose: string;
  appliedBy: number;
  now: number;
  idemKey: string;
}

/** The new line's id, or null when this company already sent an application with this key. */
export async function insertLine(tx: Db, l: NewLine): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO credit_lines (line_no, applicant_comp_id, funder_comp_id,
       amount_fen, term_months, max_voucher_days, single_limit_fen,
       purpose, status, applied_by, applied_at, idem_key, updated_at)
     VALUES ('SX' || lpad(nextval('credit_line_no_seq')::text, 10, '0'),
       $1, $2, $3, $4, $5, $6, $7, ${CREDIT_LINE.firstReview}, $8, $9, $10, $9)
     ON CONFLICT (applicant_comp_id, idem_key) DO NOTHING RETURNING id`,
    [
      l.applicantCompId,
      l.funderCompId,
      l.amountFen,
      l.termMonths,
      l.maxVoucherDays,
      l.singleLimitFen,
      l.purpose,
      l.appliedBy,
      l.now,
      l.idemKey,
    ],
  );
  return rows[0]?.id ?? null;
}

export async function lineIdByKey(db: Db, applicantCompId: number, idemKey: string): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM credit_lines WHERE applicant_comp_id = $1 AND idem_key = $2',
    [applicantCompId, idemKey],
  );
  return rows[0]?.id ?? null;
}

/** A line the company applied for or grants; null for anyone else's. */
export async function lineOfCompany(db: Db, id: number, compId: number, forUpdate = false): Promise<LineRow | null> {
  if (forUpdate) await db.query('SELECT id FROM credit_lines WHERE id = $1 FOR UPDATE', [id]);
  const rows = await db.query<LineRow>(
    `SELECT ${LINE_COLUMNS} ${LINE_FROM} WHERE l.id = $1 AND (l.applicant_comp_id = $2 OR l.funder_comp_id = $2)`,
    [id, compId],
  );
  return rows[0] ?? null;
}

export interface LineChange {
  status: CreditLineStatus;
  firstReviewer?: number;
  secondReviewer?: number;
  validFrom?: string;
  validTo?: string;
  reason?: string | null;
  now: number;
}

/** Moves a line from `from` to the new status; false when another request moved it first. */
export async function changeLine(tx: Db, id: number, from: CreditLineStatus, c: LineChange): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE credit_lines
       SET status = $3, first_reviewer = COALESCE($4, first_reviewer),
       second_reviewer = COALESCE($5, second_reviewer),
       valid_from = COALESCE($6::date, valid_from),
         valid_to = COALESCE($7::date, valid_to), reason = $8, updated_at = $9
     WHERE id = $1 AND status = $2 RETURNING id`,
    [
      id,
      from,
      c.status,
      c.firstReviewer ?? null,
      c.secondReviewer ?? null,
      c.validFrom ?? null,
      c.validTo ?? null,
      c.reason ?? null,
      c.now,
    ],
  );
  return rows.length > 0;
}

export interface StepRow {
  step: string;
  actor_name: string;
  comp_name: string;
  result: string;
  reason: string | null;
  created_at: number;
}

export async function insertStep(
  tx: Db,
  s: {
    lineId: number;
    step: string;
    compId: number;
    employeeId: number;
    result: string;
    reason: string | null;
    now: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO credit_line_steps (line_id, step, comp_id, employee_id, actor_name, result, reason, created_at)
     VALUES ($1, $2, $3, $4, COALESCE((SELECT name FROM employees WHERE id = $4), ''), $5, $6, $7)`,
    [s.lineId, s.step, s.compId, s.employeeId, s.result, s.reason, s.now],
  );
}

export async function stepsOf(db: Db, lineId: number): Promise<StepRow[]> {
  return db.query<StepRow>(
    `SELECT s.step, s.actor_name, c.comp_name, s.result, s.reason, s.created_at
       FROM credit_line_steps s JOIN companies c ON c.id = s.comp_id WHERE s.line_id = $1 ORDER BY s.id`,
    [lineId],
  );
}

export interface LineFilter {
  /** applicant: lines the company applied for; funder: lines it grants. */
  side: 'applicant' | 'funder';
  compId: number;
  statuses?: readonly number[];
  /** Derived 已失效 / 生效中 need today's date. */
  today: string;
  lineNo?: string;
  counterparty?: string;
  limit: number;
  offset: number;
}

/** The stored status as the list filters it: 生效中 and 已失效 are both stored 55, told apart by valid_to. */
function statusCondition(statuses: readonly number[], today: string, params: unknown[]): string {
  const parts: string[] = [];
  const stored = statuses.filter((s) => s !== CREDIT_LINE.active && s !== CREDIT_LINE.expired);
  if (stored.length > 0) {
    params.push(stored);
    parts.push(`l.status = ANY($${params.length}::int[])`);
  }
  const active = statuses.includes(CREDIT_LINE.active);
  const expired = statuses.includes(CREDIT_LINE.expired);
  if (active && expired) parts.push(`l.status = ${CREDIT_LINE.active}`);
  else if (active || expired) {
    params.push(today);
    parts.push(`(l.status = ${CREDIT_LINE.active} AND l.valid_to ${active ? '>=' : '<'} $${params.length}::date)`);
  }
  return `(${parts.join(' OR ')})`;
}

export async function pageLines(db: Db, f: LineFilter): Promise<{ rows: LineRow[]; total: number }> {
  const params: unknown[] = [f.compId];
  const where = [f.side === 'applicant' ? 'l.applicant_comp_id = $1' : 'l.funder_comp_id = $1'];
  if (f.statuses && f.statuses.length > 0) where.push(statusCondition(f.statuses, f.today, params));
  if (f.lineNo) {
    params.push(likePattern(f.lineNo));
    where.push(`l.line_no ILIKE $${params.length}`);
  }
  if (f.counterparty) {
    params.push(likePattern(f.counterparty));
    where.push(`${f.side === 'applicant' ? 'f' : 'a'}.comp_name ILIKE $${params.length}`);
  }
  return pageWithTotal<LineRow>(db, {
    columns: LINE_COLUMNS,
    from: `${LINE_FROM} WHERE ${where.join(' AND ')}`,
    orderBy: 'l.applied_at DESC, l.id DESC',
    params,
    limit: f.limit,
    offset: f.offset,
  });
}

/** Applications waiting at the funder, per stored status (the reviewers' tab counts). */
export async function waitingCounts(db: Db, funderCompId: number): Promise<Map<number, number>> {
  const rows = await db.query<{ status: number; n: number }>(
    `SELECT status, count(*)::int AS n FROM credit_lines WHERE funder_comp_id = $1
       AND status IN (${CREDIT_LINE.firstReview}, ${CREDIT_LINE.secondReview}) GROUP BY status`,
    [funderCompId],
  );
  return new Map(rows.map((r) => [r.status, r.n]));
}

/** Totals of the company's lines in force today (the issue form shows them). */
export async function activeTotals(
  db: Db,
  applicantCompId: number,
  today: string,
): Promise<{ amount_fen: number; used_fen: number; n: number }> {
  const rows = await db.query<{ amount_fen: number; used_fen: number; n: number }>(
    `SELECT COALESCE(sum(amount_fen), 0)::bigint AS amount_fen,
       COALESCE(sum(used_fen), 0)::bigint AS used_fen, count(*)::int AS n
       FROM credit_lines WHERE applicant_comp_id = $1
         AND status = ${CREDIT_LINE.active} AND valid_from <= $2::date AND valid_to >= $2::date`,
    [applicantCompId, today],
  );
  return rows[0] ?? { amount_fen: 0, used_fen: 0, n: 0 };
}

export interface FunderRow {
  comp_code: string;
  comp_name: string;
}

/**
 * Companies that grant credit lines:
 * CREDIT opened with the role of funding party (C104) or investment institution (C103).
 */
export async function funders(db: Db, exceptCompId: number): Promise<FunderRow[]> {
  return db.query<FunderRow>(
    `SELECT c.comp_code, c.comp_name FROM companies c
      WHERE c.id <> $1 AND c.status = 1
        AND EXISTS (SELECT 1 FROM company_products p WHERE p.comp_id = c.id
          AND p.prod_code = 'CREDIT' AND p.permit_status = ${PERMIT.opened})
        AND EXISTS (SELECT 1 FROM company_roles r WHERE r.comp_id = c.id
          AND r.prod_code = 'CREDIT' AND r.comp_role IN ('C103', 'C104'))
      ORDER BY c.id`,
    [exceptCompId],
  );
}

export async function funderByCode(
  db: Db,
  compCode: string,
  exceptCompId: number,
): Promise<{ id: number; comp_name: string } | null> {
  const rows = await db.query<{ id: number; comp_name: string }>(
    `SELECT c.id, c.comp_name FROM companies c
      WHERE c.comp_code = $1 AND c.id <> $2 AND c.status = 1
        AND EXISTS (SELECT 1 FROM company_products p WHERE p.comp_id = c.id
          AND p.prod_code = 'CREDIT' AND p.permit_status = ${PERMIT.opened})
        AND EXISTS (SELECT 1 FROM company_roles r WHERE r.comp_id = c.id
          AND r.prod_code = 'CREDIT' AND r.comp_role IN ('C103', 'C104'))`,
    [compCode, exceptCompId],
  );
  return rows[0] ?? null;
}

// ---- usages: what vouchers take from lines ----

export interface UsableLineRow {
  id: number;
  line_no: string;
  funder_comp_id: number;
  amount_fen: number;
  used_fen: number;
  max_voucher_days: number;
  single_limit_fen: number | null;
  status: CreditLineStatus;
  valid_from: string | null;
  valid_to: string | null;
}

const USABLE_COLUMNS = `id, line_no, funder_comp_id, amount_fen, used_fen, max_voucher_days, single_limit_fen, status,
  to_char(valid_from, 'YYYY-MM-DD') AS valid_from, to_char(valid_to, 'YYYY-MM-DD') AS valid_to`;

/**
 * The issuer's approved lines, locked in id order (so that two issuing transactions never wait
 * on each other crosswise), the one that expires first first; `lineId` narrows to one line.
 */
export async function approvedLinesForUpdate(
  tx: Db,
  applicantCompId: number,
  lineId: number | null,
): Promise<UsableLineRow[]> {
  const locked = await tx.query<UsableLineRow>(
    `SELECT ${USABLE_COLUMNS} FROM credit_lines
      WHERE applicant_comp_id = $1 AND status = ${CREDIT_LINE.active} AND ($2::int IS NULL OR id = $2)
      ORDER BY id FOR UPDATE`,
    [applicantCompId, lineId],
  );
  return locked.sort((x, y) => (x.valid_to ?? '').localeCompare(y.valid_to ?? '') || x.id - y.id);
}

/** The same lines without locks, for a check that changes nothing (the issue form's submit). */
export async function approvedLines(db: Db, applicantCompId: number): Promise<UsableLineRow[]> {
  return db.query<UsableLineRow>(
    `SELECT ${USABLE_COLUMNS} FROM credit_lines WHERE applicant_comp_id = $1
       AND status = ${CREDIT_LINE.active} ORDER BY valid_to, id`,
    [applicantCompId],
  );
}

export async function insertUsage(
  tx: Db,
  u: { lineId: number; voucherId: number; voucherNo: string; amountFen: number; now: number },
): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO credit_usages (line_id, voucher_id, voucher_no, amount_fen, taken_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (voucher_id) DO NOTHING RETURNING id`,
    [u.lineId, u.voucherId, u.voucherNo, u.amountFen, u.now],
  );
  return rows.length > 0;
}

export async function addUsed(tx: Db, lineId: number, deltaFen: number): Promise<void> {
  await tx.query('UPDATE credit_lines SET used_fen = used_fen + $2 WHERE id = $1', [lineId, deltaFen]);
}

/** Marks the voucher's usage released (once); its line and amount, or null when none was in force. */
export async function releaseUsage(
  tx: Db,
  voucherId: number,
  reason: string,
  now: number,
): Promise<{ line_id: number; amount_fen: number } | null> {
  // Lock the line before the usage row, in the order takeCredit locks them.
  const usage = await tx.query<{ line_id: number }>(
    'SELECT line_id FROM credit_usages WHERE voucher_id = $1 AND released_at IS NULL',
    [voucherId],
  );
  const lineId = usage[0]?.line_id;
  if (lineId === undefined) return null;
  await tx.query('SELECT id FROM credit_lines WHERE id = $1 FOR UPDATE', [lineId]);
  const rows = await tx.query<{ line_id: number; amount_fen: number }>(
    `UPDATE credit_usages SET released_at = $2, release_reason = $3
       WHERE voucher_id = $1 AND released_at IS NULL RETURNING line_id, amount_fen`,
    [voucherId, now, reason],
  );
  return rows[0] ?? null;
}

export interface UsageRow {
  voucher_id: number;
  voucher_no: string;
  amount_fen: number;
  taken_at: number;
  released_at: number | null;
  release_reason: string | null;
}

export async function pageUsages(
  db: Db,
  lineId: number,
  limit: number,
  offset: number,
): Promise<{ rows: UsageRow[]; total: number }> {
  return pageWithTotal<UsageRow>(db, {
    columns: 'voucher_id, voucher_no, amount_fen, taken_at, released_at, release_reason',
    from: 'FROM credit_usages WHERE line_id = $1',
    orderBy: 'taken_at DESC, id DESC',
    params: [lineId],
    limit,
    offset,
  });
}

/** Sum of the usages in force of a line (the invariant used_fen must equal). */
export async function usedInForce(db: Db, lineId: number): Promise<number> {
  const rows = await db.query<{ s: number }>(
    'SELECT COALESCE(sum(amount_fen), 0)::bigint AS s FROM credit_usages WHERE line_id = $1 AND released_at IS NULL',
    [lineId],
  );
  return Number(rows[0]?.s ?? 0);
}
