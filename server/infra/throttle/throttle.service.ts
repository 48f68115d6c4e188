/**
 * Fixed-window counters in the database (shared by every instance). An attempt is counted
 * before the work it guards (a password check, an SMS), with one atomic upsert, so concurrent
 * attempts can never exceed the limit.
 */
import type { Clock } from '../../core/time';
import type { Db } from '../../db/db';
import { fail, formatWait } from '../../core/envelope';
import { countAttempt, deleteCounter, lastEventAt, takeCooldown } from './throttle.repo';

export interface Policy {
  limit: number;
  windowMs: number;
  /** Message when the limit is reached; {wait} becomes e.g. "15分钟". */
  msg?: string;
}

export interface HitResult {
  allowed: boolean;
  retryAfter: number;
}

async function hit(db: Db, key: string, policy: Policy, now: number): Promise<HitResult> {
  const row = await countAttempt(db, key, policy.windowMs, now);
  if (!row) return { allowed: true, retryAfter: 0 };
  const retryAfter = Math.max(1, Math.ceil((row.window_start + policy.windowMs - now) / 1000));
  return { allowed: row.count <= policy.limit, retryAfter };
}

/** Counts an attempt and throws the 429 envelope when over the limit. */
export async function enforce(db: Db, key: string, policy: Policy, now: number): Promise<void> {
  const r = await hit(db, key, policy, now);
  if (!r.allowed) {
    const wait = formatWait(r.retryAfter);
    throw fail.throttled(r.retryAfter, policy.msg ? policy.msg.replace('{wait}', wait) : undefined);
  }
}

export async function reset(db: Db, key: string): Promise<void> {
  await deleteCounter(db, key);
}

/**
 * At most one event per interval (resend cooldown): succeeds only when the previous event is
 * older than the interval; the check and the update are one statement.
 */
export async function cooldown(db: Db, key: string, intervalMs: number, now: number): Promise<HitResult> {
  if (await takeCooldown(db, key, intervalMs, now)) return { allowed: true, retryAfter: 0 };
  const lastAt = (await lastEventAt(db, key)) ?? now;
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((lastAt + intervalMs - now) / 1000)) };
}

export const POLICIES = {
  loginAccount: { limit: 5, windowMs: 15 * 60_000, msg: '登录失败次数过多，请{wait}后再试' },
  loginIp: { limit: 20, windowMs: 60_000, msg: '登录尝试过于频繁，请{wait}后再试' },
  codeIp: { limit: 30, windowMs: 60 * 60_000, msg: '验证码发送过于频繁，请{wait}后再试' },
  codeDestDaily: { limit: 10, windowMs: 24 * 60 * 60_000, msg: '今日验证码发送次数已达上限，请{wait}后再试' },
  /** Every SMS the portal sends to one number (codes and invitations alike). */
  smsNumberDaily: { limit: 10, windowMs: 24 * 60 * 60_000, msg: '该手机号今日短信发送次数已达上限，请{wait}后再试' },
  pwdCheck: { limit: 5, windowMs: 15 * 60_000, msg: '密码验证失败次数过多，请{wait}后再试' },
  captchaIp: { limit: 60, windowMs: 60_000, msg: '请求过于频繁，请{wait}后再试' },
  uploadIp: { limit: 30, windowMs: 60 * 60_000, msg: '上传过于频繁，请{wait}后再试' },
  regIp: { limit: 20, windowMs: 60 * 60_000, msg: '操作过于频繁，请{wait}后再试' },
  /**
   * Calls that could tell whether a number has an account (mobile/check, a code for a new
   * mobile, the registration step before its code is checked): per IP, per browser or person.
   */
  lookupIp: { limit: 30, windowMs: 60 * 60_000, msg: '操作过于频繁，请{wait}后再试' },
  lookupBrowser: { limit: 10, windowMs: 60 * 60_000, msg: '操作过于频繁，请{wait}后再试' },
  /** Employee searches by a full mobile number (each one tests a guess of the hidden digits). */
  mobileSearch: { limit: 30, windowMs: 60 * 60_000, msg: '按手机号查询过于频繁，请{wait}后再试' },
} satisfies Record<string, Policy>;

/**
 * What a per-IP limit reads from the app's context: the database, the per-IP factor, the clock
 * (named here, not imported: the context's module imports the senders, which use this one).
 */
interface ThrottleContext {
  db: Db;
  config: { ipLimitFactor: number };
  clock: Clock;
}

/**
 * Counts an attempt from `ip` under `name` (the key `<name>:ip:<ip>`) against `policy` scaled by
 * the configured per-IP factor, and throws the 429 envelope when over it.
 */
export async function enforceIp(
  ctx: ThrottleContext,
  name: string,
  ip: string,
  policy: Policy,
  now: number = ctx.clock(),
): Promise<void> {
  await enforce(ctx.db, `${name}:ip:${ip}`, perIp(policy, ctx.config.ipLimitFactor), now);
}

/**
 * Limits one caller of a call that could reveal whether a number is registered: its IP (scaled
 * by the per-IP factor) and its browser or person, both counted before any lookup.
 */
export async function enforceLookup(ctx: ThrottleContext, ip: string, who: string[]): Promise<void> {
  const now = ctx.clock();
  await enforceIp(ctx, 'lookup', ip, POLICIES.lookupIp, now);
  for (const w of who) await enforce(ctx.db, `lookup:${w}`, POLICIES.lookupBrowser, now);
}

/** A per-IP policy scaled by the configured factor (test runs from one address). */
function perIp(policy: Policy, factor: number): Policy {
  return { ...policy, limit: policy.limit * factor };
}
