/**
 * Menus and the permission list derive from the employee's roles: a resource belongs to a
 * product, and is granted when the employee holds, in that product, a role mapped to it.
 * Resources of the portal itself (product EC) are granted by a role in any product.
 */
import type { AuthContext } from '../../core/context';
import type { Db } from '../../db/db';
import { fail } from '../../core/envelope';
import type { ProductRoles } from '../../../shared/access/voucher-abilities';
import { menusOf, productRoleGrants } from './permission.repo';

export async function permissionsOf(db: Db, employeeId: number): Promise<string[]> {
  const menus = await menusOf(db, employeeId);
  return [...new Set(menus.filter((m) => m.resUri !== '').map((m) => m.resUri))];
}

export async function hasPermission(db: Db, auth: AuthContext, resUri: string): Promise<boolean> {
  return (await permissionsOf(db, auth.employeeId)).includes(resUri);
}

/**
 * A route's product roles (route config `productRoles`): the company must have opened one of
 * the products ('403' otherwise, as the product context answers), and the employee must hold
 * one of the roles in such a product (4030).
 */
export async function requireProductRoles(db: Db, auth: AuthContext, need: ProductRoles): Promise<void> {
  const grants = await productRoleGrants(db, auth.employeeId, auth.compId, need.products, need.roles);
  const opened = grants.filter((g) => g.opened);
  if (opened.length === 0) throw fail.noProduct();
  if (!opened.some((g) => g.hasRole)) throw fail.role();
}
