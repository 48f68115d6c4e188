/**
 * The session rules (docs/requirements.md#session), seen in a real browser against the real
 * server: every rule of the shared guard and http pipeline as a reader meets it.
 *
 *  - no token: a protected page → /login?redirect=<the page>
 *  - token on /login → / (→ /index/index)
 *  - HTTP 401 (a token the server does not know) → tokens gone, login
 *  - body status 401 (a session revoked on the server) → the server's warning, login
 *  - body status '403' (the company has not opened the product) → product centre, no warning
 *  - a product change clears company info and reloads it with the permission list; moving
 *    inside one product loads neither again
 *  - 30 minutes without activity → the warning two minutes before ("继续使用" keeps the
 *    session), then the dialog "系统提示" / "重新登录" → /login; the company switch is exempt
 *  - logout removes both token cookies and goes home
 * Time is driven through the `lastTime` cookie the inactivity watch reads, not by waiting.
 * Account: 13800000002 (log in only).
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { settled, url, type Browser, useBrowser } from './helpers/browser';
import { api, loginInBrowser } from './helpers/login';
import { cookie, expectAccessible, pathOf, quiet, spaNavigate, waitForPath } from './helpers/signin-ui';
import { PORTAL_API as P } from '../kit/api';
import { DEMO } from '../kit/people';

const OPERATOR = DEMO.operator;
const MINUTE = 60_000;

/** The guard's two reads as the page sends them: `comp:<body>` and `perm`. */
function recordGuardReads(page: Page): { calls: string[]; stop: () => void } {
  const calls: string[] = [];
  const onRequest = (r: Request): void => {
    const u = r.url();
    if (u.includes('/cust/employee/info/comp')) calls.push(`comp:${r.postData() ?? ''}`);
    if (u.includes('/findPermByToken')) calls.push('perm');
  };
  page.on('request', onRequest);
  return { calls, stop: () => page.off('request', onRequest) };
}

/** Sets the time of the last activity the inactivity watch compares with. */
async function setLastActivity(b: Browser, msAgo: number): Promise<void> {
  await b.context.addCookies([{ name: 'lastTime', value: String(Date.now() - msAgo), url: url('/'), sameSite: 'Lax' }]);
}

describe('session guard', () => {
  const b = useBrowser();

  it('without a token a protected page goes to login with the way back, query included', async () => {
    await b.context.clearCookies();
    await b.page.goto(url('/center/crm/user?tab=1'));
    await waitForPath(b.page, '/login');
    expect(pathOf(b.page)).toBe(`/login?redirect=${encodeURIComponent('/center/crm/user?tab=1')}`);
  });

  it('with a token /login goes to / and on to the home page', async () => {
    await loginInBrowser(b.context, OPERATOR);
    await b.page.goto(url('/login'));
    await waitForPath(b.page, '/index/index');
    // The public header offers the product centre instead of 登录 with a session.
    await b.page.getByRole('link', { name: '进入产品中心' }).waitFor();
  });

  it('an access token the server does not know (HTTP 401) is removed and the reader logs in again', async () => {
    await b.context.clearCookies();
    await b.context.addCookies([
      { name: 'access_token', value: 'A'.repeat(43), url: url('/'), sameSite: 'Lax' },
      { name: 'refresh_token', value: 'B'.repeat(43), url: url('/'), sameSite: 'Lax' },
    ]);
    await b.page.goto(url('/center/crm/company'));
    await waitForPath(b.page, '/login');
    expect(await cookie(b.page, 'access_token')).toBeNull();
  });

  it('a session revoked on the server (body status 401) shows the server message and goes to login', async () => {
    await b.context.clearCookies();
    const tokens = await loginInBrowser(b.context, OPERATOR);
    await b.page.goto(url('/center/product/product'));
    await settled(b.page);
    // The session ends elsewhere (as a logout in another browser would).
    await api(`${P}/company/custAccount/logout`, { token: tokens.accessToken });
    await b.page.evaluate(() =>
      (window as unknown as { singleSpaNavigate: (p: string) => void }).singleSpaNavigate('/center/crm/user'),
    );
    // Where the page stayed and what it said, should it not go (once in CI run 1 of 2026-11-29,
    // under load: it stayed on the product centre; not reproduced alone or under load since).
    await waitForPath(b.page, '/login').catch(async (error: unknown) => {
      const seen = await b.page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 400));
      throw new Error(`stayed on ${b.page.url()}: ${seen}`, { cause: error });
    });
    // Raised by the page being left, kept for the login page and shown there: the reader can
    // read why. Should it not show, the failure says whether the message was still kept.
    await b.page
      .locator('.ant-message')
      .getByText('登录状态已过期，请重新登录')
      .waitFor({ timeout: 10_000 })
      .catch(async (error: unknown) => {
        const kept = await b.page.evaluate(() => sessionStorage.getItem('scf:flash-message'));
        throw new Error(`no message on ${b.page.url()}; kept: ${kept}`, { cause: error });
      });
    await b.page.getByLabel('账号', { exact: true }).waitFor();
    expect(await cookie(b.page, 'access_token')).toBeNull();
  });

  it('a navigation made while another is still being guarded wins over that one', async () => {
    await b.context.clearCookies();
    await loginInBrowser(b.context, OPERATOR);
    await b.page.goto(url('/center/crm/user'));
    await settled(b.page);
    // The company read for SIGN (not opened: its answer sends the reader to the product centre)
    // is held until the reader has gone on to the home page.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked = b.page.waitForRequest(
      (r) => r.url().includes('/cust/employee/info/comp') && /"SIGN"/.test(r.postData() ?? ''),
    );
    await b.page.route('**/cust/employee/info/comp', async (route) => {
      if (/"SIGN"/.test(route.request().postData() ?? '')) await held;
      await route.continue();
    });
    const go = (to: string): Promise<void> =>
      b.page.evaluate(
        (p) => (window as unknown as { singleSpaNavigate: (x: string) => void }).singleSpaNavigate(p),
        to,
      );
    await go('/center/product/SIGN/home');
    await asked;
    await go('/index/index');
    const answered = b.page.waitForResponse((r) => /"SIGN"/.test(r.request().postData() ?? ''));
    release();
    await answered;
    await quiet(b.page);
    await b.page.unroute('**/cust/employee/info/comp');
    // Before: single-spa put /center/crm/user back when the guarded navigation was cancelled,
    // and the guard's answer then took the reader to the product centre.
    expect(pathOf(b.page)).toBe('/index/index');
    await b.page.getByRole('link', { name: '进入产品中心' }).waitFor();
  });

  it(
    "a product the company has not opened (body status '403') " + 'goes to the product centre without a message',
    async () => {
      await b.context.clearCookies();
      await loginInBrowser(b.context, OPERATOR);
      const { calls, stop } = recordGuardReads(b.page);
      // 华信核心制造集团 has SIGN under review (status 20), not opened.
      await b.page.goto(url('/center/product/SIGN/home'));
      await waitForPath(b.page, '/center/product/product');
      await settled(b.page);
      stop();
      expect(calls.some((c) => c.startsWith('comp:') && c.includes('"SIGN"'))).toBe(true);
      expect(await b.page.locator('.ant-message-notice').count()).toBe(0);
      expect(await cookie(b.page, 'access_token')).toBeTruthy();
    },
  );

  it('a product change reloads company info and permissions once; inside one product neither is reloaded', async () => {
    await b.page.goto(url('/center/product/product'));
    await settled(b.page);
    const { calls, stop } = recordGuardReads(b.page);
    await spaNavigate(b.page, '/center/crm/user');
    await quiet(b.page);
    expect(pathOf(b.page)).toBe('/center/crm/user');
    expect(calls.filter((c) => c.startsWith('comp:'))).toEqual([expect.stringContaining('"CRM"')]);
    expect(calls.filter((c) => c === 'perm')).toHaveLength(1);
    const state = (await b.page.evaluate(
      "import('@scf/shared').then((m) => ({ authed: m.getState().authed, comp: m.getState().compInfo?.compName }))",
    )) as {
      authed: boolean;
      comp?: string;
    };
    expect(state).toEqual({ authed: true, comp: '华信核心制造集团有限公司' });

    calls.length = 0;
    await spaNavigate(b.page, '/center/crm/company');
    await quiet(b.page);
    expect(pathOf(b.page)).toBe('/center/crm/company');
    expect(calls).toEqual([]);
    stop();
  });

  it(
    'the pointer resting on 进入产品中心 asks for the company and permissions once; ' +
      'the click then asks nothing again',
    async () => {
      await b.page.goto(url('/index/index'));
      await settled(b.page);
      const { calls, stop } = recordGuardReads(b.page);
      const link = b.page.getByRole('link', { name: '进入产品中心' });
      await link.hover();
      await expect.poll(() => calls.length).toBe(2);
      expect(calls).toContain('perm');
      expect(calls.find((c) => c.startsWith('comp:'))).toContain('"EC"');
      // Still on the home page, and still without a product context: hovering changes nothing.
      expect(pathOf(b.page)).toBe('/index/index');
      expect(await b.page.evaluate("import('@scf/shared').then((m) => m.getState().authed)")).toBe(false);
      await link.click();
      await waitForPath(b.page, '/center/product/product');
      await b.page.getByRole('heading', { name: '产品中心' }).waitFor();
      await quiet(b.page);
      expect(calls).toHaveLength(2);
      expect(await b.page.evaluate("import('@scf/shared').then((m) => m.getState().authed)")).toBe(true);
      stop();
    },
  );

  it('warns two minutes before the idle limit; 继续使用 keeps the session', async () => {
    await b.page.goto(url('/center/product/product'));
    await settled(b.page);
    await setLastActivity(b, 29 * MINUTE);
    const keep = b.page.getByRole('button', { name: '继续使用' });
    await keep.waitFor({ timeout: 10_000 });
    await b.page.getByText('登录即将过期').first().waitFor();
    await expectAccessible(b.page, 'idle warning');
    await keep.click();
    await keep.waitFor({ state: 'detached', timeout: 10_000 });
    const last = Number(await cookie(b.page, 'lastTime'));
    expect(Date.now() - last).toBeLessThan(MINUTE);
    expect(await cookie(b.page, 'access_token')).toBeTruthy();
  });

  it('after 30 minutes without activity the next moment shows 系统提示 and 重新登录 leads to login', async () => {
    await b.context.clearCookies();
    await loginInBrowser(b.context, OPERATOR);
    // A centre page: it reloads its data when the session state is reset, and that call's
    // HTTP 401 must not take the reader to login underneath the dialog.
    await b.page.goto(url('/center/crm/user'));
    await settled(b.page);
    await setLastActivity(b, 31 * MINUTE);
    await b.page.mouse.click(600, 500);
    // Named by its title (aria-labelledby), with the spec's text and one button.
    const dialog = b.page.getByRole('dialog', { name: '系统提示' }).filter({ hasText: '登录状态已过期，请重新登录' });
    await dialog.waitFor({ timeout: 10_000 });
    expect(await cookie(b.page, 'access_token')).toBeNull();
    // The page's own calls after the reset (and a navigation attempt) leave it in place.
    await b.page.evaluate(
      "import('@scf/shared').then((m) => m.loadHttp()).then((http) " +
        "=> http.post('/web/portal/api/cust/employee/info/comp', {}).catch(() => undefined))",
    );
    await b.page.waitForTimeout(1_500);
    expect(pathOf(b.page)).toBe('/center/crm/user');
    expect(await dialog.isVisible()).toBe(true);
    await expectAccessible(b.page, 'session expired dialog');
    await dialog.getByRole('button', { name: /重新登录/ }).click();
    await waitForPath(b.page, '/login');
    expect(pathOf(b.page)).toBe(`/login?redirect=${encodeURIComponent('/center/crm/user')}`);
  });

  it('the company switch page is exempt from the idle check', async () => {
    await b.context.clearCookies();
    await loginInBrowser(b.context, OPERATOR);
    await b.page.goto(url('/login/changeComp'));
    await settled(b.page);
    await setLastActivity(b, 45 * MINUTE);
    await b.page.mouse.click(5, 300);
    await b.page.waitForTimeout(2_500);
    expect(await b.page.getByRole('dialog').count()).toBe(0);
    expect(await cookie(b.page, 'access_token')).toBeTruthy();
    expect(pathOf(b.page)).toBe('/login/changeComp');
  });

  it('logout removes both token cookies and goes to the home page', async () => {
    await b.page.goto(url('/center/product/product'));
    await settled(b.page);
    await setLastActivity(b, 0);
    await b.page.evaluate("import('@scf/shared').then((m) => m.logout())");
    await waitForPath(b.page, '/index/index');
    expect(await cookie(b.page, 'access_token')).toBeNull();
    expect(await cookie(b.page, 'refresh_token')).toBeNull();
    // And the protected page is closed again.
    await b.page.goto(url('/center/product/product'));
    await waitForPath(b.page, '/login');
  });
});
