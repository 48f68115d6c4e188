/** Sessions and their tokens (SQL only; stored as hashes; rules in session.service.ts). */
import type { RoleOfProduct } from '../../core/context';
import type { Db } from '../../db/db';

export async function insertAccessToken(
  db: Db,
  tokenHash: string,
  sessionId: string,
  expiresAt: number,
): Promise<void> {
  await db.query('INSERT INTO access_tokens (token_hash, session_id, expires_at) VALUES ($1, $2, $3)', [
    tokenHash,
    sessionId,
    expiresAt,
  ]);
}

export async function insertRefreshToken(
  db: Db,
  tokenHash: string,
  sessionId: string,
  createdAt: number,
): Promise<void> {
  await db.query('INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES ($1, $2, $3)', [
    tokenHash,
    sessionId,
    createdAt,
  ]);
}

export interface EmployeeCodes {
  employee_code: string;
  comp_code: string;
  /** An administrator reset the password: the person must set a new one first. */
  must_change_password: boolean;
}

export async function employeeCodes(db: Db, employeeId: number): Promise<EmployeeCodes | null> {
  const rows = await db.query<EmployeeCodes>(
    `SELECT e.employee_code, c.comp_code, p.must_change_password
     FROM employees e JOIN companies c ON c.id = e.comp_id JOIN persons p ON p.id = e.person_id WHERE e.id = $1`,
    [employeeId],
  );
  return rows[0] ?? null;
}

export interface SessionInsert {
  id: string;
  personId: number;
  employeeId: number;
  compRole: string | null;
  ip: string;
  now: number;
  absoluteExpiresAt: number;
  /** The session the login opened, for one opened by a company switch. */
  loginSessionId: string | null;
}

export async function insertSession(db: Db, s: SessionInsert): Promise<void> {
  await db.query(
    `INSERT INTO sessions (id, person_id, employee_id, comp_role, login_ip,
     created_at, last_activity_at, absolute_expires_at, login_session_id)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8)`,
    [s.id, s.personId, s.employeeId, s.compRole, s.ip, s.now, s.absoluteExpiresAt, s.loginSessionId],
  );
}

export async function markSessionRevoked(db: Db, sessionId: string, reason: string, now: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    now,
    reason,
  ]);
}

/** Every open session of the person but `exceptSessionId` ('' for none). */
export async function markPersonSessionsRevoked(
  db: Db,
  personId: number,
  reason: string,
  now: number,
  exceptSessionId: string,
): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE person_id = $1 AND revoked_at IS NULL AND id <> $4',
    [personId, now, reason, exceptSessionId],
  );
}

export async function markEmployeeSessionsRevoked(
  db: Db,
  employeeId: number,
  reason: string,
  now: number,
): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE employee_id = $1 AND revoked_at IS NULL',
    [employeeId, now, reason],
  );
}

/** A session with what its checks need: the membership, the company and the person's mobile. */
export interface SessionRow {
  id: string;
  person_id: number;
  employee_id: number;
  comp_role: string | null;
  created_at: number;
  last_activity_at: number;
  absolute_expires_at: number;
  revoked_at: number | null;
  login_session_id: string | null;
  revoke_reason: string | null;
  emp_status: number;
  emp_active: number;
  comp_status: number;
  comp_id: number;
  comp_code: string;
  employee_code: string;
  mobile: string;
  must_change_password: boolean;
}

const SESSION_SELECT = `
  SELECT s.id, s.person_id, s.employee_id, s.comp_role, s.created_at,
    s.last_activity_at, s.absolute_expires_at, s.revoked_at, s.login_session_id,
         s.revoke_reason,
         e.status AS emp_status, e.is_active AS emp_active,
           c.status AS comp_status, e.comp_id, c.comp_code, e.employee_code,
         p.mobile, p.must_change_password
  FROM sessions s
  JOIN employees e ON e.id = s.employee_id
  JOIN companies c ON c.id = e.comp_id
  JOIN persons p ON p.id = s.person_id`;

/** The session of an access token, with the token's expiry. */
export async function sessionByAccessToken(
  db: Db,
  tokenHash: string,
): Promise<(SessionRow & { expires_at: number }) | null> {
  const rows = await db.query<SessionRow & { expires_at: number }>(
    `${SESSION_SELECT} JOIN access_tokens a ON a.session_id = s.id WHERE a.token_hash = $1`.replace(
      'SELECT s.id,',
      'SELECT a.expires_at, s.id,',
    ),
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** The session of a refresh token, with when the token was used (null while unused). */
export async function sessionByRefreshToken(
  db: Db,
  tokenHash: string,
): Promise<(SessionRow & { used_at: number | null }) | null> {
  const rows = await db.query<SessionRow & { used_at: number | null }>(
    `${SESSION_SELECT} JOIN refresh_tokens r ON r.session_id = s.id WHERE r.token_hash = $1`.replace(
      'SELECT s.id,',
      'SELECT r.used_at, s.id,',
    ),
    [tokenHash],
  );
  return rows[0] ?? null;
}

export function rolesOfEmployee(db: Db, employeeId: number): Promise<RoleOfProduct[]> {
  return db.query<RoleOfProduct>(
    `SELECT prod_code AS "prodCode", employee_role AS "employeeRole"
       FROM employee_roles WHERE employee_id = $1 ORDER BY prod_code, employee_role`,
    [employeeId],
  );
}

/** Records activity (extends the idle timer); never moves it back. */
export async function touchSession(db: Db, sessionId: string, now: number): Promise<void> {
  await db.query('UPDATE sessions SET last_activity_at = $2 WHERE id = $1 AND last_activity_at < $2', [sessionId, now]);
}

export interface UsedRefreshRow {
  session_id: string;
  used_at: number | null;
  used_by: string | null;
  used_for: string | null;
  successor_sealed: string | null;
}

export async function refreshTokenRecord(db: Db, tokenHash: string): Promise<UsedRefreshRow | null> {
  const rows = await db.query<UsedRefreshRow>(
    'SELECT session_id, used_at, used_by, used_for, successor_sealed FROM refresh_tokens WHERE token_hash = $1',
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function sessionIsOpen(db: Db, sessionId: string): Promise<boolean> {
  return (
    (await db.query<{ id: string }>('SELECT id FROM sessions WHERE id = $1 AND revoked_at IS NULL', [sessionId]))
      .length > 0
  );
}

export interface SwitchTarget {
  id: number;
  status: number;
  is_active: number;
  comp_status: number;
}

/** The person's membership by employee code and/or company code (at least one given). */
export async function switchTarget(
  db: Db,
  personId: number,
  by: { employeeCode?: string; compCode?: string },
): Promise<SwitchTarget | null> {
  const params: unknown[] = [personId];
  const conds: string[] = [];
  if (by.employeeCode !== undefined) {
    params.push(by.employeeCode);
    conds.push(`e.employee_code = $${params.length}`);
  }
  if (by.compCode !== undefined) {
    params.push(by.compCode);
    conds.push(`c.comp_code = $${params.length}`);
  }
  const rows = await db.query<SwitchTarget>(
    `SELECT e.id, e.status, e.is_active, c.status AS comp_status FROM employees e JOIN companies c ON c.id = e.comp_id
     WHERE e.person_id = $1 AND ${conds.join(' AND ')}`,
    params,
  );
  return rows[0] ?? null;
}

/** Whether the employee's company holds the enterprise role. */
export async function companyOfEmployeeHasRole(db: Db, employeeId: number, compRole: string): Promise<boolean> {
  const rows = await db.query<{ comp_role: string }>(
    `SELECT comp_role FROM company_roles
       WHERE comp_id = (SELECT comp_id FROM employees WHERE id = $1) AND comp_role = $2 LIMIT 1`,
    [employeeId, compRole],
  );
  return rows.length > 0;
}

/** Marks an unused refresh token used; false when it was already used (another request won). */
export async function claimRefreshToken(
  db: Db,
  tokenHash: string,
  now: number,
  usedBy: string,
  usedFor: string,
): Promise<boolean> {
  const claimed = await db.query<{ token_hash: string }>(
    `UPDATE refresh_tokens SET used_at = $2, used_by = $3, used_for = $4
       WHERE token_hash = $1 AND used_at IS NULL RETURNING token_hash`,
    [tokenHash, now, usedBy, usedFor],
  );
  return claimed.length > 0;
}

export async function setSessionCompRole(db: Db, sessionId: string, compRole: string | null): Promise<void> {
  await db.query('UPDATE sessions SET comp_role = $2 WHERE id = $1', [sessionId, compRole]);
}

/** Keeps the pair issued for a refresh token, sealed with it (see refresh-grace.ts). */
export async function sealSuccessor(db: Db, tokenHash: string, sealed: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET successor_sealed = $2 WHERE token_hash = $1', [tokenHash, sealed]);
}

/** When and from where the session was opened, and when it must end. */
export async function sessionLoginInfo(
  db: Db,
  sessionId: string,
): Promise<{ created_at: number; login_ip: string | null; absolute_expires_at: number } | null> {
  const rows = await db.query<{ created_at: number; login_ip: string | null; absolute_expires_at: number }>(
    'SELECT created_at, login_ip, absolute_expires_at FROM sessions WHERE id = $1',
    [sessionId],
  );
  return rows[0] ?? null;
}
