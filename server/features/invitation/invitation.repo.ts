/** The invitations table (SQL only; rules in invitation.service.ts). */
import { INVITATION, type InvitationStatus } from '../../core/status';
import type { Db } from '../../db/db';
import { pageWithTotal } from '../../db/page';

/** What an invitation row says; `expired` is not stored but derived from expires_at. */
export type StoredInvitationStatus = Exclude<InvitationStatus, typeof INVITATION.expired>;

export interface InvitationRow {
  id: number;
  comp_name: string;
  credit_code: string | null;
  contact_name: string;
  mobile: string;
  comp_role: string;
  status: StoredInvitationStatus;
  created_at: number;
  expires_at: number;
  accepted_at: number | null;
}

/** Whether the company has an unexpired invitation out to this mobile. */
export async function hasPendingInvitation(db: Db, compId: number, mobile: string, now: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM invitations WHERE comp_id = $1 AND mobile = $2
       AND status = '${INVITATION.sent}' AND expires_at > $3`,
    [compId, mobile, now],
  );
  return rows.length > 0;
}

export interface NewInvitation {
  compId: number;
  compName: string;
  creditCode: string;
  contactName: string;
  mobile: string;
  compRole: string;
  /** The SHA-256 of the code: the code itself is never stored. */
  codeHash: string;
  createdAt: number;
  expiresAt: number;
}

export async function insertInvitation(db: Db, inv: NewInvitation): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO invitations (comp_id, comp_name, credit_code, contact_name,
     mobile, comp_role, code_hash, status, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, '${INVITATION.sent}', $8, $9) RETURNING id`,
    [
      inv.compId,
      inv.compName,
      inv.creditCode,
      inv.contactName,
      inv.mobile,
      inv.compRole,
      inv.codeHash,
      inv.createdAt,
      inv.expiresAt,
    ],
  );
  return rows[0]?.id ?? 0;
}

export async function deleteInvitation(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM invitations WHERE id = $1', [id]);
}

/** One page of the company's invitations, newest first; `expired` and `sent` are told apart by `now`. */
export async function pageInvitations(
  db: Db,
  compId: number,
  now: number,
  f: { status?: InvitationStatus; pageNum: number; pageSize: number },
): Promise<{ rows: InvitationRow[]; total: number }> {
  const params: unknown[] = [compId, now];
  let filter = '';
  if (f.status === INVITATION.sent) filter = `AND status = '${INVITATION.sent}' AND expires_at > $2`;
  else if (f.status === INVITATION.expired) filter = `AND status = '${INVITATION.sent}' AND expires_at <= $2`;
  else if (f.status !== undefined) {
    params.push(f.status);
    filter = 'AND status = $3';
  }
  const where = `FROM invitations WHERE comp_id = $1 AND $2::bigint IS NOT NULL ${filter}`;
  return pageWithTotal<InvitationRow>(db, {
    columns: 'id, comp_name, credit_code, contact_name, mobile, comp_role, status, created_at, expires_at, accepted_at',
    from: where,
    orderBy: 'id DESC',
    params,
    limit: f.pageSize,
    offset: (f.pageNum - 1) * f.pageSize,
  });
}

export async function invitationOfCompany(
  db: Db,
  id: number,
  compId: number,
): Promise<{ status: StoredInvitationStatus; mobile: string; comp_name: string } | null> {
  const rows = await db.query<{ status: StoredInvitationStatus; mobile: string; comp_name: string }>(
    'SELECT status, mobile, comp_name FROM invitations WHERE id = $1 AND comp_id = $2',
    [id, compId],
  );
  return rows[0] ?? null;
}

/** Stores the hash of a new code of a still-sent invitation; false when it was accepted or revoked meanwhile. */
export async function renewCode(
  db: Db,
  id: number,
  compId: number,
  codeHash: string,
  expiresAt: number,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE invitations SET code_hash = $3, expires_at = $4
     WHERE id = $1 AND comp_id = $2 AND status = '${INVITATION.sent}' RETURNING id`,
    [id, compId, codeHash, expiresAt],
  );
  return rows.length > 0;
}

/** Revokes a sent invitation; its company name, or null when there was none to revoke. */
export async function revokeInvitation(db: Db, id: number, compId: number): Promise<string | null> {
  const rows = await db.query<{ id: number; comp_name: string }>(
    `UPDATE invitations SET status = '${INVITATION.revoked}' WHERE id = $1
       AND comp_id = $2 AND status = '${INVITATION.sent}' RETURNING id, comp_name`,
    [id, compId],
  );
  return rows[0]?.comp_name ?? null;
}

/**
 * An invitation as its addressee sees it: who sent it,
 * to which mobile and company (credit code; null before it was asked for).
 */
export interface ReceivedInvitationRow {
  id: number;
  comp_id: number;
  comp_name: string;
  credit_code: string | null;
  mobile: string;
  status: StoredInvitationStatus;
  created_at: number;
  expires_at: number;
  inviter: string;
}

const RECEIVED_SELECT = `SELECT i.id, i.comp_id, i.comp_name, i.credit_code, i.mobile,
  i.status, i.created_at, i.expires_at, c.comp_name AS inviter
  FROM invitations i JOIN companies c ON c.id = i.comp_id`;

export async function invitationByCodeHash(db: Db, codeHash: string): Promise<ReceivedInvitationRow | null> {
  const rows = await db.query<ReceivedInvitationRow>(`${RECEIVED_SELECT} WHERE i.code_hash = $1`, [codeHash]);
  return rows[0] ?? null;
}

export async function invitationById(db: Db, id: number): Promise<ReceivedInvitationRow | null> {
  const rows = await db.query<ReceivedInvitationRow>(`${RECEIVED_SELECT} WHERE i.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Unexpired sent invitations addressed to a company, from any other company, newest first: to
 * its credit code, or (invitations sent before credit codes were asked for) to the mobile of
 * the administrator asking. The rule is invitation.service.ts's addressedTo.
 */
export async function pendingInvitationsTo(
  db: Db,
  to: { mobile: string; creditCode: string | null; compId: number },
  now: number,
): Promise<ReceivedInvitationRow[]> {
  return db.query<ReceivedInvitationRow>(
    `${RECEIVED_SELECT}
     WHERE i.status = '${INVITATION.sent}' AND i.expires_at > $4 AND i.comp_id <> $3
       AND (i.credit_code = $2 OR (i.credit_code IS NULL AND i.mobile = $1))
     ORDER BY i.id DESC LIMIT 50`,
    [to.mobile, to.creditCode, to.compId, now],
  );
}

/** Marks a sent invitation accepted; false when it no longer is sent. */
export async function markAccepted(db: Db, id: number, now: number, acceptedCompId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE invitations SET status = '${INVITATION.accepted}', accepted_at = $2,
       accepted_comp_id = $3 WHERE id = $1 AND status = '${INVITATION.sent}' RETURNING id`,
    [id, now, acceptedCompId],
  );
  return rows.length > 0;
}
