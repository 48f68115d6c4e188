/** docs/requirements.md#session session guard: the pure plan, then the async steps with mocked calls. */
import { navigateToUrl } from 'single-spa';
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import {
  createGuard,
  NAVIGATION_ERROR_MESSAGE,
  RECENT_ANSWER_TTL_MS,
  type GuardDeps,
} from '../../../shared/session/guard';
import { isProductContextChange, planNavigation, productCodeOf } from '../../../shared/session/guard-rules';
import { ApiError } from '../../../shared/http/api-error';
import { getAccessToken, removeTokens, setTokens } from '../../../shared/cookies/portal-cookies';
import { getState, setState } from '../../../shared/state/store';
import { deferred, recordingNotifier, resetAll } from './helpers';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const compInfo = {
  compCode: 'C0001',
  compName: '华信',
  userName: '张三',
  mobile: '',
  employeeCode: 'E1',
  compRole: [],
  employeeRole: [],
};
const facts = { fromPath: '/center/crm/user', hasToken: true, compCode: 'C0001', authed: true };

describe('the plan (pure)', () => {
  it('no token + non-public → /login?redirect=…', () => {
    expect(planNavigation({ ...facts, hasToken: false, toPath: '/center/crm/company?x=1' })).toMatchObject({
      kind: 'redirect',
      to: '/login?redirect=%2Fcenter%2Fcrm%2Fcompany%3Fx%3D1',
    });
    expect(planNavigation({ ...facts, hasToken: false, toPath: '/login/changeComp' })).toMatchObject({
      kind: 'redirect',
    });
  });

  it('no token on a public page (anything containing "index") → allowed', () => {
    for (const p of ['/index/index', '/index/news/detail/1/x', '/register/permit', '/404', '/login']) {
      expect(planNavigation({ ...facts, hasToken: false, toPath: p }).kind).toBe('allow');
    }
  });

  it('token on /login → /', () => {
    expect(planNavigation({ ...facts, toPath: '/login' })).toMatchObject({ kind: 'redirect', to: '/' });
    expect(planNavigation({ ...facts, toPath: '/login?redirect=/x' })).toMatchObject({ kind: 'redirect', to: '/' });
    // The company switch is not the login page.
    expect(planNavigation({ ...facts, toPath: '/login/changeComp' }).kind).toBe('allow');
  });

  it('different product codes, or the product centre, clear the product context', () => {
    expect(productCodeOf('/center/crm/user')).toBe('CRM');
    expect(productCodeOf('/center/product/product')).toBe('EC');
    expect(productCodeOf('/center/product/ZNX/list')).toBe('ZNX');
    expect(productCodeOf('/index/index')).toBeNull();
    expect(isProductContextChange('/center/crm/user', '/center/crm/company')).toBe(false);
    expect(isProductContextChange('/center/crm/user', '/center/product/product')).toBe(true);
    expect(isProductContextChange('/center/product/product', '/center/product/product')).toBe(true);
    expect(isProductContextChange('/center/crm/user', '/center/product/ZNX/list')).toBe(true);
    expect(isProductContextChange('/center/product/ZNX/a', '/center/product/ZNX/b')).toBe(false);
    // First navigation of a page load: fresh company data.
    expect(isProductContextChange(null, '/center/crm/user')).toBe(true);
  });

  it('token but no company code → load company info for the route’s product; not authed → permissions', () => {
    expect(planNavigation({ ...facts, compCode: null, toPath: '/center/crm/company' })).toEqual({
      kind: 'load',
      clearContext: false,
      productCode: 'CRM',
      loadCompany: true,
      loadPermissions: false,
      checkAccess: true,
    });
    expect(planNavigation({ ...facts, authed: false, toPath: '/center/crm/company' })).toMatchObject({
      loadCompany: false,
      loadPermissions: true,
    });
    expect(planNavigation({ ...facts, toPath: '/center/product/product' })).toMatchObject({
      clearContext: true,
      loadCompany: true,
      loadPermissions: true,
      productCode: 'EC',
    });
  });
});

describe('guardNavigation (async, mocked api)', () => {
  let notifier: ReturnType<typeof recordingNotifier>;
  let deps: Partial<GuardDeps> & {
    loadCompInfo: ReturnType<typeof vi.fn>;
    loadPermissions: ReturnType<typeof vi.fn>;
    holdRequests: ReturnType<typeof vi.fn<() => void>>;
  };

  beforeEach(() => {
    resetAll();
    notifier = recordingNotifier();
    deps = {
      hasToken: () => getAccessToken() !== null,
      loadCompInfo: vi.fn(async () => compInfo),
      loadPermissions: vi.fn(async () => [
        { resUri: '/center/crm/user' },
        { resUri: '/center/crm/message/detail/:id' },
      ]),
      holdRequests: vi.fn<() => void>(),
    };
  });
  afterEach(() => notifier.unregister());

  it('creates the browser id at the first navigation', async () => {
    await createGuard(deps)(null, '/index/index');
    expect(getState().browserId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('no token + protected → login with the way back; no calls', async () => {
    expect(await createGuard(deps)(null, '/center/crm/user')).toEqual({
      redirect: '/login?redirect=%2Fcenter%2Fcrm%2Fuser',
    });
    expect(deps.loadCompInfo).not.toHaveBeenCalled();
  });

  it('loads company info for the route’s product and the permission list once, then allows', async () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    const guard = createGuard(deps);
    expect(await guard(null, '/center/crm/user')).toEqual({ redirect: null });
    // Counted by the loading overlay (behind = false): the reader waits for it.
    expect(deps.loadCompInfo).toHaveBeenCalledWith('CRM', false);
    expect(getState().compInfo?.compCode).toBe('C0001');
    expect(getState().authed).toBe(true);
    expect(await guard('/center/crm/user', '/center/crm/message/detail/9')).toEqual({ redirect: null });
    expect(deps.loadCompInfo).toHaveBeenCalledTimes(1);
    expect(deps.loadPermissions).toHaveBeenCalledTimes(1);
  });

  it('asks for the company and the permission list together, not one after the other', async () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    const company = deferred<typeof compInfo>();
    deps.loadCompInfo.mockImplementation(() => company.promise);
    const result = createGuard(deps)(null, '/center/crm/user');
    await Promise.resolve();
    // The company has not answered yet, and the permission list is already asked for.
    expect(deps.loadPermissions).toHaveBeenCalledTimes(1);
    company.resolve(compInfo);
    expect(await result).toEqual({ redirect: null });
    expect(getState().authed).toBe(true);
  });

  it(
    'a company that fails sends the reader to the product ' + 'centre even while the permission list fails too',
    async () => {
      setTokens({ accessToken: 'A', refreshToken: 'R' });
      deps.loadCompInfo.mockRejectedValue(new ApiError({ kind: 'business', message: '未找到企业信息' }));
      deps.loadPermissions.mockRejectedValue(new ApiError({ kind: 'business', message: '无权限' }));
      expect(await createGuard(deps)(null, '/center/crm/user')).toEqual({ redirect: '/center/product/product' });
    },
  );

  it('overlapping navigations load the permission list once', async () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    setState({ compInfo });
    const gate = deferred<{ resUri: string }[]>();
    deps.loadPermissions.mockImplementation(() => gate.promise);
    const guard = createGuard(deps);
    const a = guard('/center/crm/company', '/center/crm/user');
    const b = guard('/center/crm/company', '/center/crm/user');
    gate.resolve([{ resUri: '/center/crm/user' }]);
    expect(await Promise.all([a, b])).toEqual([{ redirect: null }, { redirect: null }]);
    expect(deps.loadPermissions).toHaveBeenCalledTimes(1);
  });

  it('entering the product centre clears company info and authed, then loads them again', async () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    setState({ compInfo: { ...compInfo, compCode: 'OLD' }, authed: true, auth: ['/x'] });
    expect(await createGuard(deps)('/center/crm/user', '/center/product/product')).toEqual({ redirect: null });
    expect(deps.loadCompInfo).toHaveBeenCalledWith('EC', false);
    expect(getState().compInfo?.compCode).toBe('C0001');
    expect(deps.loadPermissions).toHaveBeenCalledTimes(1);
  });

  it('company info failure → product centre', async () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    deps.loadCompInfo.mockRejectedValue(new ApiError({ kind: 'business', message: '未找到企业信息' }));
    expect(await createGuard(deps)(null, '/center/crm/user')).toEqual({ redirect: '/center/product/product' });
    expect(getAccessToken()).toBe('A');
  });

  it('a company read refused until a new password is set → 设置新密码, then back to the page', async () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    const mustChange = new ApiError({ kind: 'password-change', message: '请先设置新密码', redirectTo: 'new-password' });
    deps.loadCompInfo.mockRejectedValue(mustChange);
    deps.loadPermissions.mockRejectedValue(mustChange);
    expect(await createGuard(deps)(null, '/center/crm/user')).toEqual({
      redirect: '/login/newPassword?redirect=%2Fcenter%2Fcrm%2Fuser',
    });
    expect(getAccessToken()).toBe('A');
  });

  it("the product not opened (body '403') → product centre without a message", async () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    deps.loadCompInfo.mockRejectedValue(
      new ApiError({ kind: 'product-forbidden', message: 'x', redirectTo: 'product-centre' }),
    );
    expect(await createGuard(deps)(null, '/center/product/ZNX/list')).toEqual({ redirect: '/center/product/product' });
    expect(notifier.messages).toEqual([]);
  });

  it('on the product centre itself a failed company load does not loop', async () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    deps.loadCompInfo.mockRejectedValue(new ApiError({ kind: 'business', message: 'x' }));
    expect(await createGuard(deps)(null, '/center/product/product')).toEqual({ redirect: null });
  });

  it('not allowed → product centre with "无权访问该页面"', async () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    expect(await createGuard(deps)(null, '/center/crm/employee/list')).toEqual({ redirect: '/center/product/product' });
    expect(notifier.messages.map((m) => [m.level, m.text])).toEqual([['warning', '无权访问该页面']]);
  });

  it('a session route with a token needs no calls', async () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    expect(await createGuard(deps)('/center/crm/user', '/login/changeComp')).toEqual({ redirect: null });
    expect(deps.loadCompInfo).not.toHaveBeenCalled();
    expect(deps.loadPermissions).not.toHaveBeenCalled();
  });

  it('any other error → token reset, the error shown, login', async () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    deps.loadPermissions.mockRejectedValue(new Error('权限加载失败'));
    expect(await createGuard(deps)(null, '/center/crm/user')).toEqual({
      redirect: '/login?redirect=%2Fcenter%2Fcrm%2Fuser',
    });
    expect(getAccessToken()).toBeNull();
    expect(notifier.messages.map((m) => m.text)).toEqual(['权限加载失败']);
  });

  it(
    'no connection or HTTP 5xx (issue 32.2): the reader stays, ' + 'the session is kept, nothing is said here',
    async () => {
      for (const err of [
        new ApiError({ kind: 'network', message: '网络连接失败' }),
        new ApiError({ kind: 'timeout', message: '请求超时' }),
        new ApiError({ kind: 'http', message: '服务暂时不可用', httpStatus: 503 }),
      ]) {
        setTokens({ accessToken: 'A', refreshToken: 'R' });
        deps.loadCompInfo.mockRejectedValueOnce(err);
        expect(await createGuard(deps)('/center/crm/user', '/center/product/product')).toEqual({
          redirect: null,
          hold: 'outage',
          error: err,
        });
        deps.loadPermissions.mockRejectedValueOnce(err);
        expect(await createGuard(deps)('/center/product/product', '/center/crm/user')).toEqual({
          redirect: null,
          hold: 'outage',
          error: err,
        });
        expect(getAccessToken()).toBe('A');
      }
      expect(notifier.messages).toEqual([]);
    },
  );

  it('while the idle-expiry dialog is up (or the session is found idle on the way) nothing navigates', async () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    const guard = createGuard({ ...deps, idleExpired: () => true });
    expect(await guard('/center/crm/user', '/center/crm/account/list')).toEqual({ redirect: null, hold: 'expired' });
    expect(deps.loadCompInfo).not.toHaveBeenCalled();
    // The first page of a load is the server's to judge.
    expect((await guard(null, '/center/crm/user')).hold).toBeUndefined();
  });

  it('an error without a message shows the fallback text', async () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    deps.loadPermissions.mockRejectedValue(undefined);
    await createGuard(deps)(null, '/center/crm/user');
    expect(notifier.messages.map((m) => m.text)).toEqual([NAVIGATION_ERROR_MESSAGE]);
  });

  it('a session error already handled by the http pipeline is not shown twice', async () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    deps.loadCompInfo.mockRejectedValue(
      new ApiError({ kind: 'session', message: '登录状态已过期', redirectTo: 'login', notified: true }),
    );
    expect(await createGuard(deps)(null, '/center/crm/user')).toEqual({
      redirect: '/login?redirect=%2Fcenter%2Fcrm%2Fuser',
    });
    expect(notifier.messages).toEqual([]);
  });

  it('the permission read seeing the session revoked cancels the company read: login, not the centre', async () => {
    // CI, 2026-11-29: the permission read answered first with body 401; the pipeline ended the
    // session, which aborts the company read beside it. The guard sent the reader to the product
    // centre, then without a session.
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    const company = deferred<typeof compInfo>();
    deps.loadCompInfo.mockReturnValue(company.promise);
    deps.loadPermissions.mockImplementation(async () => {
      removeTokens();
      company.reject(new ApiError({ kind: 'canceled', message: '请求已取消' }));
      throw new ApiError({ kind: 'session', message: '登录状态已过期', redirectTo: 'login', notified: true });
    });
    expect(await createGuard(deps)('/center/product/product', '/center/crm/user')).toEqual({
      redirect: '/login?redirect=%2Fcenter%2Fcrm%2Fuser',
    });
    expect(notifier.messages).toEqual([]);
  });

  it('both reads cancelled by a session ended elsewhere: login without a message of its own', async () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    const cancelled = (): Promise<never> => {
      removeTokens();
      return Promise.reject(new ApiError({ kind: 'canceled', message: '请求已取消' }));
    };
    deps.loadCompInfo.mockImplementation(cancelled);
    deps.loadPermissions.mockImplementation(cancelled);
    expect(await createGuard(deps)('/center/product/product', '/center/crm/user')).toEqual({
      redirect: '/login?redirect=%2Fcenter%2Fcrm%2Fuser',
    });
    expect(notifier.messages).toEqual([]);
  });

  it('a read cancelled while another tab signed in again is guarded anew under the new session', async () => {
    setTokens({ accessToken: 'A', refreshToken: 'R' });
    deps.loadCompInfo.mockRejectedValueOnce(new ApiError({ kind: 'canceled', message: '请求已取消' }));
    expect(await createGuard(deps)('/center/product/product', '/center/crm/user')).toEqual({ redirect: null });
    expect(deps.loadCompInfo).toHaveBeenCalledTimes(2);
    expect(getState().compInfo).toEqual(compInfo);
  });

  it('garbage paths do not throw', async () => {
    const guard = createGuard(deps);
    for (const [f, t] of [
      [undefined, undefined],
      [42, {}],
      ['', ''],
      ['%%', '/%E0%A4%A'],
    ] as const) {
      await expect(guard(f as never, t as never)).resolves.toHaveProperty('redirect');
    }
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  describe('prepare: the reads a navigation will wait for, started on intent', () => {
    let clock: number;
    beforeEach(() => {
      clock = 1_000;
      deps.now = () => clock;
      setTokens({ accessToken: 'A', refreshToken: 'R' });
    });

    it('entering the centre from a public page: the press finds both reads asked, and asks nothing again', async () => {
      const guard = createGuard(deps);
      guard.prepare('/index/index', '/center/crm/user');
      expect(deps.loadCompInfo).toHaveBeenCalledWith('CRM');
      expect(deps.loadPermissions).toHaveBeenCalledTimes(1);
      // Nothing in the page's state changes until the navigation runs.
      expect(getState().compInfo).toBeNull();
      expect(getState().authed).toBe(false);
      // The pointer rests on the link a moment longer: no second pair of requests.
      guard.prepare('/index/index', '/center/crm/user');
      expect(deps.loadCompInfo).toHaveBeenCalledTimes(1);
      clock += 800;
      expect(await guard('/index/index', '/center/crm/user')).toEqual({ redirect: null });
      expect(deps.loadCompInfo).toHaveBeenCalledTimes(1);
      expect(deps.loadPermissions).toHaveBeenCalledTimes(1);
      expect(getState().compInfo?.compCode).toBe('C0001');
      expect(getState().authed).toBe(true);
    });

    it('a read prepared too long ago, for another product, or under another session is asked again', async () => {
      const guard = createGuard(deps);
      guard.prepare('/index/index', '/center/crm/user');
      clock += 5_000;
      await guard('/index/index', '/center/crm/user');
      expect(deps.loadCompInfo).toHaveBeenCalledTimes(2);
      expect(deps.loadPermissions).toHaveBeenCalledTimes(2);

      guard.prepare('/center/crm/user', '/center/product/ZNX/list');
      await guard('/center/crm/user', '/center/product/product');
      expect(deps.loadCompInfo.mock.calls.map((c) => c[0])).toEqual(['CRM', 'CRM', 'ZNX', 'EC']);

      guard.prepare('/index/index', '/center/crm/user');
      // Signed in again in between (another token): the earlier session's answers are not used.
      setTokens({ accessToken: 'B', refreshToken: 'R2' });
      await guard('/index/index', '/center/crm/user');
      expect(deps.loadCompInfo).toHaveBeenCalledTimes(6);
    });

    it('a prepared read that failed is asked again by the navigation, which then succeeds', async () => {
      deps.loadCompInfo.mockRejectedValueOnce(new ApiError({ kind: 'network', message: '网络异常' }));
      const guard = createGuard(deps);
      guard.prepare('/index/index', '/center/crm/user');
      await Promise.resolve();
      await Promise.resolve();
      expect(await guard('/index/index', '/center/crm/user')).toEqual({ redirect: null });
      expect(deps.loadCompInfo).toHaveBeenCalledTimes(2);
      expect(getState().compInfo?.compCode).toBe('C0001');
    });

    it('nothing is asked ahead without a session, for public pages, or within the same product', () => {
      const guard = createGuard(deps);
      guard.prepare('/center/crm/user', '/index/index');
      setState({ compInfo, authed: true });
      guard.prepare('/center/crm/user', '/center/crm/company');
      removeTokens();
      guard.prepare('/index/index', '/center/crm/user');
      expect(deps.loadCompInfo).not.toHaveBeenCalled();
      expect(deps.loadPermissions).not.toHaveBeenCalled();
    });
  });

  describe('entering a product again: the last answers at once, fresh ones behind the page', () => {
    let clock: number;
    let here: string;
    let moves: string[];
    const settle = () => new Promise((r) => setTimeout(r, 0));
    /** A navigation still waiting for its reads after the event loop has turned once. */
    async function stillWaiting(entry: Promise<unknown>): Promise<boolean> {
      let done = false;
      void entry.then(() => {
        done = true;
      });
      await settle();
      return !done;
    }
    /** A guard that has entered the customer-relations centre once and gone home. */
    async function afterOneVisit(overrides: Partial<GuardDeps> = {}) {
      const guard = createGuard({
        ...deps,
        now: () => clock,
        currentPath: () => here,
        navigate: (u) => {
          moves.push(u);
        },
        ...overrides,
      });
      await guard(null, '/center/crm/user');
      await guard('/center/crm/user', '/index/index');
      deps.loadCompInfo.mockClear();
      deps.loadPermissions.mockClear();
      // The first entry waited for its reads: it never held them back.
      expect(deps.holdRequests).not.toHaveBeenCalled();
      return guard;
    }
    beforeEach(() => {
      clock = 1_000;
      here = '/center/crm/user';
      moves = [];
      setTokens({ accessToken: 'A', refreshToken: 'R' });
    });

    it('allows at once from the last answers, asks both again, and takes fresh answers that differ', async () => {
      const guard = await afterOneVisit();
      const company = deferred<typeof compInfo>();
      const permissions = deferred<{ resUri: string }[]>();
      deps.loadCompInfo.mockImplementation(() => company.promise);
      deps.loadPermissions.mockImplementation(() => permissions.promise);
      clock += 60_000;
      // Resolves although neither read has answered.
      expect(await guard('/index/index', '/center/crm/user')).toEqual({ redirect: null });
      expect(getState().compInfo?.compName).toBe('华信');
      expect(getState().authed).toBe(true);
      // The page shows now: the reads behind it wait for its first frame, and the loading
      // overlay does not count them (behind = true): no mask over the page being read.
      expect(deps.holdRequests).toHaveBeenCalledTimes(1);
      expect(deps.loadCompInfo).toHaveBeenCalledWith('CRM', true);
      expect(deps.loadPermissions).toHaveBeenCalledTimes(1);
      expect(deps.loadPermissions).toHaveBeenCalledWith(true);
      company.resolve({ ...compInfo, compName: '华信集团' });
      permissions.resolve([{ resUri: '/center/crm/user' }, { resUri: '/center/crm/company' }]);
      await settle();
      expect(getState().compInfo?.compName).toBe('华信集团');
      expect(getState().auth).toContain('/center/crm/company');
      expect(moves).toEqual([]);
      expect(notifier.messages).toEqual([]);
    });

    it(
      'a fresh permission list that no longer allows the ' + 'page sends the reader to the product centre, warned',
      async () => {
        const guard = await afterOneVisit();
        deps.loadPermissions.mockResolvedValue([]);
        expect(await guard('/index/index', '/center/crm/user')).toEqual({ redirect: null });
        await settle();
        expect(moves).toEqual(['/center/product/product']);
        expect(notifier.messages.map((m) => [m.level, m.text])).toEqual([['warning', '无权访问该页面']]);
      },
    );

    it('fresh answers for a page the reader has already left change nothing', async () => {
      const guard = await afterOneVisit();
      const permissions = deferred<{ resUri: string }[]>();
      deps.loadPermissions.mockImplementation(() => permissions.promise);
      await guard('/index/index', '/center/crm/user');
      here = '/index/index';
      permissions.resolve([]);
      await settle();
      expect(moves).toEqual([]);
      expect(notifier.messages).toEqual([]);
    });

    it('answers that refuse the page are not trusted: the entry waits for fresh ones, which may allow it', async () => {
      const guard = await afterOneVisit();
      const permissions = deferred<{ resUri: string }[]>();
      deps.loadPermissions.mockImplementation(() => permissions.promise);
      const entry = guard('/index/index', '/center/crm/company');
      expect(await stillWaiting(entry)).toBe(true);
      // The read the entry waits for is never held back.
      expect(deps.holdRequests).not.toHaveBeenCalled();
      permissions.resolve([{ resUri: '/center/crm/company' }]);
      expect(await entry).toEqual({ redirect: null });
      expect(notifier.messages).toEqual([]);
    });

    it('answers older than RECENT_ANSWER_TTL_MS, or of another session, are not used: the entry waits', async () => {
      const guard = await afterOneVisit();
      const company = deferred<typeof compInfo>();
      deps.loadCompInfo.mockImplementation(() => company.promise);
      clock += RECENT_ANSWER_TTL_MS;
      const entry = guard('/index/index', '/center/crm/user');
      expect(await stillWaiting(entry)).toBe(true);
      company.resolve(compInfo);
      expect(await entry).toEqual({ redirect: null });

      await guard('/center/crm/user', '/index/index');
      setTokens({ accessToken: 'B', refreshToken: 'R2' });
      const again = deferred<typeof compInfo>();
      deps.loadCompInfo.mockImplementation(() => again.promise);
      const other = guard('/index/index', '/center/crm/user');
      expect(await stillWaiting(other)).toBe(true);
      again.resolve(compInfo);
      expect(await other).toEqual({ redirect: null });
    });

    it(
      'a fresh read the server points to login goes there; ' + 'any other failure only makes the next entry wait',
      async () => {
        const guard = await afterOneVisit();
        deps.loadCompInfo.mockRejectedValueOnce(new ApiError({ kind: 'network', message: '网络异常' }));
        expect(await guard('/index/index', '/center/crm/user')).toEqual({ redirect: null });
        await settle();
        expect(moves).toEqual([]);
        expect(getAccessToken()).toBe('A');

        // The failed company read was forgotten: this entry waits for a fresh one.
        await guard('/center/crm/user', '/index/index');
        const company = deferred<typeof compInfo>();
        deps.loadCompInfo.mockImplementation(() => company.promise);
        const entry = guard('/index/index', '/center/crm/user');
        expect(await stillWaiting(entry)).toBe(true);
        company.resolve(compInfo);
        await entry;

        await guard('/center/crm/user', '/index/index');
        deps.loadCompInfo.mockRejectedValueOnce(
          new ApiError({ kind: 'session', message: '登录已过期', redirectTo: 'login', notified: true }),
        );
        expect(await guard('/index/index', '/center/crm/user')).toEqual({ redirect: null });
        await settle();
        expect(moves).toEqual(['/login?redirect=%2Fcenter%2Fcrm%2Fuser']);
      },
    );
  });

  describe('leaving a product for a page without one', () => {
    /** A signed-in guard whose "after the application being left has unmounted" signals are kept. */
    const signedInLeaving = () => {
      setTokens({ accessToken: 'A', refreshToken: 'R' });
      const leaves: (() => void)[] = [];
      const guard = createGuard({
        ...deps,
        afterLeaving: (fn) => {
          leaves.push(fn);
        },
      });
      return { guard, leaves };
    };

    it('keeps the product context until the application being left has unmounted, then clears it', async () => {
      const { guard, leaves } = signedInLeaving();
      await guard(null, '/center/crm/user');
      expect(await guard('/center/crm/user', '/index/index')).toEqual({ redirect: null });
      // The centre is still on screen: it must not render once more with an empty context.
      expect(getState().compInfo?.compCode).toBe('C0001');
      expect(getState().authed).toBe(true);
      expect(leaves).toHaveLength(1);
      for (const fn of leaves) fn();
      expect(getState().compInfo).toBeNull();
      expect(getState().authed).toBe(false);
      expect(getState().menus).toEqual([]);
    });

    it(
      'the next navigation clears it first when the application never unmounted, ' +
        'and a late signal clears nothing new',
      async () => {
        const { guard, leaves } = signedInLeaving();
        await guard(null, '/center/crm/user');
        await guard('/center/crm/user', '/index/index');
        // Straight back into the product: its company and permissions are asked for again.
        await guard('/index/index', '/center/crm/user');
        expect(deps.loadCompInfo).toHaveBeenCalledTimes(2);
        expect(deps.loadPermissions).toHaveBeenCalledTimes(2);
        expect(getState().compInfo?.compCode).toBe('C0001');
        // The earlier navigation's signal arrives late: the context just loaded stays.
        for (const fn of leaves) fn();
        expect(getState().compInfo?.compCode).toBe('C0001');
        expect(getState().authed).toBe(true);
      },
    );
  });
});
