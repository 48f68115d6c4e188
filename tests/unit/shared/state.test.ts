/** docs/requirements.md#client-state client state: defaults, persistence with corrupt storage, the hook, other tabs. */
import { act, render } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import fc from 'fast-check';
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearProductContext,
  ensureBrowserId,
  resetSession,
  setCompInfo,
  viewportBecameMobile,
  setPermissions,
  setSidebarMode,
  setSidebarOpened,
  setThemeColor,
  toggleSidebar,
} from '../../../shared/state/actions';
import {
  broadcast,
  BROADCAST_STORAGE_KEY,
  listenBroadcast,
  parseBroadcast,
  type PortalBroadcast,
} from '../../../shared/state/broadcast';
import { LOCAL_PREFS_KEY, restoreState, saveState, SESSION_STATE_KEY } from '../../../shared/state/persistence';
import { mockViewport } from '../layout/mock-viewport';
import { MOBILE_BREAKPOINT_PX, MOBILE_MEDIA_QUERY } from '../../../shared/layout/breakpoint';
import { defaultState, sanitizeState } from '../../../shared/state/portal-state';
import { defaultBroadcastReaction, startClientState } from '../../../shared/state/start-state';
import { getState, setState, subscribe } from '../../../shared/state/store';
import { useStore } from '../../../shared/state/use-store.hook';
import { readListPageState, writeListPageState } from '../../../shared/state/list-page-store';
import { setTokens } from '../../../shared/cookies/portal-cookies';
import { resetAll } from './helpers';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn((url: string) => window.history.pushState(null, '', url)) }));

const compInfo = {
  compCode: 'C0001',
  compName: '华信核心制造集团',
  userName: '张三',
  mobile: '138******0001',
  employeeCode: 'EMP1',
  compRole: [{ prodCode: 'EC', compRole: 'C101' }],
  employeeRole: [{ prodCode: 'CRM', employeeRole: 'E101' }],
};

beforeEach(() => {
  resetAll();
  vi.mocked(navigateToUrl).mockClear();
});

describe('defaults (docs/requirements.md#client-state)', () => {
  it('topbar, #003c95, sidebar open, not authed, no browser id', () => {
    const { sidebarMode, themeColor, sidebarOpened, authed, ...held } = defaultState();
    expect({ sidebarMode, themeColor, sidebarOpened, authed }).toEqual({
      sidebarMode: 'topbar',
      themeColor: '#003c95',
      sidebarOpened: true,
      authed: false,
    });
    // Nothing of a browser, a session or a company before they are there: the rest is empty.
    const notEmpty = Object.entries(held).filter(([, v]) => v !== null && !(Array.isArray(v) && v.length === 0));
    expect(notEmpty).toEqual([]);
  });

  it('mobile under 992 px', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(992);
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 991.98px)');
  });
});

describe('store', () => {
  it('notifies subscribers with new and previous state, only on change', () => {
    const seen: [boolean, boolean][] = [];
    const stop = subscribe((s, p) => seen.push([s.authed, p.authed]));
    setState({ authed: true });
    setState({ authed: true });
    setState(() => ({ authed: false }));
    stop();
    setState({ authed: true });
    expect(seen).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('a throwing listener does not stop the others', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls: number[] = [];
    const a = subscribe(() => {
      throw new Error('x');
    });
    const b = subscribe(() => calls.push(1));
    setState({ authed: true });
    expect(calls).toEqual([1]);
    a();
    b();
    err.mockRestore();
  });

  it('useStore re-renders with the selected slice', () => {
    const renders: string[] = [];
    const selector = (s: ReturnType<typeof getState>) => s.sidebarMode;
    function Probe() {
      const mode = useStore(selector);
      renders.push(mode);
      return createElement('span', null, mode);
    }
    const { container } = render(createElement(Probe));
    expect(container.textContent).toBe('topbar');
    act(() => setSidebarMode('sidebar'));
    expect(container.textContent).toBe('sidebar');
    act(() => setState({ authed: true }));
    expect(renders.filter((r) => r === 'sidebar')).toHaveLength(1);
  });

  it('useStore with a selector that builds objects does not loop', () => {
    const selector = (s: ReturnType<typeof getState>) => ({ a: s.auth, c: s.compInfo });
    function Probe() {
      const v = useStore(selector);
      return createElement('span', null, String(v.a.length));
    }
    const { container } = render(createElement(Probe));
    act(() => setPermissions([{ resUri: '/x' }]));
    expect(container.textContent).toBe('1');
  });
  it('useStore answers an equal selection with the object it already has (no re-render)', () => {
    const seen: unknown[] = [];
    const selector = (s: ReturnType<typeof getState>) => ({ auth: s.auth });
    function Probe() {
      const v = useStore(selector);
      seen.push(v);
      return createElement('span', null, String(v.auth.length));
    }
    act(() => setPermissions([{ resUri: '/x' }]));
    const { container } = render(createElement(Probe));
    const renders = seen.length;
    // Another part of the state changes, and the same permissions come again as a new array.
    act(() => setSidebarMode('sidebar'));
    act(() => setPermissions([{ resUri: '/x' }]));
    expect(seen).toHaveLength(renders);
    act(() => setPermissions([{ resUri: '/x' }, { resUri: '/y' }]));
    expect(container.textContent).toBe('2');
    expect(seen).toHaveLength(renders + 1);
  });
});

describe('actions', () => {
  it('browserID is created once, random, within the server format', () => {
    const a = ensureBrowserId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(ensureBrowserId()).toBe(a);
    setState({ browserId: null });
    expect(ensureBrowserId()).not.toBe(a);
  });

  it('clearing the product context empties company info and resets authed', () => {
    setCompInfo(compInfo);
    setPermissions([{ resUri: '/center/crm/user' }, '/center/crm/company', 42, null]);
    expect(getState().auth).toEqual(['/center/crm/user', '/center/crm/company']);
    expect(getState().authed).toBe(true);
    clearProductContext();
    expect(getState().compInfo).toBeNull();
    expect(getState().authed).toBe(false);
    expect(getState().auth).toEqual([]);
  });

  it('sidebar toggling persists 1 or 0; mode and theme persist to cookie and local storage', () => {
    toggleSidebar();
    expect(JSON.parse(localStorage.getItem(LOCAL_PREFS_KEY) as string).sidebarOpened).toBe(0);
    toggleSidebar();
    expect(JSON.parse(localStorage.getItem(LOCAL_PREFS_KEY) as string).sidebarOpened).toBe(1);
    setSidebarMode('sidebar');
    setThemeColor('#1D39C4');
    expect(document.cookie).toContain('sidebarMode=sidebar');
    expect(document.cookie).toContain('theme_color=%231d39c4');
    setSidebarMode('floating');
    setThemeColor('red');
    setSidebarOpened('yes');
    expect(getState().sidebarMode).toBe('sidebar');
    expect(getState().themeColor).toBe('#1d39c4');
  });

  it('going mobile closes the sidebar', () => {
    viewportBecameMobile();
    expect(getState().sidebarOpened).toBe(false);
  });

  it('resetSession keeps preferences and browser id, drops company data and list page states', () => {
    const id = ensureBrowserId();
    setThemeColor('#1d39c4');
    setCompInfo(compInfo);
    setState({ comps: sanitizeState({ comps: [{ compBizCode: 'X' }] }).comps });
    writeListPageState('creditList', { page: 3 });
    resetSession();
    expect(getState().browserId).toBe(id);
    expect(getState().themeColor).toBe('#1d39c4');
    expect(getState().compInfo).toBeNull();
    expect(getState().comps).toEqual([]);
    expect(readListPageState('creditList', { page: 1 })).toEqual({ page: 1 });
  });
});

describe('persistence (saved on unload, restored at start)', () => {
  it('round-trips the state through session and local storage', () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    const s = {
      ...defaultState(),
      browserId: 'abcdefgh12',
      compInfo,
      auth: ['/center/crm/user'],
      authed: true,
      sidebarMode: 'sidebar' as const,
      themeColor: '#1d39c4',
      sidebarOpened: false,
      rsaKeys: { kid: 'k', publicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' },
    };
    saveState(s);
    expect(JSON.parse(sessionStorage.getItem(SESSION_STATE_KEY) as string).sidebarOpened).toBe(0);
    // Local storage holds preferences only (no company data outlives the browser session).
    expect(JSON.parse(localStorage.getItem(LOCAL_PREFS_KEY) as string)).toEqual({
      sidebarMode: 'sidebar',
      themeColor: '#1d39c4',
      sidebarOpened: 0,
    });
    expect(restoreState()).toEqual(s);
  });

  it('corrupt storage gives defaults, field by field, never an exception', () => {
    for (const junk of [
      '{',
      'null',
      '[]',
      '"x"',
      '123',
      '{"compInfo":{"compCode":5,"compRole":"x"},"auth":"all",' +
        '"themeColor":"javascript:1","sidebarOpened":"maybe","browserId":"<script>"}',
    ]) {
      sessionStorage.setItem(SESSION_STATE_KEY, junk);
      localStorage.setItem(LOCAL_PREFS_KEY, junk);
      const s = restoreState();
      expect(s.themeColor).toBe('#003c95');
      expect(s.sidebarMode).toBe('topbar');
      expect(s.sidebarOpened).toBe(true);
      expect(s.auth).toEqual([]);
      expect(s.browserId).toBeNull();
      expect(s.authed).toBe(false);
    }
  });

  it('sanitizeState accepts anything', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const s = sanitizeState(raw);
        expect(Object.keys(s).sort()).toEqual(Object.keys(defaultState()).sort());
        expect(typeof s.authed).toBe('boolean');
        expect(Array.isArray(s.auth)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.object(),
        (raw) =>
          void expect(() =>
            sanitizeState({ compInfo: raw, comps: [raw], menus: [raw], cacheAuthProducts: raw }),
          ).not.toThrow(),
      ),
    );
  });

  it('storage that throws (quota, privacy mode) is survived', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const spy2 = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => saveState(getState())).not.toThrow();
    expect(restoreState().themeColor).toBe('#003c95');
    spy.mockRestore();
    spy2.mockRestore();
  });

  it('cookies theme_color and sidebarMode win over local storage', () => {
    localStorage.setItem(
      LOCAL_PREFS_KEY,
      JSON.stringify({ sidebarMode: 'topbar', themeColor: '#111111', sidebarOpened: 1 }),
    );
    document.cookie = 'theme_color=%23222222; Path=/';
    document.cookie = 'sidebarMode=sidebar; Path=/';
    const s = restoreState();
    expect(s.themeColor).toBe('#222222');
    expect(s.sidebarMode).toBe('sidebar');
  });

  it('without a token the previous session’s company data is not restored', () => {
    saveState({ ...defaultState(), compInfo: sanitizeState({ compInfo }).compInfo, authed: true, auth: ['/x'] });
    const s = restoreState();
    expect(s.compInfo).toBeNull();
    expect(s.authed).toBe(false);
    expect(s.auth).toEqual([]);
  });

  it('startClientState closes the side menu when the viewport narrows past 992 px; stop undoes it', () => {
    const viewport = mockViewport(false);
    const stop = startClientState();
    expect(getState().sidebarOpened).toBe(true);
    viewport.set(true);
    expect(getState().sidebarOpened).toBe(false);
    stop();
    expect(viewport.listeners.size).toBe(0);
    vi.restoreAllMocks();
  });

  it('startClientState restores, saves on pagehide, tracks the viewport; stop undoes it', () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    sessionStorage.setItem(
      SESSION_STATE_KEY,
      JSON.stringify({ ...defaultState(), authed: true, auth: ['/center/crm/user'] }),
    );
    const stop = startClientState();
    expect(getState().authed).toBe(true);
    expect(startClientState()).toBe(stop);
    setState({ browserId: 'zzzzzzzz99' });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(SESSION_STATE_KEY) as string).browserId).toBe('zzzzzzzz99');
    stop();
    setState({ browserId: 'yyyyyyyy99' });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(SESSION_STATE_KEY) as string).browserId).toBe('zzzzzzzz99');
  });
});

describe('other tabs (BroadcastChannel, storage-event fallback)', () => {
  it('parses only known messages', () => {
    expect(parseBroadcast({ type: 'logout' })).toEqual({ type: 'logout' });
    expect(parseBroadcast({ type: 'company-switch', compCode: 'C1' })).toEqual({
      type: 'company-switch',
      compCode: 'C1',
    });
    expect(parseBroadcast({ type: 'company-switch', compCode: 5 })).toEqual({ type: 'company-switch', compCode: null });
    for (const junk of [null, 'logout', { type: 'other' }, [], 1]) expect(parseBroadcast(junk)).toBeNull();
  });

  it('a message from another tab reaches the listener; this tab does not hear itself', async () => {
    const got: PortalBroadcast[] = [];
    const stop = listenBroadcast((m) => got.push(m));
    const other = new BroadcastChannel('scf-portal');
    other.postMessage({ type: 'logout' });
    other.postMessage({ type: 'junk' });
    broadcast({ type: 'company-switch', compCode: 'X' });
    await new Promise((r) => setTimeout(r, 30));
    expect(got).toEqual([{ type: 'logout' }]);
    other.close();
    stop();
  });

  it('the storage event carries messages where BroadcastChannel is missing', () => {
    const got: PortalBroadcast[] = [];
    const stop = listenBroadcast((m) => got.push(m));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: BROADCAST_STORAGE_KEY,
        newValue: JSON.stringify({ type: 'company-switch', compCode: 'C9' }),
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: BROADCAST_STORAGE_KEY, newValue: '{bad' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: JSON.stringify({ type: 'logout' }) }));
    stop();
    expect(got).toEqual([{ type: 'company-switch', compCode: 'C9' }]);
  });

  it('the portal reacts: logout elsewhere → session data dropped, home page; switch → product centre', () => {
    window.history.replaceState(null, '', '/center/crm/user');
    setCompInfo(compInfo);
    setPermissions(['/center/crm/user']);
    defaultBroadcastReaction({ type: 'logout' });
    expect(getState().compInfo).toBeNull();
    expect(navigateToUrl).toHaveBeenLastCalledWith('/index/index');

    window.history.replaceState(null, '', '/center/crm/company');
    setCompInfo(compInfo);
    defaultBroadcastReaction({ type: 'company-switch', compCode: 'C2' });
    expect(getState().compInfo).toBeNull();
    expect(getState().authed).toBe(false);
    expect(navigateToUrl).toHaveBeenLastCalledWith('/center/product/product');

    // On a public page nothing moves.
    vi.mocked(navigateToUrl).mockClear();
    window.history.replaceState(null, '', '/index/news/list');
    defaultBroadcastReaction({ type: 'logout' });
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});
