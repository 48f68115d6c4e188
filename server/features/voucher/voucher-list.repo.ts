/**
 * The voucher list and the transfer list: one WHERE clause per filter set, a page ordered on
 * an index (newest first) and, separately, the count and sum of the whole filtered list. A
 * window count over a large company's vouchers would read every matching row for each page;
 * the aggregate reads the covering index once and the page stops after LIMIT rows.
 */
import type { Db } from '../../db/db';
import { likePattern } from '../../db/like';
import { VOUCHER, VOUCHER_APP, VOUCHER_HELD_STATUSES, type VoucherAppKind } from '../../core/status';
import { VOUCHER_COLUMNS, type VoucherRow } from './voucher.repo';

export interface VoucherListQuery {
  compId: number;
  employeeId: number;
  tab?: 'issued' | 'held' | 'todo';
  /** Application kinds the caller may check, and may edit when returned (todo tab). */
  reviewKinds: readonly VoucherAppKind[];
  makeKinds: readonly VoucherAppKind[];
  /** The caller may sign for (todo: vouchers waiting for the company's sign-for). */
  maySign: boolean;
  /** The caller may void (todo: refused vouchers of the company). */
  mayVoid: boolean;
  voucherNo?: string;
  counterparty?: string;
  status?: number;
  amountMinFen?: number;
  amountMaxFen?: number;
  issueDateFrom?: string;
  issueDateTo?: string;
  dueDateFrom?: string;
  dueDateTo?: string;
}

/** The WHERE of the filters, and the list's ways in: one condition, or branches to unite. */
interface ListWhere {
  /** The tab's condition AND the filters. */
  sql: string;
  /** For a tab that is a union of paths (all parties, 待我处理): each path's condition (without the filters). */
  branches: string[] | null;
  /** The filters alone (for the branches). */
  filters: string;
  params: unknown[];
}

function where(q: VoucherListQuery): ListWhere {
  const params: unknown[] = [q.compId];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  let tab: string;
  let branches: string[] | null = null;
  if (q.tab === 'issued') tab = 'v.issuer_comp_id = $1 AND v.parent_id IS NULL';
  else if (q.tab === 'held') tab = `v.holder_comp_id = $1 AND v.status IN (${VOUCHER_HELD_STATUSES.join(', ')})`;
  else if (q.tab === 'todo') {
    branches = [];
    if (q.reviewKinds.length > 0 || q.makeKinds.length > 0) {
      const emp = add(q.employeeId);
      const review = add([...q.reviewKinds]);
      const make = add([...q.makeKinds]);
      branches.push(`v.id IN (SELECT a.voucher_id FROM voucher_applications a WHERE a.comp_id = $1 AND (
          (a.status = ${VOUCHER_APP.pendingReview}
            AND a.kind = ANY(${review}::text[]) AND a.maker_employee_id <> ${emp})
          OR (a.status = ${VOUCHER_APP.returned} AND a.kind = ANY(${make}::text[]))))`);
    }
    if (q.maySign) branches.push(`v.holder_comp_id = $1 AND v.status = ${VOUCHER.pendingSign}`);
    if (q.mayVoid) {
      branches.push(`v.issuer_comp_id = $1 AND v.parent_id IS NULL AND v.status = ${VOUCHER.refused}
        AND NOT EXISTS (SELECT 1 FROM voucher_applications a WHERE a.voucher_id = v.id
          AND a.kind = 'void' AND a.status IN (${VOUCHER_APP.pendingReview}, ${VOUCHER_APP.returned}))`);
    }
    tab = branches.length > 0 ? `((${branches.join(') OR (')}))` : 'false';
  } else {
    // Drafts (not yet approved, no issue date) are the issuer's alone.
    branches = [
      'v.issuer_comp_id = $1',
      'v.holder_comp_id = $1 AND v.issue_date IS NOT NULL',
      'v.from_comp_id = $1 AND v.issue_date IS NOT NULL',
    ];
    tab = '(v.issuer_comp_id = $1 OR ((v.holder_comp_id = $1 OR v.from_comp_id = $1) AND v.issue_date IS NOT NULL))';
  }
  const w: string[] = ['true'];
  if (q.voucherNo) {
    if (q.voucherNo.length === 12) {
      const p = add(q.voucherNo);
      w.push(`(v.voucher_no = ${p} OR v.root_no = ${p})`);
    } else w.push(`v.voucher_no LIKE ${add(likePattern(q.voucherNo))}`);
  }
  if (q.counterparty) {
    const p = add(likePattern(q.counterparty));
    const ids = `(SELECT c.id FROM companies c WHERE c.comp_name ILIKE ${p} AND c.id <> $1)`;
    w.push(`(v.issuer_comp_id IN ${ids} OR v.holder_comp_id IN ${ids} OR v.from_comp_id IN ${ids})`);
  }
  if (q.status !== undefined) w.push(`v.status = ${add(q.status)}`);
  if (q.amountMinFen !== undefined) w.push(`v.amount_fen >= ${add(q.amountMinFen)}`);
  if (q.amountMaxFen !== undefined) w.push(`v.amount_fen <= ${add(q.amountMaxFen)}`);
  if (q.issueDateFrom) w.push(`v.issue_date >= ${add(q.issueDateFrom)}::date`);
  if (q.issueDateTo) w.push(`v.issue_date <= ${add(q.issueDateTo)}::date`);
  if (q.dueDateFrom) w.push(`v.due_date >= ${add(q.dueDateFrom)}::date`);
  if (q.dueDateTo) w.push(`v.due_date <= ${add(q.dueDateTo)}::date`);
  const filters = w.join(' AND ');
  return { sql: `${tab} AND ${filters}`, branches, filters, params };
}

export interface VoucherListRow extends VoucherRow {
  issuer_name: string;
  from_name: string;
  holder_name: string;
}

/**
 * One page, newest first. The tab without a party filter ("all") is a union of the three
 * visibility paths, each read in index order and cut at offset + limit, so that a page never
 * sorts a company's whole list.
 */
/**
 * One page, newest first. A tab that is a union of paths (all parties; 待我处理) reads each path
 * in index order, cut at offset + limit, and merges them, so that a page never sorts a
 * company's whole list.
 */
export async function pageVouchers(
  db: Db,
  q: VoucherListQuery,
  limit: number,
  offset: number,
): Promise<VoucherListRow[]> {
  const names = (
    page: string,
  ) => `SELECT p.*, ci.comp_name AS issuer_name, cf.comp_name AS from_name, ch.comp_name AS holder_name FROM (${page}) p
     JOIN companies ci ON ci.id = p.issuer_comp_id JOIN companies cf
       ON cf.id = p.from_comp_id JOIN companies ch ON ch.id = p.holder_comp_id
     ORDER BY p.created_at DESC, p.id DESC`;
  const order = 'ORDER BY v.created_at DESC, v.id DESC';
  const { sql, branches, filters, params } = where(q);
  const n = params.length;
  if (branches === null || branches.length === 0) {
    return db.query<VoucherListRow>(
      names(`SELECT ${VOUCHER_COLUMNS} FROM credit_vouchers v WHERE ${sql} ${order} LIMIT $${n + 1} OFFSET $${n + 2}`),
      [...params, limit, offset],
    );
  }
  const branch = (b: string) =>
    `(SELECT v.id, v.created_at FROM credit_vouchers v WHERE ${b} AND ${filters} ${order} LIMIT $${n + 1})`;
  const ids = `SELECT u.id FROM (${branches.map(branch).join(' UNION ')}) u
     ORDER BY u.created_at DESC, u.id DESC LIMIT $${n + 2} OFFSET $${n + 3}`;
  return db.query<VoucherListRow>(names(`SELECT ${VOUCHER_COLUMNS} FROM credit_vouchers v WHERE v.id IN (${ids})`), [
    ...params,
    offset + limit,
    limit,
    offset,
  ]);
}

/** Count and total of the whole filtered list (the todo tab: the union of its paths). */
export async function summarizeVouchers(db: Db, q: VoucherListQuery): Promise<{ count: number; totalFen: number }> {
  const { sql, branches, filters, params } = where(q);
  const from =
    q.tab === 'todo' && branches !== null && branches.length > 0
      ? `FROM (${branches
          .map((b) => `SELECT v.id, v.amount_fen FROM credit_vouchers v WHERE ${b} AND ${filters}`)
          .join(' UNION ')}) v`
      : `FROM credit_vouchers v WHERE ${sql}`;
  const rows = await db.query<{ n: number; s: number }>(
    `SELECT count(*)::int AS n, COALESCE(sum(v.amount_fen), 0)::bigint AS s ${from}`,
    params,
  );
  return { count: rows[0]?.n ?? 0, totalFen: rows[0]?.s ?? 0 };
}

export interface OpenAppRow {
  id: number;
  voucher_id: number;
  kind: VoucherAppKind;
  status: number;
  comp_id: number;
  maker_employee_id: number;
}

/** The open applications (pending review or returned) of some vouchers. */
export async function openApplicationsOf(db: Db, voucherIds: readonly number[]): Promise<OpenAppRow[]> {
  if (voucherIds.length === 0) return [];
  return db.query<OpenAppRow>(
    `SELECT a.id, a.voucher_id, a.kind, a.status, a.comp_id, a.maker_employee_id FROM voucher_applications a
     WHERE a.voucher_id = ANY($1::bigint[])
       AND a.status IN (${VOUCHER_APP.pendingReview}, ${VOUCHER_APP.returned}) ORDER BY a.id`,
    [[...voucherIds]],
  );
}

// ---- transfer applications ----------------------------------------------------------------

export interface TransferListQuery {
  compId: number;
  employeeId: number;
  tab?: 'mine' | 'toSign' | 'todo';
  /** The caller may check transfers (todo tab), and edit returned ones. */
  mayReview: boolean;
  mayMake: boolean;
  voucherNo?: string;
  counterparty?: string;
  status?: number;
  amountMinFen?: number;
  amountMaxFen?: number;
  dateFrom?: string;
  dateTo?: string;
  /** Made before this time (exclusive end of the date range, epoch ms). */
  fromMs?: number;
  toMs?: number;
}

function transferWhere(q: TransferListQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [q.compId];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const w: string[] = ["a.kind = 'transfer'"];
  const receivedBy = `EXISTS (SELECT 1 FROM voucher_transfer_parts p
     WHERE p.application_id = a.id AND p.receiver_comp_id = $1)`;
  if (q.tab === 'mine') w.push('a.comp_id = $1');
  else if (q.tab === 'toSign') {
    w.push(`EXISTS (SELECT 1 FROM voucher_transfer_parts p JOIN credit_vouchers c ON c.id = p.child_voucher_id
      WHERE p.application_id = a.id AND p.receiver_comp_id = $1
        AND c.status IN (${VOUCHER.pendingSign}, ${VOUCHER.signPendingReview}))`);
  } else if (q.tab === 'todo') {
    const todo: string[] = [];
    if (q.mayReview)
      todo.push(`(a.status = ${VOUCHER_APP.pendingReview} AND a.maker_employee_id <> ${add(q.employeeId)})`);
    if (q.mayMake) todo.push(`a.status = ${VOUCHER_APP.returned}`);
    w.push('a.comp_id = $1');
    w.push(todo.length > 0 ? `(${todo.join(' OR ')})` : 'false');
  } else w.push(`(a.comp_id = $1 OR ${receivedBy})`);
  if (q.voucherNo) {
    const p = q.voucherNo.length === 12 ? add(q.voucherNo) : add(likePattern(q.voucherNo));
    const op = q.voucherNo.length === 12 ? '=' : 'LIKE';
    w.push(
      `a.voucher_id IN (SELECT v.id FROM credit_vouchers v WHERE v.voucher_no ${op} ${p} OR v.root_no ${op} ${p})`,
    );
  }
  if (q.counterparty) {
    const p = add(likePattern(q.counterparty));
    w.push(`(a.comp_id IN (SELECT c.id FROM companies c WHERE c.comp_name ILIKE ${p} AND c.id <> $1)
      OR EXISTS (SELECT 1 FROM voucher_transfer_parts p JOIN companies c ON c.id = p.receiver_comp_id
        WHERE p.application_id = a.id AND c.id <> $1 AND c.comp_name ILIKE ${p}))`);
  }
  if (q.status !== undefined) w.push(`a.status = ${add(q.status)}`);
  if (q.amountMinFen !== undefined) w.push(`a.amount_fen >= ${add(q.amountMinFen)}`);
  if (q.amountMaxFen !== undefined) w.push(`a.amount_fen <= ${add(q.amountMaxFen)}`);
  if (q.fromMs !== undefined) w.push(`a.created_at >= ${add(q.fromMs)}`);
  if (q.toMs !== undefined) w.push(`a.created_at < ${add(q.toMs)}`);
  return { sql: w.join(' AND '), params };
}

export async function pageTransferIds(db: Db, q: TransferListQuery, limit: number, offset: number): Promise<number[]> {
  const { sql, params } = transferWhere(q);
  const n = params.length;
  const rows = await db.query<{ id: number }>(
    `SELECT a.id FROM voucher_applications a WHERE ${sql}
       ORDER BY a.created_at DESC, a.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, limit, offset],
  );
  return rows.map((r) => r.id);
}

export async function summarizeTransfers(db: Db, q: TransferListQuery): Promise<{ count: number; totalFen: number }> {
  const { sql, params } = transferWhere(q);
  const rows = await db.query<{ n: number; s: number }>(
    `SELECT count(*)::int AS n, COALESCE(sum(a.amount_fen), 0)::bigint AS s FROM voucher_applications a WHERE ${sql}`,
    params,
  );
  return { count: rows[0]?.n ?? 0, totalFen: rows[0]?.s ?? 0 };
}
