/** Menus and the permission list (docs/api.md §5.4). */
import { P, post, type CallOptions } from './request';
import type { MenuResource, PermissionEntry } from './types';

export function listMenus(productCode?: string, opts?: CallOptions): Promise<MenuResource[]> {
  return post(`${P}/res/menu/emp/role/findResAllByToken`, { body: { productCode } }, { kind: 'list' }, opts);
}

/** The guard's permission call: the route paths the user may open. */
export function listPermissions(opts?: CallOptions): Promise<PermissionEntry[]> {
  return post(`${P}/res/menu/emp/role/findPermByToken`, {}, { kind: 'silent' }, opts);
}
