/** The deploy_tokens table: hashed tokens and the specifiers each may change. */
import type { Db } from '../../db/db';

export interface TokenRow {
  id: number;
  name: string;
  scopes: string;
  created_at: number;
  revoked_at: number | null;
  last_used_at: number | null;
}

export async function insertToken(
  db: Db,
  name: string,
  tokenHash: string,
  scopes: readonly string[],
  now: number,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO deploy_tokens (name, token_hash, scopes, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [name, tokenHash, JSON.stringify(scopes), now],
  );
  return Number(rows[0]?.id);
}

/** A token that is not revoked, by the hash of what the caller sent. */
export async function findActiveToken(db: Db, tokenHash: string): Promise<TokenRow | null> {
  const rows = await db.query<TokenRow>(
    `SELECT id, name, scopes, created_at, revoked_at, last_used_at
       FROM deploy_tokens WHERE token_hash = $1 AND revoked_at IS NULL`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function touchToken(db: Db, id: number, now: number): Promise<void> {
  await db.query('UPDATE deploy_tokens SET last_used_at = $2 WHERE id = $1', [id, now]);
}

export async function listTokens(db: Db): Promise<TokenRow[]> {
  return db.query<TokenRow>(
    'SELECT id, name, scopes, created_at, revoked_at, last_used_at FROM deploy_tokens ORDER BY id',
  );
}

/** Revokes by id; false when there is no such token or it was revoked already. */
export async function revokeToken(db: Db, id: number, now: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    'UPDATE deploy_tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id',
    [id, now],
  );
  return rows.length > 0;
}
