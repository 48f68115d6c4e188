/**
 * What a reader meets when the connection or the session goes (issues 32.2 and 33.3):
 * - the server stopped, or the browser offline: a click on the header's 产品中心 keeps the page
 *   and the session, says 网络连接失败, and goes on by itself when the server answers again; a
 *   page in an error state loads again by itself; an application whose code could not be
 *   downloaded is loaded again instead of leaving a blank page;
 * - after 30 idle minutes the first click anywhere (a header link, the bell) shows 系统提示
 *   "登录状态已过期，请重新登录" over the page as it was; a device signed out from 登录设备 is
 *   told why on the login page.
 * "The server stopped" is a TCP relay in front of the shared server, closed and opened again on
 * the same port: the browser sees refused connections, as with a stopped process.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, launch, settled, url, useServer, type Browser, useBrowser } from './helpers/browser';
import { api, apiLogin, browserTokens, loginInBrowser } from './helpers/login';
import { createOwnAccount } from './helpers/own-account';

/** A relay to the shared server that can be "stopped" (refuses connections) and started again. */
async function relay(
  target: string,
): Promise<{ url: string; stop: () => Promise<void>; start: () => Promise<void>; close: () => Promise<void> }> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let listenPort = 0;
  const start = async (): Promise<void> => {
    if (server) return;
    const created = net.createServer((client) => {
      const upstream = net.connect(Number(port), hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    server = created;
    const listening = created;
    await new Promise<void>((resolve) => listening.listen(listenPort, '127.0.0.1', resolve));
    listenPort = (listening.address() as net.AddressInfo).port;
  };
  const stop = async (): Promise<void> => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()));
  };
  await start();
  return { url: `http://127.0.0.1:${listenPort}`, stop, start, close: stop };
}

describe('an outage never ends the session (desktop, 1280 px)', () => {
  let b: Browser;
  let proxy: Awaited<ReturnType<typeof relay>>;
  beforeAll(async () => {
    proxy = await relay(baseUrl());
    useServer(proxy.url);
    b = await launch();
    await loginInBrowser(b.context, '13800000011');
  });
  afterAll(async () => {
    await b?.close();
    useServer(null);
    await proxy?.close();
  });

  const productCentreLink = () => b.page.locator('header').getByRole('link', { name: '产品中心' });

  it('the server stopped: 产品中心 keeps the page and the token, says so, and goes on once it is back', async () => {
    await b.page.goto(url('/center/crm/user'));
    await settled(b.page);
    const tokenBefore = (await browserTokens(b.context)).accessToken;
    expect(tokenBefore).not.toBeNull();
    await proxy.stop();
    try {
      await productCentreLink().click();
      await b.page
        .getByText('服务暂时不可用，恢复后将自动重试')
        .or(b.page.getByText('网络连接失败，连接恢复后将自动重试'))
        .first()
        .waitFor();
      expect(new URL(b.page.url()).pathname).toBe('/center/crm/user');
      expect((await browserTokens(b.context)).accessToken).toBe(tokenBefore);
      await b.page.getByRole('main').getByText('基本信息').first().waitFor();
    } finally {
      // Started again even when a step above fails, so the next tests do not fail after it.
      await proxy.start();
    }
    await b.page.waitForURL(/\/center\/product\/product$/, { timeout: 40_000 });
    await b.page.getByText('网络已恢复').waitFor();
    expect((await browserTokens(b.context)).accessToken).not.toBeNull();
  });

  /**
   * Opens 个人信息, goes offline and asks the page again (the tab's 刷新当前): it fails and says
   * so; `offline` runs before the connection comes back.
   */
  async function failOffline(offline: () => Promise<void> = async () => undefined): Promise<void> {
    await b.page.goto(url('/center/crm/user'));
    await settled(b.page);
    await b.context.setOffline(true);
    try {
      await b.page.getByRole('button', { name: '标签操作' }).click();
      await b.page.getByRole('menuitem', { name: '刷新当前' }).click();
      await b.page.getByRole('main').getByText('网络连接失败，连接恢复后将自动重试').waitFor();
      await offline();
    } finally {
      await b.context.setOffline(false);
    }
  }

  it('offline: a page that failed to load loads again by itself, and 产品中心 waits for the connection', async () => {
    // The page asked again while offline fails and says so …
    await failOffline(async () => {
      // … and the header's 产品中心 keeps the page and the session.
      await productCentreLink().click();
      await b.page.getByText('网络连接失败，连接恢复后将自动重试').first().waitFor();
      expect(new URL(b.page.url()).pathname).toBe('/center/crm/user');
      expect((await browserTokens(b.context)).accessToken).not.toBeNull();
    });
    await b.page.waitForURL(/\/center\/product\/product$/, { timeout: 40_000 });
    await b.page.getByRole('main').getByRole('heading').first().waitFor();
    expect((await browserTokens(b.context)).accessToken).not.toBeNull();
  });

  it('offline: a page in an error state recovers by itself when the connection returns', async () => {
    await failOffline();
    await b.page.getByRole('main').getByText('基本信息').first().waitFor({ timeout: 40_000 });
    expect(new URL(b.page.url()).pathname).toBe('/center/crm/user');
  });

  it('an application whose code could not be downloaded is loaded again, not left blank', async () => {
    // The public site's code cannot be fetched (its first download, and the prefetch, fail).
    const blocked = '**/assets/parcels/index/**';
    await b.page.route(blocked, (route) => route.abort('internetdisconnected'));
    await b.page.goto(url('/center/crm/user'));
    await settled(b.page);
    await b.page.locator('header').getByRole('link', { name: '首页' }).click();
    await b.page
      .getByText(/网络连接失败|服务暂时不可用/)
      .first()
      .waitFor();
    await b.page.unroute(blocked);
    await b.page.locator('#scf-main, main').first().waitFor({ timeout: 40_000 });
    await b.page.waitForFunction(
      () => document.querySelector('[id^="single-spa-application:@scf/index"]')?.childElementCount,
      undefined,
      { timeout: 40_000 },
    );
    expect(new URL(b.page.url()).pathname).toBe('/index/index');
  });
});

describe('after 30 idle minutes every click shows the expiry dialog over the page as it was (desktop)', () => {
  const b = useBrowser();

  /**
   * Clicks the control in the same task as the activity clock is set 31 minutes back (before the watch's next tick).
   */
  const idleClick = (control: Locator) =>
    control.evaluate((el) => {
      document.cookie = `lastTime=${Date.now() - 31 * 60_000}; path=/`;
      (el as HTMLElement).click();
    });

  const targets = [
    { name: '账户管理', control: (p: Page) => p.locator('header').getByRole('link', { name: '账户管理' }) },
    { name: '产品中心', control: (p: Page) => p.locator('header').getByRole('link', { name: '产品中心' }) },
    { name: 'the bell', control: (p: Page) => p.locator('header').getByRole('link', { name: /^站内信/ }) },
  ];
  for (const t of targets) {
    it(`${t.name}`, async () => {
      await b.context.clearCookies();
      await loginInBrowser(b.context, '13800000011');
      await b.page.goto(url('/center/crm/user'));
      await settled(b.page);
      await b.page.locator('header[data-scf-header="ready"]').waitFor();
      const banner = b.page.locator('header').first();
      const accountName = await banner.textContent();
      await idleClick(t.control(b.page));
      const dialog = b.page
        .getByRole('dialog')
        .or(b.page.getByRole('alertdialog'))
        .filter({ hasText: '登录状态已过期，请重新登录' });
      await dialog.waitFor();
      await b.page.waitForTimeout(500);
      expect(new URL(b.page.url()).pathname).toBe('/center/crm/user');
      // The page under the dialog is the one it was: the account, not 登录; no unnamed roles.
      expect(await banner.getByRole('link', { name: /^登\s*录$/ }).count()).toBe(0);
      expect(await banner.textContent()).toBe(accountName);
      expect(await b.page.getByText('未命名产品').count()).toBe(0);
      await dialog.getByRole('button', { name: '重新登录' }).click();
      await b.page.waitForURL(/\/login\?redirect=/);
    });
  }
});

describe('a device signed out from 登录设备 is told why (phone, 390 px, touch)', () => {
  const b = useBrowser({ width: 390, height: 844, touch: true });

  it('the next tap lands on the login page saying 您已在其他设备被强制下线', async () => {
    const own = await createOwnAccount('强制下线');
    const tokens = await loginInBrowser(b.context, own.mobile, { password: own.password });
    await b.page.goto(url('/center/crm/user'));
    await settled(b.page);
    // Another device of the same person signs this one out.
    const other = await apiLogin(own.mobile, { password: own.password });
    const mine = await api<{ sessionId: string; current: boolean }[]>('/api/web/portal/api/cust/session/mine', {
      token: other.accessToken,
      body: {},
    });
    const target = mine.find((d) => !d.current);
    expect(target).toBeDefined();
    await api(`/api/web/portal/api/cust/session/signOut?sessionId=${encodeURIComponent(target?.sessionId ?? '')}`, {
      token: other.accessToken,
      body: {},
    });
    expect(tokens.accessToken).not.toBe(other.accessToken);
    await b.page.locator('header').getByRole('button', { name: '导航菜单' }).tap();
    await b.page.getByRole('menuitem', { name: '产品中心' }).tap();
    await b.page.waitForURL(/\/login/);
    await b.page.getByText('您已在其他设备被强制下线').first().waitFor();
  });
});
