/**
 * Saving and restoring the client state (docs/requirements.md#client-state: saved on unload, restored at start).
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
  sanitizeState,
  validSidebarMode,
  validSidebarOpened,
  validThemeColor,
  type PortalState,
} from './portal-state';

export const SESSION_STATE_KEY = 'scf.state';
export const LOCAL_PREFS_KEY = 'scf.prefs';

interface Preferences {
  sidebarMode: PortalState['sidebarMode'];
  themeColor: string;
  /** 1 open, 0 closed (docs/requirements.md#session). */
  sidebarOpened: 1 | 0;
}

function preferencesOf(input: PortalState): Preferences {
  const s = sanitizeState(input);
  return { sidebarMode: s.sidebarMode, themeColor: s.themeColor, sidebarOpened: s.sidebarOpened ? 1 : 0 };
}

export function savePreferences(s: PortalState): void {
  writeJson('local', LOCAL_PREFS_KEY, preferencesOf(s));
}

/** Writes the state to both storages (called on pagehide/beforeunload). */
export function saveState(input: PortalState): void {
  const s = sanitizeState(input);
  writeJson('session', SESSION_STATE_KEY, { ...s, sidebarOpened: s.sidebarOpened ? 1 : 0 });
  savePreferences(s);
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
  };
  if (getAccessToken() === null) {
    return {
      ...restored,
      compInfo: d.compInfo,
      auth: d.auth,
      menus: d.menus,
      comps: d.comps,
      cacheAuthProducts: d.cacheAuthProducts,
      authed: false,
    };
  }
  return restored;
}
