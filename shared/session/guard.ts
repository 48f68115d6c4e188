/**
 * The session guard (docs/requirements.md#session), one async function the root config calls in
 * `single-spa:before-routing-event`:
 *
 *   guardNavigation(fromPath, toPath) → { redirect: string | null }
 *
 * no token + non-public → /login?redirect=…; token on /login → /; a product change clears
 * company info and authed; missing company info is loaded for the route's product (failure →
 * product centre); the permission list is loaded once per product context; a route not allowed
 * → product centre with "无权访问该页面"; any other error → tokens reset, the error
 * shown, login.
 */
import type { CompInfo, PermissionEntry } from '../api/types';
import { getCompInfo } from '../api/company.api';
import { listPermissions } from '../api/permission.api';
import { can } from '../access/can';
import { getAccessToken } from '../cookies/portal-cookies';
import { endSession } from './end-session';
import { errorMessage, isApiError } from '../http/api-error';
import { loginUrl, newPasswordUrl } from '../navigation/navigate';
import { showMessage } from '../notify/notifier';
import { PRODUCT_CENTRE_PATH } from '../routes/route-table';
import { clearProductContext, ensureBrowserId, setCompInfo, setPermissions } from '../state/actions';
import { getState } from '../state/store';
import { ACCESS_REASONS } from '../access/can';
import { pathnameOf, planNavigation } from './guard-rules';

export interface GuardResult {
  redirect: string | null;
}

/** Shown when navigation fails without a message of its own. */
export const NAVIGATION_ERROR_MESSAGE = '页面加载出错，请重新登录';

export interface GuardDeps {
  hasToken: () => boolean;
  loadCompInfo: (productCode: string) => Promise<CompInfo>;
  loadPermissions: () => Promise<PermissionEntry[]>;
}

const defaultDeps: GuardDeps = {
  hasToken: () => getAccessToken() !== null,
  loadCompInfo: (productCode) => getCompInfo(productCode, { navigate: 'caller' }),
  loadPermissions: () => listPermissions({ navigate: 'caller' }),
};

/** A guard with injected calls (tests); `guardNavigation` is the portal's. */
export function createGuard(deps: GuardDeps = defaultDeps): (fromPath: string | null, toPath: string) => Promise<GuardResult> {
  // The permission list is loaded once even when two navigations overlap.
  let permissionsInflight: Promise<void> | null = null;
  const loadPermissionsOnce = (): Promise<void> => {
    if (!permissionsInflight) {
      permissionsInflight = deps
        .loadPermissions()
        .then((list) => setPermissions(list))
        .finally(() => {
          permissionsInflight = null;
        });
    }
    return permissionsInflight;
  };

  return async function guard(fromPath: string | null, toPath: string): Promise<GuardResult> {
    const to = typeof toPath === 'string' && toPath !== '' ? toPath : '/';
    const from = typeof fromPath === 'string' && fromPath !== '' ? fromPath : null;
    const isProductCentre = pathnameOf(to) === PRODUCT_CENTRE_PATH;
    try {
      ensureBrowserId();
      const s = getState();
      const plan = planNavigation({ fromPath: from, toPath: to, hasToken: deps.hasToken(), compCode: s.compInfo?.compCode ?? null, authed: s.authed });
      if (plan.clearContext) clearProductContext();
      if (plan.kind === 'redirect') return { redirect: plan.to };
      if (plan.kind === 'allow') return { redirect: null };

      // The company and the permission list do not depend on each other (both follow from the
      // token): asked for together, the page waits one round trip instead of two.
      const company = plan.loadCompany ? deps.loadCompInfo(plan.productCode) : null;
      const permissions = plan.loadPermissions ? loadPermissionsOnce() : null;
      // Awaited below unless the company sends the reader elsewhere first.
      permissions?.catch(() => undefined);
      if (company) {
        try {
          setCompInfo(await company);
        } catch (err) {
          if (isApiError(err) && err.redirectTo === 'login') throw err;
          // The product centre is the fallback itself: it opens without company info.
          if (!isProductCentre) return { redirect: PRODUCT_CENTRE_PATH };
        }
      }
      if (permissions) await permissions;

      if (plan.checkAccess) {
        const state = getState();
        const verdict = can({ hasToken: true, permissions: state.auth, compInfo: state.compInfo }, pathnameOf(to));
        if (!verdict.can && !isProductCentre) {
          showMessage('warning', verdict.reason ?? ACCESS_REASONS.noPermission);
          return { redirect: PRODUCT_CENTRE_PATH };
        }
      }
      return { redirect: null };
    } catch (err) {
      if (isApiError(err) && err.redirectTo === 'product-centre' && !isProductCentre) return { redirect: PRODUCT_CENTRE_PATH };
      // An administrator reset the password: 设置新密码 first, then on to where the reader was going.
      if (isApiError(err) && err.redirectTo === 'new-password') return { redirect: newPasswordUrl(to) };
      // The http pipeline already cleared the tokens and said why for session errors.
      const alreadyHandled = isApiError(err) && err.redirectTo === 'login';
      if (!alreadyHandled) {
        endSession('failed');
      }
      if (!(isApiError(err) && err.notified)) showMessage('error', errorMessage(err, NAVIGATION_ERROR_MESSAGE));
      return { redirect: loginUrl(to) };
    }
  };
}

export const guardNavigation = createGuard();
