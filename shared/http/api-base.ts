/**
 * Where the API is, and the fixed paths and header the request pipeline itself uses. Kept apart
 * from the client (shared/http/client.ts) so that download links, the health probe and the
 * custom elements read the API root without loading the request machinery, which a page loads
 * on its first call (issue 36: a news reader's page makes none).
 */

/** The API root on the portal (docs/requirements.md#api). */
export const API_BASE = '/api';
/** A call without an answer by then fails as a timeout (docs/requirements.md#api). */
export const REQUEST_TIMEOUT_MS = 60_000;
export const REFRESH_PATH = '/web/portal/api/employee/refresh/token';
export const RSA_KEY_PATH = '/rsa/secretKey';
/** Marks a call the reader did not ask for (a poll): it does not count as activity on the server. */
export const BACKGROUND_HEADER = 'X-Scf-Background';

let baseURL = API_BASE;

/** The API root every call goes to (no trailing slash; '' for the site's root). */
export function apiBase(): string {
  return baseURL.replace(/\/+$/, '');
}

/**
 * Points the client at another API root (the custom elements on a foreign site use the portal's
 * absolute URL). Only http(s) URLs and absolute paths are accepted; anything else is ignored
 * with a warning, so a page's attribute can never send calls elsewhere.
 */
export function configureHttp(options: { baseURL?: unknown } | null | undefined): void {
  const base = options?.baseURL;
  if (typeof base !== 'string') return;
  if (/^\/(?!\/)[^\s\\]*$/.test(base) || /^https?:\/\/[^\s\\]+$/i.test(base)) {
    baseURL = base.replace(/\/+$/, '') || '/';
  } else {
    console.warn('[scf] configureHttp: ignored an invalid baseURL', base);
  }
}

/** The root as configured, for the axios instance's `baseURL` ('/' for the site's root). */
export function apiBaseURL(): string {
  return baseURL;
}
