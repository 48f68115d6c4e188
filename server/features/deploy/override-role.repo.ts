/**
 * The import-map override role (E100 of the CRM product, shared/access/can.ts) on a person's
 * memberships: the system's own role, which company administrators can neither see nor give.
 */
import type { Db } from '../../db/db';
import { announceGrantsChanged } from '../session/hot-cache';
import { MEMBERSHIP } from '../../core/status';

export interface Membership {
  employeeId: number;
  compCode: string;
  compName: string;
}

/** The active memberships of the person with this mobile (optionally in one company). */
export async function membershipsOf(db: Db, mobile: string, compCode: string | null): Promise<Membership[]> {
  return db.query<Membership>(
    `SELECT e.id AS "employeeId", c.comp_code AS "compCode", c.comp_name AS "compName"
       FROM persons p JOIN employees e ON e.person_id = p.id JOIN companies c ON c.id = e.comp_id
      WHERE p.mobile = $1 AND e.status = ${MEMBERSHIP.member} AND ($2::text IS NULL OR c.comp_code = $2)
      ORDER BY c.comp_code`,
    [mobile, compCode],
  );
}

/** Gives or takes `role` of `prodCode` to or from the employees; how many rows changed. */
type RoleChange = (db: Db, employeeIds: readonly number[], prodCode: string, role: string) => Promise<number>;

export const grantRole: RoleChange = async (db, employeeIds, prodCode, role) => {
  const rows = await db.query<{ employee_id: number }>(
    `INSERT INTO employee_roles (employee_id, prod_code, employee_role)
     SELECT id, $2, $3 FROM unnest($1::int[]) AS id ON CONFLICT DO NOTHING RETURNING employee_id`,
    [employeeIds, prodCode, role],
  );
  await announceGrantsChanged(db);
  return rows.length;
};

export const revokeRole: RoleChange = async (db, employeeIds, prodCode, role) => {
  const rows = await db.query<{ employee_id: number }>(
    `DELETE FROM employee_roles WHERE employee_id = ANY($1::int[])
       AND prod_code = $2 AND employee_role = $3 RETURNING employee_id`,
    [employeeIds, prodCode, role],
  );
  await announceGrantsChanged(db);
  return rows.length;
};

export interface RoleHolder {
  mobile: string;
  name: string;
  compCode: string;
}

export async function holdersOf(db: Db, prodCode: string, role: string): Promise<RoleHolder[]> {
  return db.query<RoleHolder>(
    `SELECT p.mobile, p.name, c.comp_code AS "compCode"
       FROM employee_roles r JOIN employees e ON e.id = r.employee_id
         JOIN persons p ON p.id = e.person_id JOIN companies c ON c.id = e.comp_id
      WHERE r.prod_code = $1 AND r.employee_role = $2 AND e.status = ${MEMBERSHIP.member}
      ORDER BY p.mobile, c.comp_code`,
    [prodCode, role],
  );
}
