/**
 * The named changes of the client state. Components and the session code call these, never
 * `setState` with hand-built objects, so each rule (what a company switch clears, how the
 * sidebar flag persists) lives here once.
 */
import type { RsaKeys } from '../api/types';
import { setSidebarModeCookie, setThemeColorCookie } from '../cookies/portal-cookies';
import { randomKey } from '../crypto/random-key';
import { savePreferences } from './persistence';
import {
  validAuth,
  validBrowserId,
  validCacheAuthProducts,
  validCompInfo,
  validComps,
  validMenus,
  validRsaKeys,
  validSidebarMode,
  validThemeColor,
} from './portal-state';
import { getState, setState } from './store';
import { clearListPageStates } from './list-page-store';

/**
 * The browser id of this tab, created at the first navigation (docs/requirements.md#client-state). 24 letters from the
 * key alphabet: random enough to bind a captcha, and within the server's 8–64 `[A-Za-z0-9_-]`.
 */
export function ensureBrowserId(): string {
  const existing = validBrowserId(getState().browserId);
  if (existing) return existing;
  const id = randomKey(24) || `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
  setState({ browserId: id });
  return id;
}

export function setCompInfo(info: unknown): void {
  setState({ compInfo: validCompInfo(info) });
}

/** The permission list arrived: store it and mark the session authed (docs/requirements.md#session). */
export function setPermissions(list: unknown): void {
  setState({ auth: validAuth(list), authed: true });
}

export function setMenus(list: unknown): void {
  setState({ menus: validMenus(list) });
}

export function setComps(list: unknown): void {
  setState({ comps: validComps(list) });
}

export function setCacheAuthProducts(value: unknown): void {
  setState({ cacheAuthProducts: validCacheAuthProducts(value) });
}

export function setRsaKeys(keys: unknown): RsaKeys | null {
  const valid = validRsaKeys(keys);
  setState({ rsaKeys: valid });
  return valid;
}

/**
 * Leaving a product (or entering the product centre): company info cleared and authed reset
 * (docs/requirements.md#session), with the permission list and menus that belong to them.
 */
export function clearProductContext(): void {
  setState({ compInfo: null, authed: false, auth: [], menus: [] });
}

/** Everything that belongs to a signed-in person; preferences and the browser id stay. */
export function resetSession(): void {
  setState({ compInfo: null, authed: false, auth: [], menus: [], comps: [], cacheAuthProducts: null });
  clearListPageStates();
}

export function setSidebarMode(mode: unknown): void {
  const valid = validSidebarMode(mode);
  if (!valid) return;
  setState({ sidebarMode: valid });
  setSidebarModeCookie(valid);
  savePreferences(getState());
}

export function setThemeColor(colour: unknown): void {
  const valid = validThemeColor(colour);
  if (!valid) return;
  setState({ themeColor: valid });
  setThemeColorCookie(valid);
  savePreferences(getState());
}

/** Sidebar toggling persists 1 or 0 (docs/requirements.md#session). */
export function setSidebarOpened(opened: unknown): void {
  if (typeof opened !== 'boolean') return;
  setState({ sidebarOpened: opened });
  savePreferences(getState());
}

export function toggleSidebar(): void {
  setSidebarOpened(!getState().sidebarOpened);
}

/**
 * The viewport has just become narrower than the mobile breakpoint: the side menu closes, so it
 * does not cover the page on a phone (it opens again as a drawer on demand).
 */
export function viewportBecameMobile(): void {
  if (getState().sidebarOpened) setSidebarOpened(false);
}
