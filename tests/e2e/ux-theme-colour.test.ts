/**
 * The theme colour a user picks in 界面设置 reaches every parcel: after picking 紫色 no visible
 * element of the public site, login, registration, password reset, the not-found page or the
 * centre still shows the default blue, and their headings, links and primary buttons show the
 * picked colour (computed colours compared). Server-rendered pages are hydrated without errors
 * although the server rendered them with the default colour.
 * Account: 13800000011 (reads only; no other test changes this account).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, settled, url, type Browser } from './helpers/browser';
import { loginInBrowser } from './helpers/login';
import { open } from './helpers/signin-ui';

const DEFAULT_BLUE = 'rgb(0, 60, 149)';
/** 紫色 of the layout settings, #531dab. */
const PICKED = 'rgb(83, 29, 171)';

interface Colours {
  /** Visible elements still painted in the default blue (tag and text, for the message). */
  defaultBlue: string[];
  /** Visible headings, links and primary buttons painted in the picked colour. */
  picked: string[];
  /** Visible enabled primary buttons whose background is not the picked colour. */
  offPrimaryButtons: string[];
}

/** Computed colours of every visible element of the page (the light DOM and open shadow roots). */
function colours(page: Page, picked: string, defaultBlue: string): Promise<Colours> {
  return page.evaluate(
    ({ picked, defaultBlue }) => {
      const all: Element[] = [];
      const walk = (root: Document | ShadowRoot): void => {
        for (const el of root.querySelectorAll('*')) {
          all.push(el);
          if (el.shadowRoot) walk(el.shadowRoot);
        }
      };
      walk(document);
      const visible = all.filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
      const name = (el: Element): string =>
        `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      const painted = (el: Element, colour: string): boolean => {
        const s = getComputedStyle(el);
        return [
          s.color,
          s.backgroundColor,
          s.borderTopColor,
          s.borderBottomColor,
          s.borderLeftColor,
          s.backgroundImage,
          s.boxShadow,
        ].some((v) => v.includes(colour));
      };
      const marked = visible.filter((el) =>
        el.matches('h1, h2, h3, h4, a[href], a[href] *, .ant-btn-primary, .ant-btn-link, [role="link"]'),
      );
      return {
        defaultBlue: visible.filter((el) => painted(el, defaultBlue)).map(name),
        picked: marked.filter((el) => painted(el, picked)).map(name),
        offPrimaryButtons: visible
          .filter(
            (el) =>
              el.matches('.ant-btn-primary:not(:disabled):not(.ant-btn-dangerous)') &&
              getComputedStyle(el).backgroundColor !== picked,
          )
          .map(name),
      };
    },
    { picked, defaultBlue },
  );
}

describe('the picked theme colour in every parcel', () => {
  let b: Browser;
  beforeAll(async () => {
    b = await launch();
    await loginInBrowser(b.context, '13800000011');
    await open(b.page, '/center/crm/company');
    await b.page.getByRole('button', { name: '界面设置' }).click();
    const drawer = b.page.getByRole('dialog', { name: '界面设置' });
    await drawer.getByRole('button', { name: '主题色：紫色' }).click();
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
  });
  afterAll(async () => {
    await b.close();
  });

  const expectFollows = async (path: string): Promise<void> => {
    // The pointer stays where the last click left it; a button under it shows its hover colour.
    await b.page.mouse.move(0, 0);
    await open(b.page, path);
    await settled(b.page);
    // The page's content may still be rendering (and the widget sliding in) after the network is
    // quiet: wait until something shows the picked colour and no primary button is mid-transition.
    // Polled as a record, so a failure says which page and which buttons were off (CI run 2 of
    // 2026-11-29 failed here once under load, on one of the public pages; not seen alone).
    await expect
      .poll(
        async () => {
          const now = await colours(b.page, PICKED, DEFAULT_BLUE);
          return { path, somethingPicked: now.picked.length > 0, offPrimaryButtons: now.offPrimaryButtons };
        },
        { timeout: 20_000 },
      )
      .toEqual({ path, somethingPicked: true, offPrimaryButtons: [] })
      .catch(async (error: unknown) => {
        const text = await b.page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 300));
        throw new Error(`${path} showed: ${text}`, { cause: error });
      });
    const seen = await colours(b.page, PICKED, DEFAULT_BLUE);
    expect(seen.defaultBlue, `${path}: elements still in the default blue`).toEqual([]);
    expect(seen.picked.length, `${path}: no heading, link or primary button in the picked colour`).toBeGreaterThan(0);
    expect(seen.offPrimaryButtons, `${path}: primary buttons in another colour`).toEqual([]);
  };

  it.each([
    '/center/product/product',
    '/center/crm/company',
    '/center/crm/employee/list',
    '/center/crm/log/login',
    '/center/crm/message/list',
  ])('the centre follows it: %s', async (path) => {
    await expectFollows(path);
  });

  it('keeps the header bar’s buttons white on the bar and its menu’s in the page’s colours', async () => {
    await b.page.goto(url('/center/crm/user'));
    await settled(b.page);
    const barButton = b.page.locator('header .ant-btn').first();
    expect(await barButton.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
    await barButton.hover();
    await expect
      .poll(() => barButton.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgba(255, 255, 255, 0.16)');
    await b.page.locator('header').getByRole('button').last().click();
    const menuButton = b.page.getByRole('menu').locator('.ant-btn').first();
    await menuButton.waitFor();
    expect(await menuButton.evaluate((el) => getComputedStyle(el).color)).toBe('rgba(0, 0, 0, 0.88)');
    await b.page.keyboard.press('Escape');
  });

  it(
    'the public, sign-in, registration, ' + 'reset and not-found pages follow it (server-rendered, then hydrated)',
    async () => {
      // Signed out, the preference stays (it is the browser's, not the session's).
      const themeCookie = (await b.context.cookies(url('/'))).find((c) => c.name === 'theme_color');
      expect(themeCookie?.value.toLowerCase()).toContain('531dab');
      await b.context.clearCookies();
      await b.context.addCookies([
        { name: 'theme_color', value: themeCookie?.value ?? '', url: url('/'), sameSite: 'Lax' },
      ]);
      b.errors.length = 0;
      for (const path of ['/index/index', '/index/about', '/login', '/register/account', '/resetpwd/account', '/404'])
        await expectFollows(path);
      expect(b.errors.filter((e) => /hydrat|#418|#425|mismatch/i.test(e))).toEqual([]);
    },
  );
});
