/**
 * The one-time codes (SQL only; salted hashes; rules in codes.service.ts). A selector names the
 * codes of one channel and purpose, narrowed by destination, browser or person; only the newest
 * live one counts.
 */
import type { Db } from '../../db/db';

export interface NewCode {
  channel: string;
  destination: string;
  purpose: string;
  browserId: string | null;
  personId: number | null;
  salt: string;
  codeHash: string;
  createdAt: number;
  expiresAt: number;
}

export async function insertCode(db: Db, c: NewCode): Promise<void> {
  await db.query(
    `INSERT INTO verification_codes (channel, destination, purpose,
     browser_id, person_id, salt, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [c.channel, c.destination, c.purpose, c.browserId, c.personId, c.salt, c.codeHash, c.createdAt, c.expiresAt],
  );
}

export interface CodeSelector {
  channel: string;
  purpose: string;
  destination?: string;
  browserId?: string;
  personId?: number;
}

function selectorWhere(sel: CodeSelector, now: number): { where: string[]; params: unknown[] } {
  const where = ['channel = $1', 'purpose = $2', 'consumed_at IS NULL', 'expires_at > $3'];
  const params: unknown[] = [sel.channel, sel.purpose, now];
  if (sel.destination !== undefined) {
    params.push(sel.destination);
    where.push(`destination = $${params.length}`);
  }
  if (sel.browserId !== undefined) {
    params.push(sel.browserId);
    where.push(`browser_id = $${params.length}`);
  }
  if (sel.personId !== undefined) {
    params.push(sel.personId);
    where.push(`person_id = $${params.length}`);
  }
  return { where, params };
}

/** Whether the selector's newest unexpired, unused code has fewer than maxTries tries. */
export async function liveCodeExists(db: Db, sel: CodeSelector, now: number, maxTries: number): Promise<boolean> {
  const { where, params } = selectorWhere(sel, now);
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM verification_codes WHERE ${where.join(' AND ')}
       AND tries < ${Number(maxTries)} ORDER BY id DESC LIMIT 1`,
    params,
  );
  return rows.length > 0;
}

export interface TriedCode {
  id: number;
  salt: string;
  code_hash: string;
  tries: number;
  destination: string;
}

/**
 * Counts one try on the selector's newest live code, atomically, unless it already has
 * maxTries; the code after the count, or null (none, or out of tries).
 */
export async function countTry(db: Db, sel: CodeSelector, now: number, maxTries: number): Promise<TriedCode | null> {
  const { where, params } = selectorWhere(sel, now);
  const latest = `SELECT id FROM verification_codes WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT 1`;
  const rows = await db.query<TriedCode>(
    `UPDATE verification_codes SET tries = tries + 1
     WHERE id = (${latest}) AND tries < ${Number(maxTries)} AND consumed_at IS NULL
     RETURNING id, salt, code_hash, tries, destination`,
    params,
  );
  return rows[0] ?? null;
}

/** How many tries the selector's newest live code has had (0 without one). */
export async function triesOfLatest(db: Db, sel: CodeSelector, now: number): Promise<number> {
  const { where, params } = selectorWhere(sel, now);
  const latest = `SELECT id FROM verification_codes WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT 1`;
  const burned = await db.query<{ tries: number }>(
    `SELECT tries FROM verification_codes WHERE id = (${latest})`,
    params,
  );
  return burned[0]?.tries ?? 0;
}

/** Uses the code up; false when a parallel request already did. */
export async function consumeCode(db: Db, id: number, now: number): Promise<boolean> {
  const used = await db.query<{ id: number }>(
    'UPDATE verification_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id',
    [id, now],
  );
  return used.length > 0;
}

/** Marks the newest code verified after `since` for this destination and person applied, once; whether one was. */
export async function applyVerified(
  db: Db,
  v: { channel: string; purpose: string; destination: string; personId: number },
  now: number,
  since: number,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE verification_codes SET applied_at = $5
     WHERE id = (SELECT id FROM verification_codes
                 WHERE channel = $1 AND purpose = $2 AND destination = $3 AND person_id = $4
                   AND consumed_at IS NOT NULL AND consumed_at > $6 AND applied_at IS NULL
                 ORDER BY id DESC LIMIT 1)
       AND applied_at IS NULL
     RETURNING id`,
    [v.channel, v.purpose, v.destination, v.personId, now, since],
  );
  return rows.length > 0;
}
