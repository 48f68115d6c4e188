/** Ending a session drops the answers of its requests still in flight (no late redirect). */
import { navigateToUrl } from 'single-spa';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../../shared/session/establish-session';
import { endSession, switchContext } from '../../../shared/session/end-session';
import { sessionSignal } from '../../../shared/session/session-generation';
import { getAccessToken, setTokens } from '../../../shared/cookies/portal-cookies';
import { http } from '../../../shared/http/axios-instance';
import { listProducts } from '../../../shared/api/product.api';
import { isApiError } from '../../../shared/http/api-error';
import { getState, setState } from '../../../shared/state/store';
import { mockAdapter, ok, freshClientEachTest, type MockReply } from './helpers';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn((url: string) => window.history.pushState(null, '', url)) }));

const notifier = freshClientEachTest();

beforeEach(() => {
  vi.mocked(navigateToUrl).mockClear();
});

describe('endSession', () => {
  it('a 401 answering a request made before the logout neither redirects to login nor shows a message', async () => {
    setTokens({ accessToken: 'A1', refreshToken: 'R1' });
    let release: (r: MockReply) => void = () => undefined;
    http.defaults.adapter = mockAdapter((cfg) => {
      if (cfg.url?.endsWith('/product/list')) return new Promise<MockReply>((r) => (release = r));
      return ok();
    });
    const late = listProducts().catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 0));
    await logout();
    expect(navigateToUrl).toHaveBeenLastCalledWith('/index/index');
    release({ status: 401, data: { status: 401, ok: false, msg: '登录状态已失效', body: null } });
    const err = await late;
    expect(isApiError(err) && err.kind).toBe('canceled');
    expect(navigateToUrl).toHaveBeenCalledTimes(1);
    expect(notifier.messages).toEqual([]);
  });

  it('aborts the signal every request of the session listens to, and removes the tokens', () => {
    setTokens({ accessToken: 'A1', refreshToken: 'R1' });
    const signal = sessionSignal();
    endSession('expired');
    expect(signal.aborted).toBe(true);
    expect(sessionSignal().aborted).toBe(false);
    expect(getAccessToken()).toBeNull();
  });

  it('switchContext drops the company data but keeps the tokens', () => {
    setTokens({ accessToken: 'A1', refreshToken: 'R1' });
    setState({ authed: true, cacheAuthProducts: { products: [], approved: [] } });
    switchContext();
    expect(getState().authed).toBe(false);
    expect(getState().cacheAuthProducts).toBeNull();
    expect(getAccessToken()).toBe('A1');
  });
});
