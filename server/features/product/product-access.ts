/**
 * What the caller may do in one product: the company must have opened it (else the string
 * status '403', and the client returns to the product centre), and the person's roles and the
 * company's roles in that product decide each step. Product services call it first.
 */
import type { AuthContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { PERMIT } from '../../core/status';
import type { Db } from '../../db/db';
import { productGrant } from './product-access.repo';

export interface ProductAccess {
  /** The person's employee roles in the product (E101 … E111). */
  roles: ReadonlySet<string>;
  /** The company's roles in the product (C101 … C106). */
  compRoles: ReadonlySet<string>;
}

export async function productAccess(db: Db, auth: AuthContext, prodCode: string): Promise<ProductAccess> {
  const r = await productGrant(db, auth.compId, auth.employeeId, prodCode);
  if (!r || r.permit !== PERMIT.opened) throw fail.noProduct();
  if (r.roles.length === 0) throw fail.role('您在该产品中没有角色，请联系企业管理员分配');
  return { roles: new Set(r.roles), compRoles: new Set(r.comp_roles) };
}

/** Refuses unless the caller holds one of `roles`; `what` names the step for the message. */
export function requireRole(access: ProductAccess, roles: readonly string[], what: string): void {
  if (!roles.some((r) => access.roles.has(r))) throw fail.role(`您的角色无权${what}`);
}
