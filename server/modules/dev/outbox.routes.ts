/**
 * GET /dev/outbox (development only): codes and captcha answers the development senders
 * "delivered", newest first, so a person can register on a fresh machine and browser tests can
 * pass the real captcha. Not registered when NODE_ENV=production.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, ok } from '../../core/envelope';
import { formatTime } from '../../core/time';

export const outboxRoutes: FastifyPluginAsync = async (app0) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.scf;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development outbox (not in production)',
        querystring: Type.Object({}, { additionalProperties: false }),
        response: {
          200: Envelope(
            Type.Array(Type.Object({ channel: Type.String(), to: Type.String(), code: Type.String(), time: Type.String(), timestamp: Type.Integer() })),
          ),
        },
      },
    },
    async () => {
      const rows = await ctx.db.query<{ channel: string; to_addr: string; code: string; created_at: number }>(
        'SELECT channel, to_addr, code, created_at FROM outbox ORDER BY id DESC LIMIT 200',
      );
      return ok(rows.map((r) => ({ channel: r.channel, to: r.to_addr, code: r.code, time: formatTime(r.created_at), timestamp: r.created_at })));
    },
  );
};
