/**
 * The server renders a page within a time budget and caches it; a page whose first render is
 * still under way is served bare for the browser to render. Tests about server markup first
 * wait until the server hands the page out rendered.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { url } from './browser';

/** Fetches `path` until it arrives rendered and containing `contains`; returns the HTML. */
export async function untilServerRendered(
  path: string,
  contains = 'data-scf-ssr=',
  headers: Record<string, string> = {},
): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const html = await (await fetch(url(path), { headers })).text();
    if (html.includes('data-scf-ssr=') && html.includes(contains)) return html;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${path} was never served rendered`);
}

/**
 * The text of the server's markup in `html` from the element marked `from` (an application's
 * `data-scf-ssr=`, a product's `data-scf-product="<CODE>"`) to the page's data block: no style,
 * no script, no data.
 */
export function serverMarkupText(html: string, from: string): string {
  const start = html.indexOf(from);
  if (start < 0) return '';
  const end = html.indexOf('id="scf-page-data"', start);
  return html
    .slice(start, end < 0 ? undefined : end)
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/**
 * The text `page` shows, checked to be the whole page: each of `shown` is in it, no loading
 * placeholder is, and the title is `title`'s.
 */
export async function expectWholePage(page: Page, title: string, shown: readonly string[]): Promise<string> {
  const text = await page.evaluate(() => document.body.innerText);
  for (const s of shown) expect(text).toContain(s);
  expect(text).not.toContain('正在加载中');
  expect(await page.title()).toBe(`${title} - 供应链金融服务平台`);
  return text;
}

/** The applications that hydrated the server's markup (their scf:hydrate: performance marks). */
export const hydratedApps = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .map((m) => m.name)
      .filter((n) => n.startsWith('scf:hydrate:')),
  );
