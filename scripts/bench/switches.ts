/**
 * Parcel switches on loopback: from the press of a real click on the page's own link to the other
 * parcel until the frame showing the next parcel has painted (the `scf:app-paint` mark that
 * `defineParcel` sets); 20 switches between two pages of different parcels after a warm-up, with
 * the JS heap, listeners and DOM nodes before and after.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_SWITCHES } from '../lib/chromium';

async function newContext(): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'scf-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROMIUM_SWITCHES,
    viewport: { width: 1280, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Marks set by the root config: the first application mounted and painted. */
async function firstPaint(page: Page): Promise<number> {
  await page.waitForFunction(() => performance.getEntriesByName('scf:app-paint').length > 0, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => performance.getEntriesByName('scf:app-paint')[0]?.startTime ?? NaN);
}

/**
 * Switches between the two paths `pair` (each a page of another parcel), starting on the first;
 * `prepare` runs on the fresh context first (a session's cookies).
 */
export async function switches(
  base: string,
  pair: readonly [string, string] = ['/index/index', '/login'],
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<{ times: number[]; heap: [number, number]; listeners: [number, number]; nodes: [number, number] }> {
  const { context, page, close } = await newContext();
  if (prepare) await prepare(context);
  const [from, to] = pair;
  await page.goto(base + from);
  await firstPaint(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async (): Promise<Record<string, number>> => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
      metrics: { name: string; value: number }[];
    };
    return Object.fromEntries(list.map((m) => [m.name, m.value]));
  };
  const one = async (to: string): Promise<number> => {
    const count = await page.evaluate(() => performance.getEntriesByName('scf:app-paint').length);
    // A real click on the page's own link to the other parcel (hovered first, as a mouse
    // does); a page without such a link navigates as its menus do (history.pushState).
    const link = page.locator(`a[href="${to}"]:visible`).first();
    const hasLink = (await link.count()) > 0;
    if (hasLink) await link.hover();
    // The switch starts when the reader presses: the time of the pointer event, as the browser
    // stamps its input (what Event Timing and INP measure from). The driver's own work before it
    // (waiting for the link to be stable and hit-testable) is not the reader's wait.
    const start = await page.evaluate(() => {
      const w = window as unknown as { __switchPress?: number };
      w.__switchPress = undefined;
      document.addEventListener(
        'pointerdown',
        (e) => {
          w.__switchPress = e.timeStamp;
        },
        { capture: true, once: true },
      );
      return performance.now();
    });
    if (hasLink) await link.click();
    else await page.evaluate((path) => window.history.pushState(null, '', path), to);
    await page.waitForFunction((n) => performance.getEntriesByName('scf:app-paint').length > n, count);
    const [painted, press] = await page.evaluate(
      (n) =>
        [
          performance.getEntriesByName('scf:app-paint')[n]?.startTime ?? NaN,
          (window as unknown as { __switchPress?: number }).__switchPress,
        ] as const,
      count,
    );
    return painted - (press ?? start);
  };
  // Warm-up: lazy chunks and the service widget (loaded when idle after the first mount) settle,
  // so that the before/after figures compare steady states.
  await page.locator('scf-service-widget').waitFor({ state: 'attached' });
  for (let i = 0; i < 5; i++) {
    await one(to);
    await one(from);
  }
  const before = await metrics();
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    times.push(await one(to));
    times.push(await one(from));
  }
  const after = await metrics();
  await close();
  return {
    times,
    heap: [before.JSHeapUsedSize ?? 0, after.JSHeapUsedSize ?? 0],
    listeners: [before.JSEventListeners ?? 0, after.JSEventListeners ?? 0],
    nodes: [before.Nodes ?? 0, after.Nodes ?? 0],
  };
}
