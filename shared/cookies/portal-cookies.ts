/**
 * The portal's named cookies (docs/requirements.md#client-state)
 * and their lifetimes (docs/requirements.md#constants). Nothing else in the
 * client spells a cookie name. The spec's refresh_token cookie is set and cleared by the
 * server only (HttpOnly, sent to the refresh call alone), so page scripts never hold it.
 */
import { getCookie, removeCookie, setCookie } from './cookies';
import { isRecord } from '../util/guards';
import { readJson, removeItem, writeJson } from '../util/safe-storage';

export const COOKIE = {
  accessToken: 'access_token',
  currentTime: 'currentTime',
  lastTime: 'lastTime',
  themeColor: 'theme_color',
  sidebarMode: 'sidebarMode',
} as const;

/** Token cookies last one day (docs/requirements.md#constants). */
export const TOKEN_COOKIE_MAX_AGE_S = 86_400;
/** Preferences outlive a session: one year. */
const PREFERENCE_MAX_AGE_S = 365 * 86_400;

/** Tokens are opaque base64url strings; anything with cookie-breaking characters is refused. */
const TOKEN_RE = /^[A-Za-z0-9._~+/=-]{1,4096}$/;

function isPlausibleToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_RE.test(value);
}

export function getAccessToken(): string | null {
  const t = getCookie(COOKIE.accessToken);
  return isPlausibleToken(t) ? t : null;
}

type CookieStoreLike = { get(name: string): Promise<{ value?: string } | null> };

/**
 * The access token as the browser's cookie store holds it, after every cookie this page wrote
 * has reached the store. Tabs hand the renewed token to each other through the cookie: in
 * Chromium, `document.cookie` is written to the store asynchronously and read from a per-page
 * copy that may lag behind another tab's write for a moment, so a tab could take a token just
 * renewed by another tab for the failed one and renew it again. The Cookie Store API asks the
 * store itself, on the same channel as this page's writes (so it also waits for them). Where
 * the browser lacks it, `document.cookie` is read.
 */
export async function storedAccessToken(): Promise<string | null> {
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  if (store && typeof store.get === 'function') {
    try {
      const value = (await store.get(COOKIE.accessToken))?.value;
      return isPlausibleToken(value) ? value : null;
    } catch {
      // An opaque origin or a blocked store: the page's copy is what there is.
    }
  }
  return getAccessToken();
}

/** "Logged in means an access token cookie exists" (docs/requirements.md#session). */
export function hasSession(): boolean {
  return getAccessToken() !== null;
}

/**
 * Stores the access token of a token-issuing answer; returns false (and stores nothing) for
 * garbage. The answer's refresh token, if a server still sent one, is ignored: the server's
 * own HttpOnly cookie holds it.
 */
export function setTokens(grant: unknown): boolean {
  if (typeof grant !== 'object' || grant === null) return false;
  const { accessToken } = grant as { accessToken?: unknown };
  if (!isPlausibleToken(accessToken)) return false;
  setCookie(COOKIE.accessToken, accessToken, { maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_S });
  // Its expiry, kept beside it (local storage: every tab of the portal sees it), lets the
  // client renew the token shortly before it runs out instead of meeting a 401.
  const { expiresIn } = grant as { expiresIn?: unknown };
  if (
    typeof expiresIn === 'number' &&
    Number.isFinite(expiresIn) &&
    expiresIn > 0 &&
    expiresIn <= TOKEN_COOKIE_MAX_AGE_S
  ) {
    writeJson('local', EXPIRY_KEY, { token: tokenTag(accessToken), at: Math.floor(Date.now() + expiresIn * 1000) });
  } else {
    removeItem('local', EXPIRY_KEY);
  }
  return true;
}

const EXPIRY_KEY = 'scf:access-expiry';
/** Enough of the token to tell it from the next one, without storing the whole secret twice. */
const tokenTag = (token: string): string => token.slice(-12);

/**
 * When the access token in the cookie runs out (ms since epoch), or null when unknown (a token
 * set by other means than a grant, or garbage in storage).
 */
export function getAccessExpiry(): number | null {
  const token = getAccessToken();
  const stored = readJson('local', EXPIRY_KEY);
  if (token === null || !isRecord(stored) || stored.token !== tokenTag(token)) return null;
  return typeof stored.at === 'number' && Number.isSafeInteger(stored.at) ? stored.at : null;
}

export function removeAccessToken(): void {
  removeCookie(COOKIE.accessToken);
  removeItem('local', EXPIRY_KEY);
}

/** Removes the access token; the refresh-token cookie is the server's (logout clears it). */
export function removeTokens(): void {
  removeCookie(COOKIE.accessToken);
  removeItem('local', EXPIRY_KEY);
}

function readTime(name: string): number | null {
  const raw = getCookie(name);
  if (raw === null || !/^\d{1,16}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}

/** Time of the last recorded activity (ms since epoch), or null when absent or malformed. */
export function getLastActivity(): number | null {
  return readTime(COOKIE.lastTime);
}

export function getCurrentActivity(): number | null {
  return readTime(COOKIE.currentTime);
}

export function setLastActivity(ms: number): void {
  if (Number.isSafeInteger(ms) && ms >= 0)
    setCookie(COOKIE.lastTime, String(ms), { maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_S });
}

export function setCurrentActivity(ms: number): void {
  if (Number.isSafeInteger(ms) && ms >= 0)
    setCookie(COOKIE.currentTime, String(ms), { maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_S });
}

export function removeActivityCookies(): void {
  removeCookie(COOKIE.lastTime);
  removeCookie(COOKIE.currentTime);
}

export function getThemeColorCookie(): string | null {
  return getCookie(COOKIE.themeColor);
}

export function setThemeColorCookie(colour: string): void {
  setCookie(COOKIE.themeColor, colour, { maxAgeSeconds: PREFERENCE_MAX_AGE_S });
}

export function getSidebarModeCookie(): string | null {
  return getCookie(COOKIE.sidebarMode);
}

export function setSidebarModeCookie(mode: string): void {
  setCookie(COOKIE.sidebarMode, mode, { maxAgeSeconds: PREFERENCE_MAX_AGE_S });
}
