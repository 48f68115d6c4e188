/** The development outbox: what would have been sent (SQL only; never written in production). */
import type { Db } from '../../db/db';

export type OutboxChannel = 'sms' | 'email' | 'captcha';

export async function insertOutbox(
  db: Db,
  channel: OutboxChannel,
  to: string,
  code: string,
  createdAt: number,
): Promise<void> {
  await db.query('INSERT INTO outbox (channel, to_addr, code, created_at) VALUES ($1, $2, $3, $4)', [
    channel,
    to,
    code,
    createdAt,
  ]);
}

export interface OutboxRow {
  channel: OutboxChannel;
  to_addr: string;
  code: string;
  created_at: number;
}

/** The newest 200 entries, newest first. */
export function latestOutbox(db: Db): Promise<OutboxRow[]> {
  return db.query<OutboxRow>('SELECT channel, to_addr, code, created_at FROM outbox ORDER BY id DESC LIMIT 200');
}
