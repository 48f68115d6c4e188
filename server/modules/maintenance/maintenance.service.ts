/**
 * Deletes rows nobody can use any more (expired nonces, captchas, codes, tokens). Safe to run
 * on every instance at once: each statement only deletes what is already dead.
 */
import type { AppContext } from '../../core/context';
import { DAY, HOUR } from '../../core/time';

export async function purgeExpired(ctx: AppContext): Promise<void> {
  const now = ctx.clock();
  const { db } = ctx;
  await db.query('DELETE FROM nonces WHERE expires_at < $1', [now]);
  await db.query('DELETE FROM captchas WHERE expires_at < $1', [now]);
  await db.query('DELETE FROM login_tickets WHERE expires_at < $1', [now - HOUR]);
  await db.query('DELETE FROM reset_tickets WHERE expires_at < $1', [now - HOUR]);
  await db.query('DELETE FROM verification_codes WHERE created_at < $1', [now - 2 * DAY]);
  await db.query('DELETE FROM throttles WHERE last_at < $1', [now - 2 * DAY]);
  await db.query('DELETE FROM outbox WHERE created_at < $1', [now - DAY]);
  // The absolute session limit is 12 h: older access tokens cannot be in use.
  await db.query('DELETE FROM access_tokens WHERE expires_at < $1', [now - 13 * HOUR]);
}

export function startMaintenance(ctx: AppContext, everyMs = 10 * 60_000): () => void {
  const timer = setInterval(() => {
    purgeExpired(ctx).catch((err: unknown) => ctx.log.warn({ err }, 'maintenance failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
