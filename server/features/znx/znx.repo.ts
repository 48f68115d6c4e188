/** The znx_settings, znx_applications, znx_invoices and znx_steps tables (0061_znx.sql). */
import type { Db } from '../../db/db';
import { likePattern } from '../../db/like';
import { PERMIT, ZNX_APP, ZNX_LIVE_STATUSES, type ZnxAppStatus } from '../../core/status';
import type { StepRow } from '../voucher/voucher.repo';
import { vouchersChanged } from '../voucher/voucher-summary-cache';

export interface SettingsRow {
  funder_comp_id: number;
  ratio_bp: number;
  annual_rate_bp: number;
  fee_rate_bp: number;
  fixed_fee_fen: number;
  risk_threshold_fen: number;
  updated_at: number;
}

export async function settingsOf(db: Db, funderCompId: number): Promise<SettingsRow | null> {
  const rows = await db.query<SettingsRow>('SELECT * FROM znx_settings WHERE funder_comp_id = $1', [funderCompId]);
  return rows[0] ?? null;
}

export async function saveSettings(
  tx: Db,
  s: {
    funderCompId: number;
    ratioBp: number;
    annualRateBp: number;
    feeRateBp: number;
    fixedFeeFen: number;
    thresholdFen: number;
    by: number | null;
    now: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO znx_settings (funder_comp_id, ratio_bp, annual_rate_bp,
     fee_rate_bp, fixed_fee_fen, risk_threshold_fen, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (funder_comp_id) DO UPDATE
       SET ratio_bp = $2, annual_rate_bp = $3, fee_rate_bp = $4, fixed_fee_fen = $5, risk_threshold_fen = $6,
       updated_by = $7, updated_at = $8`,
    [s.funderCompId, s.ratioBp, s.annualRateBp, s.feeRateBp, s.fixedFeeFen, s.thresholdFen, s.by, s.now],
  );
}

export interface FunderRow {
  id: number;
  comp_code: string;
  comp_name: string;
}

/** Funders that opened ZNX (company role C104 or C103 in it) and set their terms. */
export async function znxFunders(
  db: Db,
  exceptCompId: number,
  compCode?: string,
): Promise<Array<FunderRow & SettingsRow>> {
  return db.query<FunderRow & SettingsRow>(
    `SELECT c.id, c.comp_code, c.comp_name, s.* FROM companies c JOIN znx_settings s ON s.funder_comp_id = c.id
      WHERE c.id <> $1 AND c.status = 1 AND ($2::text IS NULL OR c.comp_code = $2)
        AND EXISTS (SELECT 1 FROM company_products p WHERE p.comp_id = c.id
          AND p.prod_code = 'ZNX' AND p.permit_status = ${PERMIT.opened})
        AND EXISTS (SELECT 1 FROM company_roles r WHERE r.comp_id = c.id
          AND r.prod_code = 'ZNX' AND r.comp_role IN ('C103', 'C104'))
      ORDER BY c.id`,
    [exceptCompId, compCode ?? null],
  );
}

export interface AppRow {
  id: number;
  app_no: string;
  voucher_id: number;
  voucher_no: string;
  root_no: string;
  due_date: string;
  issuer_name: string;
  applicant_comp_id: number;
  applicant_name: string;
  funder_comp_id: number;
  funder_name: string;
  applied_fen: number;
  ratio_bp: number;
  annual_rate_bp: number;
  fee_rate_bp: number;
  fixed_fee_fen: number;
  needs_risk: boolean;
  financing_fen: number;
  interest_fen: number;
  fee_fen: number;
  net_fen: number;
  days: number;
  quoted_on: string;
  contract_no: string;
  status: ZnxAppStatus;
  maker_id: number;
  maker_name: string;
  submitter_id: number | null;
  loan_first_id: number | null;
  loan_second_id: number | null;
  risk_first_id: number | null;
  risk_second_id: number | null;
  reason: string;
  disbursed_on: string | null;
  disbursed_fen: number | null;
  bank_ref: string | null;
  child_voucher_id: number | null;
  created_at: number;
}

const APP_COLUMNS = `a.id, a.app_no, a.voucher_id, v.voucher_no, v.root_no,
  to_char(v.due_date, 'YYYY-MM-DD') AS due_date, i.comp_name AS issuer_name,
  a.applicant_comp_id, ac.comp_name AS applicant_name, a.funder_comp_id,
    fc.comp_name AS funder_name, a.applied_fen, a.ratio_bp, a.annual_rate_bp,
  a.fee_rate_bp, a.fixed_fee_fen, a.needs_risk, a.financing_fen, a.interest_fen,
    a.fee_fen, a.net_fen, a.days, to_char(a.quoted_on, 'YYYY-MM-DD') AS quoted_on,
  a.contract_no, a.status, a.maker_id, COALESCE(me.name, '') AS maker_name,
    a.submitter_id, a.loan_first_id, a.loan_second_id, a.risk_first_id,
  a.risk_second_id, a.reason, to_char(a.disbursed_on, 'YYYY-MM-DD') AS disbursed_on,
    a.disbursed_fen, a.bank_ref, a.child_voucher_id, a.created_at`;
const APP_FROM = `FROM znx_applications a JOIN credit_vouchers v
  ON v.id = a.voucher_id JOIN companies i ON i.id = v.issuer_comp_id
  JOIN companies ac ON ac.id = a.applicant_comp_id JOIN companies fc
    ON fc.id = a.funder_comp_id LEFT JOIN employees me ON me.id = a.maker_id`;

export interface NewApp {
  voucherId: number;
  applicantCompId: number;
  funderCompId: number;
  appliedFen: number;
  terms: { ratioBp: number; annualRateBp: number; feeRateBp: number; fixedFeeFen: number };
  needsRisk: boolean;
  quote: { financingFen: number; interestFen: number; feeFen: number; netFen: number; days: number };
  quotedOn: string;
  contractNo: string;
  makerId: number;
  idemKey: string;
  now: number;
}

export async function insertApp(tx: Db, a: NewApp): Promise<{ id: number; app_no: string } | null> {
  const rows = await tx.query<{ id: number; app_no: string }>(
    `INSERT INTO znx_applications (app_no, voucher_id, applicant_comp_id,
       funder_comp_id, applied_fen, ratio_bp, annual_rate_bp, fee_rate_bp, fixed_fee_fen,
       needs_risk, financing_fen, interest_fen, fee_fen, net_fen, days,
         quoted_on, contract_no, status, maker_id, idem_key, created_at, updated_at)
     VALUES ('RZ' || lpad(nextval('znx_app_no_seq')::text, 10, '0'), $1,
       $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::date, $16,
       ${ZNX_APP.pendingSubmit}, $17, $18, $19, $19)
     ON CONFLICT (applicant_comp_id, idem_key) DO NOTHING RETURNING id, app_no`,
    [
      a.voucherId,
      a.applicantCompId,
      a.funderCompId,
      a.appliedFen,
      a.terms.ratioBp,
      a.terms.annualRateBp,
      a.terms.feeRateBp,
      a.terms.fixedFeeFen,
      a.needsRisk,
      a.quote.financingFen,
      a.quote.interestFen,
      a.quote.feeFen,
      a.quote.netFen,
      a.quote.days,
      a.quotedOn,
      a.contractNo,
      a.makerId,
      a.idemKey,
      a.now,
    ],
  );
  // The financing list's filtered summaries are cached until a change is announced.
  if (rows.length > 0) await vouchersChanged(tx);
  return rows[0] ?? null;
}

export async function appIdByKey(
  db: Db,
  compId: number,
  idemKey: string,
): Promise<{ id: number; app_no: string } | null> {
  const rows = await db.query<{ id: number; app_no: string }>(
    'SELECT id, app_no FROM znx_applications WHERE applicant_comp_id = $1 AND idem_key = $2',
    [compId, idemKey],
  );
  return rows[0] ?? null;
}

/** An application the company applied for or funds (locked first when asked). */
export async function appOfCompany(db: Db, id: number, compId: number, forUpdate = false): Promise<AppRow | null> {
  if (forUpdate) await db.query('SELECT id FROM znx_applications WHERE id = $1 FOR UPDATE', [id]);
  const rows = await db.query<AppRow>(
    `SELECT ${APP_COLUMNS} ${APP_FROM} WHERE a.id = $1 AND (a.applicant_comp_id = $2 OR a.funder_comp_id = $2)`,
    [id, compId],
  );
  return rows[0] ?? null;
}

export type AppField =
  | 'submitter_id'
  | 'loan_first_id'
  | 'loan_second_id'
  | 'risk_first_id'
  | 'risk_second_id'
  | 'payer_id';

/** Moves an application on from `from`; false when another request moved it first. */
export async function moveApp(
  tx: Db,
  id: number,
  from: ZnxAppStatus,
  to: ZnxAppStatus,
  c: {
    field?: AppField;
    employeeId?: number;
    reason?: string;
    now: number;
    disbursed?: { on: string; fen: number; bankRef: string; childId: number };
  },
): Promise<boolean> {
  const set = [`status = $3`, `updated_at = $4`];
  const params: unknown[] = [id, from, to, c.now];
  if (c.field && c.employeeId !== undefined) {
    params.push(c.employeeId);
    set.push(`${c.field} = $${params.length}`);
  }
  if (c.reason !== undefined) {
    params.push(c.reason);
    set.push(`reason = $${params.length}`);
  }
  if (c.disbursed) {
    params.push(c.disbursed.on, c.disbursed.fen, c.disbursed.bankRef, c.disbursed.childId);
    const n = params.length;
    set.push(
      `disbursed_on = $${n - 3}::date`,
      `disbursed_fen = $${n - 2}`,
      `bank_ref = $${n - 1}`,
      `child_voucher_id = $${n}`,
    );
  }
  const rows = await tx.query<{ id: number }>(
    `UPDATE znx_applications SET ${set.join(', ')} WHERE id = $1 AND status = $2 RETURNING id`,
    params,
  );
  if (rows.length > 0) await vouchersChanged(tx);
  return rows.length > 0;
}

export interface InvoiceInput {
  invoiceNo: string;
  amountFen: number;
  invoiceDate: string;
}

/** The invoices of an application; false when one of them is in another live or disbursed application. */
export async function insertInvoices(
  tx: Db,
  appId: number,
  sellerCompId: number,
  invoices: readonly InvoiceInput[],
): Promise<string | null> {
  for (const [i, inv] of invoices.entries()) {
    const rows = await tx.query<{ seq: number }>(
      `INSERT INTO znx_invoices (application_id, seq, seller_comp_id, invoice_no,
       amount_fen, invoice_date) VALUES ($1, $2, $3, $4, $5, $6::date)
       ON CONFLICT (seller_comp_id, invoice_no) WHERE active DO NOTHING RETURNING seq`,
      [appId, i + 1, sellerCompId, inv.invoiceNo, inv.amountFen, inv.invoiceDate],
    );
    if (rows.length === 0) return inv.invoiceNo;
  }
  return null;
}

/** Frees an ended application's invoices for another application. */
export async function releaseInvoices(tx: Db, appId: number): Promise<void> {
  await tx.query('UPDATE znx_invoices SET active = false WHERE application_id = $1', [appId]);
}

export async function invoicesOf(
  db: Db,
  appId: number,
): Promise<Array<{ invoice_no: string; amount_fen: number; invoice_date: string; active: boolean }>> {
  return db.query(
    `SELECT invoice_no, amount_fen, to_char(invoice_date, 'YYYY-MM-DD') AS invoice_date,
       active FROM znx_invoices WHERE application_id = $1 ORDER BY seq`,
    [appId],
  );
}

/** The application that holds an invoice now (for the message), or null. */
export async function invoiceHolder(db: Db, sellerCompId: number, invoiceNo: string): Promise<string | null> {
  const rows = await db.query<{ app_no: string }>(
    `SELECT a.app_no FROM znx_invoices i JOIN znx_applications a ON a.id = i.application_id
       WHERE i.seller_comp_id = $1 AND i.invoice_no = $2 AND i.active`,
    [sellerCompId, invoiceNo],
  );
  return rows[0]?.app_no ?? null;
}

export async function insertStep(
  tx: Db,
  s: {
    appId: number;
    step: string;
    compId: number;
    employeeId: number | null;
    result: string;
    reason?: string;
    now: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO znx_steps (application_id, step, comp_id, employee_id, actor_name, result, reason, created_at)
     VALUES ($1, $2, $3, $4, COALESCE((SELECT name FROM employees WHERE id = $4), '系统'), $5, $6, $7)`,
    [s.appId, s.step, s.compId, s.employeeId, s.result, s.reason ?? '', s.now],
  );
}

export async function stepsOf(db: Db, appId: number) {
  return db.query<StepRow>(
    `SELECT s.step, s.actor_name, c.comp_name, s.result, s.reason, s.created_at
      FROM znx_steps s JOIN companies c ON c.id = s.comp_id
      WHERE s.application_id = $1 ORDER BY s.id`,
    [appId],
  );
}

export interface AppFilter {
  side: 'applicant' | 'funder';
  compId: number;
  statuses?: readonly number[];
  appNo?: string;
  counterparty?: string;
  /** Applied amount range, fen (inclusive). */
  amountMinFen?: number;
  amountMaxFen?: number;
  /** Application time range, epoch ms: from inclusive, to exclusive. */
  fromMs?: number;
  toMs?: number;
}

/** The WHERE clause of a filter: the list, its summary and the export read the same rows. */
function appWhere(f: AppFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [f.compId];
  const add = (v: unknown): string => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = [f.side === 'applicant' ? 'a.applicant_comp_id = $1' : 'a.funder_comp_id = $1'];
  if (f.statuses && f.statuses.length > 0) where.push(`a.status = ANY(${add([...f.statuses])}::int[])`);
  if (f.appNo) where.push(`a.app_no ILIKE ${add(likePattern(f.appNo))}`);
  // The counterparty by its companies' ids: the rows are then read in index order without
  // joining every one of them to its company first.
  if (f.counterparty) {
    const other = f.side === 'applicant' ? 'a.funder_comp_id' : 'a.applicant_comp_id';
    where.push(
      `${other} IN (SELECT c.id FROM companies c WHERE c.comp_name ILIKE ${add(likePattern(f.counterparty))})`,
    );
  }
  if (f.amountMinFen !== undefined) where.push(`a.applied_fen >= ${add(f.amountMinFen)}`);
  if (f.amountMaxFen !== undefined) where.push(`a.applied_fen <= ${add(f.amountMaxFen)}`);
  if (f.fromMs !== undefined) where.push(`a.created_at >= ${add(f.fromMs)}`);
  if (f.toMs !== undefined) where.push(`a.created_at < ${add(f.toMs)}`);
  return { where: where.join(' AND '), params };
}

/**
 * One page of a filter, newest first. The page's ids are found in the application table alone
 * (by index, stopping at the limit), and only those ten rows are joined to their voucher and
 * companies. The count comes from the summary, run beside it.
 *
 * With `withTotals`, the same statement also reads the company's kept totals per status on the
 * filter's side (0068_znx_totals.sql), so a list call makes one round trip to the database
 * instead of two: the totals are one row of their own, and the page's rows join it (the totals
 * arrive on an empty page too, as one row without an application).
 */
export async function pageApps(
  db: Db,
  f: AppFilter & { limit: number; offset: number },
  withTotals: boolean,
): Promise<{ rows: AppRow[]; totals: Map<number, AppTotals> | null }> {
  const { where, params } = appWhere(f);
  const n = params.length;
  const page = `SELECT ${APP_COLUMNS} ${APP_FROM}
      WHERE a.id IN (SELECT a.id FROM znx_applications a WHERE ${where}
        ORDER BY a.created_at DESC, a.id DESC LIMIT $${n + 1} OFFSET $${n + 2})`;
  if (!withTotals) {
    const rows = await db.query<AppRow>(`${page} ORDER BY a.created_at DESC, a.id DESC`, [
      ...params,
      f.limit,
      f.offset,
    ]);
    return { rows, totals: null };
  }
  // $1 is the filter's company (appWhere), whose totals these are.
  const rows = await db.query<AppRow & { totals: Array<[number, number, string, string]> }>(
    `SELECT p.*, t.totals
       FROM (SELECT COALESCE(json_agg(json_build_array(status, n, applied_fen::text, financing_fen::text)), '[]')
               AS totals FROM znx_app_totals WHERE comp_id = $1 AND side = $${n + 3} AND n <> 0) t
       LEFT JOIN LATERAL (${page}) p ON true
      ORDER BY p.created_at DESC, p.id DESC`,
    [...params, f.limit, f.offset, f.side === 'applicant' ? 'A' : 'F'],
  );
  const totals = new Map<number, AppTotals>(
    (rows[0]?.totals ?? []).map(([status, count, applied, financing]) => [
      status,
      { count, appliedFen: Number(applied), financingFen: Number(financing) },
    ]),
  );
  return { rows: rows.filter((r) => r.id !== null).map(({ totals: _, ...r }) => r), totals };
}

export interface AppTotals {
  count: number;
  appliedFen: number;
  financingFen: number;
}

/** How many applications a filter finds and their applied and financed totals, fen (by reading them). */
export async function summarizeApps(db: Db, f: AppFilter): Promise<AppTotals> {
  const { where, params } = appWhere(f);
  const rows = await db.query<{ n: number; applied: string | number; financing: string | number }>(
    `SELECT count(*)::int AS n, COALESCE(sum(a.applied_fen), 0)::text AS applied,
       COALESCE(sum(a.financing_fen), 0)::text AS financing
       FROM znx_applications a WHERE ${where}`,
    params,
  );
  const r = rows[0];
  return { count: r?.n ?? 0, appliedFen: Number(r?.applied ?? 0), financingFen: Number(r?.financing ?? 0) };
}

/** Live applications on vouchers due by `today` (they lapse: the due date has come before the payment). */
export async function liveAppsDue(db: Db, today: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT a.id FROM znx_applications a JOIN credit_vouchers v ON v.id = a.voucher_id
      WHERE a.status IN (${ZNX_LIVE_STATUSES.join(', ')}) AND v.due_date <= $1::date ORDER BY a.id`,
    [today],
  );
  return rows.map((r) => r.id);
}

/** The calculation at the disbursement date (the interest runs from the day the money is paid). */
export async function setQuote(
  tx: Db,
  id: number,
  q: { interestFen: number; feeFen: number; netFen: number; days: number },
): Promise<void> {
  await tx.query('UPDATE znx_applications SET interest_fen = $2, fee_fen = $3, net_fen = $4, days = $5 WHERE id = $1', [
    id,
    q.interestFen,
    q.feeFen,
    q.netFen,
    q.days,
  ]);
  await vouchersChanged(tx);
}

/** Every application a filter finds, for the export (at most `limit` rows, newest first). */
export async function exportApps(db: Db, f: AppFilter, limit: number): Promise<AppRow[]> {
  const { where, params } = appWhere(f);
  return db.query<AppRow>(
    `SELECT ${APP_COLUMNS} ${APP_FROM} WHERE ${where}
       ORDER BY a.created_at DESC, a.id DESC LIMIT $${params.length + 1}`,
    [...params, limit],
  );
}

/** A voucher's due date and holder (the quote's days). */
export async function voucherDueAndHolder(
  db: Db,
  id: number,
): Promise<{ due_date: string; holder_comp_id: number } | null> {
  const rows = await db.query<{ due_date: string; holder_comp_id: number }>(
    "SELECT to_char(due_date, 'YYYY-MM-DD') AS due_date, holder_comp_id FROM credit_vouchers WHERE id = $1",
    [id],
  );
  return rows[0] ?? null;
}

export interface FinanceableRow {
  id: number;
  voucher_no: string;
  issuer_name: string;
  amount_fen: number;
  available_fen: number;
  due_date: string;
}

/**
 * The company's vouchers it may finance now: held (or partly in transfer),
 * its own (not 融), balance left, due after `today`.
 */
export async function financeableVouchers(
  db: Db,
  compId: number,
  statuses: readonly number[],
  today: string,
  limit: number,
): Promise<FinanceableRow[]> {
  return db.query<FinanceableRow>(
    `SELECT v.id, v.voucher_no, c.comp_name AS issuer_name, v.amount_fen,
       v.available_fen, to_char(v.due_date, 'YYYY-MM-DD') AS due_date
       FROM credit_vouchers v JOIN companies c ON c.id = v.issuer_comp_id
      WHERE v.holder_comp_id = $1 AND v.status = ANY($2::int[])
        AND NOT v.financed AND v.available_fen > 0 AND v.due_date > $3::date
      ORDER BY v.due_date, v.id LIMIT $4`,
    [compId, [...statuses], today, limit],
  );
}

/** Locks an application; its applicant, or undefined when it is gone. */
export async function lockAppApplicant(tx: Db, id: number): Promise<number | undefined> {
  const rows = await tx.query<{ applicant_comp_id: number }>(
    'SELECT applicant_comp_id FROM znx_applications WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0]?.applicant_comp_id;
}
