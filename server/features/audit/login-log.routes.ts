/**
 * 登录日志: a person reads their own login attempts; the company administrator reads those of
 * everyone in the company (scope 'company'). Read only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok, Page } from '../../core/envelope';
import { P } from '../../core/paths';
import { caller } from '../../plugins/auth.hook';
import { LoginLogItemSchema, LoginLogQuerySchema } from './audit.schemas';
import { loginLogList } from './login-log-list.service';

export const loginLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;

  app.post(
    `${P}/cust/log/login/list`,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['audit'],
        summary: "Login attempts: the caller's own, or (scope company, administrator) the company's people",
        body: LoginLogQuerySchema,
        response: { 200: Envelope(Page(LoginLogItemSchema)) },
      },
    },
    async (request) => ok(await loginLogList(ctx.db, caller(request), request.body, ctx.clock())),
  );
};
