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

/** The stored files whose name (last path segment) is one of these, in any folder. */
export async function hashesByFileName(db: Db, names: readonly string[]): Promise<{ path: string; sha384: string }[]> {
  if (names.length === 0) return [];
  return db.query<{ path: string; sha384: string }>(
    "SELECT path, sha384 FROM deploy_assets WHERE substring(path from '[^/]+$') = ANY($1::text[])",
    [names],
  );
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
  const rows = await db.query<StoredAsset>(
    'SELECT path, sha384, content_type, size, data, gzip, br FROM deploy_assets WHERE path = $1',
    [path],
  );
  return rows[0] ?? null;
}
