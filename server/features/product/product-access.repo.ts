/** The company's permit for a product and the person's and company's roles in it (SQL of product-access.ts). */
import type { Db } from '../../db/db';

export async function productGrant(
  db: Db,
  compId: number,
  employeeId: number,
  prodCode: string,
): Promise<{ permit: number | null; roles: string[]; comp_roles: string[] } | null> {
  const rows = await db.query<{ permit: number | null; roles: string[]; comp_roles: string[] }>(
    `SELECT (SELECT permit_status FROM company_products WHERE comp_id = $1 AND prod_code = $3) AS permit,
            ARRAY(SELECT employee_role FROM employee_roles WHERE employee_id = $2 AND prod_code = $3) AS roles,
            ARRAY(SELECT comp_role FROM company_roles WHERE comp_id = $1 AND prod_code = $3) AS comp_roles`,
    [compId, employeeId, prodCode],
  );
  return rows[0] ?? null;
}
