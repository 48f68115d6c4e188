/**
 * Reading the signed-in sessions for the devices pages: active ones only (not revoked, within
 * the absolute and idle limits), with the browser, system, time and IP of the login that opened
 * them (through a company switch's login_session_id: a switch is not a new device).
 */
import type { Db } from '../../db/db';
import { likePattern } from '../../db/like';
import { mobileMatchSql, type MobileTerm } from '../../db/mobile-match';

export interface ActiveSessionRow {
  id: string;
  person_id: number;
  employee_id: number;
  employee_code: string;
  employee_name: string;
  mobile: string;
  comp_name: string;
  created_at: number;
  last_activity_at: number;
  login_ip: string | null;
  browser: string | null;
  os: string | null;
}

const SELECT = `
  SELECT s.id, s.person_id, s.employee_id, e.employee_code, e.name AS employee_name, p.mobile, c.comp_name,
         COALESCE(o.created_at, s.created_at) AS created_at,
           s.last_activity_at, COALESCE(o.login_ip, s.login_ip) AS login_ip,
         (SELECT l.browser FROM login_logs l
           WHERE l.session_id = COALESCE(s.login_session_id, s.id) ORDER BY l.id DESC LIMIT 1) AS browser,
         (SELECT l.os FROM login_logs l
           WHERE l.session_id = COALESCE(s.login_session_id, s.id) ORDER BY l.id DESC LIMIT 1) AS os
  FROM sessions s
  LEFT JOIN sessions o ON o.id = s.login_session_id
  JOIN employees e ON e.id = s.employee_id
  JOIN companies c ON c.id = e.comp_id
  JOIN persons p ON p.id = s.person_id
  WHERE s.revoked_at IS NULL AND s.absolute_expires_at > $1 AND s.last_activity_at >= $2`;

export interface Liveness {
  now: number;
  idleLimitMs: number;
}

export async function activeSessionsOfPerson(db: Db, personId: number, l: Liveness): Promise<ActiveSessionRow[]> {
  return db.query<ActiveSessionRow>(`${SELECT} AND s.person_id = $3 ORDER BY s.last_activity_at DESC`, [
    l.now,
    l.now - l.idleLimitMs,
    personId,
  ]);
}

export interface CompanySessionQuery {
  /** Matches the employee's name anywhere, and the mobile only as the shared rule allows. */
  keyword?: string;
  mobile: MobileTerm;
  ascending: boolean;
  limit: number;
  offset: number;
}

export async function activeSessionsOfCompany(
  db: Db,
  compId: number,
  l: Liveness,
  q: CompanySessionQuery,
): Promise<{ rows: ActiveSessionRow[]; total: number }> {
  const params: unknown[] = [l.now, l.now - l.idleLimitMs, compId];
  let filter = ' AND e.comp_id = $3';
  if (q.keyword) {
    params.push(likePattern(q.keyword));
    const name = `e.name ILIKE $${params.length}`;
    const mobile = mobileMatchSql('p.mobile', q.mobile, params);
    filter += mobile ? ` AND (${name} OR ${mobile})` : ` AND ${name}`;
  }
  const total =
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${SELECT}${filter}) x`, params))[0]?.n ?? 0;
  const dir = q.ascending ? 'ASC' : 'DESC';
  const all = [...params, q.limit, q.offset];
  const rows = await db.query<ActiveSessionRow>(
    `${SELECT}${filter} ORDER BY COALESCE(o.created_at, s.created_at) ${dir}, ` +
      `s.id LIMIT $${all.length - 1} OFFSET $${all.length}`,
    all,
  );
  return { rows, total };
}

/** The active session ids of one employee (to sign each out through the session service). */
export async function activeSessionIdsOfEmployee(db: Db, employeeId: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM sessions WHERE employee_id = $1 AND revoked_at IS NULL', [
    employeeId,
  ]);
  return rows.map((r) => r.id);
}

/** The person's own session with that id, if still open. */
export async function openSessionOfPerson(db: Db, personId: number, sessionId: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM sessions WHERE id = $1 AND person_id = $2 AND revoked_at IS NULL',
    [sessionId, personId],
  );
  return rows.length > 0;
}
