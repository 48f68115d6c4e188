/** Company roles and employee roles in the shapes of spec §3 (lists of prodCode + role). */
import type { Db } from '../../db/db';

export interface CompRoleItem {
  prodCode: string;
  compRole: string;
}
export interface EmpRoleItem {
  prodCode: string;
  employeeRole: string;
}

export async function compRolesByComp(db: Db, compIds: number[]): Promise<Map<number, CompRoleItem[]>> {
  const map = new Map<number, CompRoleItem[]>();
  if (compIds.length === 0) return map;
  const rows = await db.query<{ comp_id: number; prod_code: string; comp_role: string }>(
    'SELECT comp_id, prod_code, comp_role FROM company_roles WHERE comp_id = ANY($1::int[]) ORDER BY prod_code, comp_role',
    [compIds],
  );
  for (const r of rows) {
    const list = map.get(r.comp_id) ?? [];
    list.push({ prodCode: r.prod_code, compRole: r.comp_role });
    map.set(r.comp_id, list);
  }
  return map;
}

/** E100 (the system role) is never returned for display. */
export async function empRolesByEmployee(db: Db, employeeIds: number[]): Promise<Map<number, EmpRoleItem[]>> {
  const map = new Map<number, EmpRoleItem[]>();
  if (employeeIds.length === 0) return map;
  const rows = await db.query<{ employee_id: number; prod_code: string; employee_role: string }>(
    `SELECT employee_id, prod_code, employee_role FROM employee_roles
     WHERE employee_id = ANY($1::int[]) AND employee_role <> 'E100' ORDER BY prod_code, employee_role`,
    [employeeIds],
  );
  for (const r of rows) {
    const list = map.get(r.employee_id) ?? [];
    list.push({ prodCode: r.prod_code, employeeRole: r.employee_role });
    map.set(r.employee_id, list);
  }
  return map;
}

/** Whether the company has opened the product (EC, the portal itself, is always open). */
export async function productOpened(db: Db, compId: number, productCode: string): Promise<boolean> {
  if (productCode === 'EC') return true;
  const rows = await db.query<{ permit_status: number }>(
    'SELECT permit_status FROM company_products WHERE comp_id = $1 AND prod_code = $2',
    [compId, productCode],
  );
  return rows[0]?.permit_status === 55;
}
