/** Stored answers of submits by idempotency key (SQL only; see idempotency.service.ts). */
import type { Db } from '../../db/db';

export interface StoredAnswer {
  scope: string;
  request_hash: string;
  response: unknown;
}

/**
 * Claims the key for this request inside the caller's transaction. True when it is new; when
 * another transaction holds it, PostgreSQL waits for that one to end first (the unique key),
 * so a parallel twin sees the finished answer rather than a half-done one.
 */
export async function claimKey(
  tx: Db,
  employeeId: number,
  key: string,
  scope: string,
  requestHash: string,
  now: number,
): Promise<boolean> {
  const rows = await tx.query<{ idem_key: string }>(
    `INSERT INTO idempotency_keys (employee_id, idem_key, scope, request_hash,
     response, created_at) VALUES ($1, $2, $3, $4, 'null'::jsonb, $5)
     ON CONFLICT (employee_id, idem_key) DO NOTHING RETURNING idem_key`,
    [employeeId, key, scope, requestHash, now],
  );
  return rows.length > 0;
}

export async function storeAnswer(tx: Db, employeeId: number, key: string, response: unknown): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET response = $3::jsonb WHERE employee_id = $1 AND idem_key = $2', [
    employeeId,
    key,
    JSON.stringify(response),
  ]);
}

export async function storedAnswer(db: Db, employeeId: number, key: string): Promise<StoredAnswer | null> {
  const rows = await db.query<StoredAnswer>(
    'SELECT scope, request_hash, response FROM idempotency_keys WHERE employee_id = $1 AND idem_key = $2',
    [employeeId, key],
  );
  return rows[0] ?? null;
}

/** Keys older than the cut-off are forgotten (a retry days later is a new submit). */
export async function deleteKeysBefore(db: Db, cutoff: number): Promise<number> {
  const rows = await db.query<{ idem_key: string }>(
    'DELETE FROM idempotency_keys WHERE created_at < $1 RETURNING idem_key',
    [cutoff],
  );
  return rows.length;
}
