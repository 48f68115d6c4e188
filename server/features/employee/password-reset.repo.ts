/** SQL of the administrator's password reset for an employee. */
import type { Db } from '../../db/db';

/**
 * The old password stops working, and the person must set a new one at the next login (or
 * through 找回密码) before doing anything else.
 */
export async function clearPassword(db: Db, personId: number): Promise<void> {
  await db.query('UPDATE persons SET password_hash = NULL, must_change_password = true WHERE id = $1', [personId]);
}

export async function openSessionIdsOfPerson(db: Db, personId: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM sessions WHERE person_id = $1 AND revoked_at IS NULL', [
    personId,
  ]);
  return rows.map((r) => r.id);
}

/** A one-time code of the password-reset flow (the same table and checks as a code sent on request). */
export async function insertResetCode(
  db: Db,
  c: { mobile: string; personId: number; salt: string; codeHash: string; now: number; expiresAt: number },
): Promise<void> {
  await db.query(
    `INSERT INTO verification_codes (channel, destination, purpose,
     browser_id, person_id, salt, code_hash, created_at, expires_at)
     VALUES ('sms', $1, 'resetpwd', NULL, $2, $3, $4, $5, $6)`,
    [c.mobile, c.personId, c.salt, c.codeHash, c.now, c.expiresAt],
  );
}
