/**
 * A visitor of the public site downloads the centre's code only when they show they are about to
 * sign in: hovering (or focusing, touching) the header's 登录 link, or typing into the login form.
 * Once the home page has loaded and the browser is idle it has fetched the entry files of the
 * public applications it links to (the login page among them), but neither their libraries nor
 * anything of the centre (issue 36: the home page's JS by network idle). A visitor who asked to
 * save data gets neither the idle prefetches nor the intent ones.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { launch, settled, url, type Browser } from './helpers/browser';

const CENTRE_CODE = /\/assets\/parcels\/center\//;
const LOGIN_CODE = /\/assets\/parcels\/login\//;
/** The login page's own libraries (its form controls): `@scf/lib/login` in the import map. */
const LOGIN_LIBRARIES = /\/assets\/vendor\/@scf\/lib\/login-/;

/** Every script URL the page asks for from now on. */
function scripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    if (r.resourceType() === 'script' || /\.m?js(\?|$)/.test(r.url())) seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

/** Resolves after the idle callbacks the page had already asked for (they run in order). */
const idle = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
/** Resolves once the page has drawn a frame and run the task after it. */
const nextFrame = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

let browser: Browser | null = null;
afterEach(async () => {
  await browser?.close();
  browser = null;
});

describe('centre code on intent only', () => {
  it('the home page fetches the login page ahead when idle, the centre only once 登录 is hovered', async () => {
    browser = await launch();
    const { page } = browser;
    const seen = scripts(page);
    const loginFetched = page.waitForRequest((r) => LOGIN_CODE.test(r.url()), { timeout: 30_000 });
    await page.goto(url('/index/index'));
    await settled(page);
    // The idle prefetch of the public applications the page links to has run…
    await loginFetched;
    await page.waitForLoadState('networkidle');
    // …and took nothing of the centre with it, nor the login page's libraries.
    expect(seen.filter((p) => CENTRE_CODE.test(p) || LOGIN_LIBRARIES.test(p))).toEqual([]);

    const centreFetched = page.waitForRequest((r) => CENTRE_CODE.test(r.url()), { timeout: 30_000 });
    await page.getByRole('link', { name: '登录', exact: true }).first().hover();
    await centreFetched;
  });

  it('the login page fetches the centre once the reader types', async () => {
    browser = await launch();
    const { page } = browser;
    const seen = scripts(page);
    await page.goto(url('/login'));
    await settled(page);
    await idle(page);
    await page.waitForLoadState('networkidle');
    expect(seen.filter((p) => CENTRE_CODE.test(p))).toEqual([]);

    const centreFetched = page.waitForRequest((r) => CENTRE_CODE.test(r.url()), { timeout: 30_000 });
    await page.locator('form input').first().pressSequentially('138', { delay: 20 });
    await centreFetched;
  });

  it('with Save-Data nothing is fetched ahead, on idle or on intent', async () => {
    browser = await launch();
    const { page, context } = browser;
    // What Chromium reports when the visitor has turned on its data saver.
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: { saveData: true, effectiveType: '4g' },
      });
    });
    const seen = scripts(page);
    await page.goto(url('/index/index'));
    await settled(page);
    await idle(page);
    await page.getByRole('link', { name: '登录', exact: true }).first().hover();
    await nextFrame(page);
    expect(seen.filter((p) => CENTRE_CODE.test(p) || LOGIN_CODE.test(p))).toEqual([]);
  });
});
