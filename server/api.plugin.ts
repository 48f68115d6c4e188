/**
 * Everything under /api: security hooks (signing, authentication), the JSON-only body rule,
 * the 404 envelope, and the route modules of the portal API.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { authHook } from './plugins/auth.hook';
import { signingHook } from './plugins/signing.hook';
import { sendEnvelope } from './core/errors';
import { Envelope, ok } from './core/envelope';
import { Empty } from './core/schemas';
import { keysRoutes } from './modules/keys/keys.routes';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { codesRoutes } from './modules/codes/codes.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { accountRoutes } from './modules/account/account.routes';
import { membershipInviteRoutes } from './modules/account/membership-invite.routes';
import { companyRoutes } from './modules/company/company.routes';
import { employeeRoutes } from './modules/employee/employee.routes';
import { invitationRoutes } from './modules/invitation/invitation.routes';
import { permissionRoutes } from './modules/permission/permission.routes';
import { messageRoutes } from './modules/message/message.routes';
import { cmsRoutes } from './modules/cms/cms.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { productRoutes } from './modules/product/product.routes';
import { registrationRoutes } from './modules/registration/registration.routes';
import { resetpwdRoutes } from './modules/resetpwd/resetpwd.routes';
import { filesRoutes } from './modules/files/files.routes';
import { outboxRoutes } from './modules/dev/outbox.routes';
import { readyRoutes } from './modules/system/ready.routes';
import { loginLogRoutes } from './modules/audit/login-log.routes';
import { operationLogRoutes } from './modules/audit/operation-log.routes';
import { devicesRoutes } from './modules/session/devices.routes';
import { exportRoutes } from './modules/excel/export.routes';

export const apiPlugin: FastifyPluginAsync = async (api) => {
  const ctx = api.scf;

  // JSON only (CSRF defence and ASVS 13.2.5): text/plain bodies answer 415.
  api.removeContentTypeParser('text/plain');

  api.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
  });
  api.addHook('onRequest', authHook(ctx));
  api.addHook('preValidation', signingHook(ctx));
  // Calls without parameters accept an absent body as well as {}.
  api.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body !== undefined) request.body = {};
  });

  api.setNotFoundHandler((_request, reply) => sendEnvelope(reply, 404, 404, '接口不存在'));

  // The API description helps an attacker map the surface: production serves it only when asked.
  if (ctx.config.apiDocs) api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
  api.get(
    '/health',
    { schema: { tags: ['system'], querystring: Empty, response: { 200: Envelope(Type.Object({ db: Type.String() })) } } },
    async () => {
      await ctx.db.query('SELECT 1');
      return ok({ db: 'up' });
    },
  );

  for (const routes of [
    keysRoutes, captchaRoutes, codesRoutes, authRoutes, accountRoutes, membershipInviteRoutes, companyRoutes, employeeRoutes,
    invitationRoutes, permissionRoutes, messageRoutes, cmsRoutes, referenceRoutes, productRoutes,
    registrationRoutes, resetpwdRoutes, filesRoutes, readyRoutes,
    loginLogRoutes, operationLogRoutes, devicesRoutes, exportRoutes,
  ]) {
    await api.register(routes);
  }
  if (ctx.config.nodeEnv !== 'production') await api.register(outboxRoutes);
};
