/** Whether the database answers (SQL only): the health check and the start-up probe. */
import type { Db } from '../../db/db';

/**
 * How recent a successful statement must be to vouch for the database. A load balancer asks
 * every few seconds; under load the ping would otherwise wait behind every queued query (the
 * embedded database runs one at a time) and the probe would time out on a healthy server.
 */
const RECENT_ANSWER_MS = 1000;

export async function pingDatabase(db: Db): Promise<void> {
  await db.query('SELECT 1');
}

/** The health check: up when a statement just succeeded, otherwise asks the database itself. */
export async function checkDatabase(db: Db): Promise<void> {
  if (db.answeredWithin(RECENT_ANSWER_MS)) return;
  await pingDatabase(db);
}
