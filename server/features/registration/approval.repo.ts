/** The approval of a registered company (SQL only; rules in approval.service.ts). */
import type { Db } from '../../db/db';
import { COMPANY, PERMIT } from '../../core/status';
import { setPermitStatus } from '../product/product.repo';

/** The company by code, locked until the transaction ends. */
export async function lockCompanyByCode(
  tx: Db,
  compCode: string,
): Promise<{ id: number; status: number; comp_name: string; credit_code: string | null } | null> {
  const rows = await tx.query<{ id: number; status: number; comp_name: string; credit_code: string | null }>(
    'SELECT id, status, comp_name, credit_code FROM companies WHERE comp_code = $1 FOR UPDATE',
    [compCode],
  );
  return rows[0] ?? null;
}

export async function markCompanyApproved(tx: Db, compId: number): Promise<void> {
  await tx.query(`UPDATE companies SET status = ${COMPANY.approved}, reject_reason = NULL WHERE id = $1`, [compId]);
}

/** Opens the customer-relations product (CRM) for the company, with its audit entry. */
export async function openCrm(tx: Db, compId: number, remark: string, now: number): Promise<void> {
  const cur = await tx.query<{ permit_status: number }>(
    "SELECT permit_status FROM company_products WHERE comp_id = $1 AND prod_code = 'CRM'",
    [compId],
  );
  await setPermitStatus(tx, compId, 'CRM', PERMIT.opened, now);
  await tx.query(
    `INSERT INTO permit_audits (comp_id, prod_code, before_status, after_status,
       remark, created_at) VALUES ($1, 'CRM', $2, ${PERMIT.opened}, $4, $3)`,
    [compId, cur[0]?.permit_status ?? PERMIT.notOpened, now, remark],
  );
}

export interface CompanyMessage {
  title: string;
  summary: string;
  /** Already sanitised HTML. */
  content: string;
  msgType: string;
}

export async function insertCompanyMessage(tx: Db, compId: number, m: CompanyMessage, now: number): Promise<void> {
  await tx.query(
    `INSERT INTO messages (receive_comp_id, title, summary, content, msg_type, send_time)
     VALUES ($1, $4, $5, $3, $6, $2)`,
    [compId, now, m.content, m.title, m.summary, m.msgType],
  );
}

/** Rejects a pending company; false when no pending company has that code. */
export async function markPendingRejected(db: Db, compCode: string, reason: string): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE companies SET status = ${COMPANY.rejected}, reject_reason = $2
       WHERE comp_code = $1 AND status = ${COMPANY.pending} RETURNING id`,
    [compCode, reason],
  );
  return rows.length > 0;
}

export async function companyCodeExists(db: Db, compCode: string): Promise<boolean> {
  return (await db.query<{ id: number }>('SELECT id FROM companies WHERE comp_code = $1', [compCode])).length > 0;
}
