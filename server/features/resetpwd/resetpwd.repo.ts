/** The single-use password-reset tickets (SQL only; stored as hashes). */
import type { Db } from '../../db/db';

/** Stores a new ticket of the person; any earlier unused one is spent. */
export async function replaceResetTicket(
  db: Db,
  personId: number,
  ticketHash: string,
  now: number,
  expiresAt: number,
): Promise<void> {
  await db.query('UPDATE reset_tickets SET used_at = $2 WHERE person_id = $1 AND used_at IS NULL', [personId, now]);
  await db.query('INSERT INTO reset_tickets (ticket_hash, person_id, expires_at) VALUES ($1, $2, $3)', [
    ticketHash,
    personId,
    expiresAt,
  ]);
}

/** Spends an unused, unexpired ticket; its person, or null when there is no such ticket. */
export async function spendResetTicket(db: Db, ticketHash: string, now: number): Promise<number | null> {
  const used = await db.query<{ person_id: number }>(
    `UPDATE reset_tickets SET used_at = $2 WHERE ticket_hash = $1
       AND used_at IS NULL AND expires_at > $2 RETURNING person_id`,
    [ticketHash, now],
  );
  return used[0]?.person_id ?? null;
}

/** The person of an unused, unexpired ticket (without spending it), or null. */
export async function resetTicketPerson(db: Db, ticketHash: string, now: number): Promise<number | null> {
  const rows = await db.query<{ person_id: number }>(
    'SELECT person_id FROM reset_tickets WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2',
    [ticketHash, now],
  );
  return rows[0]?.person_id ?? null;
}
