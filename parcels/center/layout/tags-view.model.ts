/**
 * The tags bar's list of recently opened centre pages (RuoYi's tags view), as pure functions
 * over paths. Titles are never stored: they come from the route table when shown. One tag per
 * route, so opening another message's detail page replaces the detail tag in place. The list
 * is kept per browser tab (sessionStorage) for the signed-in person, and whatever is stored is
 * read defensively: anything that is not a known centre page is dropped.
 */
import { PRODUCT_CENTRE_PATH, matchRoute, type RouteDef, routeTitle, type ProductNameOf } from '@scf/shared';

export const TAGS_STORAGE_KEY = 'scf:tags-view';
/** At most this many closable tags; the oldest (not the current one) goes first. */
export const MAX_TAGS = 12;
const MAX_PATH_LENGTH = 300;

export interface ViewTag {
  path: string;
  title: string;
  /** The product centre: always first, never closed (RuoYi's affix 首页). */
  affix: boolean;
}

/** The centre page a path shows, or null (redirects, other applications, garbage). */
function pageRouteOf(path: unknown): RouteDef | null {
  if (typeof path !== 'string' || !path.startsWith('/center/') || path.length > MAX_PATH_LENGTH) return null;
  const route = matchRoute(path)?.route;
  return route && route.app === 'center' && route.page && !route.redirect ? route : null;
}

/** The tags to show: the product centre, then the stored pages in the order they were opened. */
export function viewTags(paths: readonly string[], productName?: ProductNameOf): ViewTag[] {
  const centre = pageRouteOf(PRODUCT_CENTRE_PATH);
  const head: ViewTag[] = centre ? [{ path: PRODUCT_CENTRE_PATH, title: centre.title, affix: true }] : [];
  return head.concat(
    paths.flatMap((path) => {
      const route = pageRouteOf(path);
      // A product's tag bears the product's name (every one said 产品).
      return route ? [{ path, title: routeTitle(path, productName) ?? route.title, affix: false }] : [];
    }),
  );
}

/** `paths` with `path` opened: added at the end, or in place of the tag of the same route. */
export function openTag(paths: readonly string[], path: string): string[] {
  const route = pageRouteOf(path);
  if (!route || path === PRODUCT_CENTRE_PATH) return [...paths];
  const at = paths.findIndex((p) => pageRouteOf(p) === route);
  if (at >= 0) return paths.map((p, i) => (i === at ? path : p));
  const next = [...paths, path];
  return next.length > MAX_TAGS ? next.slice(next.length - MAX_TAGS) : next;
}

/** `paths` without `path`, and where to go when it was the current page (its right, else its left neighbour). */
export function closeTag(
  paths: readonly string[],
  path: string,
  current: string,
): { paths: string[]; goTo: string | null } {
  const at = paths.indexOf(path);
  if (at < 0) return { paths: [...paths], goTo: null };
  const next = paths.filter((p) => p !== path);
  if (path !== current) return { paths: next, goTo: null };
  return { paths: next, goTo: next[at] ?? next[at - 1] ?? PRODUCT_CENTRE_PATH };
}

/** Only `keep` stays (besides the product centre). */
export function closeOthers(paths: readonly string[], keep: string): string[] {
  return paths.filter((p) => p === keep);
}

/** The stored list for `owner`; [] for anything else (another person's list, garbage). */
export function parseStoredTags(raw: unknown, owner: string): string[] {
  if (typeof raw !== 'string' || raw.length > 20_000) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof value !== 'object' || value === null) return [];
  const { owner: storedOwner, paths } = value as { owner?: unknown; paths?: unknown };
  if (storedOwner !== owner || !Array.isArray(paths)) return [];
  return paths.reduce<string[]>(
    (kept, p) => (pageRouteOf(p) && p !== PRODUCT_CENTRE_PATH ? openTag(kept, p) : kept),
    [],
  );
}

export function storedTagsText(owner: string, paths: readonly string[]): string {
  return JSON.stringify({ owner, paths });
}
