/**
 * Password reset (added), a two-step state machine: resetpwd/account proves the mobile with an
 * SMS code and returns a single-use ticket (10 minutes); resetpwd/reset sets the password and
 * signs the person out everywhere.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, NullBody, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { verifyCode } from '../codes/codes.service';
import { decryptNewPassword } from '../auth/password.service';
import { enforceIp, POLICIES } from '../../infra/throttle/throttle.service';
import { issueResetTicket, RESET_TTL_MS, resetPassword } from './resetpwd.service';
import { ResetpwdAccountAnswer, ResetpwdAccountBody, ResetpwdResetBody } from './resetpwd.schemas';

export const resetpwdRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;

  app.post(
    `${P}/resetpwd/account`,
    {
      schema: {
        tags: ['resetpwd'],
        summary: 'Step 1: mobile + SMS code (purpose resetpwd) → single-use reset ticket',
        body: ResetpwdAccountBody,
        response: { 200: ResetpwdAccountAnswer },
      },
    },
    async (request) => {
      const b = request.body;
      await enforceIp(ctx, 'reset', request.ip, POLICIES.loginIp);
      await verifyCode(ctx, { channel: 'sms', purpose: 'resetpwd', destination: b.mobile }, b.smsCode, 'smsCode');
      const ticket = await issueResetTicket(ctx, b.mobile);
      return ok({ resetTicket: ticket, expiresIn: RESET_TTL_MS / 1000 });
    },
  );

  app.post(
    `${P}/resetpwd/reset`,
    {
      schema: {
        tags: ['resetpwd'],
        summary: 'Step 2: the new password; every session of the person is revoked',
        body: ResetpwdResetBody,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      const b = request.body;
      const now = ctx.clock();
      const password = await decryptNewPassword(ctx, b.password, b.kid, 'password', request.ip);
      await resetPassword(ctx, b.resetTicket, password, now);
      return ok(null, '密码已重置，所有登录状态已退出，请使用新密码登录');
    },
  );
};
