/** The company's permit for products and the person's and company's roles in them (SQL of product-access.ts). */
import type { Db } from '../../db/db';

export interface ProductGrantRow {
  prod_code: string;
  permit: number | null;
  roles: string[];
  comp_roles: string[];
}

/** One row per asked product, also for a product the company has never opened (permit null). */
export async function productGrants(
  db: Db,
  compId: number,
  employeeId: number,
  products: readonly string[],
): Promise<ProductGrantRow[]> {
  return db.query<ProductGrantRow>(
    `SELECT p.code AS prod_code,
            (SELECT permit_status FROM company_products WHERE comp_id = $1 AND prod_code = p.code) AS permit,
            ARRAY(SELECT employee_role FROM employee_roles WHERE employee_id = $2 AND prod_code = p.code) AS roles,
            ARRAY(SELECT comp_role FROM company_roles WHERE comp_id = $1 AND prod_code = p.code) AS comp_roles
       FROM unnest($3::text[]) AS p(code)`,
    [compId, employeeId, [...products]],
  );
}
