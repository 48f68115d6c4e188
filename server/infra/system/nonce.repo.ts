/** Signed-request nonces, remembered in the database so that every instance refuses a replay (SQL only). */
import type { Db } from '../../db/db';

/** Remembers the nonce until expiresAt; false when it was already seen. */
export async function rememberNonce(db: Db, nonce: string, expiresAt: number): Promise<boolean> {
  const fresh = await db.query<{ nonce: string }>(
    'INSERT INTO nonces (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING RETURNING nonce',
    [nonce, expiresAt],
  );
  return fresh.length > 0;
}
