/** The purge of dead rows (SQL only): each statement deletes only what nobody can use any more. */
import { DAY, HOUR } from '../../core/time';
import type { Db } from '../../db/db';

export async function deleteExpired(db: Db, now: number): Promise<void> {
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
