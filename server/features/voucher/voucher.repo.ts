/**
 * Vouchers, their applications, transfer parts and operation records (SQL only; the rules are in
 * the *.service.ts files beside it). Dates are read as text (YYYY-MM-DD) so that neither driver
 * turns them into a JavaScript Date in some time zone.
 */
import type { Db } from '../../db/db';
import { vouchersChanged } from './voucher-summary-cache';
import { PERMIT, VOUCHER, VOUCHER_APP, type VoucherAppKind } from '../../core/status';

export interface AttachmentRef {
  fileToken: string;
  fileName: string;
}

export interface VoucherRow {
  id: number;
  voucher_no: string;
  root_id: number;
  root_no: string;
  parent_id: number | null;
  depth: number;
  issuer_comp_id: number;
  from_comp_id: number;
  holder_comp_id: number;
  amount_fen: number;
  available_fen: number;
  reserved_fen: number;
  issue_date: string | null;
  due_date: string;
  status: number;
  contract_no: string;
  invoice_nos: string[];
  attachments: AttachmentRef[];
  remark: string;
  financed: boolean;
  created_by: number;
  created_at: number;
  updated_at: number;
}

export const VOUCHER_COLUMNS = `v.id, v.voucher_no, v.root_id, v.root_no, v.parent_id,
  v.depth, v.issuer_comp_id, v.from_comp_id, v.holder_comp_id,
  v.amount_fen, v.available_fen, v.reserved_fen, v.issue_date::text AS issue_date,
    v.due_date::text AS due_date, v.status, v.contract_no,
  v.invoice_nos, v.attachments, v.remark, v.financed, v.created_by, v.created_at, v.updated_at`;

export async function voucherById(db: Db, id: number): Promise<VoucherRow | null> {
  const rows = await db.query<VoucherRow>(`SELECT ${VOUCHER_COLUMNS} FROM credit_vouchers v WHERE v.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The voucher, locked for the rest of the transaction: balances move only under this lock. */
export async function lockVoucher(tx: Db, id: number): Promise<VoucherRow | null> {
  const rows = await tx.query<VoucherRow>(
    `SELECT ${VOUCHER_COLUMNS} FROM credit_vouchers v WHERE v.id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

export async function voucherByNo(db: Db, no: string): Promise<VoucherRow | null> {
  const rows = await db.query<VoucherRow>(`SELECT ${VOUCHER_COLUMNS} FROM credit_vouchers v WHERE v.voucher_no = $1`, [
    no,
  ]);
  return rows[0] ?? null;
}

export interface NewVoucher {
  rootId: number | null;
  rootNo: string | null;
  parentId: number | null;
  depth: number;
  issuerCompId: number;
  fromCompId: number;
  holderCompId: number;
  amountFen: number;
  issueDate: string | null;
  dueDate: string;
  status: number;
  contractNo: string;
  invoiceNos: readonly string[];
  attachments: readonly AttachmentRef[];
  remark: string;
  financed?: boolean;
  createdBy: number;
  now: number;
}

/** The place in the tree of a root voucher: no parent, its own root, issued and first sent by its issuer. */
export function rootVoucher(
  issuerCompId: number,
): Pick<NewVoucher, 'rootId' | 'rootNo' | 'parentId' | 'depth' | 'issuerCompId' | 'fromCompId'> {
  return { rootId: null, rootNo: null, parentId: null, depth: 0, issuerCompId, fromCompId: issuerCompId };
}

/** Inserts a voucher with the next number; a root (rootId null) is its own root. */
export async function insertVoucher(tx: Db, v: NewVoucher): Promise<{ id: number; voucherNo: string }> {
  const rows = await tx.query<{ id: number; voucher_no: string }>(
    `WITH n AS (SELECT lpad(nextval('credit_voucher_no_seq')::text, 12, '0') AS no)
     INSERT INTO credit_vouchers (voucher_no, root_id, root_no, parent_id,
       depth, issuer_comp_id, from_comp_id, holder_comp_id, amount_fen,
       available_fen, reserved_fen, issue_date, due_date, status, contract_no,
         invoice_nos, attachments, remark, financed, created_by, created_at, updated_at)
     SELECT n.no, $1, COALESCE($2, n.no), $3, $4, $5, $6, $7, $8, $8, 0, $9::date,
       $10::date, $11, $12, $13::text[], $14::jsonb, $15, $16, $17, $18, $18 FROM n
     RETURNING id, voucher_no`,
    [
      v.rootId,
      v.rootNo,
      v.parentId,
      v.depth,
      v.issuerCompId,
      v.fromCompId,
      v.holderCompId,
      v.amountFen,
      v.issueDate,
      v.dueDate,
      v.status,
      ...tradeDocumentParams(v),
      v.financed ?? false,
      v.createdBy,
      v.now,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('voucher insert failed');
  if (v.rootId === null) await tx.query('UPDATE credit_vouchers SET root_id = id WHERE id = $1', [row.id]);
  await vouchersChanged(tx);
  return { id: row.id, voucherNo: row.voucher_no };
}

/**
 * A part split off `parent` (转让, 保理融资): the same root, issuer and due date, one level
 * down, from the parent's holder.
 */
export async function insertChild(
  tx: Db,
  parent: VoucherRow,
  c: Omit<NewVoucher, 'rootId' | 'rootNo' | 'parentId' | 'depth' | 'issuerCompId' | 'fromCompId' | 'dueDate'>,
): Promise<{ id: number; voucherNo: string }> {
  return insertVoucher(tx, {
    rootId: parent.root_id,
    rootNo: parent.root_no,
    parentId: parent.id,
    depth: parent.depth + 1,
    issuerCompId: parent.issuer_comp_id,
    fromCompId: parent.holder_comp_id,
    dueDate: parent.due_date,
    ...c,
  });
}

/**
 * The trade documents behind a voucher as the four query parameters of contract_no, invoice_nos
 * and attachments and remark, in that order: the invoice numbers as a text[] and the attachments
 * as jsonb text, encoded the same way wherever a voucher is written.
 */
function tradeDocumentParams(
  d: Pick<NewVoucher, 'contractNo' | 'invoiceNos' | 'attachments' | 'remark'>,
): [string, string[], string, string] {
  return [d.contractNo, [...d.invoiceNos], JSON.stringify(d.attachments), d.remark];
}

export async function updateIssueFields(
  tx: Db,
  id: number,
  f: {
    holderCompId: number;
    amountFen: number;
    dueDate: string;
    contractNo: string;
    invoiceNos: readonly string[];
    attachments: readonly AttachmentRef[];
    remark: string;
    status: number;
    now: number;
  },
): Promise<void> {
  await tx.query(
    `UPDATE credit_vouchers SET holder_comp_id = $2, amount_fen = $3,
       available_fen = $3, reserved_fen = 0, due_date = $4::date, contract_no = $5,
       invoice_nos = $6::text[], attachments = $7::jsonb, remark = $8, status = $9, updated_at = $10 WHERE id = $1`,
    [id, f.holderCompId, f.amountFen, f.dueDate, ...tradeDocumentParams(f), f.status, f.now],
  );
  await vouchersChanged(tx);
}

export async function setVoucherStatus(
  tx: Db,
  id: number,
  status: number,
  now: number,
  issueDate?: string,
): Promise<void> {
  if (issueDate !== undefined) {
    await tx.query('UPDATE credit_vouchers SET status = $2, issue_date = $4::date, updated_at = $3 WHERE id = $1', [
      id,
      status,
      now,
      issueDate,
    ]);
  } else {
    await tx.query('UPDATE credit_vouchers SET status = $2, updated_at = $3 WHERE id = $1', [id, status, now]);
  }
  await vouchersChanged(tx);
}

/** Sets both balances and the status they imply (in one statement, under the row lock). */
export async function setBalances(
  tx: Db,
  id: number,
  availableFen: number,
  reservedFen: number,
  status: number,
  now: number,
): Promise<void> {
  await tx.query(
    'UPDATE credit_vouchers SET available_fen = $2, reserved_fen = $3, status = $4, updated_at = $5 WHERE id = $1',
    [id, availableFen, reservedFen, status, now],
  );
  await vouchersChanged(tx);
}

// ---- applications -------------------------------------------------------------------------

export interface ApplicationRow {
  id: number;
  app_no: string;
  kind: VoucherAppKind;
  voucher_id: number;
  comp_id: number;
  status: number;
  decision: 'accept' | 'refuse' | null;
  amount_fen: number;
  reason: string;
  maker_employee_id: number;
  made_at: number;
  checker_employee_id: number | null;
  checked_at: number | null;
  return_reason: string;
  created_at: number;
  updated_at: number;
}

const APP_COLUMNS = `a.id, a.app_no, a.kind, a.voucher_id, a.comp_id, a.status,
  a.decision, a.amount_fen, a.reason, a.maker_employee_id,
  a.made_at, a.checker_employee_id, a.checked_at, a.return_reason, a.created_at, a.updated_at`;

export async function insertApplication(
  tx: Db,
  a: {
    kind: VoucherAppKind;
    voucherId: number;
    compId: number;
    status: number;
    decision?: 'accept' | 'refuse' | null;
    amountFen?: number;
    reason?: string;
    makerId: number;
    now: number;
  },
): Promise<{ id: number; appNo: string }> {
  const prefix = { issue: 'KL', signFor: 'QS', transfer: 'ZR', void: 'ZF' }[a.kind];
  const rows = await tx.query<{ id: number; app_no: string }>(
    `INSERT INTO voucher_applications (app_no, kind, voucher_id, comp_id, status,
     decision, amount_fen, reason, maker_employee_id, made_at, created_at, updated_at)
     VALUES ($1 || lpad(nextval('voucher_app_no_seq')::text, 12, '0'), $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $10)
       RETURNING id, app_no`,
    [
      prefix,
      a.kind,
      a.voucherId,
      a.compId,
      a.status,
      a.decision ?? null,
      a.amountFen ?? 0,
      a.reason ?? '',
      a.makerId,
      a.now,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('application insert failed');
  await vouchersChanged(tx);
  return { id: row.id, appNo: row.app_no };
}

export async function lockApplication(tx: Db, id: number): Promise<ApplicationRow | null> {
  const rows = await tx.query<ApplicationRow>(
    `SELECT ${APP_COLUMNS} FROM voucher_applications a WHERE a.id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

/** The open (pending review or returned) application of a kind on a voucher, if any. */
export async function openApplication(
  db: Db,
  voucherId: number,
  kinds: readonly VoucherAppKind[],
): Promise<ApplicationRow | null> {
  const rows = await db.query<ApplicationRow>(
    `SELECT ${APP_COLUMNS} FROM voucher_applications a WHERE a.voucher_id = $1 AND a.kind = ANY($2::text[])
       AND a.status IN (${VOUCHER_APP.pendingReview}, ${VOUCHER_APP.returned}) ORDER BY a.id DESC LIMIT 1`,
    [voucherId, [...kinds]],
  );
  return rows[0] ?? null;
}

export async function decideApplication(
  tx: Db,
  id: number,
  f: { status: number; checkerId?: number | null; returnReason?: string; now: number },
): Promise<void> {
  await tx.query(
    `UPDATE voucher_applications
       SET status = $2, checker_employee_id = COALESCE($3, checker_employee_id), checked_at = CASE
       WHEN $3::int IS NULL THEN checked_at ELSE $4 END,
       return_reason = COALESCE($5, return_reason), updated_at = $4 WHERE id = $1`,
    [id, f.status, f.checkerId ?? null, f.now, f.returnReason ?? null],
  );
  await vouchersChanged(tx);
}

/** A returned application prepared again (new maker, new time, same number). */
export async function resubmitApplication(
  tx: Db,
  id: number,
  f: { makerId: number; amountFen?: number; reason?: string; now: number },
): Promise<void> {
  await tx.query(
    `UPDATE voucher_applications SET status = ${VOUCHER_APP.pendingReview},
       maker_employee_id = $2, made_at = $3, amount_fen = COALESCE($4, amount_fen),
       reason = COALESCE($5, reason), checker_employee_id = NULL, checked_at = NULL, updated_at = $3 WHERE id = $1`,
    [id, f.makerId, f.now, f.amountFen ?? null, f.reason ?? null],
  );
  await vouchersChanged(tx);
}

export interface PartRow {
  application_id: number;
  seq: number;
  receiver_comp_id: number;
  amount_fen: number;
  child_voucher_id: number | null;
}

export async function replaceParts(
  tx: Db,
  applicationId: number,
  parts: ReadonlyArray<{ receiverCompId: number; amountFen: number }>,
): Promise<void> {
  await tx.query('DELETE FROM voucher_transfer_parts WHERE application_id = $1', [applicationId]);
  for (const [i, p] of parts.entries()) {
    await tx.query(
      'INSERT INTO voucher_transfer_parts (application_id, seq, receiver_comp_id, amount_fen) VALUES ($1, $2, $3, $4)',
      [applicationId, i + 1, p.receiverCompId, p.amountFen],
    );
  }
}

export async function partsOf(db: Db, applicationId: number): Promise<PartRow[]> {
  return db.query<PartRow>(
    `SELECT application_id, seq, receiver_comp_id, amount_fen, child_voucher_id
       FROM voucher_transfer_parts WHERE application_id = $1 ORDER BY seq`,
    [applicationId],
  );
}

export async function setPartChild(tx: Db, applicationId: number, seq: number, childId: number): Promise<void> {
  await tx.query('UPDATE voucher_transfer_parts SET child_voucher_id = $3 WHERE application_id = $1 AND seq = $2', [
    applicationId,
    seq,
    childId,
  ]);
}

/** The transfer application whose part created this child voucher. */
export async function partOfChild(db: Db, childId: number): Promise<PartRow | null> {
  const rows = await db.query<PartRow>(
    `SELECT application_id, seq, receiver_comp_id, amount_fen, child_voucher_id
       FROM voucher_transfer_parts WHERE child_voucher_id = $1`,
    [childId],
  );
  return rows[0] ?? null;
}

/** How many parts of a transfer still wait for their receivers (child pending sign-for). */
export async function pendingPartCount(db: Db, applicationId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM voucher_transfer_parts p JOIN credit_vouchers c ON c.id = p.child_voucher_id
     WHERE p.application_id = $1 AND c.status IN (${VOUCHER.pendingSign}, ${VOUCHER.signPendingReview})`,
    [applicationId],
  );
  return rows[0]?.n ?? 0;
}

// ---- operation record ---------------------------------------------------------------------

export interface NewRecord {
  voucherId: number;
  applicationId?: number | null;
  step: string;
  compId: number | null;
  employeeId: number | null;
  result: string;
  reason?: string;
  now: number;
}

export async function insertRecord(tx: Db, r: NewRecord): Promise<void> {
  await tx.query(
    `INSERT INTO voucher_records (voucher_id, application_id, step,
     comp_id, employee_id, actor_name, result, reason, created_at)
     VALUES ($1, $2, $3, $4, $5, COALESCE((SELECT name FROM employees WHERE id = $5), '系统'), $6, $7, $8)`,
    [r.voucherId, r.applicationId ?? null, r.step, r.compId, r.employeeId, r.result, r.reason ?? '', r.now],
  );
}

/** A step of an operation record as the detail pages read it (the voucher's, a financing's). */
export interface StepRow {
  step: string;
  actor_name: string;
  comp_name: string;
  result: string;
  reason: string;
  created_at: number;
}

export interface RecordRow extends StepRow {
  id: number;
}

export async function recordsOf(db: Db, voucherId: number): Promise<RecordRow[]> {
  return db.query<RecordRow>(
    `SELECT r.id, r.step, r.actor_name, COALESCE(c.comp_name, '') AS comp_name, r.result, r.reason, r.created_at
     FROM voucher_records r LEFT JOIN companies c ON c.id = r.comp_id WHERE r.voucher_id = $1 ORDER BY r.id`,
    [voucherId],
  );
}

// ---- parties ------------------------------------------------------------------------------

export interface CompanyRow {
  id: number;
  comp_name: string;
  credit_code: string;
}

export async function companiesByIds(db: Db, ids: readonly number[]): Promise<Map<number, CompanyRow>> {
  const rows = await db.query<CompanyRow>(
    "SELECT id, comp_name, COALESCE(credit_code, '') AS credit_code FROM companies WHERE id = ANY($1::int[])",
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Whether the company holds one of the company roles in the product (C101/C106 may issue). */
export async function hasCompanyRole(
  db: Db,
  compId: number,
  prodCode: string,
  roles: readonly string[],
): Promise<boolean> {
  const rows = await db.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM company_roles WHERE comp_id = $1
       AND prod_code = $2 AND comp_role = ANY($3::text[])) AS ok`,
    [compId, prodCode, [...roles]],
  );
  return rows[0]?.ok === true;
}

// ---- tree ---------------------------------------------------------------------------------

export interface TreeRow {
  id: number;
  parent_id: number | null;
  voucher_no: string;
  holder_name: string;
  amount_fen: number;
  available_fen: number;
  status: number;
  financed: boolean;
  issue_date: string | null;
  created_at: number;
}

export async function treeOf(db: Db, rootId: number): Promise<TreeRow[]> {
  return db.query<TreeRow>(
    `SELECT v.id, v.parent_id, v.voucher_no, c.comp_name AS holder_name,
            v.amount_fen, v.available_fen, v.status, v.financed,
            v.issue_date::text AS issue_date, v.created_at
     FROM credit_vouchers v JOIN companies c ON c.id = v.holder_comp_id WHERE v.root_id = $1 ORDER BY v.depth, v.id`,
    [rootId],
  );
}

// ---- applications as lists and details show them ------------------------------------------

export interface ApplicationViewRow extends ApplicationRow {
  voucher_no: string;
  root_no: string;
  comp_name: string;
  maker_name: string;
  checker_name: string;
}

export interface PartViewRow extends PartRow {
  receiver_name: string;
  child_no: string | null;
  child_status: number | null;
}

const APP_VIEW = `SELECT ${APP_COLUMNS}, v.voucher_no, v.root_no, c.comp_name,
  COALESCE(m.name, '') AS maker_name, COALESCE(k.name, '') AS checker_name
  FROM voucher_applications a JOIN credit_vouchers v ON v.id = a.voucher_id JOIN companies c ON c.id = a.comp_id
  LEFT JOIN employees m ON m.id = a.maker_employee_id LEFT JOIN employees k ON k.id = a.checker_employee_id`;

export async function applicationsByIds(db: Db, ids: readonly number[]): Promise<ApplicationViewRow[]> {
  if (ids.length === 0) return [];
  return db.query<ApplicationViewRow>(
    `${APP_VIEW} WHERE a.id = ANY($1::bigint[]) ORDER BY a.created_at DESC, a.id DESC`,
    [[...ids]],
  );
}

export async function applicationsOfVoucher(db: Db, voucherId: number): Promise<ApplicationViewRow[]> {
  return db.query<ApplicationViewRow>(`${APP_VIEW} WHERE a.voucher_id = $1 ORDER BY a.id DESC`, [voucherId]);
}

export async function partsOfApplications(db: Db, ids: readonly number[]): Promise<PartViewRow[]> {
  if (ids.length === 0) return [];
  return db.query<PartViewRow>(
    `SELECT p.application_id, p.seq, p.receiver_comp_id, p.amount_fen, p.child_voucher_id, c.comp_name AS receiver_name,
            ch.voucher_no AS child_no, ch.status AS child_status
     FROM voucher_transfer_parts p JOIN companies c ON c.id = p.receiver_comp_id
       LEFT JOIN credit_vouchers ch ON ch.id = p.child_voucher_id
     WHERE p.application_id = ANY($1::bigint[]) ORDER BY p.application_id, p.seq`,
    [[...ids]],
  );
}

/** The caller's roles in the products its company has opened. */
export async function openedRolesOf(
  db: Db,
  employeeId: number,
  compId: number,
): Promise<Array<{ prodCode: string; employeeRole: string }>> {
  return db.query<{ prodCode: string; employeeRole: string }>(
    `SELECT er.prod_code AS "prodCode", er.employee_role AS "employeeRole" FROM employee_roles er
     JOIN company_products cp ON cp.comp_id = $2 AND cp.prod_code = er.prod_code AND cp.permit_status = ${PERMIT.opened}
     WHERE er.employee_id = $1`,
    [employeeId, compId],
  );
}

/** How many of these uploaded files belong to the company (attachments must be its own). */
export async function ownFileCount(db: Db, compId: number, tokens: readonly string[]): Promise<number> {
  if (tokens.length === 0) return 0;
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM files WHERE owner_comp_id = $1 AND token = ANY($2::text[])',
    [compId, [...new Set(tokens)]],
  );
  return rows[0]?.n ?? 0;
}

/** Whether the company has opened one of the products (a receiver must be able to sign for). */
export async function hasOpenedProduct(db: Db, compId: number, products: readonly string[]): Promise<boolean> {
  const rows = await db.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM company_products WHERE comp_id = $1
       AND prod_code = ANY($2::text[]) AND permit_status = ${PERMIT.opened}) AS ok`,
    [compId, [...products]],
  );
  return rows[0]?.ok === true;
}

/** Whether the company holds or gave any issued part of the tree. */
export async function partyOfTree(db: Db, rootId: number, compId: number): Promise<boolean> {
  const rows = await db.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM credit_vouchers t WHERE t.root_id = $1
       AND t.issue_date IS NOT NULL AND (t.holder_comp_id = $2 OR t.from_comp_id = $2)) AS ok`,
    [rootId, compId],
  );
  return rows[0]?.ok === true;
}

/** A sign-for made again changes its decision (accept / refuse). */
export async function setDecision(tx: Db, applicationId: number, decision: 'accept' | 'refuse'): Promise<void> {
  await tx.query('UPDATE voucher_applications SET decision = $2 WHERE id = $1', [applicationId, decision]);
  await vouchersChanged(tx);
}
