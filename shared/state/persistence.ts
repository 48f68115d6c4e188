/**
 * Saving and restoring the client state (spec §3: saved on unload, restored at start).
 *
 * Split on purpose (docs/decisions/shared-client-state.md): session storage holds the whole
 * state of the tab; local storage holds only preferences (sidebar mode, theme colour,
 * sidebar flag as 1/0), because company data and permissions must not outlive the browser
 * session (ASVS 8.2.2). Cookies `theme_color` and `sidebarMode` win over local storage, so
 * every site of the provider shares them.
 */
import { getAccessToken, getSidebarModeCookie, getThemeColorCookie } from '../cookies/portal-cookies';
import { isRecord } from '../util/guards';
import { readJson, writeJson } from '../util/safe-storage';
import {
  defaultState,
  MOBILE_BREAKPOINT_PX,
  sanitizeState,
  validSidebarMode,
  validSidebarOpened,
  validThemeColor,
  type Device,
  type PortalState,
} from './portal-state';

export const SESSION_STATE_KEY = 'scf.state';
export const LOCAL_PREFS_KEY = 'scf.prefs';

export interface Preferences {
  sidebarMode: PortalState['sidebarMode'];
  themeColor: string;
  /** 1 open, 0 closed (spec §4). */
  sidebarOpened: 1 | 0;
}

export function deviceForWidth(width: unknown): Device {
  return typeof width === 'number' && Number.isFinite(width) && width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
}

export function preferencesOf(input: PortalState): Preferences {
  const s = sanitizeState(input);
  return { sidebarMode: s.sidebarMode, themeColor: s.themeColor, sidebarOpened: s.sidebarOpened ? 1 : 0 };
}

export function savePreferences(s: PortalState): void {
  writeJson('local', LOCAL_PREFS_KEY, preferencesOf(s));
}

/** Writes the state to both storages (called on pagehide/beforeunload). */
export function saveState(input: PortalState): void {
  const s = sanitizeState(input);
  // `device` is measured again at start; it is not a preference.
  const { device: _device, ...rest } = s;
  writeJson('session', SESSION_STATE_KEY, { ...rest, sidebarOpened: s.sidebarOpened ? 1 : 0 });
  savePreferences(s);
}

function viewportWidth(): number | undefined {
  try {
    return typeof window !== 'undefined' ? window.innerWidth : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The state to start with: session storage, then local preferences, then cookies; every
 * corrupt part replaced by its default. Without a token cookie the company data of a
 * previous session is dropped.
 */
export function restoreState(): PortalState {
  const fromSession = sanitizeState(readJson('session', SESSION_STATE_KEY));
  const prefs = readJson('local', LOCAL_PREFS_KEY);
  const d = defaultState();
  const p = isRecord(prefs) ? prefs : {};
  const restored: PortalState = {
    ...fromSession,
    sidebarMode: validSidebarMode(getSidebarModeCookie()) ?? validSidebarMode(p.sidebarMode) ?? fromSession.sidebarMode,
    themeColor: validThemeColor(getThemeColorCookie()) ?? validThemeColor(p.themeColor) ?? fromSession.themeColor,
    sidebarOpened: validSidebarOpened(p.sidebarOpened) ?? fromSession.sidebarOpened,
    device: deviceForWidth(viewportWidth()),
  };
  if (getAccessToken() === null) {
    return { ...restored, compInfo: d.compInfo, auth: d.auth, menus: d.menus, comps: d.comps, cacheAuthProducts: d.cacheAuthProducts, authed: false };
  }
  return restored;
}
