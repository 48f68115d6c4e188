/**
 * The portal's route table, aggregated from the applications' own declarations
 * (docs/decisions/0002-route-table.md): each application declares its pages once, in
 * `parcels/<app>/<app>.routes.ts`, as plain data with no imports. This module lists the
 * applications, never a page: the root config picks applications from it, every parcel's router
 * renders from it, the session guard reads access and product codes from it, the page title is
 * derived from it, and the server derives the permission resources from it.
 */
import { CENTER_ROUTES } from '../../parcels/center/center.routes';
import { INDEX_ROUTES } from '../../parcels/index/index.routes';
import { LOGIN_ROUTES } from '../../parcels/login/login.routes';
import { NOT_FOUND_ROUTES } from '../../parcels/not-found/not-found.routes';
import { REGISTER_ROUTES } from '../../parcels/register/register.routes';
import { RESETPWD_ROUTES } from '../../parcels/resetpwd/resetpwd.routes';

/**
 * public: anyone; session: a token is enough (no permission entry needed);
 * permission: the path must be in the permission list unless the product code is EC.
 */
export type Access = 'public' | 'session' | 'permission';

/**
 * Which employee roles get a permission resource when it is first created: every role with a
 * label when absent (never the internal E100), `only` these, or every role `except` these.
 * Afterwards the administrators' role settings decide.
 */
export type ResourceGrant = { readonly only: readonly string[] } | { readonly except: readonly string[] };

/** The permission resource of a permission page: a row of `resources` with `res_uri` = the page's path. */
export interface PageResource {
  readonly code: string;
  /** The menu group it sits in (a `MenuGroup`'s code), `0` at the top. */
  readonly parent: string;
  readonly order: number;
  /** Its name in the menu when that is not the page's title. */
  readonly name?: string;
  readonly grant?: ResourceGrant;
}

/** A group of the menu: a resource with no page (`res_type` M). */
export interface MenuGroup {
  readonly code: string;
  readonly name: string;
  readonly parent: string;
  readonly order: number;
  readonly prodCode: string;
  readonly grant?: ResourceGrant;
}

/** One route as an application declares it. */
export interface RouteDeclaration {
  /** Absolute path; `:name` segments match one path segment. */
  readonly path: string;
  readonly title: string;
  /**
   * The page this route shows, by its name within the application: the owning parcel maps the
   * key `<app>/<page>` to a lazily imported component (its `*-pages.ts`), and `<RoutePage>`
   * renders it. Redirects have none.
   */
  readonly page?: string;
  /** Who may open it; when absent, the application's `access` (one of the two is required). */
  readonly access?: Access;
  /** Product code (docs/requirements.md#routes: EC for the portal itself, CRM for customer relations). */
  readonly prodCode?: string;
  /** When set, visiting this path replaces the URL with the target. */
  readonly redirect?: string;
  /** Excluded from the 30-minute inactivity check (docs/requirements.md#session). */
  readonly skipIdleCheck?: boolean;
  /**
   * The query parameters the page reads. A server render is keyed by these alone: any other
   * parameter shares the page's cached render (server/host/render-url.ts).
   */
  readonly query?: readonly string[];
  /** The permission resource of a permission page (its menu entry). */
  readonly resource?: PageResource;
}

/**
 * What an application declares: its name, the URL prefix that activates it, its routes and menu
 * groups. `access` and `skipIdleCheck` hold for each of its routes that does not say otherwise,
 * so an application whose pages are all public says so once.
 */
export interface AppRoutes {
  readonly app: string;
  readonly prefix: string;
  readonly access?: Access;
  readonly skipIdleCheck?: boolean;
  readonly routes: readonly RouteDeclaration[];
  readonly menus?: readonly MenuGroup[];
}

/** The single-spa applications of the portal, in the order their routes are matched. */
const DECLARED = [
  INDEX_ROUTES,
  LOGIN_ROUTES,
  REGISTER_ROUTES,
  RESETPWD_ROUTES,
  CENTER_ROUTES,
  NOT_FOUND_ROUTES,
] as const satisfies readonly AppRoutes[];

export type AppName = (typeof DECLARED)[number]['app'];

/** The single-spa applications, by the URL prefix that activates them. */
export const APPS = Object.fromEntries(DECLARED.map((d) => [d.app, d.prefix])) as Readonly<Record<AppName, string>>;

/** A page key: the owning application, a slash, the page's name (`index/home`). */
export type PageKey = `${AppName}/${string}`;

export interface RouteDef extends Omit<RouteDeclaration, 'page' | 'access'> {
  app: AppName;
  access: Access;
  /** `<app>/<page>`: the key the owning parcel's `*-pages.ts` maps to a component. */
  page?: PageKey;
}

/** Each application's routes, with the application's name and defaults filled in. */
export function declaredRoutes(apps: ReadonlyArray<AppRoutes & { app: AppName }>): RouteDef[] {
  return apps.flatMap(({ app, routes, access: appAccess, skipIdleCheck: appSkipsIdleCheck }) =>
    routes.map(({ page, ...route }): RouteDef => {
      const access = route.access ?? appAccess;
      // A route with no access of its own in an application with none is a mistake: fail at start
      // rather than guess, since a guessed access could open a page to the wrong readers.
      if (!access) throw new Error(`route ${route.path} declares no access, nor does application ${app}`);
      const skipIdleCheck = route.skipIdleCheck ?? appSkipsIdleCheck;
      return {
        ...route,
        app,
        access,
        ...(skipIdleCheck !== undefined && { skipIdleCheck }),
        ...(page !== undefined && { page: `${app}/${page}` as const }),
      };
    }),
  );
}

export const ROUTES: readonly RouteDef[] = declaredRoutes(DECLARED);

/** The menu groups the applications declare (server/db/seed/declared-resources.ts makes them resources). */
export const MENU_GROUPS: readonly MenuGroup[] = DECLARED.flatMap((d: AppRoutes) => d.menus ?? []);

/** The path of the page `key`; throws for a key no route names, so a typo fails at start-up. */
function declaredPath(key: PageKey): string {
  const found = ROUTES.find((r) => r.page === key && !r.redirect);
  if (!found) throw new Error(`No route of the route table shows the page "${key}"`);
  return found.path;
}

export const SITE_TITLE = '供应链金融服务平台';
export const HOME_PATH = declaredPath('index/home');
export const LOGIN_PATH = declaredPath('login/login');
export const CHANGE_COMP_PATH = declaredPath('login/change-comp');
/** 设置新密码: where a session goes first after an administrator reset the password. */
export const NEW_PASSWORD_PATH = declaredPath('login/new-password');
/** The first registration step; an invitation link is this path with `?inviteCode=` (invite-link.ts). */
export const REGISTER_ACCOUNT_PATH = declaredPath('register/account');
export const PRODUCT_CENTRE_PATH = declaredPath('center/product-centre');
export const NOT_FOUND_PATH = declaredPath('not-found/not-found');
export const PRODUCT_CODE_EC = 'EC';
export const PRODUCT_CODE_CRM = 'CRM';
