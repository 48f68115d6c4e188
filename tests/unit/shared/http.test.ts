/**
 * The portal's axios pipeline end to end against an inline mock adapter: bearer, background
 * header, loading count under interleaving, the single refresh under concurrent 401s, and the
 * error-catalogue effects (messages, tokens, navigation).
 */
import { generateKeyPairSync, privateDecrypt, constants, createDecipheriv, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { navigateToUrl } from 'single-spa';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, http } from '../../../shared/http/axios-instance';
import { API_BASE, REQUEST_TIMEOUT_MS } from '../../../shared/http/api-base';
import { ApiError } from '../../../shared/http/api-error';
import { getLoadingCount, subscribeLoading } from '../../../shared/http/loading';
import { getAccessToken, setTokens } from '../../../shared/cookies/portal-cookies';
import { getState, setState } from '../../../shared/state/store';
import {
  bodyOf,
  deferred,
  fail,
  mockAdapter,
  ok,
  recordingNotifier,
  resetAll,
  type MockHandler,
  type MockReply,
} from './helpers';
import { showFlashMessage } from '../../../shared/notify/flash-message';
import { holdRequestsUntilPainted, requestsHeld } from '../../../shared/http/paint-gate';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn((url: string) => window.history.pushState(null, '', url)) }));

const REFRESH = '/web/portal/api/employee/refresh/token';
let notifier: ReturnType<typeof recordingNotifier>;

beforeEach(() => {
  resetAll();
  vi.mocked(navigateToUrl).mockClear();
  notifier = recordingNotifier();
  window.history.replaceState(null, '', '/center/crm/user?tab=1');
});
afterEach(() => notifier.unregister());

function client(handler: MockHandler) {
  return createHttpClient({ adapter: mockAdapter(handler) });
}

const auth = (c: InternalAxiosRequestConfig) => c.headers.get('Authorization') as string | undefined;

describe('the instance', () => {
  it('has base /api and a 60,000 ms timeout (docs/requirements.md#api)', () => {
    expect(API_BASE).toBe('/api');
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(http.defaults.baseURL).toBe('/api');
    expect(http.defaults.timeout).toBe(60_000);
  });

  it('sends the bearer token from the access_token cookie, none without it', async () => {
    const seen: (string | undefined)[] = [];
    const c = client((cfg) => {
      seen.push(auth(cfg));
      return ok();
    });
    await c.post('/x');
    setTokens({ accessToken: 'AT1', refreshToken: 'RT1' });
    await c.post('/x');
    expect(seen).toEqual([undefined, 'Bearer AT1']);
  });

  it('marks background polls with X-Scf-Background: 1 and keeps them out of the loading count', async () => {
    const gate = deferred<MockReply>();
    const c = client(() => gate.promise);
    const p = c.post('/poll', undefined, { scf: { kind: 'unread', background: true } });
    await new Promise((r) => setTimeout(r, 0));
    expect(getLoadingCount()).toBe(0);
    gate.resolve(ok(3));
    const res = await p;
    const header = res.config.headers.get('X-Scf-Background');
    expect(header).toBe('1');
  });

  it('resolves HTTP 200 with the envelope; callers get body through call()', async () => {
    const c = client(() => ok({ a: 1 }));
    const res = await c.post('/x');
    expect(res.data).toEqual({ status: 200, ok: true, msg: '操作成功', body: { a: 1 } });
  });
});

describe('requests held while a newly entered page is painted', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a request made during the hold leaves after the next frame; one made after it leaves at once', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const sent: string[] = [];
    const c = client((cfg) => {
      sent.push(cfg.url ?? '');
      return ok();
    });
    holdRequestsUntilPainted();
    const held = c.post('/page-data');
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toEqual([]);
    // The frame is painted: the request goes out in the task after it.
    for (const cb of frames.splice(0)) cb(performance.now());
    await held;
    expect(sent).toEqual(['/page-data']);
    expect(requestsHeld()).toBeNull();
    await c.post('/later');
    expect(sent).toEqual(['/page-data', '/later']);
  });
});

describe('loading overlay count (docs/requirements.md#session)', () => {
  it(
    'opens with the first pending request and closes when the count is back to zero, ' + 'whatever the interleaving',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.scheduler(),
          fc.array(
            fc.constantFrom<'ok' | 'fail' | 'http500' | 'network' | 'quiet'>(
              'ok',
              'fail',
              'http500',
              'network',
              'quiet',
            ),
            { minLength: 1, maxLength: 8 },
          ),
          async (s, outcomes) => {
            resetAll();
            const events: number[] = [];
            const stop = subscribeLoading((n) => events.push(n));
            const c = client(async (cfg) => {
              const o = (cfg.url ?? '').split('/').pop() as string;
              await s.schedule(Promise.resolve(), o);
              if (o.startsWith('ok') || o.startsWith('quiet')) return ok();
              if (o.startsWith('fail')) return fail(400, 'x');
              if (o.startsWith('http500')) return { status: 500, data: null };
              return { status: 0, fail: 'network' };
            });
            const all = outcomes.map((o) =>
              c.post(`/${o}`, undefined, { scf: { kind: 'silent', loading: o !== 'quiet' } }).then(
                () => undefined,
                () => undefined,
              ),
            );
            const counted = outcomes.filter((o) => o !== 'quiet').length;
            await new Promise((r) => setTimeout(r, 0));
            expect(getLoadingCount()).toBe(counted);
            while (s.count() > 0) {
              await s.waitOne();
              expect(getLoadingCount()).toBeGreaterThanOrEqual(0);
              expect(getLoadingCount()).toBeLessThanOrEqual(counted);
            }
            await Promise.all(all);
            stop();
            expect(getLoadingCount()).toBe(0);
            // One show and one hide for the whole burst (when anything was counted).
            expect(events).toEqual(counted > 0 ? [1, 0] : []);
          },
        ),
        { numRuns: 60 },
      );
    },
  );
});

describe('one refresh in flight (HTTP 401, status 4011)', () => {
  function refreshingServer(opts: { refreshReply?: () => MockReply; refreshDelay?: Promise<void> } = {}) {
    const calls = { refresh: 0, refreshBodies: [] as unknown[], byToken: new Map<string, number>() };
    const handler: MockHandler = async (cfg) => {
      if (cfg.url === REFRESH) {
        calls.refresh++;
        calls.refreshBodies.push(bodyOf(cfg));
        expect(auth(cfg)).toBeUndefined();
        await opts.refreshDelay;
        return opts.refreshReply
          ? opts.refreshReply()
          : ok({ accessToken: 'AT2', refreshToken: 'RT2', expiresIn: 900, compCode: 'C1', employeeCode: 'E1' });
      }
      const t = auth(cfg) ?? 'none';
      calls.byToken.set(t, (calls.byToken.get(t) ?? 0) + 1);
      if (t === 'Bearer AT1') return fail(4011, '访问令牌已过期', null, 401);
      if (t === 'Bearer AT2') return ok({ path: cfg.url });
      return fail(401, '未登录', null, 401);
    };
    return { calls, handler };
  }

  it('refreshes once for concurrent 401s and replays every request with the new token', async () => {
    setTokens({ accessToken: 'AT1', refreshToken: 'RT1' });
    const gate = deferred();
    const { calls, handler } = refreshingServer({ refreshDelay: gate.promise });
    const c = client(handler);
    const first = [1, 2, 3, 4, 5].map((i) => c.post(`/r${i}`, { i }, { scf: { kind: 'list' } }));
    await new Promise((r) => setTimeout(r, 5));
    // A request made while the refresh is in flight waits instead of using the expired token.
    const late = c.post('/late', undefined, { scf: { kind: 'list' } });
    await new Promise((r) => setTimeout(r, 5));
    gate.resolve();
    const results = await Promise.all([...first, late]);
    expect(results.map((r) => (r.data as { body: { path: string } }).body.path)).toEqual([
      '/r1',
      '/r2',
      '/r3',
      '/r4',
      '/r5',
      '/late',
    ]);
    expect(calls.refresh).toBe(1);
    // The refresh token is the browser's HttpOnly cookie: the client sends none itself.
    expect(calls.refreshBodies).toEqual([{}]);
    expect(calls.byToken.get('Bearer AT1')).toBe(5);
    expect(calls.byToken.get('Bearer AT2')).toBe(6);
    expect(getAccessToken()).toBe('AT2');
    expect(document.cookie).not.toContain('refresh_token');
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(getLoadingCount()).toBe(0);
  });

  it('replays the original body, query and method exactly', async () => {
    setTokens({ accessToken: 'AT1', refreshToken: 'RT1' });
    const seen: { url?: string; params: unknown; data: unknown; method?: string }[] = [];
    const { handler } = refreshingServer();
    const c = client((cfg) => {
      seen.push({ url: cfg.url, params: cfg.params, data: bodyOf(cfg), method: cfg.method });
      return handler(cfg);
    });
    await c.post('/thing', { name: '张三' }, { params: { id: 7 } });
    const replays = seen.filter((s) => s.url === '/thing');
    expect(replays).toHaveLength(2);
    expect(replays[1]).toEqual(replays[0]);
    expect(replays[1]).toEqual({ url: '/thing', params: { id: 7 }, data: { name: '张三' }, method: 'post' });
  });

  it('a failed refresh (refresh token reused) ends the session once: tokens cleared, one warning, login', async () => {
    setTokens({ accessToken: 'AT1', refreshToken: 'RT1' });
    setState({ authed: true, auth: ['/center/crm/user'] });
    const { calls, handler } = refreshingServer({ refreshReply: () => fail(401, '登录状态已过期，请重新登录') });
    const c = client(handler);
    const results = await Promise.allSettled([1, 2, 3].map((i) => c.post(`/r${i}`)));
    expect(calls.refresh).toBe(1);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect(((r as PromiseRejectedResult).reason as ApiError).kind).toBe('session');
    }
    expect(getAccessToken()).toBeNull();
    expect(getState().authed).toBe(false);
    expect(vi.mocked(navigateToUrl).mock.calls).toEqual([['/login?redirect=%2Fcenter%2Fcrm%2Fuser%3Ftab%3D1']]);
    // The page being left does not show it (its root unmounts); the login page does, once.
    expect(notifier.messages).toEqual([]);
    showFlashMessage();
    showFlashMessage();
    expect(notifier.messages.filter((m) => m.level === 'warning').map((m) => m.text)).toEqual([
      '登录状态已过期，请重新登录',
    ]);
  });

  it('an expired token right after a refresh does not refresh again: login', async () => {
    setTokens({ accessToken: 'AT1', refreshToken: 'RT1' });
    let refreshes = 0;
    const c = client((cfg) => {
      if (cfg.url === REFRESH) {
        refreshes++;
        return ok({ accessToken: 'AT2', refreshToken: 'RT2' });
      }
      return fail(4011, '访问令牌已过期', null, 401);
    });
    await expect(c.post('/x')).rejects.toMatchObject({ kind: 'session' });
    expect(refreshes).toBe(1);
    expect(navigateToUrl).toHaveBeenCalledTimes(1);
  });

  it('the refresh call goes with credentials (the cookie, also cross-origin) and without a bearer', async () => {
    setTokens({ accessToken: 'AT1', refreshToken: 'RT1' });
    const seen: { withCredentials?: boolean; authorization: unknown }[] = [];
    const { handler } = refreshingServer();
    await client((cfg) => {
      if (cfg.url === REFRESH)
        seen.push({ withCredentials: cfg.withCredentials, authorization: cfg.headers?.Authorization });
      return handler(cfg);
    }).post('/x');
    expect(seen).toEqual([{ withCredentials: true, authorization: undefined }]);
  });

  it('a late 401 for a token already renewed replays without a second exchange', async () => {
    setTokens({ accessToken: 'AT1', refreshToken: 'RT1' });
    const { calls, handler } = refreshingServer();
    const slowGate = deferred();
    const c = client(async (cfg) => {
      // The slow request was sent with AT1 and answers only after the refresh is over.
      if (cfg.url === '/slow' && auth(cfg) === 'Bearer AT1') await slowGate.promise;
      return handler(cfg);
    });
    const slow = c.post('/slow');
    await new Promise((r) => setTimeout(r, 5));
    await c.post('/fast');
    expect(calls.refresh).toBe(1);
    expect(getAccessToken()).toBe('AT2');
    slowGate.resolve();
    const res = await slow;
    expect((res.data as { body: { path: string } }).body.path).toBe('/slow');
    expect(calls.refresh).toBe(1);
    expect(calls.byToken.get('Bearer AT1')).toBe(2);
  });
});

describe('error-catalogue effects through the pipeline', () => {
  beforeEach(() => setTokens({ accessToken: 'AT', refreshToken: 'RT' }));

  it('HTTP 401 → tokens cleared, /login?redirect=<current>, no message', async () => {
    const c = client(() => fail(401, '未登录', null, 401));
    await expect(c.post('/x')).rejects.toMatchObject({ kind: 'unauthorized', httpStatus: 401 });
    expect(getAccessToken()).toBeNull();
    expect(navigateToUrl).toHaveBeenCalledWith('/login?redirect=%2Fcenter%2Fcrm%2Fuser%3Ftab%3D1');
    expect(notifier.messages).toEqual([]);
  });

  it('a burst of 401s navigates once', async () => {
    const c = client(() => fail(401, '', null, 401));
    await Promise.allSettled([c.post('/a'), c.post('/b'), c.post('/c')]);
    expect(navigateToUrl).toHaveBeenCalledTimes(1);
  });

  it('no redirect loop on the login page itself', async () => {
    window.history.replaceState(null, '', '/login');
    const c = client(() => fail(401, '', null, 401));
    await expect(c.post('/x')).rejects.toBeInstanceOf(ApiError);
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('body status 401/403 → warning with the server message, token removed, login', async () => {
    for (const status of [401, 403]) {
      resetAll();
      setTokens({ accessToken: 'AT', refreshToken: 'RT' });
      window.history.replaceState(null, '', '/center/crm/company');
      vi.mocked(navigateToUrl).mockClear();
      notifier.messages.length = 0;
      const c = client(() => fail(status, '账号不可用，请联系管理员'));
      await expect(c.post('/x', undefined, { scf: { kind: 'silent' } })).rejects.toMatchObject({
        kind: 'session',
        status,
      });
      expect(notifier.messages).toEqual([]);
      window.history.replaceState(null, '', '/login');
      showFlashMessage();
      expect(notifier.messages).toEqual([
        {
          level: 'warning',
          text: '账号不可用，请联系管理员',
          durationMs: 5000,
          key: 'scf-http:账号不可用，请联系管理员',
        },
      ]);
      expect(getAccessToken()).toBeNull();
      expect(navigateToUrl).toHaveBeenCalledWith('/login?redirect=%2Fcenter%2Fcrm%2Fcompany');
    }
  });

  it("navigate: 'caller' (the guard) → no navigation here, the warning kept for the login page", async () => {
    setTokens({ accessToken: 'AT', refreshToken: 'RT' });
    window.history.replaceState(null, '', '/center/crm/company');
    vi.mocked(navigateToUrl).mockClear();
    notifier.messages.length = 0;
    const c = client(() => fail(401, '账号已在别处退出'));
    await expect(c.post('/x', undefined, { scf: { kind: 'silent', navigate: 'caller' } })).rejects.toMatchObject({
      kind: 'session',
      redirectTo: 'login',
    });
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(notifier.messages).toEqual([]);
    expect(getAccessToken()).toBeNull();
    window.history.replaceState(null, '', '/login');
    showFlashMessage();
    expect(notifier.messages.map((m) => m.text)).toEqual(['账号已在别处退出']);
  });

  it('navigate: false (a background call) → the warning is shown where the reader is and kept for login', async () => {
    setTokens({ accessToken: 'AT', refreshToken: 'RT' });
    window.history.replaceState(null, '', '/center/crm/company');
    notifier.messages.length = 0;
    const c = client(() => fail(401, '账号已在别处退出'));
    await expect(c.post('/x', undefined, { scf: { kind: 'silent', navigate: false } })).rejects.toMatchObject({
      kind: 'session',
    });
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(notifier.messages.map((m) => m.text)).toEqual(['账号已在别处退出']);
    // The session is over: the next navigation goes to login (the guard's reads of it were
    // cancelled and have nothing to say), and the login page says why.
    notifier.messages.length = 0;
    window.history.replaceState(null, '', '/login');
    showFlashMessage();
    expect(notifier.messages.map((m) => m.text)).toEqual(['账号已在别处退出']);
  });

  it("body status '403' → product centre, no message, token kept", async () => {
    const c = client(() => fail('403', '贵公司未开通该产品'));
    await expect(c.post('/x', undefined, { scf: { kind: 'list' } })).rejects.toMatchObject({
      kind: 'product-forbidden',
    });
    expect(navigateToUrl).toHaveBeenCalledWith('/center/product/product');
    expect(notifier.messages).toEqual([]);
    expect(getAccessToken()).toBe('AT');
  });

  it('list ok:false → 5 s warning with the message, default "请求失败！"', async () => {
    const c = client((cfg) => (cfg.url === '/a' ? fail(400, '参数错误') : fail(400, '')));
    await expect(c.post('/a', undefined, { scf: { kind: 'list' } })).rejects.toMatchObject({
      kind: 'business',
      message: '参数错误',
    });
    await expect(c.post('/b', undefined, { scf: { kind: 'list' } })).rejects.toMatchObject({ kind: 'business' });
    expect(notifier.messages.map((m) => [m.level, m.text, m.durationMs])).toEqual([
      ['warning', '参数错误', 5000],
      ['warning', '请求失败！', 5000],
    ]);
  });

  it('update: "操作成功！" on success, the server message or "操作失败！" for 5 s on failure', async () => {
    const c = client((cfg) =>
      cfg.url === '/ok' ? ok() : cfg.url === '/named' ? fail(4030, '仅管理员可以操作') : fail(409, ''),
    );
    await c.post('/ok', {}, { scf: { kind: 'update' } });
    await expect(c.post('/named', {}, { scf: { kind: 'update' } })).rejects.toBeInstanceOf(ApiError);
    await expect(c.post('/plain', {}, { scf: { kind: 'update' } })).rejects.toBeInstanceOf(ApiError);
    expect(notifier.messages.map((m) => [m.level, m.text, m.durationMs])).toEqual([
      ['success', '操作成功！', 5000],
      ['error', '仅管理员可以操作', 5000],
      ['error', '操作失败！', 5000],
    ]);
  });

  it('unread count failure → "查询站内信未读数量错误"', async () => {
    const c = client(() => fail(500, 'boom'));
    await expect(c.post('/u', undefined, { scf: { kind: 'unread', background: true } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(notifier.messages.map((m) => m.text)).toEqual(['查询站内信未读数量错误']);
  });

  it('other non-200 and network errors → rejected silently with a typed error', async () => {
    const c = client((cfg) =>
      cfg.url === '/500'
        ? { status: 503, data: { status: 503, ok: false, msg: '服务暂时不可用，请稍后重试', body: null } }
        : cfg.url === '/net'
          ? { status: 0, fail: 'network' }
          : { status: 0, fail: 'timeout' },
    );
    await expect(c.post('/500', {}, { scf: { kind: 'update' } })).rejects.toMatchObject({
      kind: 'http',
      httpStatus: 503,
      message: '服务暂时不可用，请稍后重试',
    });
    await expect(c.post('/net', {}, { scf: { kind: 'update' } })).rejects.toMatchObject({ kind: 'network' });
    await expect(c.post('/slow', {}, { scf: { kind: 'list' } })).rejects.toMatchObject({ kind: 'timeout' });
    expect(notifier.messages).toEqual([]);
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('navigate:false leaves navigation to the caller but says where to go', async () => {
    const c = client(() => fail(401, '', null, 401));
    const err = await c.post('/x', undefined, { scf: { navigate: false } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'unauthorized', redirectTo: 'login' });
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
  });

  it('the field at fault and the throttle wait are readable on the error', async () => {
    const c = client((cfg) =>
      cfg.url === '/f'
        ? fail(400, '账号或密码错误', { field: 'password' })
        : fail(429, '请15分钟后再试', { retryAfter: 900 }),
    );
    const e1 = (await c.post('/f', {}, { scf: { kind: 'silent' } }).catch((e: unknown) => e)) as ApiError;
    const e2 = (await c.post('/t', {}, { scf: { kind: 'silent' } }).catch((e: unknown) => e)) as ApiError;
    expect(e1.field).toBe('password');
    expect(e2.retryAfter).toBe(900);
    expect(e2.status).toBe(429);
  });
});

describe('SCF-SIGN-1 through the pipeline', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

  /** The server's verification (server/plugins/signing.hook.ts), for the test. */
  function verify(cfg: InternalAxiosRequestConfig): { ok: boolean; body: unknown } {
    const h = (n: string) => cfg.headers.get(n) as string;
    const material = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(h('X-Scf-Key'), 'base64'),
    );
    const key16 = material.subarray(0, 16);
    const iv16 = material.subarray(16, 32);
    const parsed = bodyOf(cfg) as { data?: string } | undefined;
    const data = parsed?.data ?? '';
    const target = new URL(cfg.url ?? '', 'http://localhost');
    const expected = createHmac('sha256', key16)
      .update(
        `${(cfg.method ?? '').toUpperCase()}\n${target.pathname + target.search}\n${h('X-Scf-Timestamp')}\n` +
          `${h('X-Scf-Nonce')}\n${data}`,
      )
      .digest('hex');
    let body: unknown;
    if (data) {
      const d = createDecipheriv('aes-128-cbc', key16, iv16);
      d.setAutoPadding(false);
      const plain = Buffer.concat([d.update(Buffer.from(data, 'base64')), d.final()]);
      let end = plain.length;
      while (end > 0 && plain[end - 1] === 0) end--;
      body = JSON.parse(plain.subarray(0, end).toString('utf8'));
    }
    return {
      ok: expected === h('X-Scf-Sign') && h('X-Scf-Kid') === 'k1' && /^[A-Za-z]{16}$/.test(h('X-Scf-Nonce')),
      body,
    };
  }

  it('fetches the key once, encrypts the body and signs exactly the target that is sent', async () => {
    let keyFetches = 0;
    const verified: unknown[] = [];
    const c = client((cfg) => {
      if (cfg.url?.endsWith('/rsa/secretKey')) {
        keyFetches++;
        return ok({ kid: 'k1', publicKey: pem });
      }
      const v = verify(cfg);
      expect(v.ok).toBe(true);
      expect(cfg.params).toBeUndefined();
      expect(cfg.url?.startsWith('/api/')).toBe(true);
      verified.push(v.body);
      return ok();
    });
    await Promise.all([
      c.post(
        '/login',
        { account: '13800000001', password: 'enc', note: "it's 张三 & co" },
        { scf: { kind: 'silent', encrypt: true } },
      ),
      c.post('/check', undefined, { params: { q: "o'brien [x] 中文" }, scf: { kind: 'silent', encrypt: true } }),
    ]);
    expect(keyFetches).toBe(1);
    expect(verified).toContainEqual({ account: '13800000001', password: 'enc', note: "it's 张三 & co" });
    expect(verified).toContainEqual(undefined);
    expect(getState().rsaKeys?.kid).toBe('k1');
  });

  it('a rejected signature refetches the key and retries once', async () => {
    setState({ rsaKeys: { kid: 'old', publicKey: pem } });
    let fetches = 0;
    let attempts = 0;
    const c = client((cfg) => {
      if (cfg.url?.endsWith('/rsa/secretKey')) {
        fetches++;
        return ok({ kid: 'k1', publicKey: pem });
      }
      attempts++;
      return cfg.headers.get('X-Scf-Kid') === 'old' ? fail(400, '请求签名校验失败', null, 400) : ok('signed');
    });
    const res = await c.post('/x', { a: 1 }, { scf: { kind: 'silent', encrypt: true } });
    expect((res.data as { body: unknown }).body).toBe('signed');
    expect(fetches).toBe(1);
    expect(attempts).toBe(2);
  });
});
