/**
 * Password reset (added), a two-step state machine: resetpwd/account proves the mobile with an
 * SMS code and returns a single-use ticket (10 minutes); resetpwd/reset sets the password and
 * signs the person out everywhere.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, fail, NullBody, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { randomToken, sha256Hex } from '../../core/crypto';
import { MINUTE } from '../../core/time';
import { BrowserId, Code6, EncryptedPassword, Kid, Mobile, Obj, Ticket } from '../../core/schemas';
import { verifyCode } from '../codes/codes.service';
import { personByMobile } from '../account/person.repo';
import { decryptNewPassword, hashPassword } from '../auth/password.service';
import { revokePersonSessions } from '../session/session.service';
import { enforce, POLICIES, perIp } from '../throttle/throttle.service';
import { clearLoginFailures } from '../auth/login-lock';

const RESET_TTL_MS = 10 * MINUTE;

export const resetpwdRoutes: FastifyPluginAsync = async (app0) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.scf;

  app.post(
    `${P}/resetpwd/account`,
    {
      schema: {
        tags: ['resetpwd'],
        summary: 'Step 1: mobile + SMS code (purpose resetpwd) → single-use reset ticket',
        body: Obj({ mobile: Mobile, smsCode: Code6, browserID: BrowserId }),
        response: { 200: Envelope(Type.Object({ resetTicket: Type.String(), expiresIn: Type.Integer() })) },
      },
    },
    async (request) => {
      const b = request.body;
      await enforce(ctx.db, `reset:ip:${request.ip}`, perIp(POLICIES.loginIp, ctx.config.ipLimitFactor), ctx.clock());
      await verifyCode(ctx, { channel: 'sms', purpose: 'resetpwd', destination: b.mobile }, b.smsCode, 'smsCode');
      const person = await personByMobile(ctx.db, b.mobile);
      if (!person) throw fail.bad('验证码已失效，请重新获取', 'smsCode');
      const ticket = randomToken();
      // A new ticket replaces any earlier one of the person.
      await ctx.db.query('UPDATE reset_tickets SET used_at = $2 WHERE person_id = $1 AND used_at IS NULL', [person.id, ctx.clock()]);
      await ctx.db.query('INSERT INTO reset_tickets (ticket_hash, person_id, expires_at) VALUES ($1, $2, $3)', [
        sha256Hex(ticket),
        person.id,
        ctx.clock() + RESET_TTL_MS,
      ]);
      return ok({ resetTicket: ticket, expiresIn: RESET_TTL_MS / 1000 });
    },
  );

  app.post(
    `${P}/resetpwd/reset`,
    {
      schema: {
        tags: ['resetpwd'],
        summary: 'Step 2: the new password; every session of the person is revoked',
        body: Obj({ resetTicket: Ticket, password: EncryptedPassword, kid: Type.Optional(Kid) }),
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      const b = request.body;
      const now = ctx.clock();
      const password = await decryptNewPassword(ctx, b.password, b.kid, 'password', request.ip);
      const used = await ctx.db.query<{ person_id: number }>(
        'UPDATE reset_tickets SET used_at = $2 WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING person_id',
        [sha256Hex(b.resetTicket), now],
      );
      const personId = used[0]?.person_id;
      if (personId === undefined) throw fail.bad('重置凭证已失效，请重新验证身份', 'resetTicket');
      await ctx.db.query('UPDATE persons SET password_hash = $2 WHERE id = $1', [personId, await hashPassword(password)]);
      await revokePersonSessions(ctx.db, personId, 'password-reset', now);
      await clearLoginFailures(ctx.db, personId);
      return ok(null, '密码已重置，所有登录状态已退出，请使用新密码登录');
    },
  );
};
