/** SQL of the new password a person must set after an administrator's reset. */
import type { Db } from '../../db/db';

export async function mustChangePassword(db: Db, personId: number): Promise<boolean> {
  const rows = await db.query<{ must_change_password: boolean }>(
    'SELECT must_change_password FROM persons WHERE id = $1',
    [personId],
  );
  return rows[0]?.must_change_password === true;
}

/** Stores the new password and lifts the obligation; false when there was none to lift (set meanwhile). */
export async function storeRequiredPassword(db: Db, personId: number, hash: string): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE persons SET password_hash = $2, must_change_password = false
       WHERE id = $1 AND must_change_password RETURNING id`,
    [personId, hash],
  );
  return rows.length > 0;
}
