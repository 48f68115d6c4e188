/**
 * The server's clock on a test server (TEST_CLOCK=1, NODE_ENV=test only): real time plus an
 * offset that POST /api/dev/clock (test-clock.routes.ts) moves forward, so a browser test can take a voucher to its
 * due date (maturity, settlement) on a server of its own. Never backwards: time that runs back
 * is not something the portal has to survive in a walk-through.
 */
import type { Clock } from '../../core/time';

export interface MovableClock extends Clock {
  advance(ms: number): void;
}

export function movableClock(): MovableClock {
  let offset = 0;
  const clock = (() => Date.now() + offset) as MovableClock;
  clock.advance = (ms: number) => {
    offset += Math.max(0, ms);
  };
  return clock;
}

export const isMovable = (clock: Clock): clock is MovableClock =>
  typeof (clock as Partial<MovableClock>).advance === 'function';
