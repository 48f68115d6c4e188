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
 *
 * `guardNavigation.prepare(fromPath, toPath)` starts those two reads when the reader shows the
 * intent to go (the pointer rests on a link, a finger touches it): the navigation that follows
 * within a few seconds takes the answers instead of asking again, so entering the centre does
 * not wait for them after the press. Nothing changes in the page's state until the navigation
 * itself runs.
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
import { sessionGeneration } from './session-generation';
import { ACCESS_REASONS } from '../access/can';
import { pathnameOf, planNavigation, type GuardPlan } from './guard-rules';

export interface GuardResult {
  redirect: string | null;
}

/** Shown when navigation fails without a message of its own. */
export const NAVIGATION_ERROR_MESSAGE = '页面加载出错，请重新登录';

export interface GuardDeps {
  hasToken: () => boolean;
  loadCompInfo: (productCode: string) => Promise<CompInfo>;
  loadPermissions: () => Promise<PermissionEntry[]>;
  /**
   * Names the signed-in session (its generation and token), null without one: a read prepared
   * under one session is never used by another (a logout, a company switch, a renewed token).
   */
  sessionKey: () => string | null;
  now: () => number;
  /**
   * Runs `fn` once the application being left has unmounted, before the next one mounts
   * (single-spa's `before-mount-routing-event`).
   */
  afterLeaving: (fn: () => void) => void;
}

const defaultDeps: GuardDeps = {
  hasToken: () => getAccessToken() !== null,
  loadCompInfo: (productCode) => getCompInfo(productCode, { navigate: 'caller' }),
  loadPermissions: () => listPermissions({ navigate: 'caller' }),
  sessionKey: () => {
    const token = getAccessToken();
    return token === null ? null : `${sessionGeneration()}:${token}`;
  },
  now: () => Date.now(),
  afterLeaving: (fn) => window.addEventListener('single-spa:before-mount-routing-event', fn, { once: true }),
};

/**
 * How long a read prepared on intent stays usable. A pointer resting on a link is pressed within
 * a second or two; a read older than this may be out of date, so the navigation asks afresh.
 */
export const PREPARED_READ_TTL_MS = 5_000;

export type Guard = ((fromPath: string | null, toPath: string) => Promise<GuardResult>) & {
  /** Starts the reads a navigation from `fromPath` to `toPath` would wait for; changes no state. */
  prepare: (fromPath: string | null, toPath: string) => void;
};

/**
 * One read started ahead, kept for the session (and product) it was asked under: `start` begins
 * it unless a fresh one for the same key is under way, `take` hands it to one navigation when it
 * is still fresh and for the same key. A read that fails is forgotten, so the navigation asks
 * again rather than inherit an error from an earlier moment.
 */
function preparedSlot<T>(now: () => number): { start: (key: string, load: () => Promise<T>) => void; take: (key: string) => Promise<T> | null } {
  let read: { key: string; at: number; promise: Promise<T> } | null = null;
  const fresh = (key: string): boolean => read !== null && read.key === key && now() - read.at < PREPARED_READ_TTL_MS;
  return {
    start(key, load) {
      if (fresh(key)) return;
      const started = { key, at: now(), promise: load() };
      read = started;
      started.promise.catch(() => {
        if (read === started) read = null;
      });
    },
    take(key) {
      const promise = fresh(key) ? (read?.promise ?? null) : null;
      read = null;
      return promise;
    },
  };
}

/** A guard with injected calls (tests); `guardNavigation` is the portal's. */
export function createGuard(overrides: Partial<GuardDeps> = {}): Guard {
  const deps: GuardDeps = { ...defaultDeps, ...overrides };
  const preparedCompany = preparedSlot<CompInfo>(() => deps.now());
  const preparedPermissions = preparedSlot<PermissionEntry[]>(() => deps.now());

  // The permission list is loaded once even when two navigations overlap.
  let permissionsInflight: Promise<void> | null = null;
  const loadPermissionsOnce = (): Promise<void> => {
    if (!permissionsInflight) {
      const session = deps.sessionKey();
      const prepared = session === null ? null : preparedPermissions.take(session);
      permissionsInflight = (prepared ?? deps.loadPermissions())
        .then((list) => setPermissions(list))
        .finally(() => {
          permissionsInflight = null;
        });
    }
    return permissionsInflight;
  };

  // Leaving a product for a page without one (the home page, the company switch), the product
  // context is cleared once the application being left has unmounted: cleared at once, that
  // application would render again for nothing (its menus, header and page read the context)
  // just before it goes. The next guard decision clears it first in any case, so no navigation
  // ever decides on a context that should have gone.
  let pendingClear: (() => void) | null = null;
  const clearPendingContext = (): void => {
    if (!pendingClear) return;
    pendingClear = null;
    clearProductContext();
  };
  const clearContextAfterLeaving = (): void => {
    const clear = (): void => {
      if (pendingClear === clear) clearPendingContext();
    };
    pendingClear = clear;
    deps.afterLeaving(clear);
  };

  /** The plan for a navigation, from what the session and the store hold now. */
  const planFromState = (fromPath: string | null, toPath: string): GuardPlan => {
    const s = getState();
    return planNavigation({ fromPath, toPath, hasToken: deps.hasToken(), compCode: s.compInfo?.compCode ?? null, authed: s.authed });
  };
  /** A company read belongs to the session and the product it was asked for. */
  const companyKey = (session: string, productCode: string): string => `${session}|${productCode}`;

  const loadCompany = (productCode: string): Promise<CompInfo> => {
    const session = deps.sessionKey();
    const prepared = session === null ? null : preparedCompany.take(companyKey(session, productCode));
    return prepared ?? deps.loadCompInfo(productCode);
  };

  function prepare(fromPath: string | null, toPath: string): void {
    const session = deps.sessionKey();
    if (session === null) return;
    const plan = planFromState(fromPath, toPath);
    if (plan.kind !== 'load') return;
    const { productCode } = plan;
    if (plan.loadCompany) preparedCompany.start(companyKey(session, productCode), () => deps.loadCompInfo(productCode));
    if (plan.loadPermissions && !permissionsInflight) preparedPermissions.start(session, () => deps.loadPermissions());
  }

  async function guard(fromPath: string | null, toPath: string): Promise<GuardResult> {
    const to = typeof toPath === 'string' && toPath !== '' ? toPath : '/';
    const from = typeof fromPath === 'string' && fromPath !== '' ? fromPath : null;
    const isProductCentre = pathnameOf(to) === PRODUCT_CENTRE_PATH;
    try {
      ensureBrowserId();
      clearPendingContext();
      const plan = planFromState(from, to);
      if (plan.kind === 'allow') {
        if (plan.clearContext) clearContextAfterLeaving();
        return { redirect: null };
      }
      if (plan.clearContext) clearProductContext();
      if (plan.kind === 'redirect') return { redirect: plan.to };

      // The company and the permission list do not depend on each other (both follow from the
      // token): asked for together, the page waits one round trip instead of two.
      const company = plan.loadCompany ? loadCompany(plan.productCode) : null;
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
  }

  return Object.assign(guard, { prepare });
}

export const guardNavigation = createGuard();
