/**
 * Real Chromium for the end-to-end tests (helpers/chromium.ts): one browser for the whole run,
 * started by global-setup.ts; each test file connects to it on the first `launch()` and
 * disconnects after its last test (tests/e2e/setup.ts), closing the contexts it opened. Every
 * `launch()` gets a fresh context, as isolated as a fresh profile (own cookies, storage, cache,
 * service workers) without the second or two a browser start costs on a loaded machine.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type BrowserContext, type Browser as Chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM } from './chromium';
import { workerBaseUrl, workerDataDir } from './worker-server';

let serverOverride: string | null = null;
let dataDirOverride: string | null = null;
/**
 * Points the helpers at another server for the tests of one file (one started with its own
 * settings, e.g. a short token lifetime), with its data folder when it has its own (the operator
 * command reaches the server through it); null goes back to the shared one.
 */
export function useServer(base: string | null, dataDir: string | null = null): void {
  serverOverride = base;
  dataDirOverride = base === null ? null : dataDir;
}
export const baseUrl = (): string => serverOverride ?? workerBaseUrl();
/** The data folder of the server the helpers use (helpers/operator.ts). */
export const serverDataDir = (): string => dataDirOverride ?? workerDataDir();
export const url = (p: string): string => new URL(p, baseUrl()).toString();

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen on any page of this context. */
  errors: string[];
  close: () => Promise<void>;
}

let shared: Promise<Chromium> | null = null;

/**
 * The file's connection to the run's browser, made on first use (a browser of the file's own
 * when there is no run's browser or it cannot be reached). A connection that was lost is made
 * again by the next call, so one lost browser fails one test, not the rest of the file.
 */
export function sharedBrowser(): Promise<Chromium> {
  if (!shared) {
    const endpoint = inject('browserEndpoint');
    const starting = endpoint
      ? chromium.connect(endpoint).catch(() => chromium.launch(CHROMIUM))
      : chromium.launch(CHROMIUM);
    shared = starting;
    starting.then(
      (b) =>
        b.on('disconnected', () => {
          if (shared === starting) shared = null;
        }),
      () => {
        if (shared === starting) shared = null;
      },
    );
  }
  return shared;
}

/**
 * Closes the file's contexts and its connection (or its own browser), if it made one (an
 * afterAll of tests/e2e/setup.ts).
 */
export async function closeSharedBrowser(): Promise<void> {
  const starting = shared;
  shared = null;
  if (starting) await (await starting.catch(() => null))?.close();
}

/** `touch`: a phone (touch events, mobile viewport meta honoured). */
export interface LaunchOptions {
  width?: number;
  height?: number;
  touch?: boolean;
}

export async function launch(options: LaunchOptions = {}): Promise<Browser> {
  const browser = await sharedBrowser();
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The portal honours it (no antd motion): popups, messages and a button's loading icon
    // come and go at once instead of on animation events a loaded machine may delay.
    reducedMotion: 'reduce',
  });
  const errors: string[] = [];
  const watch = (page: Page): void => {
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
  };
  context.on('page', watch);
  const page = await context.newPage();
  return { context, page, errors, close: () => context.close() };
}

/**
 * The browser context of the describe block it is called in: opened by a beforeAll registered
 * first (so the block's own beforeAll may use it), after `prepare` (e.g. a sign-in) has run on
 * it, and closed after the block's tests. Reading it before it exists throws.
 */
export function useBrowserFor<T extends Browser>(open: () => Promise<T>): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await open();
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!current) throw new Error('the browser is read before its beforeAll opened it');
      return Reflect.get(current, key);
    },
  });
}

/** A fresh browser context for the describe block it is called in (see `useBrowserFor`). */
export const useBrowser = (options: LaunchOptions = {}): Browser => useBrowserFor(() => launch(options));

/** Waits until single-spa has finished routing and the active application has mounted. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.body.classList.contains('scf-mounted'), undefined, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** One layout shift and what moved in it: each source as `region: element`, region being the header or main. */
export interface ShiftRecord {
  value: number;
  moved: string[];
  /** Each source's box before and after, `x,y w×h → x,y w×h` in CSS pixels. */
  rects: string[];
  /** When it happened, in ms since the navigation began. */
  at: number;
}

/** What watchLayoutShift's init script keeps on the page's window. */
interface ShiftWindow {
  __scfShifts: ShiftRecord[];
  __scfShiftObserver: PerformanceObserver;
  __scfShiftTake: (entries: PerformanceEntryList) => void;
}

/**
 * Records the page's layout shifts (CLS without the windowing: every shift not caused by input),
 * from before its first byte, with the elements that moved: call before `goto`, read with
 * `layoutShifts` or `layoutShift`.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Rect = { x: number; y: number; width: number; height: number };
    type Source = { node: Node | null; previousRect: Rect; currentRect: Rect };
    const box = (r: Rect): string =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    const w = window as unknown as ShiftWindow;
    const describe = (node: Node | null): string => {
      const el = node instanceof Element ? node : (node?.parentElement ?? null);
      if (!el) return 'other: (gone)';
      const region = el.closest('header') ? 'header' : el.closest('main') ? 'main' : 'other';
      const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 2).join('.') : '';
      const text = (el.textContent ?? '').trim().slice(0, 20);
      return `${region}: ${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text}"`;
    };
    w.__scfShifts = [];
    w.__scfShiftTake = (entries) => {
      for (const e of entries as Entry[])
        if (!e.hadRecentInput)
          w.__scfShifts.push({
            value: e.value,
            moved: (e.sources ?? []).map((x) => describe(x.node)),
            rects: (e.sources ?? []).map((x) => `${box(x.previousRect)} → ${box(x.currentRect)}`),
            at: Math.round(e.startTime),
          });
    };
    w.__scfShiftObserver = new PerformanceObserver((list) => w.__scfShiftTake(list.getEntries()));
    w.__scfShiftObserver.observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shifts the page has had since it began loading (see `watchLayoutShift`), up to the
 * frame painted now: two frames on, the shifts not yet handed to the observer are taken from it.
 */
const layoutShifts = (page: Page): Promise<ShiftRecord[]> =>
  page.evaluate(async () => {
    const w = window as unknown as ShiftWindow;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    w.__scfShiftTake(w.__scfShiftObserver.takeRecords());
    return w.__scfShifts;
  });

/**
 * Expects no visible layout shift so far (see `layoutShifts`): none of 1e-4 or more. Smaller ones
 * are a fraction of a pixel (a list's text moved by 7.7e-7 while hydrating in slices, decision
 * 0007). On failure the message lists every shift with what moved and its boxes.
 */
export async function expectNoVisibleShift(page: Page): Promise<void> {
  const shifts = await layoutShifts(page);
  expect(
    shifts.filter((s) => s.value >= 1e-4),
    JSON.stringify(shifts),
  ).toEqual([]);
}

/** The sum of the page's layout shifts so far (see `layoutShifts`). */
export const layoutShift = async (page: Page): Promise<number> =>
  (await layoutShifts(page)).reduce((sum, s) => sum + s.value, 0);

/**
 * Waits for finite CSS animations and transitions (shadow trees included) to end: a popup in
 * the middle of its fade-in has half-transparent text, which would be judged on contrast.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((r) => setTimeout(r, 3000)),
    ]);
  });
  // rc-motion swaps its classes after a transition ends: wait until no element (shadow trees
  // included) has an enter, leave or appear class left, then for the frame that paints it.
  await page
    .waitForFunction(
      () => {
        const moving = /-(enter|leave|appear)(-start|-active)?$/;
        const still = (root: Document | ShadowRoot): boolean =>
          [...root.querySelectorAll('*')].some(
            (el) => [...el.classList].some((c) => moving.test(c)) || (el.shadowRoot !== null && still(el.shadowRoot)),
          );
        return !still(document);
      },
      undefined,
      { timeout: 3000, polling: 'raf' },
    )
    .catch(() => undefined);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

let axeSource: string | null = null;
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/** axe-core injected by hand (no Playwright wrapper needed for one script). */
export async function seriousA11yViolations(page: Page, context?: string): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await animationsDone(page);
  await page.addScriptTag({ content: axeSource });
  const violations = (await page.evaluate(async (ctx) => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run(ctx ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations;
  }, context ?? null)) as AxeViolation[];
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Readable summary for assertion messages. */
export const describeViolations = (vs: AxeViolation[]): string =>
  vs
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 3)
          .map((n) => n.html)
          .join('\n    ')}`,
    )
    .join('\n');
