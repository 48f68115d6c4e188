/**
 * What the caller may do in a product: the company must have opened it (else the string status
 * '403', and the client returns to the product centre), and the person's roles and the
 * company's roles in that product decide each step. Product services call `productAccess` first;
 * a route's `productRoles` config is checked by the auth hook through `requireProductRoles`.
 *
 * Every product request reads these grants (often twice: the route's check, then the service's),
 * so they come from the hot cache (session/hot-cache.ts). A change of a company's permits or
 * roles, or of an employee's roles, is announced by the repository that writes it
 * (`announceGrantsChanged`), and every instance drops its cached grants before the change answers.
 */
import type { AppContext, AuthContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { PERMIT } from '../../core/status';
import type { ProductRoles } from '../../../shared/access/voucher-abilities';
import type { ProductGrant } from '../session/hot-cache';
import { productGrants } from './product-access.repo';

export interface ProductAccess {
  /** The person's employee roles in the product (E101 … E111). */
  roles: ReadonlySet<string>;
  /** The company's roles in the product (C101 … C106). */
  compRoles: ReadonlySet<string>;
}

/** The caller's grant in each of the products, cached. */
function grantsOf(ctx: AppContext, auth: AuthContext, products: readonly string[]): Promise<Map<string, ProductGrant>> {
  return ctx.hot.productGrants(auth.compId, auth.employeeId, products, async (missing) => {
    const rows = await productGrants(ctx.db, auth.compId, auth.employeeId, missing);
    return new Map(rows.map((r) => [r.prod_code, { permit: r.permit, roles: r.roles, compRoles: r.comp_roles }]));
  });
}

export async function productAccess(ctx: AppContext, auth: AuthContext, prodCode: string): Promise<ProductAccess> {
  const g = (await grantsOf(ctx, auth, [prodCode])).get(prodCode);
  if (!g || g.permit !== PERMIT.opened) throw fail.noProduct();
  if (g.roles.length === 0) throw fail.role('您在该产品中没有角色，请联系企业管理员分配');
  return { roles: new Set(g.roles), compRoles: new Set(g.compRoles) };
}

/**
 * A route's product roles (route config `productRoles`): the company must have opened one of
 * the products ('403' otherwise, as the product context answers), and the employee must hold
 * one of the roles in such a product (4030).
 */
export async function requireProductRoles(ctx: AppContext, auth: AuthContext, need: ProductRoles): Promise<void> {
  const grants = await grantsOf(ctx, auth, need.products);
  const opened = [...grants.values()].filter((g) => g.permit === PERMIT.opened);
  if (opened.length === 0) throw fail.noProduct();
  if (!opened.some((g) => g.roles.some((r) => need.roles.includes(r)))) throw fail.role();
}

/** Refuses unless the caller holds one of `roles`; `what` names the step for the message. */
export function requireRole(access: ProductAccess, roles: readonly string[], what: string): void {
  if (!roles.some((r) => access.roles.has(r))) throw fail.role(`您的角色无权${what}`);
}
