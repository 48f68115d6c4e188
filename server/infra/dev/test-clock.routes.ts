/** POST /dev/clock: moves a test server's clock forward by days and seconds (TEST_CLOCK=1 only; test-clock.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../core/envelope';
import { formatTime } from '../../core/time';
import { isMovable } from './test-clock';
import { AdvanceBody, ClockNow } from './test-clock.schemas';

const DAY_MS = 86_400_000;

export const testClockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  const clock = ctx.clock;
  if (!isMovable(clock)) throw new Error('TEST_CLOCK=1 needs the movable clock (server/main.ts)');
  app.post(
    '/dev/clock',
    {
      schema: {
        tags: ['dev'],
        summary: 'Moves the test server’s clock forward (TEST_CLOCK=1 only)',
        body: AdvanceBody,
        response: { 200: Envelope(ClockNow) },
      },
    },
    async (req) => {
      clock.advance(req.body.advanceDays * DAY_MS + (req.body.advanceSeconds ?? 0) * 1000);
      return ok({ now: formatTime(clock()) });
    },
  );
};
