/**
 * Server rendering of the public routes in a real browser against the real server:
 *  - with JavaScript off, /login and /index/index already show their content (the login
 *    description, the hero banner, the seeded banners, products and news);
 *  - with JavaScript on, the parcel hydrates that markup (the mount says so) with no console
 *    error and no React hydration error, and the page stays interactive (the login form
 *    submits; the centre opens after login as before);
 *  - a reader who asked for less motion keeps the server's elements (the page is not mounted
 *    again when the theme follows the preference after hydration);
 *  - a reader with a session cookie on /login is sent on by the browser's guard as before;
 *  - a phone gets the phone layout from the server (no brand panel, nothing wider than the
 *    screen, the menu button in the header), and hydration keeps it without a shift.
 * The server renders a page within a time budget and caches it; a page whose first render is
 * still under way is served for the browser to render, so the tests first wait until the
 * server hands out the rendered page (fetching it again, no timing asserted).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { BANNERS, NEWS_TITLES } from '../../server/db/seed/content.data';
import { launch, layoutShift, settled, sharedBrowser, url, watchLayoutShift, type Browser } from './helpers/browser';
import { DEMO_PASSWORD } from './helpers/login';
import { expectWholePage, hydratedApps, untilServerRendered } from './helpers/server-rendered';
import { nextCaptcha, submitPasswordLogin, waitForPath } from './helpers/signin-ui';
import { DEMO } from '../kit/people';

const OPERATOR = DEMO.operator;

/** Marks every element of the server's markup as the document finishes parsing, before any script. */
const markServerElements = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const el of document.querySelectorAll('[data-scf-ssr] *'))
        (el as Element & { scfFromServer?: boolean }).scfFromServer = true;
    });
  });
};

/** Whether the element is one the server sent (kept by hydration), not one rendered after. */
const fromServer = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => (el as Element & { scfFromServer?: boolean }).scfFromServer === true);

describe('public pages arrive rendered', () => {
  let b: Browser;
  beforeAll(async () => {
    await untilServerRendered('/login');
    await untilServerRendered('/index/index', 'cms:page:NEWS');
    b = await launch();
  });
  afterAll(async () => {
    await b?.close();
  });

  it('shows the login page and the home page with JavaScript disabled', async () => {
    const context = await (await sharedBrowser()).newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    try {
      await page.goto(url('/login'));
      await expectWholePage(page, '登录', ['企业用户登录', '核心企业、供应商、资金方在同一平台协同', '密码登录']);

      await page.goto(url('/index/index'));
      const home = await expectWholePage(page, '首页', [(BANNERS[0] as readonly [string, string])[0], '产品服务']);
      expect(NEWS_TITLES.some((t) => home.includes(t))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('serialises the data the page was rendered with, escaped for a script element', async () => {
    const html = await untilServerRendered('/index/index');
    const block = /<script type="application\/json" id="scf-page-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    const data = JSON.parse(block) as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['cms:hurdles', 'cms:list:HOME_BANNER']));
  });

  it(
    'paints before it fetches code: no preload ahead of the content, ' +
      'the closure listed for after the first frame, each file fetched once',
    async () => {
      const html = await untilServerRendered('/login');
      const res = await fetch(url('/login'));
      expect(res.headers.get('link')).toBeNull();
      expect(html).not.toContain('rel="modulepreload"');
      // Every script comes after the rendered content.
      expect(html.indexOf('<script')).toBeGreaterThan(html.indexOf('data-scf-ssr='));
      const listed = [...(/const preloads = (\[[\s\S]*?\]);\n/.exec(html)?.[1] ?? '[]').matchAll(/\["([^"]+)"/g)].map(
        (m) => m[1] as string,
      );
      expect(listed.length).toBeGreaterThan(3);
      expect(listed.some((u) => u.includes('/parcels/login/'))).toBe(true);

      const { page, errors } = b;
      const fetched = new Map<string, number>();
      const onRequest = (r: { url: () => string }): void => {
        const path = new URL(r.url()).pathname;
        if (path.endsWith('.js')) fetched.set(path, (fetched.get(path) ?? 0) + 1);
      };
      page.on('request', onRequest);
      await page.goto(url('/login'));
      await settled(page);
      page.off('request', onRequest);
      expect(await hydratedApps(page)).toEqual(['scf:hydrate:login']);
      expect(errors).toEqual([]);
      // The preloads carry the map's integrity, so the module loads reuse them: no file twice.
      for (const u of listed) expect(fetched.get(u), u).toBe(1);
    },
  );

  it('hydrates /index/index without a console error and without refetching its data', async () => {
    const { page, errors } = b;
    const calls: string[] = [];
    const onRequest = (r: { url: () => string }): void => {
      if (r.url().includes('/manage/cms/')) calls.push(r.url());
    };
    page.on('request', onRequest);
    await page.goto(url('/index/index'));
    await settled(page);
    page.off('request', onRequest);
    expect(await hydratedApps(page)).toEqual(['scf:hydrate:index']);
    expect(errors).toEqual([]);
    expect(calls).toEqual([]);
    // One copy of the content: hydration took over the markup instead of adding a second.
    await expect(page.getByRole('heading', { name: '供应链金融服务平台首页' }).count()).resolves.toBe(1);
    // Interactive: the header's link navigates inside the single-page app.
    await page.getByRole('link', { name: '新闻动态', exact: true }).first().click();
    await waitForPath(page, '/index/news/list');
    await page.getByRole('heading', { name: '新闻动态', level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps the very elements the server sent when a reader who asked for less motion opens a page', async () => {
    // This context asks for reduced motion (helpers/browser.ts), which the server cannot know:
    // the theme changes right after hydration, and that must not mount the page again.
    const page = await b.context.newPage();
    try {
      await markServerElements(page);
      await page.goto(url('/login'));
      await settled(page);
      expect(await hydratedApps(page)).toEqual(['scf:hydrate:login']);
      const heading = page.getByRole('heading', { name: '企业用户登录' });
      await expect(fromServer(heading)).resolves.toBe(true);
      await expect(fromServer(page.getByRole('textbox').first())).resolves.toBe(true);
    } finally {
      await page.close();
    }
    expect(b.errors).toEqual([]);
  });

  it(
    'hydrates the home page in place: ' + 'the carousel and the sections the server sent stay, and nothing shifts',
    async () => {
      const page = await b.context.newPage();
      try {
        await watchLayoutShift(page);
        await markServerElements(page);
        await page.goto(url('/index/index'));
        await settled(page);
        expect(await hydratedApps(page)).toEqual(['scf:hydrate:index']);
        // The carousel, the products and the news are the server's elements, not stand-ins that
        // replaced them while their code loaded.
        for (const name of ['平台动态', '产品服务', '新闻动态']) {
          const section = page
            .locator('section', { has: page.getByRole('heading', { name, exact: true }) })
            .or(page.getByRole('region', { name, exact: true }))
            .first();
          await expect(fromServer(section), name).resolves.toBe(true);
        }
        // A section that hydration replaced, or that arrived without its CSS, shifts the page by
        // 0.05 or more; nothing at all may move.
        await expect(layoutShift(page)).resolves.toBe(0);
        // The carousel's control row is as wide as its buttons from the start: a browser that lays
        // out the page while it is still arriving then never centres a row holding only its first
        // button (which moved sideways once the rest arrived, under a slow CPU).
        const row = await page.getByRole('button', { name: '上一张' }).evaluate((first) => {
          const box = first.parentElement?.getBoundingClientRect();
          const buttons = [...(first.parentElement?.children ?? [])].map((el) => el.getBoundingClientRect());
          return { left: box?.left, right: box?.right, first: buttons[0]?.left, last: buttons.at(-1)?.right };
        });
        expect(row.first).toBeCloseTo(row.left ?? NaN, 0);
        expect(row.last).toBeCloseTo(row.right ?? NaN, 0);
      } finally {
        await page.close();
      }
      expect(b.errors).toEqual([]);
    },
  );

  it('hydrates /login, the form submits, and the centre opens as before', async () => {
    const { page, errors } = b;
    const { answer } = await nextCaptcha(page, () => page.goto(url('/login')));
    await settled(page);
    expect(await hydratedApps(page)).toEqual(['scf:hydrate:login']);
    expect(errors).toEqual([]);
    await submitPasswordLogin(page, OPERATOR, DEMO_PASSWORD, answer);
    await waitForPath(page, /^\/center\//);
    await settled(page);
    await page.getByRole('navigation').first().waitFor();
    // The login page's server markup is gone; the centre is the only page on screen.
    expect(await page.locator('[data-scf-ssr]').count()).toBe(0);
    await expect(
      page.locator('#single-spa-application\\:\\@scf\\/login').evaluate((el) => el.childElementCount),
    ).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('sends a reader with a session away from /login as before, without its markup left behind', async () => {
    const { page } = b;
    // Still signed in from the previous test.
    await page.goto(url('/login'));
    await waitForPath(page, /^\/(center|index)\//);
    await settled(page);
    expect(await page.locator('[data-scf-ssr]').count()).toBe(0);
    await expect(page.getByText('企业用户登录').count()).resolves.toBe(0);
  });
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) ' +
  'AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: IPHONE,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
};
/** The login page's brand panel: wide screens only. */
const BRAND_TEXT = '核心企业、供应商、资金方在同一平台协同';

/** What a phone reader sees of the page: the text, and whether anything is wider than the screen. */
const phoneView = (page: Page): Promise<{ text: string; overflow: number; menuButton: boolean }> =>
  page.evaluate(() => ({
    text: document.body.innerText,
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    menuButton: [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('菜单')),
  }));

describe('public pages arrive rendered for a phone', () => {
  let browser: Awaited<ReturnType<typeof sharedBrowser>>;
  beforeAll(async () => {
    await untilServerRendered('/login', 'data-scf-viewport="mobile"', { 'user-agent': IPHONE });
    await untilServerRendered('/index/index', 'cms:page:NEWS', { 'user-agent': IPHONE });
    browser = await sharedBrowser();
  });

  it('shows the phone layout before any script runs', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(url('/login'));
      const login = await phoneView(page);
      expect(login.text).toContain('企业用户登录');
      expect(login.text).not.toContain(BRAND_TEXT);
      expect(login.overflow).toBeLessThanOrEqual(0);
      await page.goto(url('/index/index'));
      const home = await phoneView(page);
      expect(home.text).toContain('产品服务');
      expect(home.menuButton).toBe(true);
      expect(home.overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  it('hydrates the phone layout in place: the same elements, nothing shifts, no console error', async () => {
    const context = await browser.newContext(PHONE);
    const errors: string[] = [];
    try {
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await watchLayoutShift(page);
      await markServerElements(page);
      for (const path of ['/login', '/index/index']) {
        await page.goto(url(path));
        await settled(page);
        expect(await hydratedApps(page)).toEqual([`scf:hydrate:${path === '/login' ? 'login' : 'index'}`]);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await expect(fromServer(heading), path).resolves.toBe(true);
        await expect(layoutShift(page), path).resolves.toBeLessThanOrEqual(0.02);
        const view = await phoneView(page);
        expect(view.overflow, path).toBeLessThanOrEqual(0);
        if (path === '/login') expect(view.text).not.toContain(BRAND_TEXT);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
