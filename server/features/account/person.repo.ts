/** Persons (people with a mobile and a password) and their memberships. */
import type { Db } from '../../db/db';
import { ACTIVE, COMPANY, MEMBERSHIP } from '../../core/status';

export interface PersonRow {
  id: number;
  user_code: string;
  mobile: string;
  name: string;
  email: string | null;
  password_hash: string | null;
  photo_file_token: string | null;
  photo_file_name: string | null;
  last_login_at: number | null;
  last_login_ip: string | null;
  prev_login_at: number | null;
  prev_login_ip: string | null;
}

const COLS =
  'id, user_code, mobile, name, email, password_hash, photo_file_token, ' +
  'photo_file_name, last_login_at, last_login_ip, prev_login_at, prev_login_ip';

export async function personByMobile(db: Db, mobile: string): Promise<PersonRow | null> {
  return (await db.query<PersonRow>(`SELECT ${COLS} FROM persons WHERE mobile = $1`, [mobile]))[0] ?? null;
}

export async function personByUserCode(db: Db, userCode: string): Promise<PersonRow | null> {
  return (await db.query<PersonRow>(`SELECT ${COLS} FROM persons WHERE user_code = $1`, [userCode]))[0] ?? null;
}

/** Whether the database holds any person at all (a fresh deployment has none). */
export async function hasAnyPerson(db: Db): Promise<boolean> {
  return (await db.query<{ id: number }>('SELECT id FROM persons LIMIT 1')).length > 0;
}

export async function personById(db: Db, id: number): Promise<PersonRow | null> {
  return (await db.query<PersonRow>(`SELECT ${COLS} FROM persons WHERE id = $1`, [id]))[0] ?? null;
}

export interface MembershipRow {
  employee_id: number;
  employee_code: string;
  employee_name: string;
  comp_id: number;
  comp_code: string;
  comp_name: string;
  emp_status: number;
  is_active: number;
  comp_status: number;
}

/** Every membership of a person, active ones first (invitations not yet accepted are not memberships). */
export async function membershipsOf(db: Db, personId: number): Promise<MembershipRow[]> {
  return db.query<MembershipRow>(
    `SELECT e.id AS employee_id, e.employee_code, e.name AS employee_name, c.id AS comp_id, c.comp_code, c.comp_name,
            e.status AS emp_status, e.is_active, c.status AS comp_status
     FROM employees e JOIN companies c ON c.id = e.comp_id
     WHERE e.person_id = $1 AND e.status <> ${MEMBERSHIP.invited}
     ORDER BY (e.status = ${MEMBERSHIP.member} AND e.is_active = ${ACTIVE.enabled}
       AND c.status = ${COMPANY.approved}) DESC, e.id`,
    [personId],
  );
}

export function isUsable(m: MembershipRow): boolean {
  return m.emp_status === MEMBERSHIP.member && m.is_active === ACTIVE.enabled && m.comp_status === COMPANY.approved;
}

/** A password the person sets also fulfils an administrator's reset (must_change_password). */
export async function setPasswordHash(db: Db, personId: number, hash: string): Promise<void> {
  await db.query('UPDATE persons SET password_hash = $2, must_change_password = false WHERE id = $1', [personId, hash]);
}

export async function setEmail(db: Db, personId: number, email: string): Promise<void> {
  await db.query('UPDATE persons SET email = $2 WHERE id = $1', [personId, email]);
}

/** Fails with the unique-violation code 23505 when another person holds the mobile. */
export async function setMobile(db: Db, personId: number, mobile: string): Promise<void> {
  await db.query('UPDATE persons SET mobile = $2 WHERE id = $1', [personId, mobile]);
}

export async function setPhoto(db: Db, personId: number, fileToken: string, fileName: string): Promise<void> {
  await db.query('UPDATE persons SET photo_file_token = $2, photo_file_name = $3 WHERE id = $1', [
    personId,
    fileToken,
    fileName,
  ]);
}

export interface CompanyMemberRow {
  id: number;
  status: number;
  is_active: number;
}

/** A member of the company (not a pending invitation) by employee code or user code. */
export async function companyMemberByCode(db: Db, compId: number, code: string): Promise<CompanyMemberRow | null> {
  const rows = await db.query<CompanyMemberRow>(
    `SELECT e.id, e.status, e.is_active FROM employees e JOIN persons p ON p.id = e.person_id
     WHERE e.comp_id = $1 AND (e.employee_code = $2 OR p.user_code = $2) AND e.status <> ${MEMBERSHIP.invited}`,
    [compId, code],
  );
  return rows[0] ?? null;
}
