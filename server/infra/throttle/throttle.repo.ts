/** The throttle counters (SQL only; each check and update is one atomic statement). */
import type { Db } from '../../db/db';

/**
 * Counts one attempt in the key's fixed window (a new window
 * when the old one is over); the count and the window's start.
 */
export async function countAttempt(
  db: Db,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ count: number; window_start: number } | null> {
  const rows = await db.query<{ count: number; window_start: number }>(
    `INSERT INTO throttles (key, window_start, count, last_at) VALUES ($1, $2, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN throttles.window_start <= $2 - $3 THEN 1 ELSE throttles.count + 1 END,
       window_start = CASE WHEN throttles.window_start <= $2 - $3 THEN $2 ELSE throttles.window_start END,
       last_at = $2
     RETURNING count, window_start`,
    [key, now, windowMs],
  );
  return rows[0] ?? null;
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.query('DELETE FROM throttles WHERE key = $1', [key]);
}

/** Records an event when the previous one is older than the interval; whether it did. */
export async function takeCooldown(db: Db, key: string, intervalMs: number, now: number): Promise<boolean> {
  const rows = await db.query<{ key: string }>(
    `INSERT INTO throttles (key, window_start, count, last_at) VALUES ($1, $2, 1, $2)
     ON CONFLICT (key) DO UPDATE SET last_at = $2, count = throttles.count + 1
       WHERE throttles.last_at <= $2 - $3
     RETURNING key`,
    [key, now, intervalMs],
  );
  return rows.length > 0;
}

export async function lastEventAt(db: Db, key: string): Promise<number | null> {
  const last = await db.query<{ last_at: number }>('SELECT last_at FROM throttles WHERE key = $1', [key]);
  return last[0]?.last_at ?? null;
}
