/**
 * A list page's first request does not wait for the page's code. Opened from another page of
 * the centre, 人员管理 asks for `cust/employee/list` together with its chunk, before the page
 * first renders, and asks once. Opened cold, the server renders it with its rows and nothing is
 * asked (when the server leaves it to the browser, the host page has already fetched the page's
 * code with the application's, so the list is the only thing the first row waits for); a
 * revisit asks again. Hovering the
 * menu entry starts the request as well as the code, and the page shows what was fetched ahead
 * without asking again. How long the first row takes is the bench's to measure (its loads of
 * 人员管理), not this file's. Account: 13800000011 (administrator; reads only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Page, Request } from 'playwright-core';
import { launch, settled, url, type Browser } from './helpers/browser';
import { loginInBrowser } from './helpers/login';

const LIST_API = /\/cust\/employee\/list$/;
const PAGE_CHUNK = /\/employee-list\.page-[\w-]+\.js$/;
const ROW = '.ant-table-tbody tr.ant-table-row';

interface Timeline {
  /** The page arrived rendered by the server with its rows (then there is no list request). */
  rendered: boolean;
  /** Start of the list request (ms from navigation start; NaN when there was none). */
  listStart: number;
  /** Its answer received. */
  listEnd: number;
  /** End of the response of the page's chunk. */
  chunkEnd: number;
  /** The page's first render (its heading in the content area). */
  renderAt: number;
  /** The first row on screen. */
  rowsAt: number;
}

/** Watches a page's requests to one API path; `count()` is how many were sent. */
function countRequests(page: Page, path: RegExp): { count: () => number; stop: () => void } {
  let n = 0;
  const on = (r: Request): void => {
    if (path.test(new URL(r.url()).pathname)) n += 1;
  };
  page.on('request', on);
  return { count: () => n, stop: () => page.off('request', on) };
}

/** Opens `path` with an empty HTTP cache and reads the resource timings of the list and the chunk. */
async function coldOpen(page: Page, cdp: CDPSession, path: string): Promise<Timeline> {
  await cdp.send('Network.clearBrowserCache');
  await page.goto(url(path));
  return timeline(page);
}

/** The resource timings of the list and the page's chunk once the first row is on screen. */
async function timeline(page: Page): Promise<Timeline> {
  const rowsAt = await (
    await page.waitForFunction((sel) => (document.querySelector(sel) ? performance.now() : false), ROW, {
      polling: 'raf',
      timeout: 20_000,
    })
  ).jsonValue();
  // Whether the rows came with the server's page: known once the application has mounted.
  await page.waitForFunction(
    () => performance.getEntriesByType('mark').some((m) => m.name === 'scf:app-paint'),
    undefined,
    { timeout: 20_000 },
  );
  const rendered = await page.evaluate(() =>
    performance.getEntriesByType('mark').some((m) => m.name === 'scf:hydrate:center'),
  );
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({
      name: new URL(e.name).pathname,
      start: e.startTime,
      end: (e as PerformanceResourceTiming).responseEnd,
    })),
  );
  const list = entries.find((e) => LIST_API.test(e.name));
  const chunk = entries.find((e) => PAGE_CHUNK.test(e.name));
  // A page the browser rendered has both; one the server rendered needs neither for its rows.
  if (!rendered && (!list || !chunk))
    throw new Error(
      `no resource timing for ${list ? 'the page chunk' : 'the list request'}: ` +
        `${entries.map((e) => e.name).join(', ')}`,
    );
  const renderAt = await page.evaluate(
    () => (window as unknown as { __scfPageRenderAt?: number }).__scfPageRenderAt ?? NaN,
  );
  return {
    rendered,
    listStart: list?.start ?? NaN,
    listEnd: list?.end ?? NaN,
    chunkEnd: chunk?.end ?? NaN,
    renderAt,
    rowsAt: Number(rowsAt),
  };
}

/** Notes when the page's heading first appears in the content area: the page's first render. */
function watchFirstRender(): void {
  const seen = (): boolean => {
    if (!document.querySelector('#scf-main h1')) return false;
    (window as unknown as { __scfPageRenderAt?: number }).__scfPageRenderAt = performance.now();
    return true;
  };
  const observer = new MutationObserver(() => {
    if (seen()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

describe('人员管理 asks for its list while its code loads (desktop)', () => {
  let b: Browser;
  let cdp: CDPSession;
  beforeAll(async () => {
    b = await launch();
    cdp = await b.context.newCDPSession(b.page);
    await cdp.send('Network.enable');
    await b.page.addInitScript(watchFirstRender);
    await loginInBrowser(b.context, '13800000011');
  });
  afterAll(async () => {
    await b?.close();
  });

  it(
    'opened from another centre page, ' + 'it sends cust/employee/list with its chunk, before it first renders, once',
    async () => {
      // 个人信息 cold: its own page file is preloaded, 人员管理's is not fetched yet.
      await cdp.send('Network.clearBrowserCache');
      await b.page.goto(url('/center/crm/user'));
      await b.page.locator('#scf-main h1', { hasText: '个人信息' }).waitFor();
      await settled(b.page);
      await b.page.evaluate(() => {
        performance.clearResourceTimings();
        // The first render of 人员管理 itself (个人信息's heading is still there until it replaces it).
        const w = window as unknown as { __scfPageRenderAt?: number };
        w.__scfPageRenderAt = undefined;
        const observer = new MutationObserver(() => {
          if (!document.querySelector('#scf-main h1')?.textContent?.includes('人员管理')) return;
          w.__scfPageRenderAt = performance.now();
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true, characterData: true });
      });
      const requests = countRequests(b.page, LIST_API);
      // Through a link, not the menu: nothing was fetched ahead for this visit.
      await b.page.evaluate(() =>
        (window as unknown as { singleSpaNavigate: (p: string) => void }).singleSpaNavigate(
          '/center/crm/employee/list',
        ),
      );
      const t = await timeline(b.page);
      await settled(b.page);
      requests.stop();
      // The request is sent when the page's chunk is asked for; the http pipeline's own steps
      // (signing) may let a small chunk arrive first, but never the page's code and its first
      // render, which wait for the list and form modules and antd's table.
      expect(
        t.listStart,
        `list request at ${t.listStart.toFixed(0)} ms, ` +
          `page chunk complete at ${t.chunkEnd.toFixed(0)} ms, first render at ${t.renderAt.toFixed(0)} ms`,
      ).toBeLessThan(t.renderAt);
      expect(t.listStart).toBeLessThan(t.chunkEnd + 250);
      expect(requests.count()).toBe(1);
    },
  );

  it(
    'opened cold, it arrives rendered with its rows and asks for no list (or, ' +
      'rendered in the browser, has its code first and asks once)',
    async () => {
      const requests = countRequests(b.page, LIST_API);
      const t = await coldOpen(b.page, cdp, '/center/crm/employee/list');
      await settled(b.page);
      requests.stop();
      // A signed-in page is rendered by the server with its first page of rows; under load the
      // server may leave it to the browser, which then fetched the page's code with the application.
      // The server renders the list from its first state; it cannot see this tab's stored list
      // state (an earlier visit here left one), so the hydrated page may ask once more right
      // after hydration (seen here; a fresh tab asks nothing). Never twice.
      if (t.rendered) expect(requests.count()).toBeLessThanOrEqual(1);
      else {
        expect(
          t.chunkEnd,
          `page chunk complete at ${t.chunkEnd.toFixed(0)} ms, list request at ${t.listStart.toFixed(0)} ms`,
        ).toBeLessThan(t.listStart);
        expect(requests.count()).toBe(1);
      }
    },
  );

  it('opened cold, locally and at a 150 ms round trip, the first row never waits for the page code', async () => {
    const all: Timeline[] = [];
    for (const latency of [0, 150]) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      all.push(await coldOpen(b.page, cdp, '/center/crm/employee/list'));
    }
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // The first row is in the server's page, or waits for the list's answer only, never for the page's code.
    for (const r of all) if (!r.rendered) expect(r.chunkEnd).toBeLessThan(r.listEnd);
  });

  it('hovering the menu entry starts the list request; the click shows it without a second one', async () => {
    await b.page.goto(url('/center/crm/user'));
    await settled(b.page);
    const requests = countRequests(b.page, LIST_API);
    const entry = b.page.getByRole('menuitem', { name: '人员管理' }).first();
    await entry.hover();
    await expect.poll(requests.count, { timeout: 5000 }).toBe(1);
    await entry.click();
    await b.page.waitForURL(/\/center\/crm\/employee\/list$/);
    await b.page.locator(ROW).first().waitFor();
    await settled(b.page);
    requests.stop();
    expect(requests.count()).toBe(1);
  });

  it('a revisit after the ahead-fetched answer was used asks again (nothing stale is shown)', async () => {
    await b.page.goto(url('/center/crm/employee/list'));
    await settled(b.page);
    await b.page.getByRole('menuitem', { name: '个人信息' }).first().click();
    await b.page.waitForURL(/\/center\/crm\/user$/);
    // The list page is gone only once the next page has replaced it.
    await b.page.locator('#scf-main h1', { hasText: '个人信息' }).waitFor();
    const requests = countRequests(b.page, LIST_API);
    // Through the tags view or a link, not the menu: nothing was fetched ahead for this visit.
    await b.page.evaluate(() =>
      (window as unknown as { singleSpaNavigate: (p: string) => void }).singleSpaNavigate('/center/crm/employee/list'),
    );
    await b.page.waitForURL(/\/center\/crm\/employee\/list$/);
    await expect.poll(requests.count, { timeout: 10_000 }).toBe(1);
    await b.page.locator(ROW).first().waitFor();
    await b.page.waitForLoadState('networkidle');
    requests.stop();
    expect(requests.count()).toBe(1);
  });
});
