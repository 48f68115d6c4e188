/**
 * Deletes rows nobody can use any more (expired nonces, captchas, codes, tokens). Safe to run
 * on every instance at once: each statement only deletes what is already dead.
 */
import type { AppContext } from '../../core/context';
import { deleteExpired } from './maintenance.repo';

async function purgeExpired(ctx: AppContext): Promise<void> {
  const now = ctx.clock();
  await deleteExpired(ctx.db, now);
}

export function startMaintenance(ctx: AppContext, everyMs = 10 * 60_000): () => void {
  const timer = setInterval(() => {
    purgeExpired(ctx).catch((err: unknown) => ctx.log.warn({ err }, 'maintenance failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
