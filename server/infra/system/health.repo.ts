/** Whether the database answers (SQL only): the health check and the start-up probe. */
import type { Db } from '../../db/db';

export async function pingDatabase(db: Db): Promise<void> {
  await db.query('SELECT 1');
}
