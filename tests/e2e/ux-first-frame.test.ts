/**
 * The centre shows its frame at once: on a cold load of the product centre the header, the
 * menu and the content are on screen while the browser's own API calls have not yet been
 * answered (they are held back here), not a lone "正在加载中......". A signed-in reader's page
 * arrives rendered by the server (issue 36), products included; the frame the host page draws
 * when the server does not render it is checked in tests/server/server-render-signed-in.test.ts.
 * The loading overlay does not mask such a page while the reads behind it are slow.
 * Account: 13800000009 (reads only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, settled, url, type Browser } from './helpers/browser';
import { holdRequests } from './helpers/held-requests';
import { loginInBrowser } from './helpers/login';
import { hydratedApps } from './helpers/server-rendered';

describe('first screen of the centre', () => {
  let b: Browser;
  beforeAll(async () => {
    b = await launch();
    const { accessToken } = await loginInBrowser(b.context, '13800000009');
    // The server's first render of a page loads its code: on a loaded machine it may miss its
    // budget, and the page would be served for the browser to render. Asked until it is rendered.
    for (let attempt = 0; attempt < 40; attempt++) {
      const html = await (
        await fetch(url('/center/product/product'), { headers: { cookie: `access_token=${accessToken}` } })
      ).text();
      if (html.includes('data-scf-ssr=')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  afterAll(async () => {
    await b.close();
  });

  it('a cold load of the product centre shows header, menu and content outlines before the data', async () => {
    const api = await holdRequests(b.page, '**/api/**');
    await b.page.goto(url('/center/product/product'), { waitUntil: 'domcontentloaded' });
    // The browser's calls are held back, yet the header, the menu and the products are on screen:
    // the server rendered them with the page.
    const header = b.page.locator('header[data-scf-header]');
    await header.waitFor({ state: 'visible' });
    expect((await header.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await expect(b.page.locator('[data-product]').count()).resolves.toBeGreaterThan(0);
    expect((await b.page.locator('main#scf-main').boundingBox())?.height).toBeGreaterThan(200);
    expect(await b.page.locator('[data-scf-frame="header"]').count()).toBe(0);
    // Not the boot screen of a page the browser renders from scratch (its 正在加载中......). The
    // loading overlay may come over the page once its code runs: the held calls are pending.
    expect(await b.page.locator('#scf-boot').isVisible()).toBe(false);
    // Then the data comes and the real page replaces the frame.
    await api.release();
    await b.page.locator('[data-product]').first().waitFor();
    await settled(b.page);
    expect(b.errors).toEqual([]);
    await b.page.unroute('**/api/**');
  });

  it('a server-rendered page is not masked by the loading overlay while the reads behind it are slow', async () => {
    // Every call of the page is held until the page has hydrated and the overlay's delay has
    // long passed: the company and permission reads that confirm the page (the guard's
    // revalidation) and the header's reads are behind content already shown, so the overlay
    // must not count them.
    const api = await holdRequests(b.page, '**/api/**');
    await b.page.goto(url('/center/crm/user'), { waitUntil: 'domcontentloaded' });
    await expect.poll(() => hydratedApps(b.page), { timeout: 20_000 }).toEqual(['scf:hydrate:center']);
    await expect.poll(() => api.count()).toBeGreaterThan(0);
    // Well past the overlay's 150 ms delay, with the calls still pending.
    await b.page.waitForTimeout(1_000);
    expect(await b.page.locator('text=正在加载中 >> visible=true').count()).toBe(0);
    await api.release();
    await settled(b.page);
    expect(b.errors).toEqual([]);
    await b.page.unroute('**/api/**');
  });
});
