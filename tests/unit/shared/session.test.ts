/** Login, company switch and logout around the tokens (docs/requirements.md#client-state). */
import { navigateToUrl } from 'single-spa';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { establishSession, logout, switchCompany } from '../../../shared/session/establish-session';
import {
  getRememberedAccount,
  getSessionUsername,
  rememberAccount,
  setSessionUsername,
  REMEMBERED_ACCOUNT_KEY,
  SESSION_USERNAME_KEY,
} from '../../../shared/session/remembered-username';
import { getAccessToken, getLastActivity, setTokens } from '../../../shared/cookies/portal-cookies';
import { http } from '../../../shared/http/axios-instance';
import { getState, setState } from '../../../shared/state/store';
import { listenBroadcast, type PortalBroadcast } from '../../../shared/state/broadcast';
import { readListPageState, writeListPageState } from '../../../shared/state/list-page-store';
import { bodyOf, fail, mockAdapter, ok, freshClientEachTest, type MockHandler } from './helpers';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn((url: string) => window.history.pushState(null, '', url)) }));

const notifier = freshClientEachTest();
const serve = (h: MockHandler) => {
  http.defaults.adapter = mockAdapter(h);
};

beforeEach(() => {
  vi.mocked(navigateToUrl).mockClear();
});

describe('establishSession (after login)', () => {
  it('stores the tokens, starts the idle clock now, drops the previous person’s data', () => {
    setState({
      comps: [
        {
          compName: 'old',
          compBizCode: 'X',
          employeeCode: '',
          status: 1,
          isActive: 1,
          compRole: [],
          employeeRole: [],
          current: false,
        },
      ],
    });
    document.cookie = 'lastTime=1; Path=/';
    expect(establishSession({ accessToken: 'A1', refreshToken: 'R1', expiresIn: 900 }, 1_900_000_000_000)).toBe(true);
    expect(getAccessToken()).toBe('A1');
    expect(getLastActivity()).toBe(1_900_000_000_000);
    expect(getState().comps).toEqual([]);
    expect(establishSession({ needChoose: true })).toBe(false);
  });
});

describe('switchCompany (docs/requirements.md#session)', () => {
  it(
    'calls token refresh with the target, stores the new tokens, ' + 'tells other tabs, reloads the product page',
    async () => {
      setTokens({ accessToken: 'A1', refreshToken: 'R1' });
      setState({
        compInfo: {
          compCode: 'C1',
          compName: '',
          userName: '',
          mobile: '',
          employeeCode: '',
          compRole: [],
          employeeRole: [],
        },
        authed: true,
      });
      writeListPageState('billList', { page: 4 });
      const bodies: unknown[] = [];
      serve((cfg) => {
        bodies.push(bodyOf(cfg));
        expect(cfg.url).toBe('/web/portal/api/employee/refresh/token');
        return ok({ accessToken: 'A2', refreshToken: 'R2', expiresIn: 900, compCode: 'C2', employeeCode: 'E2' });
      });
      const got: PortalBroadcast[] = [];
      const other = new BroadcastChannel('scf-portal');
      other.onmessage = (e) => got.push(e.data as PortalBroadcast);
      expect(await switchCompany({ employeeCode: 'E2', compBizCode: 'C2' }, { reload: false })).toBe(true);
      expect(bodies).toEqual([{ employeeCode: 'E2', compBizCode: 'C2' }]);
      expect(getAccessToken()).toBe('A2');
      expect(document.cookie).not.toContain('refresh_token');
      expect(getState().compInfo).toBeNull();
      expect(getState().authed).toBe(false);
      expect(readListPageState('billList', { page: 1 })).toEqual({ page: 1 });
      expect(navigateToUrl).toHaveBeenCalledWith('/center/product/product');
      await new Promise((r) => setTimeout(r, 20));
      expect(got).toEqual([{ type: 'company-switch', compCode: 'C2' }]);
      other.close();
    },
  );

  it('a refused switch shows why and keeps the session', async () => {
    setTokens({ accessToken: 'A1', refreshToken: 'R1' });
    serve(() => fail(400, '该企业账号已停用'));
    expect(await switchCompany({ employeeCode: 'E9' }, { reload: false })).toBe(false);
    expect(getAccessToken()).toBe('A1');
    expect(notifier.messages.map((m) => m.text)).toEqual(['该企业账号已停用']);
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('a revoked session (body 401) ends in the login page', async () => {
    setTokens({ accessToken: 'A1', refreshToken: 'R1' });
    serve(() => fail(401, '登录状态已过期，请重新登录'));
    expect(await switchCompany({ employeeCode: 'E9' }, { reload: false })).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(notifier.messages.map((m) => [m.level, m.text])).toEqual([['warning', '登录状态已过期，请重新登录']]);
    expect(navigateToUrl).toHaveBeenCalledTimes(1);
  });
});

describe('logout (docs/requirements.md#client-state)', () => {
  it(
    'calls the server, removes both token cookies and the session username (not the remembered account), ' +
      'tells other tabs, goes home',
    async () => {
      setTokens({ accessToken: 'A1', refreshToken: 'R1' });
      setSessionUsername('13800000001');
      rememberAccount('13800000001');
      expect(localStorage.getItem(SESSION_USERNAME_KEY)).toBe('13800000001');
      const calls: string[] = [];
      serve((cfg) => {
        calls.push(cfg.url ?? '');
        return ok();
      });
      const got: PortalBroadcast[] = [];
      const other = new BroadcastChannel('scf-portal');
      other.onmessage = (e) => got.push(e.data as PortalBroadcast);
      await logout();
      expect(calls).toEqual(['/web/portal/api/company/custAccount/logout']);
      expect(getAccessToken()).toBeNull();
      expect(getSessionUsername()).toBe('');
      // "记住账号" outlives the logout: that is what the box is for.
      expect(getRememberedAccount()).toBe('13800000001');
      expect(navigateToUrl).toHaveBeenCalledWith('/index/index');
      await new Promise((r) => setTimeout(r, 20));
      expect(got).toEqual([{ type: 'logout' }]);
      other.close();
    },
  );

  it('still logs out locally when the server is unreachable', async () => {
    setTokens({ accessToken: 'A1', refreshToken: 'R1' });
    serve(() => ({ status: 0, fail: 'network' }));
    await logout();
    expect(getAccessToken()).toBeNull();
    expect(navigateToUrl).toHaveBeenCalledWith('/index/index');
    expect(notifier.messages).toEqual([]);
  });

  it('remembered accounts and session usernames are validated', () => {
    rememberAccount('a b');
    rememberAccount({});
    setSessionUsername('a b');
    expect(getRememberedAccount()).toBe('');
    expect(getSessionUsername()).toBe('');
    localStorage.setItem(REMEMBERED_ACCOUNT_KEY, '<img>');
    expect(getRememberedAccount()).toBe('');
  });
});

describe('other tabs hear it', () => {
  it('listenBroadcast in this tab does not hear its own logout', async () => {
    setTokens({ accessToken: 'A1', refreshToken: 'R1' });
    serve(() => ok());
    const heard: PortalBroadcast[] = [];
    const stop = listenBroadcast((m) => heard.push(m));
    await logout();
    await new Promise((r) => setTimeout(r, 20));
    expect(heard).toEqual([]);
    stop();
  });
});
