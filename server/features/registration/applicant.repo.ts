/** What the approval needs of a registered company's applicant (SQL only; rules in approval.service.ts). */
import type { Db } from '../../db/db';

export interface Applicant {
  comp_name: string;
  mobile: string;
  email: string | null;
}

/** The applicant's contact as the registration gave it (the company's contact fields). */
export async function applicantOf(db: Db, compCode: string): Promise<Applicant | null> {
  const rows = await db.query<Applicant>(
    'SELECT comp_name, contact_phone AS mobile, email FROM companies WHERE comp_code = $1',
    [compCode],
  );
  return rows[0] ?? null;
}

/** The invitation code a company's registration came with, its mobile and when it began; null without one. */
export async function registrationInviteOf(
  db: Db,
  compId: number,
): Promise<{ code: string; mobile: string; registeredAt: number } | null> {
  const rows = await db.query<{ invite_code: string; mobile: string; created_at: number }>(
    `SELECT invite_code, mobile, created_at FROM registrations
       WHERE comp_id = $1 AND invite_code IS NOT NULL ORDER BY id DESC LIMIT 1`,
    [compId],
  );
  const r = rows[0];
  return r ? { code: r.invite_code, mobile: r.mobile, registeredAt: r.created_at } : null;
}
