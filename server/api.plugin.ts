/**
 * Everything under /api: security hooks (signing, authentication), the JSON-only body rule,
 * the 404 envelope, and the route modules of the portal API.
 */
import type { FastifyPluginAsync, preValidationHookHandler } from 'fastify';
import { Type } from 'typebox';
import { authHookFor } from './plugins/auth.hook';
import { signingHook } from './plugins/signing.hook';
import { sendEnvelope } from './core/errors';
import { Envelope, ok } from './core/envelope';
import { Empty } from './core/schemas';
import { keysRoutes } from './infra/keys/keys.routes';
import { captchaRoutes } from './features/captcha/captcha.routes';
import { codesRoutes } from './features/codes/codes.routes';
import { authRoutes } from './features/auth/auth.routes';
import { passwordChangeRoutes } from './features/auth/password-change.routes';
import { accountRoutes } from './features/account/account.routes';
import { membershipInviteRoutes } from './features/account/membership-invite.routes';
import { companyRoutes } from './features/company/company.routes';
import { employeeRoutes } from './features/employee/employee.routes';
import { invitationRoutes } from './features/invitation/invitation.routes';
import { permissionRoutes } from './features/permission/permission.routes';
import { messageRoutes } from './features/message/message.routes';
import { cmsRoutes } from './features/cms/cms.routes';
import { referenceRoutes } from './features/reference/reference.routes';
import { productRoutes } from './features/product/product.routes';
import { registrationRoutes } from './features/registration/registration.routes';
import { resetpwdRoutes } from './features/resetpwd/resetpwd.routes';
import { filesRoutes } from './features/files/files.routes';
import { outboxRoutes } from './infra/dev/outbox.routes';
import { testClockRoutes } from './infra/dev/test-clock.routes';
import { readyRoutes } from './infra/system/ready.routes';
import { loginLogRoutes } from './features/audit/login-log.routes';
import { operationLogRoutes } from './features/audit/operation-log.routes';
import { devicesRoutes } from './features/session/devices.routes';
import { exportRoutes } from './features/excel/export.routes';
import { employeeImportRoutes } from './features/excel/import.routes';
import { deployRoutes } from './features/deploy/deploy.routes';
import { voucherRoutes } from './features/voucher/voucher.routes';
import { checkDatabase } from './infra/system/health.repo';
import { creditRoutes } from './features/credit/credit.routes';
import { znxRoutes } from './features/znx/znx.routes';
import { settleRoutes } from './features/settle/settle.routes';

/** An absent body taken as {} (a call without parameters may send none). */
const absentBodyAsEmpty: preValidationHookHandler = (request, _reply, done) => {
  if (request.body === undefined) request.body = {};
  done();
};

/** A route's hook option (absent, one hook or a list) as a list. */
const asList = <T>(hooks: T | readonly T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? [...(hooks as readonly T[])] : [hooks as T];

export const apiPlugin: FastifyPluginAsync = async (api) => {
  const ctx = api.scf;

  // JSON only (CSRF defence and ASVS 13.2.5): text/plain bodies answer 415.
  api.removeContentTypeParser('text/plain');

  // The hooks that finish at once take Fastify's callback form: every API request runs them,
  // and an async hook costs a promise and a turn of the microtask queue each time.
  api.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    done();
  });
  api.addHook('preValidation', signingHook(ctx));
  // Steps chosen once per route from its declaration (asking each request for its route's options
  // builds them anew): the auth check of a route that is not public, first among its onRequest
  // steps (after the API's own above); and for calls without parameters, an absent body taken as {}.
  api.addHook('onRoute', (route) => {
    const auth = authHookFor(ctx, route.config);
    if (auth) route.onRequest = [auth, ...asList(route.onRequest)];
    if (route.schema?.body !== undefined) route.preValidation = [absentBodyAsEmpty, ...asList(route.preValidation)];
  });

  api.setNotFoundHandler((_request, reply) => sendEnvelope(reply, 404, 404, '接口不存在'));

  // The API description helps an attacker map the surface: production serves it only when asked.
  if (ctx.config.apiDocs) api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
  api.get(
    '/health',
    {
      schema: { tags: ['system'], querystring: Empty, response: { 200: Envelope(Type.Object({ db: Type.String() })) } },
    },
    async () => {
      await checkDatabase(ctx.db);
      return ok({ db: 'up' });
    },
  );

  for (const routes of [
    keysRoutes,
    captchaRoutes,
    codesRoutes,
    authRoutes,
    passwordChangeRoutes,
    accountRoutes,
    membershipInviteRoutes,
    companyRoutes,
    employeeRoutes,
    invitationRoutes,
    permissionRoutes,
    messageRoutes,
    cmsRoutes,
    referenceRoutes,
    productRoutes,
    registrationRoutes,
    resetpwdRoutes,
    filesRoutes,
    readyRoutes,
    loginLogRoutes,
    operationLogRoutes,
    devicesRoutes,
    exportRoutes,
    employeeImportRoutes,
    deployRoutes,
    voucherRoutes,
    creditRoutes,
    znxRoutes,
    settleRoutes,
  ]) {
    await api.register(routes);
  }
  if (ctx.config.nodeEnv !== 'production') await api.register(outboxRoutes);
  if (ctx.config.testClock) await api.register(testClockRoutes);
};
