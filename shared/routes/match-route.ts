import { APPS, NOT_FOUND_PATH, ROUTES, SITE_TITLE, type AppName, type RouteDef } from './route-table';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** Resolution of a URL path: render a route, replace the URL, or show the 404 page. */
export type Resolution =
  | { kind: 'route'; match: RouteMatch }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found'; to: string };

function normalise(pathname: string): string {
  if (typeof pathname !== 'string' || pathname === '') return '/';
  const noQuery = pathname.split(/[?#]/)[0] ?? '/';
  const trimmed = noQuery.length > 1 ? noQuery.replace(/\/+$/, '') : noQuery;
  return trimmed === '' ? '/' : trimmed;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchOne(route: RouteDef, path: string): RouteMatch | null {
  const want = route.path.split('/');
  const have = path.split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    if (w === '*') {
      params['*'] = have.slice(i).map(safeDecode).join('/');
      return { route, params };
    }
    const h = have[i];
    if (h === undefined) return null;
    if (w.startsWith(':')) {
      if (h === '') return null;
      params[w.slice(1)] = safeDecode(h);
    } else if (w !== h) {
      return null;
    }
  }
  return have.length === want.length ? { route, params } : null;
}

/** The route a path renders, exact segments first, then the first pattern that fits. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = normalise(pathname);
  const exact = ROUTES.find((r) => r.path === path);
  if (exact) return { route: exact, params: {} };
  for (const route of ROUTES) {
    if (!route.path.includes(':') && !route.path.includes('*')) continue;
    const m = matchOne(route, path);
    if (m) return m;
  }
  return null;
}

/** Follows redirects (at most a few hops) and maps anything unknown to the 404 page. */
export function resolveRoute(pathname: string): Resolution {
  let path = normalise(pathname);
  for (let hop = 0; hop < 5; hop++) {
    const m = matchRoute(path);
    if (!m) return { kind: 'not-found', to: NOT_FOUND_PATH };
    if (!m.route.redirect) {
      return hop === 0 ? { kind: 'route', match: m } : { kind: 'redirect', to: path };
    }
    path = m.route.redirect;
  }
  return { kind: 'redirect', to: path };
}

/** Which application owns a path (by prefix), or null when none does. */
export function appForPath(pathname: string): AppName | null {
  const path = normalise(pathname);
  if (path === '/') return 'index';
  for (const [name, prefix] of Object.entries(APPS) as [AppName, string][]) {
    if (path === prefix || path.startsWith(prefix + '/')) return name;
  }
  return null;
}

/** single-spa activity function for one application. */
export function isAppActive(app: AppName, pathname: string): boolean {
  const m = matchRoute(pathname);
  return m !== null && !m.route.redirect && m.route.app === app;
}

/** The name of a product by its code, or null when it is not known (yet). */
export type ProductNameOf = (prodCode: string) => string | null;

/**
 * A page's own title: its route's, but a product's pages bear the product's name when
 * `productName` knows it (issue 33.14: every product page was titled 产品). Null for no route.
 */
export function routeTitle(pathname: string, productName?: ProductNameOf): string | null {
  const m = matchRoute(pathname);
  if (!m) return null;
  const code = m.params.prodCode;
  return (code && productName?.(code.toUpperCase())) || m.route.title;
}

/** Page title = route title + " - " + site title (docs/requirements.md#routes). */
export function pageTitle(pathname: string, productName?: ProductNameOf): string {
  const title = routeTitle(pathname, productName);
  return title ? `${title} - ${SITE_TITLE}` : SITE_TITLE;
}

/**
 * Requirement (docs/requirements.md#routes):
 * any path containing "index" is public; otherwise the route's access decides.
 */
export function isPublicPath(pathname: string): boolean {
  const path = normalise(pathname);
  if (path.includes('index')) return true;
  const m = matchRoute(path);
  return m?.route.access === 'public';
}

/** The routes an application renders (its router reads these, nothing else). */
export function routesOf(app: AppName): RouteDef[] {
  return ROUTES.filter((r) => r.app === app && !r.redirect);
}
