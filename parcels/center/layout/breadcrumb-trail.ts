/**
 * The centre's breadcrumbs, derived, never listed: the product centre first, then the routes
 * of the path's ancestors that the route table names (客户关系 for `/center/crm/…`), the
 * groups of the customer-relations menu on the way to the page (their names come from the
 * server's menu resources), the list a detail page belongs to, and the page's own title.
 */
import { PRODUCT_CENTRE_PATH, matchRoute, routeTitle, type ProductNameOf, type RouteDef } from '@scf/shared';
import type { MenuNode } from './crm-menu';

export interface Crumb {
  title: string;
  /** Absent for the current page and for menu groups (they are not pages). */
  path?: string;
}

/** The list page of a detail page: `/x/detail/:id` → `/x/list`, when the table has it. */
export function listPageOf(route: RouteDef): RouteDef | null {
  const m = /^(.*)\/detail\/:[^/]+$/.exec(route.path);
  if (!m) return null;
  const list = matchRoute(`${m[1]}/list`)?.route;
  return list && !list.redirect ? list : null;
}

/** The labels of the menu groups that hold `path` (outermost first); [] when the menu has no entry for it. */
function menuGroupsOf(nodes: readonly MenuNode[], path: string, depth = 0): string[] {
  if (depth > 5) return [];
  for (const n of nodes) {
    if (n.path === path) return [];
    if (n.children) {
      const inner = menuGroupsOf(n.children, path, depth + 1);
      if (inner.length || n.children.some((c) => c.path === path)) return [n.label, ...inner];
    }
  }
  return [];
}

/** The ancestors of a path, shortest first (`/a/b/c` → `/a`, `/a/b`). */
function ancestorsOf(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
}

export function breadcrumbTrail(pathname: string, nodes: readonly MenuNode[], productName?: ProductNameOf): Crumb[] {
  const match = typeof pathname === 'string' ? matchRoute(pathname) : null;
  if (!match || match.route.redirect) return [];
  const route = match.route;
  const centre = matchRoute(PRODUCT_CENTRE_PATH)?.route;
  if (!centre || route.path === PRODUCT_CENTRE_PATH) return [{ title: route.title }];

  const trail: Crumb[] = [{ title: centre.title, path: PRODUCT_CENTRE_PATH }];
  const push = (crumb: Crumb): void => {
    if (trail.at(-1)?.title !== crumb.title) trail.push(crumb);
  };
  for (const ancestor of ancestorsOf(pathname)) {
    const found = matchRoute(ancestor)?.route;
    // Only ancestors the table names exactly (a pattern like the product host's would name the page itself).
    if (
      found &&
      found.path === ancestor &&
      found !== route &&
      found.title !== route.title &&
      found.title !== centre.title
    )
      push({ title: found.title, path: ancestor });
  }
  const list = listPageOf(route);
  for (const group of menuGroupsOf(nodes, list?.path ?? route.path)) push({ title: group });
  if (list) push({ title: list.title, path: list.path });
  push({ title: routeTitle(pathname, productName) ?? route.title });
  return trail;
}
