/**
 * Two tabs of one browser refreshing the access token at the same moment stay signed in.
 * The refresh token is single use and a reused one revokes the session, so the tabs must not
 * both present it: the client serialises the exchange across tabs (Web Locks) and a tab that
 * finds the access token already renewed by the other uses it; the server, for a race that
 * still happens, answers the same browser's second presentation within seconds with the same
 * pair. Both paths are exercised here against the real server.
 * Account: 13800000002 (log in only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, settled, url, type Browser } from './helpers/browser';
import { api, browserTokens, loginInBrowser, REFRESH_COOKIE_PATH } from './helpers/login';
import { PORTAL_API as P } from '../kit/api';
import { DEMO } from '../kit/people';

const OPERATOR = DEMO.operator;
const VIEW = `${P}/loginInfo/view`;

/** Calls the login info through the portal's own http client (with its refresh logic). */
function viewThroughClient(page: Page): Promise<string> {
  return page.evaluate(
    `import('@scf/shared').then((m) => m.loadHttp()).then((http) ` +
      `=> http.post('/web/portal/api/loginInfo/view', {})).then((r) => r.data.body.userName)`,
  );
}

describe('two tabs refreshing at once', () => {
  let b: Browser;
  let second: Page;
  beforeAll(async () => {
    b = await launch();
    second = await b.context.newPage();
  });
  afterAll(async () => {
    await b.close();
  });

  it('one tab refreshes, the other uses its result, and both stay signed in', async () => {
    const tokens = await loginInBrowser(b.context, OPERATOR);
    for (const page of [b.page, second]) {
      await page.goto(url('/center/product/product'));
      await settled(page);
    }
    // Both tabs meet an expired access token at once (the server's 4011 for the old token).
    let refreshes = 0;
    for (const page of [b.page, second]) {
      page.on('request', (r) => {
        if (r.url().endsWith(REFRESH_COOKIE_PATH)) refreshes++;
      });
      await page.route(`**${VIEW}`, async (route) => {
        if (route.request().headers().authorization === `Bearer ${tokens.accessToken}`) {
          await route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: JSON.stringify({ status: 4011, ok: false, msg: '访问令牌已过期', body: null }),
          });
        } else {
          await route.continue();
        }
      });
    }
    const names = await Promise.all([viewThroughClient(b.page), viewThroughClient(second)]);
    expect(names).toEqual(['李娜', '李娜']);
    expect(refreshes).toBe(1);
    const now = await browserTokens(b.context);
    expect(now.accessToken).not.toBe(tokens.accessToken);
    expect(now.refreshToken).not.toBe(tokens.refreshToken);
    expect((await api<{ userName: string }>(VIEW, { token: now.accessToken ?? '' })).userName).toBe('李娜');
    for (const page of [b.page, second]) await page.unroute(`**${VIEW}`);
  });

  it('two refreshes racing from the two tabs with the same token both get one pair (server grace window)', async () => {
    const tokens = await loginInBrowser(b.context, OPERATOR);
    // Both tabs present the same refresh token at the same moment. (With the cookie, the
    // browser would often send the second request after the first answer had renewed it; the
    // body field makes the race certain, from the same browser.)
    const refresh = (page: Page) =>
      page.evaluate(
        async ([path, token]) => {
          const res = await fetch(path, {
            method: 'POST',
            credentials: 'omit',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ refreshToken: token }),
          });
          return (
            ((await res.json()) as { ok: boolean; body: { accessToken?: string } | null }).body?.accessToken ?? null
          );
        },
        [REFRESH_COOKIE_PATH, tokens.refreshToken] as const,
      );
    const [one, two] = await Promise.all([refresh(b.page), refresh(second)]);
    expect(one).toEqual(expect.any(String));
    expect(two).toBe(one);
    expect(one).not.toBe(tokens.accessToken);
    // The session lives on.
    expect((await api<{ userName: string }>(VIEW, { token: one ?? '' })).userName).toBe('李娜');
  });
});
