/**
 * POST /operator/registration/{approve,reject}, /operator/registration/pending and
 * /operator/admin/create: what
 * `npm run admin` asks a running server to do. Only from the loopback interface and only with
 * the token the server wrote to its data folder; hidden from the OpenAPI document.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, Envelope, ok } from '../../core/envelope';
import { approveCompany, rejectCompany } from '../registration/approval.service';
import { createFirstAdmin } from '../registration/first-admin.service';
import { pendingApplications } from '../company/company.repo';
import { OPERATOR_TOKEN_HEADER, tokenMatches } from './operator-channel';
import { runDeployTokenRequest } from '../deploy/deploy-token.service';
import { runOverrideRoleRequest } from '../deploy/override-role.service';
import { DeployTokenRequest, OverrideRoleRequest } from '../deploy/deploy.schemas';
import { ApproveBody, FirstAdmin, NoBody, OperatorAnswer, RejectBody } from './operator.schemas';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const operatorRoutes: FastifyPluginAsyncTypebox<{ token: string }> = async (app, opts) => {
  const ctx = app.scf;
  const check = (request: FastifyRequest): void => {
    // The raw socket address: a forwarded header must not open this door.
    if (
      !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
      !tokenMatches(opts.token, request.headers[OPERATOR_TOKEN_HEADER])
    ) {
      throw new AppError(404, '接口不存在');
    }
  };
  const response = { 200: Envelope(OperatorAnswer) };

  app.post(
    '/operator/registration/approve',
    { schema: { hide: true, response, body: ApproveBody } },
    async (request) => {
      check(request);
      await approveCompany(ctx, request.body.compCode, ctx.clock(), {
        sameNameConfirmed: request.body.sameNameConfirmed === true,
      });
      return ok(null, `已审核通过 ${request.body.compCode}`);
    },
  );
  app.post('/operator/registration/reject', { schema: { hide: true, response, body: RejectBody } }, async (request) => {
    check(request);
    await rejectCompany(ctx, request.body.compCode, request.body.reason, ctx.clock());
    return ok(null, `已驳回 ${request.body.compCode}`);
  });
  app.post('/operator/admin/create', { schema: { hide: true, response, body: FirstAdmin } }, async (request) => {
    check(request);
    return ok(await createFirstAdmin(ctx.db, request.body, ctx.clock()), '已创建管理员');
  });
  app.post('/operator/registration/pending', { schema: { hide: true, response, body: NoBody } }, async (request) => {
    check(request);
    return ok(await pendingApplications(ctx.db));
  });
  app.post(
    '/operator/deploy-token',
    { schema: { hide: true, response, body: DeployTokenRequest } },
    async (request) => {
      check(request);
      return ok(await runDeployTokenRequest(ctx.db, request.body, ctx.clock()));
    },
  );
  app.post(
    '/operator/override-role',
    { schema: { hide: true, response, body: OverrideRoleRequest } },
    async (request) => {
      check(request);
      return ok(await runOverrideRoleRequest(ctx.db, request.body));
    },
  );
};
