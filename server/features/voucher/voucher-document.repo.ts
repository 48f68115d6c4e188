/** The SHA-256 of every voucher PDF handed out (SQL only). */
import type { Db } from '../../db/db';

export async function insertDocument(db: Db, voucherId: number, sha256: string, now: number): Promise<void> {
  await db.query(
    'INSERT INTO voucher_documents (voucher_id, sha256, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [voucherId, sha256, now],
  );
}

/** When the file was first handed out, or null when the platform never issued it. */
export async function documentKnown(db: Db, voucherId: number, sha256: string): Promise<number | null> {
  const rows = await db.query<{ created_at: number }>(
    'SELECT created_at FROM voucher_documents WHERE voucher_id = $1 AND sha256 = $2',
    [voucherId, sha256],
  );
  return rows[0]?.created_at ?? null;
}
