/** The deploy_assets table: parcel files uploaded through the deploy API, served by every instance. */
import type { Db } from '../../db/db';

export interface StoredAsset {
  path: string;
  sha384: string;
  content_type: string;
  size: number;
  data: Uint8Array;
  gzip: Uint8Array | null;
  br: Uint8Array | null;
}

export interface NewAsset extends StoredAsset {
  token_id: number;
  created_at: number;
}

/** The hash stored for each of the paths that exist already. */
export async function assetHashes(db: Db, paths: readonly string[]): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const rows = await db.query<{ path: string; sha384: string }>('SELECT path, sha384 FROM deploy_assets WHERE path = ANY($1::text[])', [paths]);
  return new Map(rows.map((r) => [r.path, r.sha384]));
}

/** Inserts the file unless the path exists (a concurrent upload of the same build); true when written. */
export async function insertAsset(db: Db, a: NewAsset): Promise<boolean> {
  const rows = await db.query<{ path: string }>(
    `INSERT INTO deploy_assets (path, sha384, content_type, size, data, gzip, br, token_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (path) DO NOTHING RETURNING path`,
    [a.path, a.sha384, a.content_type, a.size, a.data, a.gzip, a.br, a.token_id, a.created_at],
  );
  return rows.length > 0;
}

/** One stored file with the bytes needed for the encoding the client takes. */
export async function readAsset(db: Db, path: string): Promise<StoredAsset | null> {
  const rows = await db.query<StoredAsset>('SELECT path, sha384, content_type, size, data, gzip, br FROM deploy_assets WHERE path = $1', [path]);
  return rows[0] ?? null;
}
