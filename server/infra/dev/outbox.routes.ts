/**
 * GET /dev/outbox (development only): codes and captcha answers the development senders
 * "delivered", newest first, so a person can register on a fresh machine and browser tests can
 * pass the real captcha. Not registered when NODE_ENV=production.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../core/envelope';
import { formatTime } from '../../core/time';
import { latestOutbox } from '../senders/outbox.repo';
import { OutboxList, OutboxQuery } from './outbox.schemas';

export const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development outbox (not in production)',
        querystring: OutboxQuery,
        response: { 200: Envelope(OutboxList) },
      },
    },
    async () => {
      const rows = await latestOutbox(ctx.db);
      return ok(
        rows.map((r) => ({
          channel: r.channel,
          to: r.to_addr,
          code: r.code,
          time: formatTime(r.created_at),
          timestamp: r.created_at,
        })),
      );
    },
  );
};
