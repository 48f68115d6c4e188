/**
 * The centre shows its frame at once: on a cold load of the product centre the header, the
 * side menu and outlines of the content are on screen while the data has not yet arrived (the
 * API is held back here), not a lone "正在加载中......". Account: 13800000009 (reads only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { launch, settled, url, type Browser } from './helpers/browser';
import { loginInBrowser } from './helpers/login';

describe('first screen of the centre', () => {
  let b: Browser;
  beforeAll(async () => {
    b = await launch();
    await loginInBrowser(b.context, '13800000009');
  });
  afterAll(async () => {
    await b.close();
  });

  it('a cold load of the product centre shows header, menu and content outlines before the data', async () => {
    const held: Route[] = [];
    let release = false;
    await b.page.route('**/api/**', (route) => {
      if (release) return route.continue();
      held.push(route);
      return undefined;
    });
    await b.page.goto(url('/center/product/product'), { waitUntil: 'domcontentloaded' });
    // The data is held back: no product has arrived, yet the frame is on screen.
    await b.page.locator('[data-scf-frame="header"]').waitFor({ state: 'visible' });
    const header = await b.page.locator('[data-scf-frame="header"]').boundingBox();
    const side = await b.page.locator('[data-scf-frame="side"]').boundingBox();
    const main = await b.page.locator('[data-scf-frame="main"]').boundingBox();
    expect(header?.height).toBeGreaterThanOrEqual(48);
    expect(side?.width).toBeGreaterThan(100);
    expect(main?.height).toBeGreaterThan(200);
    expect(await b.page.locator('[data-product]').count()).toBe(0);
    // Then the data comes and the real page replaces the frame.
    release = true;
    for (const r of held.splice(0)) await r.continue();
    await b.page.locator('[data-product]').first().waitFor();
    await settled(b.page);
    expect(await b.page.locator('[data-scf-frame="header"]').isVisible()).toBe(false);
    await b.page.unroute('**/api/**');
  });
});
