/**
 * Steps the centre's browser tests share: opening a centre page as a user reaches it, reading
 * its heading, the axe check, and the product centre's list.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { describeViolations, seriousA11yViolations, settled, url } from './browser';

/** A button's accessible name; antd puts a space between two CJK characters (确 定). */
export const btn = (text: string): RegExp => new RegExp(`^${[...text].join('\\s*')}$`);

/** Asks single-spa to move to `to`, as a link inside the app does, without waiting for it. */
export const spaGo = (page: Page, to: string): Promise<void> =>
  page.evaluate((p) => (window as unknown as { singleSpaNavigate: (path: string) => void }).singleSpaNavigate(p), to);

/**
 * Opens a centre page: in-app navigation (single-spa) when the portal is already loaded, which
 * is what a user clicking a link gets, else a full page load.
 */
export async function openCentrePage(page: Page, path: string): Promise<void> {
  const loaded =
    page.url().startsWith(url('/center')) &&
    (await page.evaluate(() => document.body.classList.contains('scf-mounted')));
  if (loaded) {
    const before = await page.evaluate(() => location.pathname + location.search);
    if (before === path) return;
    await spaGo(page, path);
    await page.waitForFunction((p) => location.pathname + location.search !== p, before);
  } else {
    await page.goto(url(path));
    await settled(page);
  }
  await page.locator('#scf-main').waitFor();
}

/** The page heading once it shows `expected` (or whatever it settles on within the timeout). */
export async function heading(page: Page, expected?: string): Promise<string> {
  const h1 = page.locator('#scf-main h1').first();
  await h1.waitFor();
  if (expected)
    await page
      .waitForFunction((t) => document.querySelector('#scf-main h1')?.textContent?.trim() === t, expected, {
        timeout: 10_000,
      })
      .catch(() => undefined);
  return (await h1.textContent())?.trim() ?? '';
}

/** No serious or critical axe violation on the page; the message lists what was found. */
export async function expectAxeClean(page: Page, what: string): Promise<void> {
  const v = await seriousA11yViolations(page);
  expect(v, `${what}:\n${describeViolations(v)}`).toEqual([]);
}

/** Opens the product centre showing all products (the filter is list-page state and may be kept). */
export async function openProductCentre(page: Page, query = ''): Promise<void> {
  await page.goto(url(`/center/product/product${query}`));
  await settled(page);
  await page.locator('[data-product]').first().waitFor();
  await page.locator('.ant-segmented-item-label').getByText('全部产品', { exact: true }).click();
  await page.locator('[data-product]').nth(8).waitFor();
}

/** The product centre's card of a product. */
export const productCard = (page: Page, code: string) => page.locator(`[data-product="${code}"]`);

/** Loads a product's page (`/center/product/<CODE>/…`) and waits for the product's own markup. */
export async function openProduct(
  page: Page,
  path: string,
  product: 'bill' | 'endorse' | 'credit' | 'znx' | 'settle',
): Promise<void> {
  await page.goto(url(path));
  await settled(page);
  await page.getByTestId(`product-${product}`).waitFor();
  // The product's first page may be the server's markup until the product's module has loaded and
  // taken it over (the mark goes when its parcel mounts): a tap or typing before that reaches no
  // handler. A reader would see the page react a moment later; the test acts only once it can.
  await page.waitForFunction(() => !document.querySelector('[data-scf-product-ssr]'));
}
