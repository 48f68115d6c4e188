/**
 * Menus and the permission list derive from the employee's roles: a resource belongs to a
 * product, and is granted when the employee holds, in that product, a role mapped to it.
 * Resources of the portal itself (product EC) are granted by a role in any product.
 */
import type { AuthContext } from '../../core/context';
import type { Db } from '../../db/db';

export interface MenuItem {
  resCode: string;
  resName: string;
  resType: string;
  resUri: string;
  parentCode: string;
  orderNum: number;
  prodCode: string;
}

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

export async function permissionsOf(db: Db, employeeId: number): Promise<string[]> {
  const menus = await menusOf(db, employeeId);
  return [...new Set(menus.filter((m) => m.resUri !== '').map((m) => m.resUri))];
}

export async function hasPermission(db: Db, auth: AuthContext, resUri: string): Promise<boolean> {
  return (await permissionsOf(db, auth.employeeId)).includes(resUri);
}
