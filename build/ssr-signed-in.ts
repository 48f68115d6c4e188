/**
 * What the server renders a signed-in reader's centre page with, loaded the way the browser
 * loads it: the session guard's two reads (company info for the route's product, the permission
 * list), the customer-relations menus, the product lists (names), and the header's account, companies and unread count,
 * all through the portal's own API calls (the render's transport carries the reader's token).
 * The same answers go into the page, so the browser hydrates from exactly what was rendered.
 *
 * Null when the page is not for the server to draw: company info refused (the product not
 * open, the session over between the host's check and this read), or the permission list not
 * allowing the route. The browser's guard then does what it always did.
 */
import {
  can,
  defaultState,
  getAccountView,
  getCompInfo,
  getUnreadCount,
  listAccountCompanies,
  listApprovedProducts,
  listProducts,
  listMenus,
  listPermissions,
  PRODUCT_CODE_CRM,
  productCodeOf,
  switchableCompanies,
  type CompanyListItem,
  type SignedInSeed,
} from '@scf/shared';
import {
  validAuth,
  validCacheAuthProducts,
  validCompInfo,
  validMenus,
  validSidebarMode,
  validThemeColor,
} from '../shared/state/portal-state';
import { currentRoleOf } from '../shared/layout/use-header-account.hook';
import { toUnreadCount } from '../shared/layout/use-unread-count.hook';

/** The reader's layout preferences, from the cookies the browser writes them to. */
export interface ReaderPreferences {
  themeColor?: string | null;
  sidebarMode?: string | null;
}

/** Quiet calls: no message, no loading overlay, never a navigation (there is no page yet). */
const QUIET = { kind: 'silent', loading: false, navigate: false } as const;

export async function loadSignedInSeed(pathname: string, preferences: ReaderPreferences): Promise<SignedInSeed | null> {
  const productCode = productCodeOf(pathname);
  if (!productCode) return null;
  const [company, permissions, menus, account, companies, products, approved] = await Promise.all([
    getCompInfo(productCode, QUIET).catch(() => null),
    listPermissions(QUIET).catch(() => null),
    productCode === PRODUCT_CODE_CRM ? listMenus(PRODUCT_CODE_CRM, QUIET).catch(() => []) : Promise.resolve([]),
    getAccountView(QUIET).catch(() => null),
    listAccountCompanies(QUIET).catch(() => [] as CompanyListItem[]),
    // The product names every role list and the product centre show.
    listProducts(QUIET).catch(() => null),
    listApprovedProducts(QUIET).catch(() => null),
  ]);
  const compInfo = validCompInfo(company);
  if (!compInfo || !permissions) return null;
  const auth = validAuth(permissions);
  if (!can({ hasToken: true, permissions: auth, compInfo }, pathname).can) return null;
  const unread = await getUnreadCount(compInfo.compCode, QUIET).then(toUnreadCount, () => null);
  const defaults = defaultState();
  return {
    productCode,
    permissions,
    state: {
      compInfo,
      auth,
      authed: true,
      menus: validMenus(menus),
      cacheAuthProducts: products && approved ? validCacheAuthProducts({ products, approved }) : null,
      themeColor: validThemeColor(preferences.themeColor) ?? defaults.themeColor,
      sidebarMode: validSidebarMode(preferences.sidebarMode) ?? defaults.sidebarMode,
      sidebarOpened: defaults.sidebarOpened,
    },
    header: account
      ? {
          account,
          companies: switchableCompanies<CompanyListItem>(companies),
          currentCompRole: currentRoleOf(account),
          unread,
          compCode: compInfo.compCode,
        }
      : null,
  };
}
