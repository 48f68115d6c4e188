/**
 * POST /operator/registration/{approve,reject}, /operator/registration/pending and
 * /operator/admin/create: what
 * `npm run admin` asks a running server to do. Only from the loopback interface and only with
 * the token the server wrote to its data folder; hidden from the OpenAPI document.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError, Envelope, ok } from '../../core/envelope';
import { approveCompany, rejectCompany } from '../registration/approval.service';
import { createFirstAdmin } from '../registration/first-admin.service';
import { OPERATOR_TOKEN_HEADER, tokenMatches } from './operator-channel';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const CompCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' });

export const operatorRoutes: FastifyPluginAsync<{ token: string }> = async (app0, opts) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.scf;
  const check = (request: FastifyRequest): void => {
    // The raw socket address: a forwarded header must not open this door.
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !tokenMatches(opts.token, request.headers[OPERATOR_TOKEN_HEADER])) {
      throw new AppError(404, '接口不存在');
    }
  };
  const response = { 200: Envelope(Type.Any()) };

  app.post('/operator/registration/approve', { schema: { hide: true, response, body: Type.Object({ compCode: CompCode }, { additionalProperties: false }) } }, async (request) => {
    check(request);
    await approveCompany(ctx.db, request.body.compCode, ctx.clock());
    return ok(null, `已审核通过 ${request.body.compCode}`);
  });
  app.post(
    '/operator/registration/reject',
    { schema: { hide: true, response, body: Type.Object({ compCode: CompCode, reason: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }) } },
    async (request) => {
      check(request);
      await rejectCompany(ctx.db, request.body.compCode, request.body.reason, ctx.clock());
      return ok(null, `已驳回 ${request.body.compCode}`);
    },
  );
  const FirstAdmin = Type.Object(
    {
      compName: Type.String({ maxLength: 200 }),
      creditCode: Type.String({ maxLength: 32 }),
      compRole: Type.String({ maxLength: 24 }),
      mobile: Type.String({ maxLength: 20 }),
      adminName: Type.String({ maxLength: 100 }),
      password: Type.String({ maxLength: 128 }),
    },
    { additionalProperties: false },
  );
  app.post('/operator/admin/create', { schema: { hide: true, response, body: FirstAdmin } }, async (request) => {
    check(request);
    return ok(await createFirstAdmin(ctx.db, request.body, ctx.clock()), '已创建管理员');
  });
  app.post('/operator/registration/pending', { schema: { hide: true, response, body: Type.Object({}, { additionalProperties: false }) } }, async (request) => {
    check(request);
    return ok(await ctx.db.query<{ comp_code: string; comp_name: string }>('SELECT comp_code, comp_name FROM companies WHERE status = 0 ORDER BY id'));
  });
};
