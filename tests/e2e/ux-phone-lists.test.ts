/**
 * The customer-relations lists on a phone (390×844, touch): under 992 px every row is a card
 * whose actions are on screen without any sideways scroll, and no card is taller than a
 * screen (the role column no longer wraps letter by letter). When a page's data comes late (a
 * slow line), nothing the reader already sees moves as it arrives: no pager under an empty list,
 * no card under a skeleton (layout shift ≤ 0.02).
 * Account: 13800000001 as the administrator of 华信 (reads only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launch, layoutShift, settled, url, watchLayoutShift, type Browser } from './helpers/browser';
import { loginInBrowser } from './helpers/login';

const LISTS: { path: string; action: RegExp | null }[] = [
  { path: '/center/crm/employee/list', action: /^编辑/ },
  { path: '/center/crm/account/list', action: null },
  { path: '/center/crm/invication', action: null },
  { path: '/center/crm/message/list', action: null },
];

/** The calls of the lists' own pages (the header's account and messages, the employee list). */
const OWN_CALLS =
  /\/api\/web\/portal\/api\/(company\/custAccount\/login\/view|loginInfo\/view|message\/list|cust\/employee\/list)$/;

describe('CRM lists on a phone', () => {
  let b: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    b = await launch({ width: 390, height: 844, touch: true });
    ({ context, page } = b);
    await loginInBrowser(context, '13800000001', { company: '华信' });
  });
  afterAll(async () => {
    await b?.close();
  });

  for (const list of LISTS) {
    it(`${list.path}: cards with their actions in view, no sideways scroll`, async () => {
      await page.goto(url(list.path));
      await settled(page);
      await page.locator('[data-scf-cards]').waitFor();
      expect(await page.locator('table').count()).toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const cards = page.locator('[data-scf-card]');
      if ((await cards.count()) === 0) return;
      const tallest = await cards.evaluateAll((els) => Math.max(...els.map((e) => e.getBoundingClientRect().height)));
      expect(tallest).toBeLessThan(844);
      // Every button of a card lies inside the screen's width.
      const outside = await page
        .locator('[data-scf-card] button, [data-scf-card] a')
        .evaluateAll(
          (els) =>
            els
              .map((e) => e.getBoundingClientRect())
              .filter((r) => r.width > 0 && (r.left < 0 || r.right > window.innerWidth)).length,
        );
      expect(outside).toBe(0);
      if (list.action) {
        const action = cards.first().getByRole('button', { name: list.action });
        await action.tap();
        await page.getByRole('dialog').first().waitFor();
      }
    });
  }

  // The context is a desktop Chromium at a phone's width (its requests say Sec-CH-UA-Mobile ?0):
  // the server renders for the width the browser states (Sec-CH-Viewport-Width), so the first
  // HTML is already the phone layout with its data and hydration moves nothing.
  for (const path of ['/center/crm/user', '/center/crm/message/list', '/center/crm/employee/list']) {
    it(`${path}: nothing moves when the data arrives late`, async () => {
      const shifted = await context.newPage();
      try {
        await watchLayoutShift(shifted);
        // The page's own calls answer a second late: its loading state is painted first.
        await shifted.route(OWN_CALLS, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          await route.continue();
        });
        await shifted.goto(url(path));
        await settled(shifted);
        await shifted.getByRole('heading', { level: 1 }).first().waitFor();
        await shifted.waitForLoadState('networkidle');
        await expect(layoutShift(shifted)).resolves.toBeLessThanOrEqual(0.02);
      } finally {
        await shifted.close();
      }
    });
  }
});
