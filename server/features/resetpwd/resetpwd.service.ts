/**
 * The password reset's two steps: a proven mobile earns a single-use ticket (10 minutes, a new
 * one replacing any earlier); the ticket sets the password and signs the person out everywhere.
 */
import type { AppContext } from '../../core/context';
import { randomToken, sha256Hex } from '../../core/crypto';
import { fail } from '../../core/envelope';
import { MINUTE } from '../../core/time';
import { personById, personByMobile, setPasswordHash } from '../account/person.repo';
import { clearLoginFailures } from '../auth/login-lock';
import { hashPassword, verifyPassword } from '../auth/password.service';
import { revokePersonSessions } from '../session/session.service';
import { replaceResetTicket, resetTicketPerson, spendResetTicket } from './resetpwd.repo';

export const RESET_TTL_MS = 10 * MINUTE;

/** The ticket for a mobile whose SMS code was verified. */
export async function issueResetTicket(ctx: AppContext, mobile: string): Promise<string> {
  const person = await personByMobile(ctx.db, mobile);
  if (!person) throw fail.bad('验证码已失效，请重新获取', 'smsCode');
  const ticket = randomToken();
  await replaceResetTicket(ctx.db, person.id, sha256Hex(ticket), ctx.clock(), ctx.clock() + RESET_TTL_MS);
  return ticket;
}

/**
 * Sets the new password. Like 修改密码, the current password is refused as the new one; that
 * refusal leaves the ticket unspent, so the person can choose another at once.
 */
export async function resetPassword(ctx: AppContext, ticket: string, password: string, now: number): Promise<void> {
  const holder = await resetTicketPerson(ctx.db, sha256Hex(ticket), now);
  if (holder === null) throw fail.bad('重置凭证已失效，请重新验证身份', 'resetTicket');
  const current = (await personById(ctx.db, holder))?.password_hash ?? null;
  if (await verifyPassword(current, password)) throw fail.bad('新密码不能与当前密码相同', 'password');
  const personId = await spendResetTicket(ctx.db, sha256Hex(ticket), now);
  if (personId === null) throw fail.bad('重置凭证已失效，请重新验证身份', 'resetTicket');
  await setPasswordHash(ctx.db, personId, await hashPassword(password));
  await revokePersonSessions(ctx.db, personId, 'password-reset', now);
  await clearLoginFailures(ctx.db, personId);
}
