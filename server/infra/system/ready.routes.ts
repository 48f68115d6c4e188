/**
 * GET /ready (readiness): 200 when the database answers, every migration this version ships
 * is applied and writes do not fail for lack of disk space (disk-space.ts);
 * 503 with a message saying which check failed otherwise, so a load balancer sends
 * no traffic to an instance that cannot serve it. /health (liveness) only asks "is the process
 * up and can it reach the database".
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../core/envelope';
import { sendEnvelope } from '../../core/errors';
import { Empty } from '../../core/schemas';
import { pendingMigrations } from '../../db/migrate';
import { DISK_FULL_READY_MSG } from './disk-space';
import { Readiness } from './ready.schemas';

export const readyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database reachable and all migrations applied (503 otherwise)',
        querystring: Empty,
        response: { 200: Envelope(Readiness) },
      },
    },
    async (request, reply) => {
      let pending: string[];
      try {
        pending = await pendingMigrations(ctx.db);
      } catch (err) {
        request.log.warn({ err }, 'readiness: the database does not answer');
        return sendEnvelope(reply, 503, 503, '服务未就绪：数据库无法连接');
      }
      if (await ctx.disk.full()) return sendEnvelope(reply, 503, 503, DISK_FULL_READY_MSG);
      if (pending.length > 0) {
        return sendEnvelope(
          reply,
          503,
          503,
          `服务未就绪：数据库还有 ${pending.length} 个迁移未执行（${pending.join('、')}）`,
          { pending },
        );
      }
      return ok({ db: 'up', migrations: 'applied' });
    },
  );
};
