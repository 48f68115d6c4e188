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
import { ACTIVE, COMPANY, MEMBERSHIP } from '../../core/status';
import { HOUR, MINUTE } from '../../core/time';
import type { Db } from '../../db/db';
import type { TokenGrant } from '../auth/auth.schemas';
import { clientFingerprint, GRACE_MS, openPair, refreshPurpose, sealPair } from './refresh-grace';
import { announce } from './hot-cache';
import {
  claimRefreshToken,
  companyOfEmployeeHasRole,
  type EmployeeCodes,
  employeeCodes,
  insertAccessToken,
  insertRefreshToken,
  insertSession,
  markEmployeeSessionsRevoked,
  markPersonSessionsRevoked,
  markSessionRevoked,
  refreshTokenRecord,
  rolesOfEmployee,
  type SessionRow,
  sealSuccessor,
  sessionByAccessToken,
  sessionByRefreshToken,
  sessionIsOpen,
  setSessionCompRole,
  switchTarget,
  touchSession,
} from './session.repo';

/**
 * The lifetime of the access tokens an application issues: its configuration's ACCESS_TOKEN_TTL
 * (15 minutes by default; tests shorten it to watch a token run out), per application, so two
 * applications in one process may differ.
 */
const accessTtlMs = (ctx: AppContext): number => ctx.config.accessTokenTtlSeconds * 1000;
export const IDLE_LIMIT_MS = 30 * MINUTE;
export const ABSOLUTE_LIMIT_MS = 12 * HOUR;
/** Activity is written at most this often per session (saves a write per request). */
const ACTIVITY_GRANULARITY_MS = 5_000;

/** What the body carries (TokenPairSchema) and the refresh token, which goes in its cookie. */
export type TokenPair = TokenGrant & { refreshToken: string };

async function issueTokens(
  db: Db,
  sessionId: string,
  now: number,
  ttlMs: number,
): Promise<{ accessToken: string; refreshToken: string }> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  await insertAccessToken(db, sha256Hex(accessToken), sessionId, now + ttlMs);
  await insertRefreshToken(db, sha256Hex(refreshToken), sessionId, now);
  return { accessToken, refreshToken };
}

async function codesOf(db: Db, employeeId: number): Promise<EmployeeCodes> {
  const row = await employeeCodes(db, employeeId);
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
  /** A company switch names the session its login opened (the device and login time shown). */
  loginSessionId?: string;
}

export async function createSession(ctx: AppContext, s: NewSession): Promise<TokenPair> {
  return (await openSession(ctx.db, ctx.clock(), accessTtlMs(ctx), s)).pair;
}

/** Opens a session (joins the caller's transaction when `db` is one). */
async function openSession(
  db: Db,
  now: number,
  ttlMs: number,
  s: NewSession,
): Promise<{ pair: TokenPair; sessionId: string }> {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    await insertSession(tx, {
      id,
      personId: s.personId,
      employeeId: s.employeeId,
      compRole: s.compRole ?? null,
      ip: s.ip,
      now,
      absoluteExpiresAt: s.absoluteExpiresAt ?? now + ABSOLUTE_LIMIT_MS,
      loginSessionId: s.loginSessionId ?? null,
    });
    const tokens = await issueTokens(tx, id, now, ttlMs);
    const codes = await codesOf(tx, s.employeeId);
    const pair: TokenPair = {
      ...tokens,
      expiresIn: ttlMs / 1000,
      compCode: codes.comp_code,
      employeeCode: codes.employee_code,
    };
    // Said only when it applies: the client then goes to 设置新密码 before anything else.
    if (codes.must_change_password === true) pair.mustChangePassword = true;
    return { pair, sessionId: id };
  });
}

// Every revocation is announced so that no instance answers from a cached session afterwards.
export async function revokeSession(db: Db, sessionId: string, reason: string, now: number): Promise<void> {
  await markSessionRevoked(db, sessionId, reason, now);
  await announce(db, { kind: 'session', id: sessionId });
}

export async function revokePersonSessions(
  db: Db,
  personId: number,
  reason: string,
  now: number,
  exceptSessionId?: string,
) {
  await markPersonSessionsRevoked(db, personId, reason, now, exceptSessionId ?? '');
  await announce(db, { kind: 'person', id: personId });
}

export async function revokeEmployeeSessions(db: Db, employeeId: number, reason: string, now: number) {
  await markEmployeeSessionsRevoked(db, employeeId, reason, now);
  await announce(db, { kind: 'employee', id: employeeId });
}

/**
 * What a device is told when its session was ended elsewhere, by why it was ended: the
 * reader of a device signed out from 登录设备 (their own or by an administrator) must know it
 * was not an ordinary expiry.
 */
const REVOKED_MESSAGES: Readonly<Record<string, string>> = {
  user: '您已在其他设备被强制下线，请重新登录',
  forced: '您已被企业管理员强制下线，请重新登录',
  password: '密码已修改，请使用新密码重新登录',
  'password-reset': '密码已重置，请使用新密码重新登录',
  'admin-reset': '管理员已重置您的密码，请重新登录',
  reuse: '登录凭证异常，为保护账号安全已下线，请重新登录',
};

/** Session checks shared by authentication and refresh; revokes and throws when over. */
async function checkAlive(ctx: AppContext, s: SessionRow, now: number): Promise<void> {
  if (s.revoked_at !== null) throw fail.sessionOver(REVOKED_MESSAGES[s.revoke_reason ?? ''] ?? undefined);
  if (now >= s.absolute_expires_at) {
    await revokeSession(ctx.db, s.id, 'absolute', now);
    throw fail.sessionOver();
  }
  if (now - s.last_activity_at > IDLE_LIMIT_MS) {
    await revokeSession(ctx.db, s.id, 'idle', now);
    throw fail.sessionOver();
  }
  if (s.emp_status !== MEMBERSHIP.member) {
    await revokeSession(ctx.db, s.id, 'membership', now);
    throw fail.disabled('您已不是该企业的成员，请重新登录');
  }
  if (s.emp_active !== ACTIVE.enabled || s.comp_status !== COMPANY.approved) {
    await revokeSession(ctx.db, s.id, 'disabled', now);
    throw fail.disabled();
  }
}

export async function rolesOf(db: Db, employeeId: number): Promise<RoleOfProduct[]> {
  return rolesOfEmployee(db, employeeId);
}

/**
 * Resolves an access token. `background` requests (the unread poll) never extend the idle
 * timer. A session found alive is kept in the hot cache (hot-cache.ts); a cached one is used
 * only while every limit still holds, otherwise the database decides.
 */
export async function authenticate(ctx: AppContext, accessToken: string, background: boolean): Promise<AuthContext> {
  const now = ctx.clock();
  const hash = sha256Hex(accessToken);
  const hit = ctx.hot.session(hash);
  if (hit && hit.accessExpiresAt > now && now < hit.absoluteExpiresAt && now - hit.lastActivityAt <= IDLE_LIMIT_MS) {
    if (!background && now - hit.lastActivityAt >= ACTIVITY_GRANULARITY_MS) {
      await touchSession(ctx.db, hit.auth.sessionId, now);
      hit.lastActivityAt = now;
    }
    return hit.auth;
  }
  const stamp = ctx.hot.stamp();
  const s = await sessionByAccessToken(ctx.db, hash);
  if (!s) throw fail.unauthenticated();
  await checkAlive(ctx, s, now);
  if (s.expires_at <= now) throw fail.accessExpired();
  let lastActivityAt = s.last_activity_at;
  if (!background && now - s.last_activity_at >= ACTIVITY_GRANULARITY_MS) {
    await touchSession(ctx.db, s.id, now);
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
    mustChangePassword: s.must_change_password === true,
  });
  ctx.hot.storeSession(
    hash,
    { auth, accessExpiresAt: s.expires_at, absoluteExpiresAt: s.absolute_expires_at, lastActivityAt },
    stamp,
  );
  return auth;
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

/**
 * A refresh token presented again. Within the grace window, by the same client, for the same
 * purpose, and while the session it produced is alive, the answer is the pair already issued;
 * anything else is reuse and revokes the session (and the one it produced).
 */
async function presentedAgain(ctx: AppContext, req: RefreshRequest, hash: string, now: number): Promise<TokenPair> {
  const row = await refreshTokenRecord(ctx.db, hash);
  if (!row) throw fail.sessionOver();
  const pair = row.successor_sealed ? openPair(req.refreshToken, row.successor_sealed) : null;
  const graceful =
    pair !== null &&
    row.used_at !== null &&
    now - row.used_at <= GRACE_MS &&
    row.used_by === clientFingerprint(req.ip, req.userAgent) &&
    row.used_for === refreshPurpose(req);
  if (graceful) {
    if (await sessionIsOpen(ctx.db, pair.sessionId)) {
      return {
        accessToken: pair.accessToken,
        refreshToken: pair.refreshToken,
        expiresIn: accessTtlMs(ctx) / 1000,
        compCode: pair.compCode,
        employeeCode: pair.employeeCode,
      };
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
  const s = await sessionByRefreshToken(ctx.db, hash);
  if (!s) throw fail.sessionOver();
  if (s.used_at !== null) return presentedAgain(ctx, req, hash, now);
  await checkAlive(ctx, s, now);

  let targetEmployeeId = s.employee_id;
  if (req.employeeCode !== undefined || req.compBizCode !== undefined) {
    const t = await switchTarget(ctx.db, s.person_id, { employeeCode: req.employeeCode, compCode: req.compBizCode });
    if (!t) throw new AppError(400, '您不是该企业的成员，无法切换', { field: 'employeeCode' });
    if (t.status !== MEMBERSHIP.member || t.is_active !== ACTIVE.enabled || t.comp_status !== COMPANY.approved) {
      throw new AppError(400, '该企业账号已停用，无法切换', { field: 'employeeCode' });
    }
    targetEmployeeId = t.id;
  }

  let compRole = targetEmployeeId === s.employee_id ? s.comp_role : null;
  if (req.compRoleCode !== undefined) {
    const role = req.compRoleCode.includes('-')
      ? req.compRoleCode.slice(req.compRoleCode.lastIndexOf('-') + 1)
      : req.compRoleCode;
    if (!(await companyOfEmployeeHasRole(ctx.db, targetEmployeeId, role)))
      throw new AppError(400, '贵司没有该企业角色，无法切换', { field: 'compRoleCode' });
    compRole = role;
  }

  // Checked after the target so that a refused switch leaves the refresh token usable.
  // Single use under concurrency: only one request can mark the token used; the new pair is
  // issued and kept (sealed) in the same transaction, so a parallel presentation that loses
  // the claim finds it (PostgreSQL makes the loser's UPDATE wait for the winner's commit).
  const issued = await ctx.db.transaction(async (tx) => {
    if (!(await claimRefreshToken(tx, hash, now, clientFingerprint(req.ip, req.userAgent), refreshPurpose(req))))
      return null;
    let pair: TokenPair;
    let sessionId = s.id;
    if (targetEmployeeId !== s.employee_id) {
      const opened = await openSession(tx, now, accessTtlMs(ctx), {
        personId: s.person_id,
        employeeId: targetEmployeeId,
        compRole,
        ip: req.ip,
        absoluteExpiresAt: s.absolute_expires_at,
        loginSessionId: s.login_session_id ?? s.id,
      });
      await revokeSession(tx, s.id, 'switch', now);
      pair = opened.pair;
      sessionId = opened.sessionId;
    } else {
      await setSessionCompRole(tx, s.id, compRole);
      await announce(tx, { kind: 'session', id: s.id });
      const tokens = await issueTokens(tx, s.id, now, accessTtlMs(ctx));
      pair = { ...tokens, expiresIn: accessTtlMs(ctx) / 1000, compCode: s.comp_code, employeeCode: s.employee_code };
      if (s.must_change_password === true) pair.mustChangePassword = true;
    }
    await sealSuccessor(tx, hash, sealPair(req.refreshToken, { ...pair, sessionId }));
    return pair;
  });
  return issued ?? presentedAgain(ctx, req, hash, now);
}
