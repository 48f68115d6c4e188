/**
 * The product centre and 人员管理 fetch each thing once: a cold load asks for `product/list`
 * and `product/bLlist` at most one time each, although the page and its role labels both need
 * them (none at all when the server rendered the page with them, issue 36).
 * Account: 13800000009 (reads only; no other test changes it).
 */
import { describe, expect, it } from 'vitest';
import { settled, url } from './helpers/browser';
import { useSignedInBrowser } from './helpers/login';

const PAGES = [
  { name: 'the product centre', path: '/center/product/product', ready: '[data-product]' },
  // The administrator's list: the role choices need the opened products, the role column their names.
  { name: '人员管理', path: '/center/crm/employee/list', ready: '.ant-table-tbody tr.ant-table-row' },
];

for (const p of PAGES) {
  describe(`first screen of ${p.name}`, () => {
    const b = useSignedInBrowser('13800000009');

    it('asks for each product list at most once', async () => {
      const seen: string[] = [];
      b.page.on('request', (r) => {
        const m = /\/product\/(list|bLlist)$/.exec(new URL(r.url()).pathname);
        if (m?.[1]) seen.push(m[1]);
      });
      await b.page.goto(url(p.path));
      await settled(b.page);
      await b.page.locator(p.ready).first().waitFor();
      expect(seen.filter((x) => x === 'bLlist').length).toBeLessThanOrEqual(1);
      expect(seen.filter((x) => x === 'list').length).toBeLessThanOrEqual(1);
    });
  });
}
