/** The resources granted through an employee's roles (SQL only; rules in permission.service.ts). */
import type { Static } from 'typebox';
import type { Db } from '../../db/db';
import type { MenuItemSchema } from './permission.schemas';

export type MenuItem = Static<typeof MenuItemSchema>;

/**
 * The resources the employee's roles grant (optionally of one product): a product's resource
 * through a role in that product, a portal (EC) resource through a role in any product.
 */
export async function menusOf(db: Db, employeeId: number, productCode?: string): Promise<MenuItem[]> {
  const params: unknown[] = [employeeId];
  let filter = '';
  if (productCode !== undefined) {
    params.push(productCode);
    filter = 'AND r.prod_code = $2';
  }
  return db.query<MenuItem>(
    `SELECT DISTINCT r.res_code AS "resCode", r.res_name AS "resName", r.res_type AS "resType", r.res_uri AS "resUri",
            r.parent_code AS "parentCode", r.order_num AS "orderNum", r.prod_code AS "prodCode"
     FROM resources r
     JOIN role_resources rr ON rr.res_code = r.res_code
     JOIN employee_roles er ON er.employee_role = rr.employee_role AND er.employee_id = $1
                           AND (er.prod_code = r.prod_code OR r.prod_code = 'EC')
     WHERE true ${filter}
     ORDER BY "orderNum", "resCode"`,
    params,
  );
}
