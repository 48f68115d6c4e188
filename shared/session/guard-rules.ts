/**
 * The pure part of the session guard (docs/requirements.md#session): from where the user comes and goes and what
 * the session holds, the steps to take. guard.ts carries them out.
 */
import { matchRoute, isPublicPath } from '../routes/match-route';
import { LOGIN_PATH, PRODUCT_CENTRE_PATH } from '../routes/route-table';
import { loginUrl } from '../navigation/navigate';

export interface GuardFacts {
  fromPath: string | null;
  toPath: string;
  hasToken: boolean;
  compCode: string | null;
  authed: boolean;
}

export type GuardPlan =
  | { kind: 'redirect'; to: string; clearContext: boolean }
  | { kind: 'allow'; clearContext: boolean }
  | {
      kind: 'load';
      clearContext: boolean;
      productCode: string;
      loadCompany: boolean;
      loadPermissions: boolean;
      checkAccess: boolean;
    };

/** The path part of a URL-ish string ('' and garbage → '/'). */
export function pathnameOf(url: unknown): string {
  if (typeof url !== 'string' || url === '') return '/';
  const p = url.split(/[?#]/)[0] ?? '/';
  return p === '' ? '/' : p;
}

/** The product code of a route: its own, or the `:prodCode` of a product parcel path; null for none. */
export function productCodeOf(path: string | null): string | null {
  if (typeof path !== 'string') return null;
  const m = matchRoute(pathnameOf(path));
  if (!m) return null;
  return m.route.prodCode ?? m.params.prodCode ?? null;
}

/**
 * Company info is cleared and authed reset when the product codes of the two routes differ,
 * or the next route is the product centre (docs/requirements.md#session). The first navigation of a page load
 * (no previous route) counts as a change, so a reload always fetches fresh company data and
 * permissions.
 */
export function isProductContextChange(fromPath: string | null, toPath: string): boolean {
  if (pathnameOf(toPath) === PRODUCT_CENTRE_PATH) return true;
  if (typeof fromPath !== 'string') return true;
  return productCodeOf(fromPath) !== productCodeOf(toPath);
}

export function planNavigation(input: GuardFacts): GuardPlan {
  const raw: Partial<GuardFacts> = input && typeof input === 'object' ? input : {};
  const f: GuardFacts = {
    fromPath: typeof raw.fromPath === 'string' ? raw.fromPath : null,
    toPath: typeof raw.toPath === 'string' ? raw.toPath : '/',
    hasToken: raw.hasToken === true,
    compCode: typeof raw.compCode === 'string' && raw.compCode !== '' ? raw.compCode : null,
    authed: raw.authed === true,
  };
  const toPathname = pathnameOf(f.toPath);
  const clearContext = isProductContextChange(f.fromPath, f.toPath);
  const isPublic = isPublicPath(toPathname);

  if (!f.hasToken && !isPublic) return { kind: 'redirect', to: loginUrl(f.toPath), clearContext };
  if (f.hasToken && (toPathname === LOGIN_PATH || toPathname === `${LOGIN_PATH}/`))
    return { kind: 'redirect', to: '/', clearContext };
  if (isPublic) return { kind: 'allow', clearContext };

  const m = matchRoute(toPathname);
  // Unknown paths are the root config's (→ /404); redirect entries are guarded at their target.
  if (!m || m.route.redirect) return { kind: 'allow', clearContext };
  const productCode = m.route.prodCode ?? m.params.prodCode ?? null;
  // A route without a product (the company switch) needs only the token.
  if (productCode === null) return { kind: 'allow', clearContext };

  const compCode = clearContext ? null : f.compCode;
  const authed = clearContext ? false : f.authed;
  return {
    kind: 'load',
    clearContext,
    productCode,
    loadCompany: !compCode,
    loadPermissions: !authed,
    checkAccess: m.route.access === 'permission',
  };
}
