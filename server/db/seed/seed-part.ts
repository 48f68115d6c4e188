/**
 * One part of the seed, added once per database: the reference data, the demo, the products'
 * demo data each have a row in seed_state.
 */
import type { Db } from '../db';

const SEED_LOCK = 727_274_002;

/** The transaction a part is filled in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs one part of the seed once per database, even when several instances start at once
 * (an advisory lock and a marker row in seed_state).
 */
export async function seedPart(db: Db, part: number, now: number, fill: (tx: Tx) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const done = await tx.query<{ id: number }>('SELECT id FROM seed_state WHERE id = $1', [part]);
    if (done.length > 0) return false;
    await fill(tx);
    await tx.query('INSERT INTO seed_state (id, seeded_at) VALUES ($1, $2)', [part, now]);
    return true;
  });
}

export async function isSeeded(db: Db, part: number): Promise<boolean> {
  return (await db.query<{ id: number }>('SELECT id FROM seed_state WHERE id = $1', [part])).length > 0;
}
