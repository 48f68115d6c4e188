/**
 * Sessions and tokens (docs/api.md §2). A session is one login: a family of opaque tokens,
 * stored as SHA-256 hashes. The access token lives 15 minutes; the refresh token is single
 * use, and presenting a used one revokes the session (reuse detection), except for the same
 * browser within a few seconds (two tabs at once: see refresh-grace.ts). The session ends after
 * 30 minutes without activity or 12 hours after login.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext, AuthContext, RoleOfProduct } from '../../core/context';
import { AppError, fail } from '../../core/envelope';
import { randomToken, sha256Hex } from '../../core/crypto';
import { HOUR, MINUTE } from '../../core/time';
import type { Db } from '../../db/db';
import { clientFingerprint, GRACE_MS, openPair, refreshPurpose, sealPair } from './refresh-grace';
import { announce } from './hot-cache';

export const ACCESS_TTL_MS = 15 * MINUTE;
export const IDLE_LIMIT_MS = 30 * MINUTE;
export const ABSOLUTE_LIMIT_MS = 12 * HOUR;
/** Activity is written at most this often per session (saves a write per request). */
const ACTIVITY_GRANULARITY_MS = 5_000;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  compCode: string;
  employeeCode: string;
}

async function issueTokens(db: Db, sessionId: string, now: number): Promise<{ accessToken: string; refreshToken: string }> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  await db.query('INSERT INTO access_tokens (token_hash, session_id, expires_at) VALUES ($1, $2, $3)', [
    sha256Hex(accessToken),
    sessionId,
    now + ACCESS_TTL_MS,
  ]);
  await db.query('INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES ($1, $2, $3)', [
    sha256Hex(refreshToken),
    sessionId,
    now,
  ]);
  return { accessToken, refreshToken };
}

interface EmployeeCodes {
  employee_code: string;
  comp_code: string;
}

async function codesOf(db: Db, employeeId: number): Promise<EmployeeCodes> {
  const rows = await db.query<EmployeeCodes>(
    'SELECT e.employee_code, c.comp_code FROM employees e JOIN companies c ON c.id = e.comp_id WHERE e.id = $1',
    [employeeId],
  );
  const row = rows[0];
  if (!row) throw fail.notFound('员工不存在');
  return row;
}

export interface NewSession {
  personId: number;
  employeeId: number;
  compRole?: string | null;
  ip: string;
  /** A company switch keeps the login's absolute limit. */
  absoluteExpiresAt?: number;
}

export async function createSession(ctx: AppContext, s: NewSession): Promise<TokenPair> {
  return (await openSession(ctx.db, ctx.clock(), s)).pair;
}

/** Opens a session (joins the caller's transaction when `db` is one). */
async function openSession(db: Db, now: number, s: NewSession): Promise<{ pair: TokenPair; sessionId: string }> {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.query(
      `INSERT INTO sessions (id, person_id, employee_id, comp_role, login_ip, created_at, last_activity_at, absolute_expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
      [id, s.personId, s.employeeId, s.compRole ?? null, s.ip, now, s.absoluteExpiresAt ?? now + ABSOLUTE_LIMIT_MS],
    );
    const tokens = await issueTokens(tx, id, now);
    const codes = await codesOf(tx, s.employeeId);
    return { pair: { ...tokens, expiresIn: ACCESS_TTL_MS / 1000, compCode: codes.comp_code, employeeCode: codes.employee_code }, sessionId: id };
  });
}

// Every revocation is announced so that no instance answers from a cached session afterwards.
export async function revokeSession(db: Db, sessionId: string, reason: string, now: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    now,
    reason,
  ]);
  await announce(db, { kind: 'session', id: sessionId });
}

export async function revokePersonSessions(db: Db, personId: number, reason: string, now: number, exceptSessionId?: string) {
  await db.query(
    'UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE person_id = $1 AND revoked_at IS NULL AND id <> $4',
    [personId, now, reason, exceptSessionId ?? ''],
  );
  await announce(db, { kind: 'person', id: personId });
}

export async function revokeEmployeeSessions(db: Db, employeeId: number, reason: string, now: number) {
  await db.query('UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE employee_id = $1 AND revoked_at IS NULL', [
    employeeId,
    now,
    reason,
  ]);
  await announce(db, { kind: 'employee', id: employeeId });
}

interface SessionRow {
  id: string;
  person_id: number;
  employee_id: number;
  comp_role: string | null;
  created_at: number;
  last_activity_at: number;
  absolute_expires_at: number;
  revoked_at: number | null;
  emp_status: number;
  emp_active: number;
  comp_status: number;
  comp_id: number;
  comp_code: string;
  employee_code: string;
  mobile: string;
}

const SESSION_SELECT = `
  SELECT s.id, s.person_id, s.employee_id, s.comp_role, s.created_at, s.last_activity_at, s.absolute_expires_at, s.revoked_at,
         e.status AS emp_status, e.is_active AS emp_active, c.status AS comp_status, e.comp_id, c.comp_code, e.employee_code,
         p.mobile
  FROM sessions s
  JOIN employees e ON e.id = s.employee_id
  JOIN companies c ON c.id = e.comp_id
  JOIN persons p ON p.id = s.person_id`;

/** Session checks shared by authentication and refresh; revokes and throws when over. */
async function checkAlive(ctx: AppContext, s: SessionRow, now: number): Promise<void> {
  if (s.revoked_at !== null) throw fail.sessionOver();
  if (now >= s.absolute_expires_at) {
    await revokeSession(ctx.db, s.id, 'absolute', now);
    throw fail.sessionOver();
  }
  if (now - s.last_activity_at > IDLE_LIMIT_MS) {
    await revokeSession(ctx.db, s.id, 'idle', now);
    throw fail.sessionOver();
  }
  if (s.emp_status !== 1) {
    await revokeSession(ctx.db, s.id, 'membership', now);
    throw fail.disabled('您已不是该企业的成员，请重新登录');
  }
  if (s.emp_active !== 1 || s.comp_status !== 1) {
    await revokeSession(ctx.db, s.id, 'disabled', now);
    throw fail.disabled();
  }
}

export async function rolesOf(db: Db, employeeId: number): Promise<RoleOfProduct[]> {
  return db.query<RoleOfProduct>(
    'SELECT prod_code AS "prodCode", employee_role AS "employeeRole" FROM employee_roles WHERE employee_id = $1 ORDER BY prod_code, employee_role',
    [employeeId],
  );
}

/**
 * Resolves an access token. `background` requests (the unread poll) never extend the idle
 * timer. A session found alive is kept in the hot cache (hot-cache.ts); a cached one is used
 * only while every limit still holds, otherwise the database decides.
 */
export async function authenticate(ctx: AppContext, accessToken: string, background: boolean): Promise<AuthContext> {
  const now = ctx.clock();
  const hash = sha256Hex(accessToken);
  const hit = ctx.hot.session(hash, now);
  if (hit && hit.accessExpiresAt > now && now < hit.absoluteExpiresAt && now - hit.lastActivityAt <= IDLE_LIMIT_MS) {
    if (!background && now - hit.lastActivityAt >= ACTIVITY_GRANULARITY_MS) {
      await touch(ctx.db, hit.auth.sessionId, now);
      hit.lastActivityAt = now;
    }
    return hit.auth;
  }
  const stamp = ctx.hot.stamp();
  const rows = await ctx.db.query<SessionRow & { expires_at: number }>(
    `${SESSION_SELECT} JOIN access_tokens a ON a.session_id = s.id WHERE a.token_hash = $1`.replace(
      'SELECT s.id,',
      'SELECT a.expires_at, s.id,',
    ),
    [hash],
  );
  const s = rows[0];
  if (!s) throw fail.unauthenticated();
  await checkAlive(ctx, s, now);
  if (s.expires_at <= now) throw fail.accessExpired();
  let lastActivityAt = s.last_activity_at;
  if (!background && now - s.last_activity_at >= ACTIVITY_GRANULARITY_MS) {
    await touch(ctx.db, s.id, now);
    lastActivityAt = now;
  }
  const auth: AuthContext = Object.freeze({
    sessionId: s.id,
    personId: s.person_id,
    employeeId: s.employee_id,
    employeeCode: s.employee_code,
    compId: s.comp_id,
    compCode: s.comp_code,
    compRole: s.comp_role,
    mobile: s.mobile,
  });
  ctx.hot.storeSession(hash, { auth, accessExpiresAt: s.expires_at, absoluteExpiresAt: s.absolute_expires_at, lastActivityAt, cachedAt: now }, stamp);
  return auth;
}

/** Records activity (extends the idle timer). */
async function touch(db: Db, sessionId: string, now: number): Promise<void> {
  await db.query('UPDATE sessions SET last_activity_at = $2 WHERE id = $1 AND last_activity_at < $2', [sessionId, now]);
}

export interface RefreshRequest {
  refreshToken: string;
  employeeCode?: string;
  compBizCode?: string;
  compRoleCode?: string;
  ip: string;
  /** The User-Agent header: with the IP it tells the same browser within the grace window. */
  userAgent?: string;
}

interface UsedRefreshRow {
  session_id: string;
  used_at: number | null;
  used_by: string | null;
  used_for: string | null;
  successor_sealed: string | null;
}

/**
 * A refresh token presented again. Within the grace window, by the same client, for the same
 * purpose, and while the session it produced is alive, the answer is the pair already issued;
 * anything else is reuse and revokes the session (and the one it produced).
 */
async function presentedAgain(ctx: AppContext, req: RefreshRequest, hash: string, now: number): Promise<TokenPair> {
  const rows = await ctx.db.query<UsedRefreshRow>(
    'SELECT session_id, used_at, used_by, used_for, successor_sealed FROM refresh_tokens WHERE token_hash = $1',
    [hash],
  );
  const row = rows[0];
  if (!row) throw fail.sessionOver();
  const pair = row.successor_sealed ? openPair(req.refreshToken, row.successor_sealed) : null;
  const graceful =
    pair !== null &&
    row.used_at !== null &&
    now - row.used_at <= GRACE_MS &&
    row.used_by === clientFingerprint(req.ip, req.userAgent) &&
    row.used_for === refreshPurpose(req);
  if (graceful) {
    const alive = await ctx.db.query<{ id: string }>('SELECT id FROM sessions WHERE id = $1 AND revoked_at IS NULL', [pair.sessionId]);
    if (alive.length > 0) {
      return { accessToken: pair.accessToken, refreshToken: pair.refreshToken, expiresIn: ACCESS_TTL_MS / 1000, compCode: pair.compCode, employeeCode: pair.employeeCode };
    }
    throw fail.sessionOver();
  }
  await revokeSession(ctx.db, row.session_id, 'reuse', now);
  if (pair) await revokeSession(ctx.db, pair.sessionId, 'reuse', now);
  throw fail.sessionOver();
}

/**
 * Rotates the refresh token. With a target company (employeeCode or compBizCode) it is the
 * company switch: the target membership must be active, a new session replaces the old one.
 */
export async function refresh(ctx: AppContext, req: RefreshRequest): Promise<TokenPair> {
  const now = ctx.clock();
  const hash = sha256Hex(req.refreshToken);
  const found = await ctx.db.query<SessionRow & { used_at: number | null }>(
    `${SESSION_SELECT} JOIN refresh_tokens r ON r.session_id = s.id WHERE r.token_hash = $1`.replace(
      'SELECT s.id,',
      'SELECT r.used_at, s.id,',
    ),
    [hash],
  );
  const s = found[0];
  if (!s) throw fail.sessionOver();
  if (s.used_at !== null) return presentedAgain(ctx, req, hash, now);
  await checkAlive(ctx, s, now);

  let targetEmployeeId = s.employee_id;
  if (req.employeeCode !== undefined || req.compBizCode !== undefined) {
    const params: unknown[] = [s.person_id];
    const conds: string[] = [];
    if (req.employeeCode !== undefined) {
      params.push(req.employeeCode);
      conds.push(`e.employee_code = $${params.length}`);
    }
    if (req.compBizCode !== undefined) {
      params.push(req.compBizCode);
      conds.push(`c.comp_code = $${params.length}`);
    }
    const target = await ctx.db.query<{ id: number; status: number; is_active: number; comp_status: number }>(
      `SELECT e.id, e.status, e.is_active, c.status AS comp_status FROM employees e JOIN companies c ON c.id = e.comp_id
       WHERE e.person_id = $1 AND ${conds.join(' AND ')}`,
      params,
    );
    const t = target[0];
    if (!t) throw new AppError(400, '您不是该企业的成员，无法切换', { field: 'employeeCode' });
    if (t.status !== 1 || t.is_active !== 1 || t.comp_status !== 1) {
      throw new AppError(400, '该企业账号已停用，无法切换', { field: 'employeeCode' });
    }
    targetEmployeeId = t.id;
  }

  let compRole = targetEmployeeId === s.employee_id ? s.comp_role : null;
  if (req.compRoleCode !== undefined) {
    const role = req.compRoleCode.includes('-') ? req.compRoleCode.slice(req.compRoleCode.lastIndexOf('-') + 1) : req.compRoleCode;
    const has = await ctx.db.query<{ comp_role: string }>(
      'SELECT comp_role FROM company_roles WHERE comp_id = (SELECT comp_id FROM employees WHERE id = $1) AND comp_role = $2 LIMIT 1',
      [targetEmployeeId, role],
    );
    if (has.length === 0) throw new AppError(400, '贵司没有该企业角色，无法切换', { field: 'compRoleCode' });
    compRole = role;
  }

  // Checked after the target so that a refused switch leaves the refresh token usable.
  // Single use under concurrency: only one request can mark the token used; the new pair is
  // issued and kept (sealed) in the same transaction, so a parallel presentation that loses
  // the claim finds it (PostgreSQL makes the loser's UPDATE wait for the winner's commit).
  const issued = await ctx.db.transaction(async (tx) => {
    const claimed = await tx.query<{ token_hash: string }>(
      'UPDATE refresh_tokens SET used_at = $2, used_by = $3, used_for = $4 WHERE token_hash = $1 AND used_at IS NULL RETURNING token_hash',
      [hash, now, clientFingerprint(req.ip, req.userAgent), refreshPurpose(req)],
    );
    if (claimed.length === 0) return null;
    let pair: TokenPair;
    let sessionId = s.id;
    if (targetEmployeeId !== s.employee_id) {
      const opened = await openSession(tx, now, {
        personId: s.person_id,
        employeeId: targetEmployeeId,
        compRole,
        ip: req.ip,
        absoluteExpiresAt: s.absolute_expires_at,
      });
      await revokeSession(tx, s.id, 'switch', now);
      pair = opened.pair;
      sessionId = opened.sessionId;
    } else {
      await tx.query('UPDATE sessions SET comp_role = $2 WHERE id = $1', [s.id, compRole]);
      await announce(tx, { kind: 'session', id: s.id });
      const tokens = await issueTokens(tx, s.id, now);
      pair = { ...tokens, expiresIn: ACCESS_TTL_MS / 1000, compCode: s.comp_code, employeeCode: s.employee_code };
    }
    await tx.query('UPDATE refresh_tokens SET successor_sealed = $2 WHERE token_hash = $1', [
      hash,
      sealPair(req.refreshToken, { ...pair, sessionId }),
    ]);
    return pair;
  });
  return issued ?? presentedAgain(ctx, req, hash, now);
}
