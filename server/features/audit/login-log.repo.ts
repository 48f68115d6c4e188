/** The login_logs table: one row per login attempt. */
import type { Db } from '../../db/db';
import { pageWithTotal } from '../../db/page';
import { likePattern } from '../../db/like';
import { mobileMatchSql, type MobileTerm, notMobileSql } from '../../db/mobile-match';
import { MEMBERSHIP } from '../../core/status';

export interface LoginLogEntry {
  createdAt: number;
  account: string;
  personId: number | null;
  compId: number | null;
  sessionId: string | null;
  method: string;
  ip: string;
  userAgent: string;
  browser: string;
  os: string;
  /** 1 success, 0 refused. */
  result: 0 | 1;
  reason: string;
}

export async function insertLoginLog(db: Db, e: LoginLogEntry): Promise<void> {
  await db.query(
    `INSERT INTO login_logs (created_at, account, person_id, comp_id,
     session_id, method, ip, user_agent, browser, os, result, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      e.createdAt,
      e.account,
      e.personId,
      e.compId,
      e.sessionId,
      e.method,
      e.ip,
      e.userAgent,
      e.browser,
      e.os,
      e.result,
      e.reason,
    ],
  );
}

/** The session an access token belongs to, with its company (to tie a successful login to it). */
export async function sessionOfAccessHash(
  db: Db,
  tokenHash: string,
): Promise<{ sessionId: string; compId: number } | null> {
  const rows = await db.query<{ session_id: string; comp_id: number }>(
    `SELECT a.session_id, e.comp_id FROM access_tokens a JOIN sessions s
     ON s.id = a.session_id JOIN employees e ON e.id = s.employee_id
     WHERE a.token_hash = $1`,
    [tokenHash],
  );
  const r = rows[0];
  return r ? { sessionId: r.session_id, compId: r.comp_id } : null;
}

/** The person of a login ticket, used or not (the company choice consumes it). */
export async function personOfTicketHash(db: Db, ticketHash: string): Promise<number | null> {
  const rows = await db.query<{ person_id: number }>('SELECT person_id FROM login_tickets WHERE ticket_hash = $1', [
    ticketHash,
  ]);
  return rows[0]?.person_id ?? null;
}

export interface LoginLogQuery {
  /** Only this person's attempts … */
  personId?: number;
  /** … or the attempts of the people of this company. */
  compId?: number;
  /**
   * Matches the person's name and a typed account that is not a mobile anywhere,
   * a mobile account only as the shared rule allows.
   */
  account?: string;
  mobile: MobileTerm;
  result?: 0 | 1;
  from?: number;
  to?: number;
  ascending: boolean;
  limit: number;
  offset: number;
}

export interface LoginLogRow {
  id: number;
  created_at: number;
  account: string;
  user_name: string | null;
  method: string;
  ip: string;
  browser: string;
  os: string;
  result: number;
  reason: string;
}

function where(q: LoginLogQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conds: string[] = [];
  const add = (cond: (n: string) => string, value: unknown) => {
    params.push(value);
    conds.push(cond(`$${params.length}`));
  };
  if (q.personId !== undefined) add((n) => `l.person_id = ${n}`, q.personId);
  if (q.compId !== undefined)
    add(
      (n) => `l.person_id IN (SELECT person_id FROM employees WHERE comp_id = ${n} AND status = ${MEMBERSHIP.member})`,
      q.compId,
    );
  if (q.account) {
    params.push(likePattern(q.account));
    const like = `$${params.length}`;
    const text = `(${notMobileSql('l.account', params)} AND l.account ILIKE ${like})`;
    const mobile = mobileMatchSql('l.account', q.mobile, params);
    conds.push(`(p.name ILIKE ${like} OR ${text}${mobile ? ` OR ${mobile}` : ''})`);
  }
  if (q.result !== undefined) add((n) => `l.result = ${n}`, q.result);
  if (q.from !== undefined) add((n) => `l.created_at >= ${n}`, q.from);
  if (q.to !== undefined) add((n) => `l.created_at < ${n}`, q.to);
  if (q.personId === undefined && q.compId === undefined) conds.push('false');
  return { sql: `FROM login_logs l LEFT JOIN persons p ON p.id = l.person_id WHERE ${conds.join(' AND ')}`, params };
}

export async function listLoginLogs(db: Db, q: LoginLogQuery): Promise<{ rows: LoginLogRow[]; total: number }> {
  const w = where(q);
  const dir = q.ascending ? 'ASC' : 'DESC';
  return pageWithTotal<LoginLogRow>(db, {
    columns: 'l.id, l.created_at, l.account, p.name AS user_name, l.method, l.ip, l.browser, l.os, l.result, l.reason',
    from: w.sql,
    orderBy: `l.created_at ${dir}, l.id ${dir}`,
    params: w.params,
    limit: q.limit,
    offset: q.offset,
  });
}
