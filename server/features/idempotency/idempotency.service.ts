/**
 * Idempotent submits: a request carries a key the page made up for that submit; the first one
 * does the work and stores its answer in the same transaction, a repeat with the same key gets
 * the stored answer and changes nothing (a double click makes one voucher). The same key with
 * a different request is refused. Keys are per employee and kept a day.
 */
import { createHash } from 'node:crypto';
import type { AuthContext } from '../../core/context';
import { fail } from '../../core/envelope';
import type { Db } from '../../db/db';
import { claimKey, storeAnswer, storedAnswer } from './idempotency.repo';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

function hashOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/**
 * Runs `work` once per (employee, key) in one transaction with the claim of the key. `request`
 * is what identifies the submit (the body without the key).
 */
export async function once<T>(
  db: Db,
  auth: AuthContext,
  key: string,
  scope: string,
  request: unknown,
  now: number,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const requestHash = hashOf(request);
  const repeat = (stored: { scope: string; request_hash: string; response: unknown }): T => {
    if (stored.scope !== scope || stored.request_hash !== requestHash)
      throw fail.conflict('提交标识已用于另一笔业务，请刷新页面后重试');
    return stored.response as T;
  };
  const seen = await storedAnswer(db, auth.employeeId, key);
  if (seen && seen.response !== null) return repeat(seen);
  const result = await db.transaction(async (tx) => {
    if (!(await claimKey(tx, auth.employeeId, key, scope, requestHash, now))) {
      const stored = await storedAnswer(tx, auth.employeeId, key);
      if (!stored) throw fail.conflict('请勿重复提交');
      return { repeated: true as const, stored };
    }
    const answer = await work(tx);
    await storeAnswer(tx, auth.employeeId, key, answer);
    return { repeated: false as const, answer };
  });
  return result.repeated ? repeat(result.stored) : result.answer;
}
