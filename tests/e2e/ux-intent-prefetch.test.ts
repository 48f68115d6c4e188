/**
 * A visitor of the public site downloads the centre's code only when they show they are about to
 * sign in: hovering (or focusing, touching) the header's 登录 link, or typing into the login form.
 * The home page takes nothing of another application ahead, nor the request machinery that a page
 * loads on its first call, until such a sign (issue 36: the home page's JS by network idle). The
 * login page, once idle, has fetched the entry files of the public applications it links to
 * (注册, 忘记密码), but not their libraries. A visitor who asked to
 * save data gets neither the idle prefetches nor the intent ones.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { launch, settled, url, type Browser } from './helpers/browser';

const CENTRE_CODE = /\/assets\/parcels\/center\//;
const LOGIN_CODE = /\/assets\/parcels\/login\//;
const REGISTER_CODE = /\/assets\/parcels\/register\//;
/** Code of another application than the home page's own. */
const OTHER_APPS = /\/assets\/parcels\/(center|login|register|resetpwd|not-found|product-[a-z-]+)\//;
/** The registration pages' own libraries: `@scf/lib/register` in the import map. */
const REGISTER_LIBRARIES = /\/assets\/vendor\/@scf\/lib\/register-/;
/** The request machinery (axios and the pipeline), which @scf/shared loads on a page's first call. */
const REQUEST_MACHINERY = /\/assets\/vendor\/chunks\/shell-lazy-/;

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
  it('the home page fetches no other application until 登录 is hovered, then the login page and the centre', async () => {
    browser = await launch();
    const { page } = browser;
    const seen = scripts(page);
    await page.goto(url('/index/index'));
    await settled(page);
    await idle(page);
    await idle(page);
    await page.waitForLoadState('networkidle');
    // Nothing of another application, and, since a news reader makes no call, no request machinery.
    expect(seen.filter((p) => OTHER_APPS.test(p) || REQUEST_MACHINERY.test(p))).toEqual([]);

    const wanted = [LOGIN_CODE, CENTRE_CODE, REQUEST_MACHINERY].map((re) =>
      page.waitForRequest((r) => re.test(r.url()), { timeout: 30_000 }),
    );
    await page.getByRole('link', { name: '登录', exact: true }).first().hover();
    await Promise.all(wanted);
  });

  it('the login page fetches the register entry when idle (no libraries), the centre once one types', async () => {
    browser = await launch();
    const { page } = browser;
    const seen = scripts(page);
    const registerFetched = page.waitForRequest((r) => REGISTER_CODE.test(r.url()), { timeout: 30_000 });
    await page.goto(url('/login'));
    await settled(page);
    await registerFetched;
    await idle(page);
    await page.waitForLoadState('networkidle');
    expect(seen.filter((p) => CENTRE_CODE.test(p) || REGISTER_LIBRARIES.test(p))).toEqual([]);

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
