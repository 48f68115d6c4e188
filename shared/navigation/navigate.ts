/**
 * Navigation for parcels, elements and the shared rules. Inside the portal it goes through
 * single-spa's `navigateToUrl`, so the before-routing guard runs and the right parcel mounts.
 * An embedding page (the custom elements on a foreign site) can replace the handler.
 */
import { navigateToUrl } from 'single-spa';
import { LOGIN_PATH, NEW_PASSWORD_PATH, PRODUCT_CENTRE_PATH } from '../routes/route-table';
import { hasWindow } from '../util/guards';

export type NavigationHandler = (url: string) => void;

let handler: NavigationHandler | null = null;

/** Replaces how `navigate` moves (e.g. a full page load from a foreign site). Null restores single-spa. */
export function configureNavigation(next: NavigationHandler | null): void {
  handler = typeof next === 'function' ? next : null;
}

/**
 * A same-origin path (`/x?y#z`) for a target, or null: absolute URLs on another origin,
 * protocol-relative `//host`, backslash tricks and `javascript:` are refused, which makes
 * this the one open-redirect check of the client.
 */
export function toSameOriginPath(target: unknown): string | null {
  if (typeof target !== 'string' || target === '' || target.length > 2048) return null;
  if (!hasWindow()) return target.startsWith('/') && !target.startsWith('//') && !target.includes('\\') ? target : null;
  try {
    const base = window.location.origin;
    if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
      const u = new URL(target);
      if (u.origin !== base) return null;
      return u.pathname + u.search + u.hash;
    }
    const u = new URL(target, base);
    if (u.origin !== base) return null;
    return u.pathname + u.search + u.hash;
  } catch {
    return null;
  }
}

/** Goes to a same-origin URL; anything else is ignored with a console warning. */
export function navigate(url: unknown): void {
  const path = toSameOriginPath(url);
  if (path === null) {
    console.warn('[scf] navigate: ignored a target outside the portal', url);
    return;
  }
  try {
    if (handler) handler(path);
    else navigateToUrl(path);
  } catch (err) {
    console.warn('[scf] navigate failed', err);
  }
}

/** The current path with query and hash ('' outside a browser). */
export function currentUrl(): string {
  if (!hasWindow()) return '';
  const { pathname, search, hash } = window.location;
  return pathname + search + hash;
}

export function currentPathname(): string {
  return hasWindow() ? window.location.pathname : '';
}

/** `/login?redirect=<target>`; no redirect parameter for empty, login or foreign targets. */
export function loginUrl(redirect?: unknown): string {
  const path = toSameOriginPath(redirect);
  if (path === null || path === '/' || path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
}

/** 设置新密码, then on to `redirect` (a same-origin path; the product centre otherwise). */
export function newPasswordUrl(redirect?: unknown): string {
  const path = toSameOriginPath(redirect);
  if (path === null || path === '/' || path.startsWith(LOGIN_PATH)) return NEW_PASSWORD_PATH;
  return `${NEW_PASSWORD_PATH}?redirect=${encodeURIComponent(path)}`;
}

/**
 * Where to go after login: the `redirect` parameter when it is a same-origin path other than
 * the login page itself, else the product centre.
 */
export function safeRedirectTarget(redirect: unknown, fallback: string = PRODUCT_CENTRE_PATH): string {
  const path = toSameOriginPath(redirect);
  if (path === null || path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`) || path.startsWith(`${LOGIN_PATH}#`))
    return fallback;
  return path;
}

export function isOnLogin(): boolean {
  const p = currentPathname();
  return p === LOGIN_PATH || p === `${LOGIN_PATH}/`;
}

/** Sends the user to the login page, remembering where they were; no-op when already there. */
export function goToLogin(): void {
  if (isOnLogin()) return;
  navigate(loginUrl(currentUrl()));
}
