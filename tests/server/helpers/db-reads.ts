/** Reads of the database the server tests check against: log entries and employee codes. */
import type { Db } from '../../../server/db/db';

/** How many operation-log entries of `action` there are. */
export const logEntries = async (db: Db, action: string): Promise<number> =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM operation_logs WHERE action = $1', [action]))[0]?.n ??
  0;

/** The employee code of the person with `mobile` in the company `compCode` ('' when none). */
export const employeeCodeOf = async (db: Db, mobile: string, compCode: string): Promise<string> =>
  (
    await db.query<{ employee_code: string }>(
      `SELECT e.employee_code FROM employees e JOIN persons p ON p.id = e.person_id
       JOIN companies c ON c.id = e.comp_id WHERE p.mobile = $1 AND c.comp_code = $2`,
      [mobile, compCode],
    )
  )[0]?.employee_code ?? '';
