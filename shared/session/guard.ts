/**
 * The session guard (docs/requirements.md#session), one async function the root config calls in
 * `single-spa:before-routing-event`:
 *
 *   guardNavigation(fromPath, toPath) → { redirect: string | null }
 *
 * no token + non-public → /login?redirect=…; token on /login → /; a product change clears
 * company info and authed; missing company info is loaded for the route's product (failure →
 * product centre); the permission list is loaded once per product context; a route not allowed
 * → product centre with "无权访问该页面"; no connection or HTTP 5xx → the reader stays where
 * they are, the session kept (hold 'outage'); any other error → tokens reset, the error
 * shown, login. While the idle-expiry dialog is up (or the session is found idle too long on
 * the way) nothing navigates: hold 'expired'.
 *
 * `guardNavigation.prepare(fromPath, toPath)` starts those two reads when the reader shows the
 * intent to go (the pointer rests on a link, a finger touches it): the navigation that follows
 * within a few seconds takes the answers instead of asking again, so entering the centre does
 * not wait for them after the press. Nothing changes in the page's state until the navigation
 * itself runs.
 *
 * Entering a product again in the same session (the home page and back, say) renders at once
 * from the answers of the last entry and asks both again behind the page (stale while
 * revalidate): the reader does not wait a round trip, which on a slow line is most of the
 * switch, and the fresh answers replace the old ones when they differ; a page the fresh
 * permission list no longer allows sends the reader to the product centre as the guard would
 * have. The server checks every call in any case, so an old answer never grants anything.
 */
import { dequal } from 'dequal';
import type { CompInfo, PermissionEntry } from '../api/types';
import { getCompInfo } from '../api/company.api';
import { listPermissions } from '../api/permission.api';
import { can } from '../access/can';
import { getAccessToken } from '../cookies/portal-cookies';
import { endSession } from './end-session';
import { errorMessage, isApiError } from '../http/api-error';
import { holdRequestsUntilPainted } from '../http/paint-gate';
import { currentUrl, loginUrl, navigate, newPasswordUrl } from '../navigation/navigate';
import { showMessage } from '../notify/notifier';
import { PRODUCT_CENTRE_PATH } from '../routes/route-table';
import { clearProductContext, ensureBrowserId, setCompInfo, setPermissions } from '../state/actions';
import { getState } from '../state/store';
import { sessionGeneration } from './session-generation';
import { isExpiryDialogOpen } from './expiry-state';
import { expireIfIdle } from './inactivity';
import { isTransientError } from '../http/transient-error';
import { ACCESS_REASONS } from '../access/can';
import { pathnameOf, planNavigation, productCodeOf, type GuardPlan } from './guard-rules';

type LoadPlan = Extract<GuardPlan, { kind: 'load' }>;

export interface GuardResult {
  redirect: string | null;
  /**
   * The navigation does not happen and the reader stays on the page they are on: 'outage' when
   * the server could not be reached (no connection, HTTP 5xx; `error` says which, and the root
   * config tries again once it answers), 'expired' when the idle-expiry dialog is up (it owns
   * the way to the login page). Neither ends the session.
   */
  hold?: 'outage' | 'expired';
  error?: unknown;
}

/** Shown when navigation fails without a message of its own. */
export const NAVIGATION_ERROR_MESSAGE = '页面加载出错，请重新登录';

export interface GuardDeps {
  hasToken: () => boolean;
  /**
   * The two reads a product's pages depend on. `behind`: asked behind a page already on screen
   * (revalidation), so the loading overlay does not count it: a mask over content the reader is
   * already reading, on a slow line, would only hide it.
   */
  loadCompInfo: (productCode: string, behind?: boolean) => Promise<CompInfo>;
  loadPermissions: (behind?: boolean) => Promise<PermissionEntry[]>;
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
  /** Where the reader is now (path and query); a late answer is applied only to the page it was for. */
  currentPath: () => string;
  /** Sends the reader elsewhere outside a navigation (a late answer that no longer allows the page). */
  navigate: (url: string) => void;
  /** Makes requests sent from now wait until the page about to show has been painted. */
  holdRequests: () => void;
  /**
   * True when the idle-expiry dialog is up, or the session has just been found idle too long
   * (which raises the dialog): the navigation waits for 重新登录 instead of going on.
   */
  idleExpired: () => boolean;
}

const defaultDeps: GuardDeps = {
  hasToken: () => getAccessToken() !== null,
  loadCompInfo: (productCode, behind = false) => getCompInfo(productCode, { navigate: 'caller', loading: !behind }),
  loadPermissions: (behind = false) => listPermissions({ navigate: 'caller', loading: !behind }),
  sessionKey: () => {
    const token = getAccessToken();
    return token === null ? null : `${sessionGeneration()}:${token}`;
  },
  now: () => Date.now(),
  afterLeaving: (fn) => window.addEventListener('single-spa:before-mount-routing-event', fn, { once: true }),
  currentPath: currentUrl,
  navigate,
  holdRequests: holdRequestsUntilPainted,
  idleExpired: () => isExpiryDialogOpen() || expireIfIdle(),
};

/**
 * How long a read prepared on intent stays usable. A pointer resting on a link is pressed within
 * a second or two; a read older than this may be out of date, so the navigation asks afresh.
 */
const PREPARED_READ_TTL_MS = 5_000;

/**
 * How long the answers of an entry stay usable for the next entry of the same session, which
 * renders from them and asks again behind the page. Longer than a reader's back and forth
 * between the home page and the centre; a token renewal or a company switch starts afresh
 * anyway, since the answers belong to the token they were read with.
 */
export const RECENT_ANSWER_TTL_MS = 10 * 60_000;
const RECENT_ANSWERS_MAX = 8;

export type Guard = ((fromPath: string | null, toPath: string) => Promise<GuardResult>) & {
  /** Starts the reads a navigation from `fromPath` to `toPath` would wait for; changes no state. */
  prepare: (fromPath: string | null, toPath: string) => void;
  /**
   * The answers the server read for this page, under this session, moments ago (a page it
   * rendered for the signed-in reader): the first navigation renders from them, as from an
   * earlier entry's, and asks both again behind the page.
   */
  seed: (productCode: string, company: CompInfo, permissions: PermissionEntry[]) => void;
};

/**
 * One read started ahead, kept for the session (and product) it was asked under: `start` begins
 * it unless a fresh one for the same key is under way, `take` hands it to one navigation when it
 * is still fresh and for the same key. A read that fails is forgotten, so the navigation asks
 * again rather than inherit an error from an earlier moment.
 */
function preparedSlot<T>(now: () => number): {
  start: (key: string, load: () => Promise<T>) => void;
  take: (key: string) => Promise<T> | null;
} {
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

/**
 * The last successful answer per key (a session, or a session and product), kept for
 * RECENT_ANSWER_TTL_MS; a read that fails forgets its key, so the next entry waits for a fresh one.
 */
function recentAnswers<T>(now: () => number): {
  remember: (key: string, value: T) => void;
  recall: (key: string) => T | null;
  forget: (key: string) => void;
} {
  const answers = new Map<string, { at: number; value: T }>();
  return {
    remember(key, value) {
      answers.delete(key);
      if (answers.size >= RECENT_ANSWERS_MAX) answers.delete(answers.keys().next().value as string);
      answers.set(key, { at: now(), value });
    },
    recall(key) {
      const hit = answers.get(key);
      if (!hit) return null;
      const age = now() - hit.at;
      return age >= 0 && age < RECENT_ANSWER_TTL_MS ? hit.value : null;
    },
    forget(key) {
      answers.delete(key);
    },
  };
}

/** A read aborted because its session ended while it was out (session-generation.ts). */
const isCancelled = (err: unknown): boolean => isApiError(err) && err.kind === 'canceled';

/** A guard with injected calls (tests); `guardNavigation` is the portal's. */
export function createGuard(overrides: Partial<GuardDeps> = {}): Guard {
  const deps: GuardDeps = { ...defaultDeps, ...overrides };
  const preparedCompany = preparedSlot<CompInfo>(() => deps.now());
  const preparedPermissions = preparedSlot<PermissionEntry[]>(() => deps.now());

  const recentCompany = recentAnswers<CompInfo>(() => deps.now());
  const recentPermissions = recentAnswers<PermissionEntry[]>(() => deps.now());

  // The permission list is read once even when two navigations overlap.
  let permissionsInflight: Promise<PermissionEntry[]> | null = null;
  const readPermissions = (behind = false): Promise<PermissionEntry[]> => {
    if (!permissionsInflight) {
      const session = deps.sessionKey();
      const prepared = session === null ? null : preparedPermissions.take(session);
      const read = prepared ?? deps.loadPermissions(behind);
      permissionsInflight = read;
      read
        .then(
          (list) => {
            if (session !== null && deps.sessionKey() === session) recentPermissions.remember(session, list);
          },
          () => {
            if (session !== null) recentPermissions.forget(session);
          },
        )
        .finally(() => {
          if (permissionsInflight === read) permissionsInflight = null;
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
    return planNavigation({
      fromPath,
      toPath,
      hasToken: deps.hasToken(),
      compCode: s.compInfo?.compCode ?? null,
      authed: s.authed,
    });
  };
  /** A company read belongs to the session and the product it was asked for. */
  const companyKey = (session: string, productCode: string): string => `${session}|${productCode}`;

  const loadCompany = (productCode: string, behind = false): Promise<CompInfo> => {
    const session = deps.sessionKey();
    const key = session === null ? null : companyKey(session, productCode);
    const prepared = key === null ? null : preparedCompany.take(key);
    const read = prepared ?? deps.loadCompInfo(productCode, behind);
    if (key !== null) {
      read.then(
        (info) => {
          if (deps.sessionKey() === session) recentCompany.remember(key, info);
        },
        () => recentCompany.forget(key),
      );
    }
    return read;
  };

  /** The answers of an earlier entry for every read this plan needs, or null when one is missing. */
  const recalled = (
    session: string,
    plan: LoadPlan,
  ): { company: CompInfo | null; permissions: PermissionEntry[] | null } | null => {
    const company = plan.loadCompany ? recentCompany.recall(companyKey(session, plan.productCode)) : null;
    const permissions = plan.loadPermissions ? recentPermissions.recall(session) : null;
    if ((plan.loadCompany && company === null) || (plan.loadPermissions && permissions === null)) return null;
    return { company, permissions };
  };

  /**
   * Why the state does not allow `to` (the warning to show), or null when it does. The product
   * centre is always allowed: it is where a refused reader goes.
   */
  const refusal = (plan: LoadPlan, to: string): string | null => {
    if (!plan.checkAccess || pathnameOf(to) === PRODUCT_CENTRE_PATH) return null;
    const state = getState();
    const verdict = can({ hasToken: true, permissions: state.auth, compInfo: state.compInfo }, pathnameOf(to));
    return verdict.can ? null : (verdict.reason ?? ACCESS_REASONS.noPermission);
  };

  /**
   * Asks again behind a page rendered from earlier answers. Fresh answers that differ replace
   * them while the reader is still in that product of that session; a page they no longer allow
   * goes to the product centre with the guard's warning. A failure the server points somewhere
   * (login, a new password, the product centre) goes there as the guard would; any other failure
   * only forgets the earlier answers, so the next entry waits for fresh ones.
   */
  const revalidate = (
    session: string,
    plan: LoadPlan,
    served: { company: CompInfo | null; permissions: PermissionEntry[] | null },
  ): void => {
    const servedInfo = getState().compInfo;
    const stillThere = (): boolean =>
      deps.sessionKey() === session && productCodeOf(pathnameOf(deps.currentPath())) === plan.productCode;
    const company = plan.loadCompany ? loadCompany(plan.productCode, true) : Promise.resolve(null);
    const permissions = plan.loadPermissions ? readPermissions(true) : Promise.resolve(null);
    Promise.all([company, permissions]).then(
      ([info, list]) => {
        if (!stillThere() || getState().compInfo !== servedInfo) return;
        if (info !== null && !dequal(info, served.company)) setCompInfo(info);
        if (list !== null && !dequal(list, served.permissions)) setPermissions(list);
        const reason = refusal(plan, deps.currentPath());
        if (reason !== null) {
          showMessage('warning', reason);
          deps.navigate(PRODUCT_CENTRE_PATH);
        }
      },
      (err: unknown) => {
        if (!isApiError(err) || !err.redirectTo) return;
        const here = deps.currentPath();
        if (productCodeOf(pathnameOf(here)) !== plan.productCode) return;
        deps.navigate(redirectAfterError(err, here));
      },
    );
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
    // A click after the idle limit (a header link, the bell, the menu) meets the expiry dialog
    // instead of the login page; the first navigation of a page load is left to the server.
    if (from !== null && deps.idleExpired()) return { redirect: null, hold: 'expired' };
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

      // A repeated entry renders from the last entry's answers when they allow the page; when
      // they do not, the fresh answers decide (a role may have been given since).
      const session = deps.sessionKey();
      const earlier = session === null ? null : recalled(session, plan);
      if (session !== null && earlier !== null) {
        if (earlier.company !== null) setCompInfo(earlier.company);
        if (earlier.permissions !== null) setPermissions(earlier.permissions);
        if (refusal(plan, to) === null) {
          // The page shows now; the reads that confirm it leave after its first frame.
          deps.holdRequests();
          revalidate(session, plan, earlier);
          return { redirect: null };
        }
      }

      // The company and the permission list do not depend on each other (both follow from the
      // token): asked for together, the page waits one round trip instead of two.
      const company = plan.loadCompany ? loadCompany(plan.productCode) : null;
      const permissions = plan.loadPermissions ? readPermissions().then((list) => setPermissions(list)) : null;
      // Awaited below unless the company sends the reader elsewhere first.
      permissions?.catch(() => undefined);
      if (company) {
        try {
          setCompInfo(await company);
        } catch (err) {
          // The session is over, or must set a new password first: those decide, not the
          // product centre (which would refuse the reader the same way a moment later).
          const sessionDecides = isApiError(err) && (err.redirectTo === 'login' || err.redirectTo === 'new-password');
          if (sessionDecides || isTransientError(err)) throw err;
          // Cancelled: the session ended while the read was out, most often because the
          // permission read beside it found the session revoked. Its error decides, then the
          // state does (below); the product centre would be the wrong place for a reader
          // without a session.
          if (isCancelled(err)) {
            await permissions;
            throw err;
          }
          // The product centre is the fallback itself: it opens without company info.
          if (!isProductCentre) return { redirect: PRODUCT_CENTRE_PATH };
        }
      }
      if (permissions) await permissions;

      const reason = refusal(plan, to);
      if (reason !== null) {
        showMessage('warning', reason);
        return { redirect: PRODUCT_CENTRE_PATH };
      }
      return { redirect: null };
    } catch (err) {
      // No connection or the server down: the session is not over, the reader stays.
      if (isTransientError(err)) return { redirect: null, hold: 'outage', error: err };
      // The session ended under this navigation, by whatever ended it (and said why): without a
      // token the reader logs in again; with a new one (a login in another tab) it is guarded anew.
      if (isCancelled(err)) return deps.hasToken() ? guard(from, to) : { redirect: loginUrl(to) };
      return { redirect: redirectAfterError(err, to) };
    }
  }

  function seed(productCode: string, company: CompInfo, permissions: PermissionEntry[]): void {
    const session = deps.sessionKey();
    if (session === null) return;
    recentCompany.remember(companyKey(session, productCode), company);
    recentPermissions.remember(session, permissions);
  }

  return Object.assign(guard, { prepare, seed });
}

/**
 * Where a failed navigation to `to` goes: the product centre when the server says the product
 * is not open, 设置新密码 when an administrator reset the password (then on to `to`), otherwise
 * the session ends (unless the http pipeline already ended it) and the reader logs in again,
 * told why once.
 */
function redirectAfterError(err: unknown, to: string): string {
  const isProductCentre = pathnameOf(to) === PRODUCT_CENTRE_PATH;
  if (isApiError(err) && err.redirectTo === 'product-centre' && !isProductCentre) return PRODUCT_CENTRE_PATH;
  if (isApiError(err) && err.redirectTo === 'new-password') return newPasswordUrl(to);
  // The http pipeline already cleared the tokens and said why for session errors.
  const alreadyHandled = isApiError(err) && err.redirectTo === 'login';
  if (!alreadyHandled) endSession('failed');
  if (!(isApiError(err) && err.notified)) showMessage('error', errorMessage(err, NAVIGATION_ERROR_MESSAGE));
  return loginUrl(to);
}

export const guardNavigation = createGuard();
