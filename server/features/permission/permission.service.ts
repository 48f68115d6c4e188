/**
 * Menus and the permission list derive from the employee's roles: a resource belongs to a
 * product, and is granted when the employee holds, in that product, a role mapped to it.
 * Resources of the portal itself (product EC) are granted by a role in any product.
 */
import type { AuthContext } from '../../core/context';
import type { Db } from '../../db/db';
import { menusOf } from './permission.repo';

export async function permissionsOf(db: Db, employeeId: number): Promise<string[]> {
  const menus = await menusOf(db, employeeId);
  return [...new Set(menus.filter((m) => m.resUri !== '').map((m) => m.resUri))];
}

export async function hasPermission(db: Db, auth: AuthContext, resUri: string): Promise<boolean> {
  return (await permissionsOf(db, auth.employeeId)).includes(resUri);
}
