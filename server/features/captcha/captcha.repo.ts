/** The image captchas, one per browser, stored as answer hashes (SQL only; rules in captcha.service.ts). */
import type { Db } from '../../db/db';

/** Stores the browser's captcha, replacing any earlier one. */
export async function putCaptcha(db: Db, browserId: string, answerHash: string, expiresAt: number): Promise<void> {
  await db.query(
    `INSERT INTO captchas (browser_id, answer_hash, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (browser_id) DO UPDATE SET answer_hash = EXCLUDED.answer_hash, expires_at = EXCLUDED.expires_at`,
    [browserId, answerHash, expiresAt],
  );
}

/** Deletes the browser's captcha and returns what it was (null when there was none). */
export async function takeCaptcha(
  db: Db,
  browserId: string,
): Promise<{ answer_hash: string; expires_at: number } | null> {
  const rows = await db.query<{ answer_hash: string; expires_at: number }>(
    'DELETE FROM captchas WHERE browser_id = $1 RETURNING answer_hash, expires_at',
    [browserId],
  );
  return rows[0] ?? null;
}

/** Deletes the browser's captcha when its answer differs or it has expired; whether it did. */
export async function burnWrongCaptcha(db: Db, browserId: string, answerHash: string, now: number): Promise<boolean> {
  const burned = await db.query<{ browser_id: string }>(
    'DELETE FROM captchas WHERE browser_id = $1 AND (answer_hash <> $2 OR expires_at < $3) RETURNING browser_id',
    [browserId, answerHash, now],
  );
  return burned.length > 0;
}

export async function hasCaptcha(db: Db, browserId: string): Promise<boolean> {
  return (
    (await db.query<{ browser_id: string }>('SELECT browser_id FROM captchas WHERE browser_id = $1', [browserId]))
      .length > 0
  );
}
