/**
 * Page keys of the route table, read the other way round: which path shows a page, and the
 * pages of an application in table order (the steps of a wizard, the entries of a menu).
 * Parcels take their paths from here instead of writing them again.
 */
import { asText } from '../util/guards';
import { ROUTES, type AppName, type PageKey, type RouteDef } from './route-table';

/** A route that shows a page (not a redirect). */
export type PageRoute = RouteDef & { page: PageKey };

const hasPage = (r: RouteDef): r is PageRoute => typeof r.page === 'string' && !r.redirect;

/** Every page route of an application, in the order of the table. */
export function pageRoutesOf(app: AppName): PageRoute[] {
  return ROUTES.filter((r): r is PageRoute => r.app === app && hasPage(r));
}

/** The route that shows `key`; throws for a key no route names (a typo fails at start-up). */
export function routeOfPage(key: PageKey): PageRoute {
  const found = ROUTES.find((r): r is PageRoute => hasPage(r) && r.page === key);
  if (!found) throw new Error(`No route of the route table shows the page "${key}"`);
  return found;
}

/** The path of the route that shows `key`. */
export const pathOfPage = (key: PageKey): string => routeOfPage(key).path;

/** The part of a key after the application (`register/permit` → `permit`). */
export const pageName = (key: PageKey): string => asText(key).slice(asText(key).indexOf('/') + 1);

/** Import-map specifier of an application (or the element bundle): the one place the scheme is written. */
export const appSpecifier = (app: AppName | 'elements'): string => `@scf/${asText(app)}`;

/**
 * Import-map specifier of a product's parcel (docs/product-parcels.md): `@scf/product-` and the
 * product code in lower case. The centre looks it up; a product build and deploy writes it.
 */
export const productParcelSpecifier = (prodCode: string): string => `@scf/product-${asText(prodCode).toLowerCase()}`;

/**
 * A route's pattern with its `:name` segments filled in (encoded), e.g. the detail page of one
 * message from `/center/crm/message/detail/:id`. A segment with no value stays as it is.
 */
export function fillPath(pattern: string, params: Readonly<Record<string, string | number>>): string {
  return asText(pattern).replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined || value === '' ? whole : encodeURIComponent(String(value));
  });
}
