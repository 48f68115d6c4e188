/**
 * The same layout components inside the portal: the service widget the root config
 * adds to every page (the elements' ES module build on the import map), the header and the
 * message sidebar the centre renders as React components, and <scf-header> placed on a portal
 * page, which navigates with single-spa instead of reloading.
 */
import type { Page } from 'playwright-core';
import { foldServiceWidget } from './helpers/signin-ui';
import { afterEach, describe, expect, it } from 'vitest';
import {
  baseUrl,
  describeViolations,
  launch,
  seriousA11yViolations,
  settled,
  url,
  type Browser,
} from './helpers/browser';
import { giveSession, loginByApi } from './fixtures/portal-session';
import { DEMO } from '../kit/people';

const READ_ONLY_ACCOUNT = DEMO.operator;

const open: Browser[] = [];
afterEach(async () => {
  for (const b of open.splice(0)) await b.close();
});

async function browser(signedIn = false): Promise<Browser> {
  const b = await launch();
  open.push(b);
  if (signedIn) await giveSession(b.context, await loginByApi(baseUrl().replace(/\/+$/, ''), READ_ONLY_ACCOUNT));
  return b;
}

async function widgetReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('scf-service-widget')?.shadowRoot?.querySelector('aside'),
    undefined,
    { timeout: 20_000 },
  );
}

/** Uncaught exceptions and console errors of the layout code (other pages' missing images are not ours). */
const scriptErrors = (b: Browser): string[] => b.errors.filter((e) => e.startsWith('pageerror') || e.includes('[scf'));

/** single-spa navigation, as a link inside the portal does it. */
const spaNavigate = (page: Page, to: string): Promise<void> =>
  page.evaluate((p) => (window as unknown as { singleSpaNavigate: (u: string) => void }).singleSpaNavigate(p), to);

/** A value on `window` survives single-spa navigation and is gone after a full page load. */
const markWindow = (page: Page): Promise<void> =>
  page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
const stillSameDocument = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

describe('the service widget on every portal page', () => {
  // The chat and the WeChat QR code with and without SERVICE_CHAT_URL / SERVICE_WECHAT_URL are
  // ux-service-settings' (the shared test server has none configured).
  it('is added once and keeps its state across applications', async () => {
    const b = await browser();
    const { page } = b;
    await page.goto(url('/index/index'));
    await settled(page);
    await widgetReady(page);
    const widget = page.locator('scf-service-widget');
    // The reader folds it (at this width it has folded by itself already: the open panel would
    // cover 查看全部产品, issue 33.2): open it, then fold it.
    await foldServiceWidget(page);
    await widget.getByRole('button', { name: '打开客服面板' }).click();
    await widget.getByRole('button', { name: '收起客服面板' }).click();
    await markWindow(page);

    for (const path of ['/login', '/404', '/index/about']) {
      await spaNavigate(page, path);
      await page.waitForFunction((p) => location.pathname === p, path);
      await settled(page);
      expect(await page.locator('scf-service-widget').count()).toBe(1);
      expect(await widget.locator('aside').getAttribute('data-scf-widget')).toBe('collapsed');
    }
    expect(await stillSameDocument(page)).toBe(true);

    await widget.getByRole('button', { name: /打开客服面板/ }).click();
    await widget.getByRole('button', { name: /^在线客服\s*暂未开通$/ }).waitFor();
    expect(scriptErrors(b)).toEqual([]);
  });

  /** A page where the open panel covers nothing (elsewhere it starts folded, issue 33.2). */
  async function aboutPageWithOpenWidget(): Promise<Page> {
    const { page } = await browser();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(url('/index/about'));
    await settled(page);
    await widgetReady(page);
    return page;
  }

  it('shows the hotline on hover, styled, in the portal build', async () => {
    const page = await aboutPageWithOpenWidget();
    const widget = page.locator('scf-service-widget');
    await widget.getByRole('button', { name: /咨询热线/ }).hover();
    const number = widget.getByRole('link', { name: '400-880-9555' });
    await number.waitFor({ state: 'visible' });
    expect(await number.evaluate((el) => getComputedStyle(el).fontSize)).toBe('16px');

    const violations = await seriousA11yViolations(page, { include: [['scf-service-widget']] } as never);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('shows the hotline to a pointer that comes onto it straight from the page', async () => {
    // The page and the widget are two React roots on one React: a pointer moving from the page's
    // heading onto the entry in one step crosses no other element of the widget, so the entry's
    // mouseover names a page element as where the pointer came from.
    const page = await aboutPageWithOpenWidget();
    const widget = page.locator('scf-service-widget');
    await page.getByRole('heading', { name: '关于我们' }).hover();
    await widget.getByRole('button', { name: /咨询热线/ }).hover();
    await widget.getByRole('link', { name: '400-880-9555' }).waitFor({ state: 'visible' });
  });
});

describe('the header and the message sidebar in the centre', () => {
  it(
    'renders the header (docs/requirements.md#layout) ' +
      'and the sidebar from the same components, navigating without reloads',
    async () => {
      const b = await browser(true);
      const { page } = b;
      await page.goto(url('/center/crm/message/list'));
      await settled(page);
      const header = page.locator('header[data-scf-header]');
      await page.waitForFunction(() => document.querySelector('header[data-scf-header="ready"]'), undefined, {
        timeout: 20_000,
      });
      expect(await header.evaluate((el) => el.getRootNode() === document)).toBe(true);
      expect(await header.getByText('华信核心制造集团有限公司').count()).toBe(1);
      expect(await header.getByRole('link', { name: '产品中心' }).getAttribute('href')).toBe('/center/product/product');
      expect(await header.getByRole('link', { name: '账户管理' }).getAttribute('href')).toBe(
        '/center/crm/account/list',
      );
      // CRM product: no enterprise-role dropdown (docs/requirements.md#layout).
      expect(await header.getByRole('button', { name: /企业角色/ }).count()).toBe(0);
      await expect
        .poll(() => header.getByRole('link', { name: /站内信/ }).getAttribute('aria-label'), { timeout: 10_000 })
        .toMatch(/^站内信，\d+ 条未读$/);

      const sidebar = page.getByRole('navigation', { name: '消息中心' });
      expect(await sidebar.getByRole('link', { name: '站内信' }).getAttribute('aria-current')).toBe('page');
      expect(await sidebar.evaluate((el) => getComputedStyle(el).width)).toBe('230px');

      await markWindow(page);
      await sidebar.getByRole('link', { name: '公告' }).click();
      await page.waitForFunction(() => location.pathname === '/center/crm/affiche/list');
      await settled(page);
      expect(
        await page
          .getByRole('navigation', { name: '消息中心' })
          .getByRole('link', { name: '公告' })
          .getAttribute('aria-current'),
      ).toBe('page');

      // In a document-level root the menu is portalled to <body>, like every antd popup.
      await header.getByRole('button', { name: /账户菜单/ }).click();
      await page.getByRole('menu', { name: '账户菜单' }).getByRole('menuitem', { name: '个人信息' }).click();
      await page.waitForFunction(() => location.pathname === '/center/crm/user');
      expect(await stillSameDocument(page)).toBe(true);

      const violations = await seriousA11yViolations(page, { include: [['header[data-scf-header]']] } as never);
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(scriptErrors(b)).toEqual([]);
    },
  );

  it('<scf-header> placed on a portal page uses the portal session and single-spa navigation', async () => {
    const { page } = await browser(true);
    await page.goto(url('/index/index'));
    await settled(page);
    await widgetReady(page);
    await page.evaluate(() => {
      const w = window as unknown as { __nav: unknown[] };
      w.__nav = [];
      document.addEventListener('scf-navigate', (e) => w.__nav.push((e as CustomEvent).detail));
      const header = document.createElement('scf-header');
      header.setAttribute('product-code', 'BILL');
      document.body.prepend(header);
    });
    await page.waitForFunction(
      () => document.querySelector('scf-header')?.shadowRoot?.querySelector('header[data-scf-header="ready"]'),
      undefined,
      { timeout: 20_000 },
    );
    const header = page.locator('scf-header');
    expect(await header.getByRole('button', { name: /当前企业角色：核心企业/ }).count()).toBe(1);
    await markWindow(page);
    await header.getByRole('link', { name: '账户管理' }).click();
    await page.waitForFunction(() => location.pathname === '/center/crm/account/list');
    expect(await stillSameDocument(page)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __nav: unknown[] }).__nav)).toEqual([
      { path: '/center/crm/account/list', url: url('/center/crm/account/list') },
    ]);
  });
});
