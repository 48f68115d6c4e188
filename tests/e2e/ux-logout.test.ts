/**
 * Logging out from a centre page ends on the home page even when the page still has requests
 * under way: they are cancelled with the session, and an answer that arrives anyway (a 401,
 * since the server revoked the session) neither clears anything nor sends the reader to the
 * login page. The calls a centre page makes after its first paint (the product lists the role
 * labels need, or, on a page the server rendered with them, the header's account and unread
 * count) are held back until the logout is done, so the race the reader met by chance happens
 * every time here.
 * Account: 13800000009 (log in and log out only; no other test changes it).
 */
import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { url, useBrowser } from './helpers/browser';
import { loginInBrowser } from './helpers/login';
import { pathOf, quiet, waitForPath } from './helpers/signin-ui';

const HELD = /\/(product\/(list|bLlist)|message\/getIsUnreadNumbers|custAccount\/login\/view)$/;

describe('logout with requests in flight', () => {
  const b = useBrowser();

  for (const path of ['/center/crm/user', '/center/crm/account/list']) {
    it(`from ${path} ends on the home page, not on /login`, async () => {
      await b.context.clearCookies();
      await loginInBrowser(b.context, '13800000009');
      const held: Route[] = [];
      await b.page.route(HELD, (route) => {
        held.push(route);
      });
      await b.page.goto(url(path));
      await expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThan(0);

      await b.page.getByRole('button', { name: /账户菜单$/ }).click();
      await b.page.getByRole('menuitem', { name: '退出登录' }).click();
      const dialog = b.page.getByRole('dialog').filter({ hasText: '确定要退出登录吗？' });
      await dialog.getByRole('button', { name: '退出登录' }).click();
      await waitForPath(b.page, '/index/index');

      // The held requests now reach the server, which has revoked the session.
      await b.page.unroute(HELD);
      for (const r of held) await r.continue().catch(() => undefined);
      await quiet(b.page);
      expect(pathOf(b.page)).toBe('/index/index');
      expect(await b.page.getByText('登录状态已失效', { exact: false }).count()).toBe(0);
    });
  }
});
