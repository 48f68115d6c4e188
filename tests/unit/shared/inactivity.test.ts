/** docs/requirements.md#session inactivity with an injected clock. */
import { navigateToUrl } from 'single-spa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startInactivityWatch, IDLE_TEXT } from '../../../shared/session/inactivity';
import {
  countdownAnnouncement,
  formatCountdown,
  idleStatus,
  IDLE_LIMIT_MS,
  IDLE_WARNING_MS,
  isIdleExempt,
} from '../../../shared/session/inactivity-rules';
import {
  getAccessToken,
  getCurrentActivity,
  getLastActivity,
  setLastActivity,
  setTokens,
} from '../../../shared/cookies/portal-cookies';
import { createHttpClient } from '../../../shared/http/axios-instance';
import { mockAdapter, ok, recordingNotifier, resetAll } from './helpers';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const T0 = 1_800_000_000_000;

describe('rules', () => {
  it('30 minutes = 1,800,000 ms; warning 2 minutes before', () => {
    expect(IDLE_LIMIT_MS).toBe(1_800_000);
    expect(IDLE_WARNING_MS).toBe(120_000);
  });

  it('expires only strictly after the limit, with a token, off login and company change', () => {
    const base = { lastActivity: T0, hasToken: true, pathname: '/center/crm/user' };
    expect(idleStatus({ ...base, now: T0 + 1_800_000 }).status).toBe('warning');
    expect(idleStatus({ ...base, now: T0 + 1_800_001 }).status).toBe('expired');
    expect(idleStatus({ ...base, now: T0 + 1_680_000 }).status).toBe('warning');
    expect(idleStatus({ ...base, now: T0 + 1_679_999 }).status).toBe('active');
    expect(idleStatus({ ...base, hasToken: false, now: T0 + 9e9 }).status).toBe('exempt');
    expect(idleStatus({ ...base, pathname: '/login', now: T0 + 9e9 }).status).toBe('exempt');
    expect(idleStatus({ ...base, pathname: '/login/changeComp', now: T0 + 9e9 }).status).toBe('exempt');
    expect(isIdleExempt('/center/crm/user')).toBe(false);
    expect(isIdleExempt(undefined)).toBe(true);
  });

  it('countdown text and rare announcements', () => {
    expect(formatCountdown(119_001)).toBe('2分0秒');
    expect(formatCountdown(61_000)).toBe('1分1秒');
    expect(formatCountdown(5_000)).toBe('5秒');
    expect(formatCountdown(NaN)).toBe('0秒');
    const texts = new Set<string>();
    for (let ms = 120_000; ms > 0; ms -= 1000) texts.add(countdownAnnouncement(ms));
    expect(texts.size).toBe(4);
  });
});

describe('the watch', () => {
  let now = T0;
  let tick: (() => void) | null = null;
  let notifier: ReturnType<typeof recordingNotifier>;
  let stop: () => void = () => undefined;

  const start = (extra = {}) => {
    stop = startInactivityWatch({
      now: () => now,
      setInterval: (fn) => {
        tick = fn;
        return 1;
      },
      clearInterval: () => {
        tick = null;
      },
      pathname: () => window.location.pathname,
      ...extra,
    });
  };
  const click = () => document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));

  beforeEach(() => {
    resetAll();
    vi.mocked(navigateToUrl).mockClear();
    notifier = recordingNotifier();
    now = T0;
    window.history.replaceState(null, '', '/center/crm/user');
    setTokens({ accessToken: 'A', refreshToken: 'R' });
  });
  afterEach(() => {
    stop();
    notifier.unregister();
  });

  it('each click records the time (lastTime, currentTime)', () => {
    start();
    expect(getLastActivity()).toBe(T0);
    now = T0 + 60_000;
    click();
    expect(getLastActivity()).toBe(T0 + 60_000);
    expect(getCurrentActivity()).toBe(T0 + 60_000);
  });

  it('a click after more than 30 minutes removes the token and shows the dialog; its button leads to /login', () => {
    start();
    now = T0 + 1_800_001;
    click();
    expect(getAccessToken()).toBeNull();
    expect(notifier.alerts).toHaveLength(1);
    const a = notifier.alerts[0];
    expect([a?.title, a?.content, a?.okText]).toEqual(['系统提示', '登录状态已过期，请重新登录', '重新登录']);
    expect(getLastActivity()).toBe(T0); // not updated by the expiring click
    a?.onOk?.();
    expect(navigateToUrl).toHaveBeenCalledWith('/login?redirect=%2Fcenter%2Fcrm%2Fuser');
  });

  it('while the dialog is open a request meeting the ended session does not navigate away under it', async () => {
    start();
    now = T0 + 1_800_001;
    click();
    expect(notifier.alerts).toHaveLength(1);
    // A page reloading its data after the session state was reset: the server says HTTP 401.
    const c = createHttpClient({
      adapter: mockAdapter(() => ({ status: 401, data: { status: 401, ok: false, msg: '未登录', body: null } })),
    });
    await expect(c.post('/x')).rejects.toBeTruthy();
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(notifier.alerts).toHaveLength(1);
    notifier.alerts[0]?.onOk?.();
    expect(navigateToUrl).toHaveBeenCalledTimes(1);
    expect(navigateToUrl).toHaveBeenCalledWith('/login?redirect=%2Fcenter%2Fcrm%2Fuser');
    // Once the dialog is gone the HTTP 401 rule applies again.
    vi.mocked(navigateToUrl).mockClear();
    window.history.replaceState(null, '', '/center/crm/company');
    await expect(c.post('/y')).rejects.toBeTruthy();
    expect(navigateToUrl).toHaveBeenCalledWith('/login?redirect=%2Fcenter%2Fcrm%2Fcompany');
  });

  it('exactly 30 minutes is still allowed', () => {
    start();
    now = T0 + 1_800_000;
    click();
    expect(getAccessToken()).toBe('A');
    expect(notifier.alerts).toHaveLength(0);
  });

  it('login and company-change pages are excluded', () => {
    for (const p of ['/login', '/login/changeComp']) {
      window.history.replaceState(null, '', p);
      start();
      now += 1_900_000;
      click();
      tick?.();
      expect(getAccessToken()).toBe('A');
      stop();
    }
    expect(notifier.alerts).toHaveLength(0);
  });

  it('without a token nothing expires', () => {
    start();
    document.cookie = 'access_token=; Max-Age=0; Path=/';
    now = T0 + 5_000_000;
    click();
    tick?.();
    expect(notifier.alerts).toHaveLength(0);
  });

  it('two minutes before: a notice with a countdown and "继续使用"; using it keeps the session', () => {
    start();
    now = T0 + 1_680_000;
    tick?.();
    expect(notifier.notices).toHaveLength(1);
    const n = notifier.notices[0]!;
    expect(n.options.title).toBe(IDLE_TEXT.warningTitle);
    expect(n.options.actionText).toBe('继续使用');
    expect(n.options.description).toContain('2分0秒');
    now += 1000;
    tick?.();
    expect(n.updates.at(-1)?.[0]).toContain('1分59秒');
    n.options.onAction();
    expect(getLastActivity()).toBe(now);
    now += 1_700_000;
    tick?.();
    expect(getAccessToken()).toBe('A');
  });

  it('the timer expires the session at the limit even without a click', () => {
    start();
    now = T0 + 1_800_001;
    tick?.();
    expect(getAccessToken()).toBeNull();
    expect(notifier.alerts).toHaveLength(1);
    tick?.();
    expect(notifier.alerts).toHaveLength(1);
  });

  it('activity in another tab (the shared cookie) closes the notice here', () => {
    start();
    now = T0 + 1_700_000;
    tick?.();
    expect(notifier.notices[0]?.closed).toBe(false);
    setLastActivity(now);
    tick?.();
    expect(notifier.notices[0]?.closed).toBe(true);
  });

  it('key presses count as activity (keyboard users never click)', () => {
    start();
    now = T0 + 1_000_000;
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(getLastActivity()).toBe(T0 + 1_000_000);
  });

  it('background calls never count as activity', async () => {
    start();
    now = T0 + 1_000_000;
    const c = createHttpClient({ adapter: mockAdapter(() => ok(3)) });
    await c.post('/web/portal/api/message/getIsUnreadNumbers', undefined, {
      scf: { kind: 'unread', background: true },
    });
    await c.post('/anything', undefined, { scf: { kind: 'list' } });
    expect(getLastActivity()).toBe(T0);
  });

  it('stop removes the listeners and the timer', () => {
    start();
    stop();
    now = T0 + 5_000;
    click();
    expect(getLastActivity()).toBe(T0);
    expect(tick).toBeNull();
  });
});
