/**
 * One-time codes sent by SMS or e-mail: 6 digits, stored as salted hashes, valid 5 minutes,
 * 60 s between sends to one destination, 10 a day per destination, 30 an hour per IP, and at
 * most 5 wrong tries (counted with an atomic UPDATE … RETURNING, so parallel guesses cannot
 * exceed it). Only the newest code of a destination and purpose is valid.
 */
import type { AppContext } from '../../core/context';
import { AppError, fail } from '../../core/envelope';
import { randomDigits, randomToken, safeEqual, sha256Hex } from '../../core/crypto';
import { MINUTE } from '../../core/time';
import { cooldown, enforce, enforceIp, POLICIES } from '../../infra/throttle/throttle.service';
import {
  applyVerified,
  type CodeSelector as StoredCodeSelector,
  consumeCode,
  countTry,
  insertCode,
  liveCodeExists,
  triesOfLatest,
} from './codes.repo';

export type Channel = 'sms' | 'email';
export type Purpose = 'login' | 'register' | 'resetpwd' | 'mobile' | 'email';

const CODE_TTL_MS = 5 * MINUTE;
const RESEND_MS = 60_000;
const MAX_TRIES = 5;
/** How long a verified new mobile or e-mail address may be applied. */
const VERIFIED_TTL_MS = 10 * MINUTE;

const PURPOSE_TEXT: Record<Purpose, string> = {
  login: '登录',
  register: '注册',
  resetpwd: '找回密码',
  mobile: '更换手机号',
  email: '绑定邮箱',
};

export interface SendRequest {
  channel: Channel;
  destination: string;
  purpose: Purpose;
  browserId: string | null;
  personId: number | null;
  ip: string;
  /** false: pass every limit and answer the same, but send nothing (unknown account). */
  deliver: boolean;
}

export async function sendCode(ctx: AppContext, req: SendRequest): Promise<{ cooldown: number }> {
  const now = ctx.clock();
  await enforceIp(ctx, 'code', req.ip, POLICIES.codeIp, now);
  const cd = await cooldown(ctx.db, `code:cd:${req.channel}:${req.destination}`, RESEND_MS, now);
  if (!cd.allowed) throw fail.throttled(cd.retryAfter, `验证码发送过于频繁，请${cd.retryAfter}秒后再试`);
  await enforce(ctx.db, `code:day:${req.channel}:${req.destination}`, POLICIES.codeDestDaily, now);
  if (!req.deliver) return { cooldown: RESEND_MS / 1000 };

  const code = randomDigits(6);
  const salt = randomToken(12);
  await insertCode(ctx.db, {
    channel: req.channel,
    destination: req.destination,
    purpose: req.purpose,
    browserId: req.browserId,
    personId: req.personId,
    salt,
    codeHash: sha256Hex(salt + code),
    createdAt: now,
    expiresAt: now + CODE_TTL_MS,
  });
  const text = `【供应链金融服务平台】您的${PURPOSE_TEXT[req.purpose]}验证码为${code}，5分钟内有效，请勿泄露给他人。`;
  try {
    if (req.channel === 'sms') await ctx.senders.sms(req.destination, text, code);
    else await ctx.senders.email(req.destination, `${PURPOSE_TEXT[req.purpose]}验证码`, text, code);
  } catch (err) {
    // A refusal with a message for the person (the per-number daily SMS cap) passes through.
    if (err instanceof AppError) throw err;
    ctx.log.error({ err, channel: req.channel }, 'code delivery failed');
    throw new AppError(503, '验证码发送失败，请稍后重试', null, 503);
  }
  return { cooldown: RESEND_MS / 1000 };
}

/** Which codes a check looks at (the newest live one counts). */
export interface CodeSelector extends StoredCodeSelector {
  channel: Channel;
  purpose: Purpose;
}

export const CODE_INVALID = '验证码已失效，请重新获取';

/** Whether a code was actually sent for this selector and can still be tried. */
export async function hasLiveCode(ctx: AppContext, sel: CodeSelector): Promise<boolean> {
  return liveCodeExists(ctx.db, sel, ctx.clock(), MAX_TRIES);
}

/**
 * Checks a code and uses it up on success. Returns the destination it was sent to. The field
 * name goes into the error body so the form can point at the right input.
 */
export async function verifyCode(ctx: AppContext, sel: CodeSelector, code: string, field: string): Promise<string> {
  const now = ctx.clock();
  const row = await countTry(ctx.db, sel, now, MAX_TRIES);
  if (!row) {
    if ((await triesOfLatest(ctx.db, sel, now)) >= MAX_TRIES) throw fail.bad('验证码错误次数过多，请重新获取', field);
    throw fail.bad(CODE_INVALID, field);
  }
  if (!safeEqual(row.code_hash, sha256Hex(row.salt + code))) {
    const left = MAX_TRIES - row.tries;
    throw fail.bad(left > 0 ? `验证码错误，还可尝试${left}次` : '验证码错误次数过多，请重新获取', field);
  }
  if (!(await consumeCode(ctx.db, row.id, now))) throw fail.bad(CODE_INVALID, field);
  return row.destination;
}

/**
 * Applies a destination verified within the last 10 minutes (new mobile, new e-mail), once.
 */
export async function takeVerified(
  ctx: AppContext,
  channel: Channel,
  purpose: Purpose,
  destination: string,
  personId: number,
): Promise<boolean> {
  const now = ctx.clock();
  return applyVerified(ctx.db, { channel, purpose, destination, personId }, now, now - VERIFIED_TTL_MS);
}
