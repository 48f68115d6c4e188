/**
 * Invitations of existing people to join a company. An administrator's "新增员工" for a mobile
 * that already has an account creates a membership in state invited (employees.status = 2);
 * the person accepts (status 1) or declines (the row goes) in the centre. Until then the
 * company sees nothing of theirs: every company-side query asks for status 1.
 */
import type { Db } from '../../db/db';
import { announceGrantsChanged } from '../session/hot-cache';
import { COMPANY, MEMBERSHIP } from '../../core/status';

export interface PendingInvite {
  employee_code: string;
  comp_name: string;
  created_at: number;
}

export async function pendingInvitesOf(db: Db, personId: number): Promise<PendingInvite[]> {
  return db.query<PendingInvite>(
    `SELECT e.employee_code, c.comp_name, e.created_at FROM employees e JOIN companies c ON c.id = e.comp_id
     WHERE e.person_id = $1 AND e.status = ${MEMBERSHIP.invited} AND c.status = ${COMPANY.approved} ORDER BY e.id DESC`,
    [personId],
  );
}

/** Turns the person's invitation into a membership; false when there is no such invitation. */
export async function acceptInvite(db: Db, personId: number, employeeCode: string): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE employees SET status = ${MEMBERSHIP.member} WHERE person_id = $1
       AND employee_code = $2 AND status = ${MEMBERSHIP.invited} RETURNING id`,
    [personId, employeeCode],
  );
  return rows.length > 0;
}

/** Removes the person's invitation (and the roles it offered); false when there is none. */
export async function declineInvite(db: Db, personId: number, employeeCode: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      `SELECT id FROM employees WHERE person_id = $1 AND employee_code = $2
         AND status = ${MEMBERSHIP.invited} FOR UPDATE`,
      [personId, employeeCode],
    );
    const id = rows[0]?.id;
    if (id === undefined) return false;
    await tx.query('DELETE FROM employee_roles WHERE employee_id = $1', [id]);
    await announceGrantsChanged(tx);
    await tx.query('DELETE FROM employees WHERE id = $1', [id]);
    return true;
  });
}
