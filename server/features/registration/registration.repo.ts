/**
 * The registration tables and what a submitted registration creates (SQL only; the steps and
 * their order are decided in registration.service.ts). Tickets are stored as hashes.
 */
import type { Db } from '../../db/db';
import { announceGrantsChanged } from '../session/hot-cache';
import { COMPANY, PERMIT } from '../../core/status';
import { setPermitStatus } from '../product/product.repo';
import type { PermitFields } from './registration.schemas';

/** Where a registration stands (the state machine is registration.service.ts). */
export type Step = 'permit' | 'verification' | 'approval' | 'success';

export interface RegRow {
  id: number;
  mobile: string;
  password_hash: string;
  step: Step;
  comp_name: string | null;
  credit_code: string | null;
  comp_role: string | null;
  province_code: string | null;
  area_code: string | null;
  address: string | null;
  licence_file_token: string | null;
  admin_name: string | null;
  id_type: string | null;
  id_number: string | null;
  email: string | null;
  invite_code: string | null;
  comp_id: number | null;
  person_id: number | null;
  /** What was typed but not yet submitted, per step (JSON; see registration-draft.service.ts). */
  draft: unknown;
}

export async function insertRegistration(
  db: Db,
  r: {
    ticketHash: string;
    mobile: string;
    passwordHash: string;
    inviteCode: string | null;
    now: number;
    expiresAt: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO registrations (ticket_hash, mobile, password_hash, step, invite_code, created_at, expires_at)
     VALUES ($1, $2, $3, 'permit', $4, $5, $6)`,
    [r.ticketHash, r.mobile, r.passwordHash, r.inviteCode, r.now, r.expiresAt],
  );
}

/** The registration, locked until the transaction ends. */
export async function lockRegistration(tx: Db, id: number): Promise<RegRow | null> {
  const rows = await tx.query<RegRow>('SELECT * FROM registrations WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? null;
}

export async function companyApproval(
  db: Db,
  compId: number,
): Promise<{ status: number; reject_reason: string | null; comp_code: string } | null> {
  const rows = await db.query<{ status: number; reject_reason: string | null; comp_code: string }>(
    'SELECT status, reject_reason, comp_code FROM companies WHERE id = $1',
    [compId],
  );
  return rows[0] ?? null;
}

export async function provinceIdByCode(db: Db, code: string): Promise<number | null> {
  const rows = await db.query<{ id: number }>('SELECT id FROM regions WHERE code = $1 AND level = 1', [code]);
  return rows[0]?.id ?? null;
}

/**
 * Whether the area is a division of the province: a prefecture (or a municipality's district)
 * or a county of one of its prefectures. A prefecture that has counties is accepted too, so
 * companies registered before the county level existed keep a valid area.
 */
export async function areaInProvince(db: Db, code: string, provinceId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `SELECT r.id FROM regions r LEFT JOIN regions up ON up.id = r.pid
     WHERE r.code = $1 AND r.level > 1 AND (r.pid = $2 OR up.pid = $2)`,
    [code, provinceId],
  );
  return rows.length > 0;
}

/** Whether another company (not `exceptCompId`) holds the credit code. */
export async function creditCodeTakenByOther(db: Db, creditCode: string, exceptCompId: number): Promise<boolean> {
  return (
    (
      await db.query<{ id: number }>('SELECT id FROM companies WHERE credit_code = $1 AND id <> $2', [
        creditCode,
        exceptCompId,
      ])
    ).length > 0
  );
}

/** Stores the company step and moves the registration on to verification. */
export async function savePermit(db: Db, regId: number, p: PermitFields): Promise<void> {
  await db.query(
    `UPDATE registrations SET comp_name = $2, credit_code = $3,
       comp_role = $4, province_code = $5, area_code = $6, address = $7,
       licence_file_token = $8, step = 'verification' WHERE id = $1`,
    [regId, p.compName, p.creditCode, p.compRole, p.provinceCode, p.areaCode, p.address, p.licenceFileToken],
  );
}

export async function mobileRegistered(db: Db, mobile: string): Promise<boolean> {
  return (await db.query<{ id: number }>('SELECT id FROM persons WHERE mobile = $1', [mobile])).length > 0;
}

export interface AdminPerson {
  name: string;
  email: string | null;
  idType: string;
  idNumber: string;
}

export async function insertAdminPerson(
  tx: Db,
  mobile: string,
  passwordHash: string,
  a: AdminPerson,
  now: number,
): Promise<number | null> {
  const p = await tx.query<{ id: number }>(
    `INSERT INTO persons (mobile, name, email, password_hash, id_type, id_number, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [mobile, a.name, a.email, passwordHash, a.idType, a.idNumber, now],
  );
  return p[0]?.id ?? null;
}

export async function updateAdminPerson(tx: Db, personId: number, a: AdminPerson): Promise<void> {
  await tx.query('UPDATE persons SET name = $2, email = $3, id_type = $4, id_number = $5 WHERE id = $1', [
    personId,
    a.name,
    a.email,
    a.idType,
    a.idNumber,
  ]);
}

/**
 * comp_name, credit_code, province_code, area_code, address, licence_file_token, contact_name, contact_phone, email.
 */
export type CompanyFields = [
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string,
  string,
  string | null,
];

/** A new company waiting for approval. */
export async function insertPendingCompany(tx: Db, fields: CompanyFields, now: number): Promise<number | null> {
  const c = await tx.query<{ id: number }>(
    `INSERT INTO companies (comp_name, credit_code, province_code, area_code, address,
     licence_file_token, contact_name, contact_phone, email, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, ${COMPANY.pending}, $10) RETURNING id`,
    [...fields, now],
  );
  return c[0]?.id ?? null;
}

/** The person becomes the company's administrator (E101 of the customer-relations product). */
export async function insertAdminEmployee(
  tx: Db,
  compId: number,
  personId: number,
  name: string,
  now: number,
): Promise<void> {
  const e = await tx.query<{ id: number }>(
    'INSERT INTO employees (comp_id, person_id, name, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [compId, personId, name, now],
  );
  await tx.query("INSERT INTO employee_roles (employee_id, prod_code, employee_role) VALUES ($1, 'CRM', 'E101')", [
    e[0]?.id,
  ]);
  await announceGrantsChanged(tx);
}

/** A rejected company resubmitted: its fields replaced, back to waiting, its roles cleared. */
export async function resubmitCompany(tx: Db, compId: number, fields: CompanyFields): Promise<void> {
  await tx.query(
    `UPDATE companies SET comp_name = $2, credit_code = $3, province_code = $4,
       area_code = $5, address = $6, licence_file_token = $7,
       contact_name = $8, contact_phone = $9, email = $10,
         status = ${COMPANY.pending}, reject_reason = NULL WHERE id = $1`,
    [compId, ...fields],
  );
  await tx.query('DELETE FROM company_roles WHERE comp_id = $1', [compId]);
  await announceGrantsChanged(tx);
}

export async function addCompanyRole(tx: Db, compId: number, prodCode: string, compRole: string | null): Promise<void> {
  await tx.query(
    'INSERT INTO company_roles (comp_id, prod_code, comp_role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [compId, prodCode, compRole],
  );
  await announceGrantsChanged(tx);
}

/** The customer-relations product waits for the approval. */
export async function crmUnderReview(tx: Db, compId: number, now: number): Promise<void> {
  await setPermitStatus(tx, compId, 'CRM', PERMIT.underReview, now);
}

/** The files uploaded during the registration now belong to the company and its administrator. */
export async function handOverFiles(tx: Db, regId: number, compId: number, personId: number): Promise<void> {
  await tx.query('UPDATE files SET owner_comp_id = $2, owner_person_id = $3 WHERE reg_id = $1', [
    regId,
    compId,
    personId,
  ]);
}

/** Stores the administrator step and moves the registration on to approval. */
export async function saveVerification(
  tx: Db,
  regId: number,
  v: { adminName: string; idType: string; idNumber: string; email: string | null; personId: number; compId: number },
): Promise<void> {
  await tx.query(
    `UPDATE registrations SET admin_name = $2, id_type = $3, id_number = $4,
       email = $5, person_id = $6, comp_id = $7, step = 'approval' WHERE id = $1`,
    [regId, v.adminName, v.idType, v.idNumber, v.email, v.personId, v.compId],
  );
}

export async function compCodeOf(db: Db, compId: number): Promise<string> {
  const code = await db.query<{ comp_code: string }>('SELECT comp_code FROM companies WHERE id = $1', [compId]);
  return code[0]?.comp_code ?? '';
}
