/**
 * The product centre fetches each thing once: a cold load asks for `product/list` and
 * `product/bLlist` one time each, although the page and its role labels both need them.
 * Account: 13800000009 (reads only; no other test changes it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, settled, url, type Browser } from './helpers/browser';
import { loginInBrowser } from './helpers/login';

describe('first screen of the product centre', () => {
  let b: Browser;
  beforeAll(async () => {
    b = await launch();
    await loginInBrowser(b.context, '13800000009');
  });
  afterAll(async () => {
    await b.close();
  });

  it('asks for each product list once', async () => {
    const seen: string[] = [];
    b.page.on('request', (r) => {
      const m = /\/product\/(list|bLlist)$/.exec(new URL(r.url()).pathname);
      if (m?.[1]) seen.push(m[1]);
    });
    await b.page.goto(url('/center/product/product'));
    await settled(b.page);
    await b.page.locator('[data-product]').first().waitFor();
    expect(seen.filter((p) => p === 'list')).toHaveLength(1);
    expect(seen.filter((p) => p === 'bLlist')).toHaveLength(1);
  });
});
