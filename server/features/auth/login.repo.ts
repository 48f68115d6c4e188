/** Sign-in records and the short-lived login tickets, stored as hashes (SQL only; rules in login.service.ts). */
import type { Db } from '../../db/db';

/** The login before this one becomes the previous login (shown as 上次登录). */
export async function recordLoginOf(db: Db, personId: number, now: number, ip: string): Promise<void> {
  await db.query(
    `UPDATE persons
     SET prev_login_at = last_login_at, prev_login_ip = last_login_ip, last_login_at = $2, last_login_ip = $3
     WHERE id = $1`,
    [personId, now, ip],
  );
}

export async function insertLoginTicket(
  db: Db,
  ticketHash: string,
  personId: number,
  ip: string,
  expiresAt: number,
): Promise<void> {
  await db.query('INSERT INTO login_tickets (ticket_hash, person_id, login_ip, expires_at) VALUES ($1, $2, $3, $4)', [
    ticketHash,
    personId,
    ip,
    expiresAt,
  ]);
}

/** The person of an unused, unexpired ticket. */
export async function liveTicketPerson(db: Db, ticketHash: string, now: number): Promise<number | null> {
  const rows = await db.query<{ person_id: number }>(
    'SELECT person_id FROM login_tickets WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2',
    [ticketHash, now],
  );
  return rows[0]?.person_id ?? null;
}

/** Uses the ticket up; false when it was already used or has expired. */
export async function spendLoginTicket(db: Db, ticketHash: string, now: number): Promise<boolean> {
  const used = await db.query<{ person_id: number }>(
    `UPDATE login_tickets SET used_at = $2 WHERE ticket_hash = $1
       AND used_at IS NULL AND expires_at > $2 RETURNING person_id`,
    [ticketHash, now],
  );
  return used.length > 0;
}

export async function employeeIdOfPerson(db: Db, employeeCode: string, personId: number): Promise<number | null> {
  const emp = await db.query<{ id: number }>('SELECT id FROM employees WHERE employee_code = $1 AND person_id = $2', [
    employeeCode,
    personId,
  ]);
  return emp[0]?.id ?? null;
}
