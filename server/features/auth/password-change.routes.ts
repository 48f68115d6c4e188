/** 设置新密码 after an administrator's reset (password-change.service.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, NullBody, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { caller } from '../../plugins/auth.hook';
import { setRequiredPassword } from './password-change.service';
import { RequiredPasswordBody } from './auth.schemas';

export const passwordChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;

  app.post(
    `${P}/company/custAccount/passWord/setRequired`,
    {
      config: { auth: 'user', duringPasswordChange: true },
      schema: {
        tags: ['auth'],
        summary:
          'Sets the new password an administrator reset requires (RSA-OAEP); other sessions of the person end (added)',
        body: RequiredPasswordBody,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      const b = request.body;
      await setRequiredPassword(ctx, caller(request), request.ip, b.newPassword, b.kid);
      return ok(null, '新密码已设置');
    },
  );
};
