/**
 * /login in a real browser against the real server: both tabs, the captcha (wrong answer,
 * refresh, text alternative), `?redirect=` (honoured, and refused for other origins), 记住账号
 * cleared by logout, a disabled account, a throttled account, wrong and missing SMS codes,
 * autocomplete for password managers, mobile width, axe on each state.
 *
 * Accounts: 13800000002 (log in only), 13800000006 (disabled), and a number nobody has for
 * the throttle, so no seeded account is locked for other test files.
 */
import { describe, expect, it } from 'vitest';
import { launch, settled, url, useBrowser } from './helpers/browser';
import { DEMO_PASSWORD, outboxCode } from './helpers/login';
import {
  cookie,
  expectAccessible,
  fieldError,
  loginThroughForm,
  nextCaptcha,
  pathOf,
  sendSmsCode,
  spaced,
  submitPasswordLogin,
  waitForPath,
} from './helpers/signin-ui';
import { DEMO } from '../kit/people';

const OPERATOR = DEMO.operator;
const DISABLED = DEMO.disabled;

describe('password login', () => {
  const b = useBrowser();

  it('offers both tabs, a captcha with a text alternative, and autocomplete for password managers', async () => {
    const { page } = b;
    const first = await nextCaptcha(page, () => page.goto(url('/login')));
    await settled(page);
    await page.getByRole('tab', { name: '密码登录' }).waitFor();
    await page.getByRole('tab', { name: '短信登录' }).waitFor();
    expect(await page.getByLabel('账号', { exact: true }).getAttribute('autocomplete')).toBe('username');
    expect(await page.getByLabel('密码', { exact: true }).getAttribute('autocomplete')).toBe('current-password');
    // The image sits in a button named for what it does; 看不清？换一张 is also a text button.
    const image = page.getByRole('button', { name: '图形验证码，看不清？换一张' }).locator('img[data-scf-captcha]');
    expect(await image.count()).toBe(1);
    const before = await image.getAttribute('src');
    const second = await nextCaptcha(page, () =>
      page.getByRole('button', { name: '看不清？换一张', exact: true }).click(),
    );
    expect(second.browserId).toBe(first.browserId);
    expect(await image.getAttribute('src')).not.toBe(before);
    expect(await page.locator('a[href="/register"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="/resetpwd"]').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'login page');
  });

  it('a wrong captcha is reported next to the captcha field and a new image is loaded', async () => {
    const { page } = b;
    const { answer } = await nextCaptcha(page, () => page.goto(url('/login')));
    await settled(page);
    const wrong = answer === 'AAAA' ? 'BBBB' : 'AAAA';
    const refreshed = page.waitForResponse((r) => r.url().includes('/custAccount/verify/code?'));
    await submitPasswordLogin(page, OPERATOR, DEMO_PASSWORD, wrong);
    expect(await fieldError(page, '图形验证码')).toContain('图形验证码错误');
    await refreshed;
    expect(await page.getByLabel('图形验证码', { exact: true }).inputValue()).toBe('');
    expect(pathOf(page)).toBe('/login');
    await expectAccessible(page, 'login with a field error');
  });

  it(
    'honours ?redirect= after a guard sent the reader to login; ' +
      'logout clears the session username, 记住账号 keeps the account',
    async () => {
      const { page, context } = b;
      // No token: the guard sends a protected page to login with the way back.
      await page.goto(url('/center/crm/message/list'));
      await waitForPath(page, '/login');
      expect(pathOf(page)).toBe(`/login?redirect=${encodeURIComponent('/center/crm/message/list')}`);
      await settled(page);

      const { answer } = await nextCaptcha(page, () => page.reload());
      await settled(page);
      await page.getByLabel('记住账号').check();
      await submitPasswordLogin(page, OPERATOR, DEMO_PASSWORD, answer);
      await waitForPath(page, '/center/crm/message/list');
      expect(await cookie(page, 'access_token')).toBeTruthy();
      expect(await cookie(page, 'refresh_token')).toBeTruthy();
      // The server's HttpOnly cookie: page scripts cannot read it.
      const refreshCookie = (await page.context().cookies()).find((c) => c.name === 'refresh_token');
      expect(refreshCookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/web/portal/api/employee/refresh/token',
      });
      expect(await page.evaluate(() => document.cookie)).not.toContain('refresh_token');
      expect(await page.evaluate(() => localStorage.getItem('scf.username'))).toBe(OPERATOR);

      // With a token, /login goes to / (and / to the home page).
      await page.goto(url('/login'));
      await waitForPath(page, '/index/index');

      // Logout (shared's, as the header calls it): both cookies and the remembered name go, home page.
      await page.goto(url('/center/product/product'));
      await settled(page);
      await page.evaluate("import('@scf/shared').then((m) => m.logout())");
      await waitForPath(page, '/index/index');
      expect(await cookie(page, 'access_token')).toBeNull();
      expect(await cookie(page, 'refresh_token')).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem('scf.username'))).toBeNull();
      // … but the account remembered by the ticked box is kept apart and fills the form again.
      await page.goto(url('/login'));
      await settled(page);
      // The server rendered the form empty (it cannot read the browser's storage); the browser
      // fills the account and ticks the box after hydrating, not in the same frame.
      await expect.poll(() => page.getByLabel('账号', { exact: true }).inputValue()).toBe(OPERATOR);
      await expect.poll(() => page.getByLabel('记住账号').isChecked()).toBe(true);
      await context.clearCookies();
    },
  );

  it('refuses a redirect to another origin or a script URL and goes to the product centre', async () => {
    const { page, context } = b;
    for (const evil of ['//evil.example.com/x', 'javascript:alert(1)']) {
      await context.clearCookies();
      await loginThroughForm(page, OPERATOR, DEMO_PASSWORD, `?redirect=${encodeURIComponent(evil)}`);
      await waitForPath(page, '/center/product/product');
      expect(new URL(page.url()).origin).toBe(new URL(url('/')).origin);
    }
    await context.clearCookies();
  });

  it('a disabled account is told so, and gets no session', async () => {
    const { page } = b;
    await loginThroughForm(page, DISABLED, DEMO_PASSWORD);
    await page.getByRole('alert').filter({ hasText: '账号已被停用' }).first().waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await cookie(page, 'access_token')).toBeNull();
  });

  it('a throttled account shows how long to wait and keeps the button disabled', async () => {
    const { page } = b;
    const nobody = `139${String(Date.now()).slice(-8)}`;
    let captcha = (await nextCaptcha(page, () => page.goto(url('/login')))).answer;
    await settled(page);
    // Five wrong passwords within 15 minutes are allowed; each answer brings a new captcha.
    for (let i = 0; i < 5; i++) {
      const next = nextCaptcha(page, () => submitPasswordLogin(page, nobody, 'Wrong1234', captcha));
      captcha = (await next).answer;
      expect(await fieldError(page, '密码')).toContain('账号或密码错误');
    }
    await submitPasswordLogin(page, nobody, 'Wrong1234', captcha);
    const notice = page.getByRole('alert').filter({ hasText: '登录失败次数过多' });
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/剩余 \d+分/);
    const button = page.getByRole('button', { name: /后再试/ });
    expect(await button.isDisabled()).toBe(true);
    await expectAccessible(page, 'throttled login');
  });
});

describe('SMS-code login', () => {
  const b = useBrowser();

  it(
    'sends a code after the captcha, counts down the resend, ' + 'refuses a wrong code, accepts the right one',
    async () => {
      const { page } = b;
      await page.goto(url('/login'));
      await settled(page);
      const { answer } = await nextCaptcha(page, () => page.getByRole('tab', { name: '短信登录' }).click());
      expect(await page.getByLabel('短信验证码', { exact: true }).getAttribute('autocomplete')).toBe('one-time-code');

      // Nothing is sent without a valid number, nor without the captcha.
      await page.getByRole('button', { name: '获取验证码' }).click();
      expect(await fieldError(page, '手机号')).toContain('请输入手机号');
      await page.getByLabel('手机号', { exact: true }).fill('12345');
      await page.getByRole('button', { name: '获取验证码' }).click();
      expect(await fieldError(page, '手机号')).toContain('请输入正确的手机号');
      await page.getByLabel('手机号', { exact: true }).fill(OPERATOR);
      await page.getByRole('button', { name: '获取验证码' }).click();
      expect(await fieldError(page, '图形验证码')).toContain('请输入图形验证码');

      await page.getByLabel('图形验证码', { exact: true }).fill(answer);
      await sendSmsCode(page);
      await page.getByRole('status').filter({ hasText: '验证码已发送至 138******0002' }).waitFor();
      await page.getByRole('button', { name: /^\d+秒后重新获取$/ }).waitFor();
      expect(await page.getByRole('button', { name: /秒后重新获取/ }).isDisabled()).toBe(true);
      await expectAccessible(page, 'SMS login, code sent');

      const code = await outboxCode('sms', OPERATOR);
      const wrong = code === '000000' ? '111111' : '000000';
      await page.getByLabel('短信验证码', { exact: true }).fill(wrong);
      await page.getByRole('button', { name: spaced('登录') }).click();
      expect(await fieldError(page, '短信验证码')).toContain('验证码错误，还可尝试4次');

      await page.getByLabel('短信验证码', { exact: true }).fill(code);
      await page.getByRole('button', { name: spaced('登录') }).click();
      await waitForPath(page, '/center/product/product');
      expect(await cookie(page, 'access_token')).toBeTruthy();
    },
  );
});

describe('login at mobile width', () => {
  it('fits the screen and passes axe', async () => {
    const b = await launch({ width: 390, height: 844 });
    try {
      const { page } = b;
      await nextCaptcha(page, () => page.goto(url('/login')));
      await settled(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The service widget (added after the first paint) starts as one button under 992 px
      // and leaves the login button free; the user can still open it.
      const widget = page.locator('scf-service-widget aside');
      await page.locator('scf-service-widget aside[data-scf-widget="collapsed"]').waitFor();
      const login = page.getByRole('button', { name: spaced('登录') });
      const [w, l] = [await widget.boundingBox(), await login.boundingBox()];
      expect(w && l).toBeTruthy();
      const overlaps =
        w!.x < l!.x + l!.width && l!.x < w!.x + w!.width && w!.y < l!.y + l!.height && l!.y < w!.y + w!.height;
      expect(overlaps, `widget ${JSON.stringify(w)} over the login button ${JSON.stringify(l)}`).toBe(false);
      await expectAccessible(page, 'login, mobile');
      await page.locator('scf-service-widget').getByRole('button', { name: '打开客服面板' }).click();
      await page.locator('scf-service-widget').getByRole('button', { name: '在线客服' }).waitFor();
      expect(await widget.getAttribute('data-scf-widget')).toBe('open');
    } finally {
      await b.close();
    }
  });
});
