/**
 * What the caller may do in one product: the company must have opened it (else the string
 * status '403', and the client returns to the product centre), and the person's roles and the
 * company's roles in that product decide each step. Product services call it first.
 */
import type { AuthContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { PERMIT } from '../../core/status';
import type { Db } from '../../db/db';

export interface ProductAccess {
  /** The person's employee roles in the product (E101 … E111). */
  roles: ReadonlySet<string>;
  /** The company's roles in the product (C101 … C106). */
  compRoles: ReadonlySet<string>;
}

export async function productAccess(db: Db, auth: AuthContext, prodCode: string): Promise<ProductAccess> {
  const rows = await db.query<{ permit: number | null; roles: string[]; comp_roles: string[] }>(
    `SELECT (SELECT permit_status FROM company_products WHERE comp_id = $1 AND prod_code = $3) AS permit,
            ARRAY(SELECT employee_role FROM employee_roles WHERE employee_id = $2 AND prod_code = $3) AS roles,
            ARRAY(SELECT comp_role FROM company_roles WHERE comp_id = $1 AND prod_code = $3) AS comp_roles`,
    [auth.compId, auth.employeeId, prodCode],
  );
  const r = rows[0];
  if (!r || r.permit !== PERMIT.opened) throw fail.noProduct();
  if (r.roles.length === 0) throw fail.role('您在该产品中没有角色，请联系企业管理员分配');
  return { roles: new Set(r.roles), compRoles: new Set(r.comp_roles) };
}

/** Refuses unless the caller holds one of `roles`; `what` names the step for the message. */
export function requireRole(access: ProductAccess, roles: readonly string[], what: string): void {
  if (!roles.some((r) => access.roles.has(r))) throw fail.role(`您的角色无权${what}`);
}
