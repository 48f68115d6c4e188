/**
 * A reader on a slow line sees the server-rendered login page seconds before its code has
 * arrived. What they type and tap in that time is kept (shared/ssr/early-input.ts): the tap on
 * 登录 does not reload the page, and once the page has hydrated the form is checked with what
 * they typed (only the captcha, which needs the code to show its image, is asked for) and the
 * sign-in goes through; a tap on a tab switches it once the code is there. The test holds the
 * scripts back until the reader has acted.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { settled, url, useBrowser } from './helpers/browser';
import { holdRequests } from './helpers/held-requests';
import { DEMO_PASSWORD, loginInBrowser, outboxCode } from './helpers/login';
import { untilServerRendered } from './helpers/server-rendered';
import { browserIdOf, isCaptchaResponse, spaced, waitForPath } from './helpers/signin-ui';
import { DEMO } from '../kit/people';

const SCRIPT = /\.(m?js)(\?|$)/;

/** Opens the server-rendered /login with every script held back; `release` lets them load. */
async function openWithoutCode(page: Page): Promise<{ release: () => Promise<void> }> {
  const scripts = await holdRequests(page, SCRIPT);
  await untilServerRendered('/login');
  await page.goto(url('/login'), { waitUntil: 'commit' });
  await page.locator('[data-scf-ssr] form').first().waitFor();
  return {
    release: async () => {
      await scripts.release();
      await page.waitForFunction(() =>
        performance.getEntriesByType('mark').some((m) => m.name === 'scf:hydrate:login'),
      );
    },
  };
}

/**
 * The login form was checked with the account and password the reader typed before the code
 * took over: only the captcha (never filled) is reported missing, and the account is kept.
 */
async function expectOnlyCaptchaMissing(page: Page): Promise<void> {
  const item = (label: string) =>
    page
      .locator('.ant-form-item')
      .filter({ has: page.getByText(label, { exact: true }) })
      .first();
  await item('图形验证码').locator('.ant-form-item-explain-error').first().waitFor();
  expect(await item('账号').locator('.ant-form-item-explain-error').count()).toBe(0);
  expect(await item('密码').locator('.ant-form-item-explain-error').count()).toBe(0);
  expect(await page.getByLabel('账号', { exact: true }).inputValue()).toBe(DEMO.operator);
}

describe('taps and typing before the login page has its code', () => {
  const b = useBrowser();

  it('keeps the typed account and password and the tap on 登录, and signs in once the code is there', async () => {
    const { page, errors } = b;
    const { release } = await openWithoutCode(page);
    await page.getByLabel('账号', { exact: true }).fill(DEMO.operator);
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    const login = page.getByRole('button', { name: spaced('登录') });
    await login.click();
    // Held, not lost: still on /login, the page not reloaded, the button marked busy.
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await login.getAttribute('aria-busy')).toBe('true');

    const captcha = page.waitForResponse(isCaptchaResponse, { timeout: 30_000 });
    await release();

    // The replayed tap checked the form with the typed values.
    await expectOnlyCaptchaMissing(page);
    expect(await login.getAttribute('aria-busy')).toBeNull();

    await settled(page);
    const answer = await outboxCode('captcha', browserIdOf(await captcha));
    await page.getByLabel('图形验证码', { exact: true }).fill(answer);
    await login.click();
    await waitForPath(page, /^\/center\//);
    expect(errors).toEqual([]);
  });

  it('keeps what is typed and tapped while the page hydrates in slices, on a slow phone', async () => {
    const { page } = b;
    await b.context.clearCookies();
    await page.unrouteAll();
    const scripts = await holdRequests(page, SCRIPT);
    await untilServerRendered('/login');
    await page.goto(url('/login'), { waitUntil: 'commit' });
    await page.locator('[data-scf-ssr] form').first().waitFor();
    // A CPU this slow stretches the hydration over seconds: the reader acts inside it.
    const cdp = await b.context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    try {
      await scripts.release();
      await page.locator('[data-scf-hydrating]').waitFor({ state: 'attached', timeout: 30_000 });
      await page.getByLabel('账号', { exact: true }).fill(DEMO.operator);
      await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: spaced('登录') }).click();
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    // The tap checked the form with the typed values.
    await expectOnlyCaptchaMissing(page);
  });

  it('a tap on the 短信登录 tab before the code arrives switches the tab once it is there', async () => {
    const { page } = b;
    await b.context.clearCookies();
    await page.unrouteAll();
    const { release } = await openWithoutCode(page);
    await page.getByRole('tab', { name: '短信登录' }).click();
    expect(await page.getByRole('tab', { name: '密码登录' }).getAttribute('aria-selected')).toBe('true');
    await release();
    await page.waitForFunction(
      () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === '短信登录',
    );
  });
});

describe('typing and tapping while a signed-in page hydrates', () => {
  const b = useBrowser();

  it("人员管理's search keeps the keyword typed and the 查询 tapped while the page hydrates", async () => {
    const { page, context } = b;
    await loginInBrowser(context, DEMO.supplierAdmin);
    const searched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/cust/employee/list')) searched.push(request.postData() ?? '');
    });
    // A CPU this slow stretches the hydration of the centre over seconds: the reader acts inside it.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    try {
      await page.goto(url('/center/crm/employee/list'), { waitUntil: 'commit' });
      await page.locator('[data-scf-hydrating]').waitFor({ state: 'attached', timeout: 60_000 });
      const box = page.getByRole('search', { name: '搜索员工' });
      await box.getByLabel('关键字').fill('王芳');
      await box.getByRole('button', { name: spaced('查询') }).click();
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    await expect.poll(() => searched.some((body) => body.includes('王芳')), { timeout: 30_000 }).toBe(true);
    await settled(page);
    expect(searched.at(-1)).toContain('王芳');
    expect(await page.getByRole('search', { name: '搜索员工' }).getByLabel('关键字').inputValue()).toBe('王芳');
  });
});
