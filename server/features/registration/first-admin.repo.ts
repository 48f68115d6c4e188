/** What the first administrator of a deployment creates (SQL only; rules in first-admin.service.ts). */
import type { Db } from '../../db/db';
import { announceGrantsChanged } from '../session/hot-cache';
import { COMPANY, PERMIT } from '../../core/status';

export async function creditCodeRegistered(db: Db, creditCode: string): Promise<boolean> {
  return (await db.query('SELECT id FROM companies WHERE credit_code = $1', [creditCode])).length > 0;
}

export async function insertPerson(
  tx: Db,
  mobile: string,
  name: string,
  passwordHash: string,
  now: number,
): Promise<{ id: number; user_code: string } | null> {
  const person = await tx.query<{ id: number; user_code: string }>(
    'INSERT INTO persons (mobile, name, password_hash, created_at) VALUES ($1, $2, $3, $4) RETURNING id, user_code',
    [mobile, name, passwordHash, now],
  );
  return person[0] ?? null;
}

/** An approved company with its contact. */
export async function insertApprovedCompany(
  tx: Db,
  c: { compName: string; creditCode: string; contactName: string; contactPhone: string },
  now: number,
): Promise<{ id: number; comp_code: string } | null> {
  const company = await tx.query<{ id: number; comp_code: string }>(
    `INSERT INTO companies (comp_name, credit_code, contact_name, contact_phone, status, created_at)
     VALUES ($1, $2, $3, $4, ${COMPANY.approved}, $5) RETURNING id, comp_code`,
    [c.compName, c.creditCode, c.contactName, c.contactPhone, now],
  );
  return company[0] ?? null;
}

export async function insertCompanyRole(tx: Db, compId: number, prodCode: string, compRole: string): Promise<void> {
  await tx.query('INSERT INTO company_roles (comp_id, prod_code, comp_role) VALUES ($1, $2, $3)', [
    compId,
    prodCode,
    compRole,
  ]);
  await announceGrantsChanged(tx);
}

/** The customer-relations product opened from the start, with its audit entry. */
export async function insertOpenedCrm(tx: Db, compId: number, remark: string, now: number): Promise<void> {
  await tx.query(
    "INSERT INTO company_products (comp_id, prod_code, permit_status, updated_at) VALUES ($1, 'CRM', $2, $3)",
    [compId, PERMIT.opened, now],
  );
  await announceGrantsChanged(tx);
  await tx.query(
    `INSERT INTO permit_audits (comp_id, prod_code, before_status, after_status, remark,
       created_at) VALUES ($1, 'CRM', ${PERMIT.notOpened}, ${PERMIT.opened}, $3, $2)`,
    [compId, now, remark],
  );
}
