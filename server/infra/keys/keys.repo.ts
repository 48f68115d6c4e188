/** The server's RSA key pair, one row shared by every instance (SQL only). */
import type { Db } from '../../db/db';

export interface KeyRow {
  kid: string;
  public_pem: string;
  private_pem: string;
}

export async function currentKey(db: Db): Promise<KeyRow | null> {
  const rows = await db.query<KeyRow>("SELECT kid, public_pem, private_pem FROM server_keys WHERE slot = 'current'");
  return rows[0] ?? null;
}

/** Stores the pair unless another instance stored one first (then theirs stays). */
export async function insertCurrentKeyIfAbsent(db: Db, key: KeyRow, createdAt: number): Promise<void> {
  await db.query(
    `INSERT INTO server_keys (slot, kid, public_pem, private_pem, created_at)
       VALUES ('current', $1, $2, $3, $4) ON CONFLICT (slot) DO NOTHING`,
    [key.kid, key.public_pem, key.private_pem, createdAt],
  );
}
