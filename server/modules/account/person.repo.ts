/** Persons (people with a mobile and a password) and their memberships. */
import type { Db } from '../../db/db';

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
  'id, user_code, mobile, name, email, password_hash, photo_file_token, photo_file_name, last_login_at, last_login_ip, prev_login_at, prev_login_ip';

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

/**
 * employees.status: 1 member, 0 membership removed, 2 invited (an administrator added a person
 * who already had an account; nothing of theirs is visible to that company until they accept).
 */
export const EMP_INVITED = 2;

/** Every membership of a person, active ones first (invitations not yet accepted are not memberships). */
export async function membershipsOf(db: Db, personId: number): Promise<MembershipRow[]> {
  return db.query<MembershipRow>(
    `SELECT e.id AS employee_id, e.employee_code, e.name AS employee_name, c.id AS comp_id, c.comp_code, c.comp_name,
            e.status AS emp_status, e.is_active, c.status AS comp_status
     FROM employees e JOIN companies c ON c.id = e.comp_id
     WHERE e.person_id = $1 AND e.status <> ${EMP_INVITED}
     ORDER BY (e.status = 1 AND e.is_active = 1 AND c.status = 1) DESC, e.id`,
    [personId],
  );
}

export function isUsable(m: MembershipRow): boolean {
  return m.emp_status === 1 && m.is_active === 1 && m.comp_status === 1;
}
