/**
 * SQL of the registration drafts, the extra tickets of a resumed registration, and the
 * invitation a registration came with (rules in registration-draft.service.ts).
 */
import { INVITATION } from '../../core/status';
import type { Db } from '../../db/db';
import type { RegRow } from './registration.repo';

export type DraftStep = 'permit' | 'verification';

/** The registration a ticket names, its first one or one issued by a resume; null when unknown or expired. */
export async function registrationByTicketHash(db: Db, ticketHash: string, now: number): Promise<RegRow | null> {
  const rows = await db.query<RegRow>(
    `SELECT * FROM registrations
     WHERE (ticket_hash = $1 OR id = (SELECT reg_id
       FROM registration_tickets WHERE ticket_hash = $1)) AND expires_at > $2`,
    [ticketHash, now],
  );
  return rows[0] ?? null;
}

/**
 * Merges fields into one step's draft: a field present replaces the stored one, a field left
 * out keeps it (the ID number, which is only ever sent back masked, is kept that way).
 */
export async function mergeDraft(
  db: Db,
  regId: number,
  step: DraftStep,
  fields: Record<string, string>,
): Promise<void> {
  await db.query(
    `UPDATE registrations
     SET draft = jsonb_set(coalesce(draft, '{}'::jsonb),
       ARRAY[$2::text], coalesce(draft -> $2::text, '{}'::jsonb) || $3::jsonb)
     WHERE id = $1`,
    [regId, step, JSON.stringify(fields)],
  );
}

/** Forgets one step's draft (its values were submitted and are stored as such). */
export async function dropDraft(db: Db, regId: number, step: DraftStep): Promise<void> {
  await db.query('UPDATE registrations SET draft = draft - $2::text WHERE id = $1 AND draft IS NOT NULL', [
    regId,
    step,
  ]);
}

/** Whether a stored file was uploaded by this registration. */
export async function isRegistrationFile(db: Db, regId: number, fileToken: string): Promise<boolean> {
  const rows = await db.query<{ token: string }>('SELECT token FROM files WHERE token = $1 AND reg_id = $2', [
    fileToken,
    regId,
  ]);
  return rows.length > 0;
}

/** The newest unexpired registration of a mobile, or null. */
export async function latestLiveRegistration(db: Db, mobile: string, now: number): Promise<RegRow | null> {
  const rows = await db.query<RegRow>(
    'SELECT * FROM registrations WHERE mobile = $1 AND expires_at > $2 ORDER BY id DESC LIMIT 1',
    [mobile, now],
  );
  return rows[0] ?? null;
}

/** Whether the mobile ever started a registration (all of them expired, when none is live). */
export async function hasAnyRegistration(db: Db, mobile: string): Promise<boolean> {
  const rows = await db.query<{ id: number }>('SELECT id FROM registrations WHERE mobile = $1 LIMIT 1', [mobile]);
  return rows.length > 0;
}

export async function insertExtraTicket(db: Db, regId: number, ticketHash: string, now: number): Promise<void> {
  await db.query('INSERT INTO registration_tickets (ticket_hash, reg_id, created_at) VALUES ($1, $2, $3)', [
    ticketHash,
    regId,
    now,
  ]);
}

/** Stores the invitation code a registration came with. */
export async function setInviteCode(db: Db, regId: number, inviteCode: string): Promise<void> {
  await db.query('UPDATE registrations SET invite_code = $2 WHERE id = $1', [regId, inviteCode]);
}

export interface InvitationForRegistration {
  comp_name: string;
  credit_code: string | null;
  comp_role: string;
  inviter: string;
}

/**
 * The invitation a code names for this mobile while it can still be taken up: sent and not
 * expired, or already accepted by this registration's company (a rejected application that is
 * corrected keeps its invitation).
 */
export async function invitationForRegistration(
  db: Db,
  codeHash: string,
  mobile: string,
  compId: number | null,
  now: number,
): Promise<InvitationForRegistration | null> {
  const rows = await db.query<InvitationForRegistration>(
    `SELECT i.comp_name, i.credit_code, i.comp_role, c.comp_name AS inviter
     FROM invitations i JOIN companies c ON c.id = i.comp_id
     WHERE i.code_hash = $1 AND i.mobile = $2
       AND ((i.status = '${INVITATION.sent}' AND i.expires_at > $3)
         OR (i.status = '${INVITATION.accepted}' AND i.accepted_comp_id = $4))`,
    [codeHash, mobile, now, compId ?? 0],
  );
  return rows[0] ?? null;
}
