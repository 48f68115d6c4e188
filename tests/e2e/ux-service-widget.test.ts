/**
 * The service widget never covers a control of a centre page: at 1280×800 and at 390×844
 * (touch) every button, link and input of each page lies outside the widget's box — for
 * controls that scroll with the page, outside its column, since scrolling could bring them
 * under it — and the point at each control's centre is the control, not the widget. The
 * widget's folded or open state is the reader's choice and survives a reload.
 * Account: 13800000001 as the administrator of 华信 (reads only).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { settled, url, useBrowser } from './helpers/browser';
import { loginInBrowser, useSignedInBrowser } from './helpers/login';

const PAGES = [
  '/center/product/product',
  '/center/crm/log/login',
  '/center/crm/log/operation',
  '/center/crm/session',
  '/center/crm/affiche/list',
  '/center/crm/user',
  '/center/crm/account/list',
  '/center/crm/employee/list',
  '/center/crm/company',
  '/center/crm/invication',
  '/center/crm/message/list',
];

interface Covered {
  what: string;
  why: string;
}

/** The controls of the page the widget covers or could cover when the page scrolls. */
async function coveredControls(page: Page): Promise<Covered[]> {
  // Which page, and what the widget's host holds, when it does not come (CI run 1 of 2026-11-29:
  // once on a phone's public page, under load; not reproduced alone).
  await page
    .locator('scf-service-widget aside')
    .waitFor({ timeout: 20_000 })
    .catch(async (error: unknown) => {
      const host = await page.evaluate(() => {
        const el = document.querySelector('scf-service-widget');
        return el ? (el.shadowRoot?.innerHTML.slice(0, 300) ?? 'no shadow root') : 'no element';
      });
      throw new Error(`no visible widget on ${page.url()} (${host})`, { cause: error });
    });
  return page.evaluate(() => {
    const host = document.querySelector('scf-service-widget');
    const aside = host?.shadowRoot?.querySelector('aside');
    if (!host || !aside) return [{ what: 'widget', why: 'missing' }];
    const w = aside.getBoundingClientRect();
    const out: { what: string; why: string }[] = [];
    const stuck = (el: Element): boolean => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const p = getComputedStyle(e).position;
        if (p === 'fixed' || p === 'sticky') return true;
      }
      return false;
    };
    const controls = document.querySelectorAll(
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=combobox], [role=tab]',
    );
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      const what =
        `${el.tagName.toLowerCase()} ` +
        `"${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
      const xOverlap = r.left < w.right && r.right > w.left;
      const yOverlap = r.top < w.bottom && r.bottom > w.top;
      if (xOverlap && (yOverlap || !stuck(el)))
        out.push({
          what,
          why:
            `box ${Math.round(r.left)}–${Math.round(r.right)} meets ` +
            `widget ${Math.round(w.left)}–${Math.round(w.right)}`,
        });
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      if (cx >= 0 && cy >= 0 && cx < innerWidth && cy < innerHeight && document.elementFromPoint(cx, cy) === host)
        out.push({ what, why: 'widget at its centre' });
    }
    return out;
  });
}

const PUBLIC_PAGES = [
  '/index/index',
  '/index/product',
  '/index/news/list',
  '/index/help',
  '/index/about',
  '/login',
  '/register/account',
  '/resetpwd/account',
  '/404',
];

/**
 * Every page at each width: the controls the widget covers, by page and width. A page is loaded
 * once at the first width and then resized to the others, as a reader who narrows the window:
 * the widget checks again on every resize (service-widget.component.tsx), so each width is seen
 * as laid out, at a quarter of the page loads (the file was the longest of the browser run).
 */
async function coveredOn(
  page: Page,
  paths: readonly string[],
  widths: readonly number[] = [],
): Promise<Record<string, Covered[]>> {
  const out: Record<string, Covered[]> = {};
  const height = page.viewportSize()?.height ?? 768;
  for (const path of paths) {
    if (widths[0] !== undefined) await page.setViewportSize({ width: widths[0], height });
    await page.goto(url(path));
    await settled(page);
    for (const width of widths.length > 0 ? widths : [null]) {
      if (width !== null) await page.setViewportSize({ width, height });
      await afterLayout(page);
      const covered = await coveredControls(page);
      const key = width === null ? path : `${path} @${width}`;
      if (covered.length > 0) out[key] = covered;
    }
  }
  return out;
}

/** Two frames on: the resize has been laid out and the widget's own check has run. */
const afterLayout = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

// Issue 33.2: every public and centre page at 1024, 1280 and 1366 px, and on a phone at 390 px.
describe('the service widget covers no control of any page (desktop widths)', () => {
  const b = useBrowser({ width: 1366, height: 768 });
  const WIDTHS = [1366, 1280, 1024];
  it('public pages at 1366, 1280 and 1024 px', async () => {
    expect(await coveredOn(b.page, PUBLIC_PAGES, WIDTHS)).toEqual({});
  });
  it('centre pages at 1366, 1280 and 1024 px', async () => {
    await loginInBrowser(b.context, '13800000001', { company: '华信' });
    expect(await coveredOn(b.page, PAGES, WIDTHS)).toEqual({});
  });
});

describe('the service widget covers no control of any page (phone, 390 px, touch)', () => {
  const b = useBrowser({ width: 390, height: 844, touch: true });
  it('public pages', async () => {
    expect(await coveredOn(b.page, PUBLIC_PAGES)).toEqual({});
  });
  it('centre pages', async () => {
    await loginInBrowser(b.context, '13800000001', { company: '华信' });
    expect(await coveredOn(b.page, PAGES)).toEqual({});
  });
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  describe(`service widget at ${size.width}×${size.height}`, () => {
    const b = useSignedInBrowser('13800000001', { ...size, company: '华信' });

    // Open is honoured only where the open panel covers nothing: a wide screen's public page.
    it.skipIf(size.width < 992)(
      'keeps the reader’s choice (open, then folded) across reloads where the panel covers nothing',
      async () => {
        await b.page.setViewportSize({ width: 1920, height: 1080 });
        await b.page.goto(url('/index/about'));
        await settled(b.page);
        await settled(b.page);
        const widget = b.page.locator('scf-service-widget');
        const fold = widget.getByRole('button', { name: '收起客服面板' });
        const unfold = widget.getByRole('button', { name: '打开客服面板' });
        // Nothing under it there: open without a choice; folded by the reader, it stays folded …
        await fold.click({ timeout: 20_000 });
        await b.page.reload();
        await settled(b.page);
        await unfold.waitFor({ timeout: 20_000 });
        // … and opened again, it stays open.
        await unfold.click();
        await b.page.reload();
        await settled(b.page);
        await fold.waitFor({ timeout: 20_000 });
        await b.page.setViewportSize(size);
      },
    );

    it('a panel left open starts folded on a page where it would cover a control', async () => {
      await b.page.goto(url('/center/crm/employee/list'));
      await b.page.evaluate(() => localStorage.setItem('scf.serviceWidget', 'open'));
      await b.page.reload();
      await settled(b.page);
      const widget = b.page.locator('scf-service-widget');
      await widget.getByRole('button', { name: '打开客服面板' }).waitFor({ timeout: 20_000 });
      expect(await coveredControls(b.page)).toEqual([]);
      await b.page.evaluate(() => localStorage.removeItem('scf.serviceWidget'));
    });

    it('shows the folded tab’s icon above its label, both inside the tab', async () => {
      await b.page.goto(url('/center/crm/user'));
      await settled(b.page);
      const widget = b.page.locator('scf-service-widget');
      const fold = widget.getByRole('button', { name: '收起客服面板' });
      if (await fold.isVisible()) await fold.click();
      const tab = widget.getByRole('button', { name: '打开客服面板' });
      await tab.waitFor({ timeout: 20_000 });
      const box = await tab.evaluate((button) => {
        const rect = (r: DOMRect) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
        const icon = button.querySelector('.anticon');
        const label = button.querySelector(':scope > span:not(.ant-btn-icon)');
        return {
          overflow: button.scrollWidth - button.clientWidth,
          tab: rect(button.getBoundingClientRect()),
          icon: icon ? rect(icon.getBoundingClientRect()) : null,
          label: label ? rect(label.getBoundingClientRect()) : null,
        };
      });
      expect(box.overflow).toBeLessThanOrEqual(0);
      expect(box.icon).not.toBeNull();
      expect(box.label).not.toBeNull();
      for (const part of [box.icon, box.label]) {
        expect(part?.left).toBeGreaterThanOrEqual(box.tab.left);
        expect(part?.right).toBeLessThanOrEqual(box.tab.right);
      }
      expect(box.icon?.bottom).toBeLessThanOrEqual(box.label?.top ?? 0);
    });
  });
}
