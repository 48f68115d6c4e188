/**
 * One cold page load in a fresh browser profile under a network/CPU profile, measured the way a
 * user's browser reports it: FCP, LCP and CLS from PerformanceObserver, the JavaScript files
 * (count, gzip bytes) that had arrived before the largest contentful paint and by the time the
 * network was idle, and the time until the page's own content showed (its first visible element
 * matching a selector: a list's first row, 个人信息's fields), which LCP alone misses when the
 * largest element is the frame (the header) rather than what the reader came for; and how long
 * the main thread was blocked (the Long Tasks API): its longest task, and the blocking time after
 * the first paint (each task's time over 50 ms, summed, as Lighthouse's TBT counts it); and when
 * the page's first byte came, which separates the server's share of a signed-in page's time to
 * content from the browser's.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession } from 'playwright-core';

export interface Profile {
  name: string;
  cpu: number;
  /** Round-trip latency (ms) and throughput (bytes/s) both ways; none = loopback. */
  network?: { latency: number; throughput: number };
  /** Loads as a phone (Lighthouse's mobile device); else a 1280×800 desktop window. */
  phone?: boolean;
}

/** Lighthouse's emulated phone (a Moto G Power): its screen, and a browser that says it is mobile. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) ' +
    'AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** Lighthouse's "slow 4G": 150 ms round trip, 1.6 Mbit/s. */
const SLOW_4G = { latency: 150, throughput: 1_600_000 / 8 };

export const PROFILES: Profile[] = [
  { name: 'loopback', cpu: 1 },
  { name: 'loopback CPU 4×', cpu: 4 },
  // Lighthouse's slow 4G with a CPU four times slower.
  { name: 'slow 4G + CPU 4×', cpu: 4, network: SLOW_4G },
  // The same on a phone, as Lighthouse measures it: the layout the server renders for a phone.
  { name: 'phone, slow 4G + CPU 4×', cpu: 4, network: SLOW_4G, phone: true },
];

export interface LoadFigures {
  fcp: number;
  lcp: number;
  cls: number;
  jsFiles: number;
  jsGzip: number;
  /** Gzip bytes of every JavaScript file fetched until the network was idle (prefetches included). */
  jsIdleGzip: number;
  /** When the page's own content first showed (NaN when the page names none or it never showed). */
  content: number;
  /** When the page's first byte arrived (navigation timing's responseStart): the server's share. */
  ttfb: number;
  /** The server's own time on the page (its Server-Timing `render`): the rest of the TTFB is the network's. */
  serverRender: number;
  /** The longest main-thread task of the load (ms; 0 when none took 50 ms). */
  longestTask: number;
  /** Σ (task − 50 ms) over the long tasks that ended after the first contentful paint (ms). */
  blocking: number;
}

/** Runs in the page before anything else: collects the paint, layout-shift and long-task entries. */
const OBSERVE = `(() => {
  const v = { fcp: 0, lcp: 0, cls: 0, tasks: [] };
  Object.defineProperty(window, '__benchVitals', { value: v });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) v.tasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) v.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') v.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) v.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
})();`;

/**
 * Records when the first visible element matching `selector` was shown: checked once per
 * animation frame from the document's start; once found, the time is taken after that frame's
 * rendering work (a task queued from the frame's callback runs after its style, layout and
 * paint). The frame's start alone was up to 260 ms early at CPU 4× on a server-rendered page,
 * whose whole markup is laid out and painted in that one frame. The figure is then held to at
 * least the first contentful paint (see coldLoad): nothing is shown before it.
 */
const watchContent = (selector: string): string => `(() => {
  const sel = ${JSON.stringify(selector)};
  const state = { at: NaN };
  Object.defineProperty(window, '__benchContent', { value: state });
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top < innerHeight;
  };
  const tick = () => {
    const el = document.querySelector(sel);
    if (el && visible(el)) { setTimeout(() => { state.at = performance.now(); }, 0); return; }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

const gz = (buf: Buffer): number => gzipSync(buf, { level: 9 }).length;

/** `prepare` runs on the fresh context before the load (e.g. puts a session's cookies in). */
export interface LoadTarget {
  url: string;
  /** Puts what the load needs into the fresh context (e.g. a session's cookies). */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** CSS selector of the page's own content (see watchContent). */
  content?: string;
}

/**
 * Slows the page's CPU from the moment its document's response arrives, not from the request.
 * Chromium emulates a slow CPU by keeping a core busy while the page is throttled, even on an
 * idle page (measured here: 4.2 s of CPU in 5 s on about:blank at 4×, 0.5 s unthrottled). On this
 * two-core machine that took a core from the portal's server while it rendered the page: the
 * server's own time on /center/crm/user was 311 ms at CPU 4× against 102 ms unthrottled. A
 * reader's slow phone does not slow the server, so the server renders with both cores, as it
 * would for that phone, and everything the page does with its response (parse, style, layout,
 * scripts, later requests) runs throttled. The document's response is held at its headers
 * (DevTools' Fetch domain) until the throttle has been asked for, so no byte of it is parsed at
 * full speed; the hold adds a DevTools round trip to the measured time to first byte.
 */
async function throttleFromResponse(cdp: CDPSession, rate: number): Promise<void> {
  let throttled = false;
  cdp.on('Fetch.requestPaused', (event) => {
    const release = (): Promise<unknown> =>
      cdp.send('Fetch.continueRequest', { requestId: event.requestId }).catch(() => undefined);
    if (throttled) {
      void release();
      return;
    }
    throttled = true;
    // Sent before the response goes on, not awaited first: Chromium answers it only once the
    // navigation has committed, which the held response would never let happen. It takes effect
    // at the commit, before the parser sees a byte (checked in traces: the first load's parse,
    // style and layout took as long as with the throttle set before the request).
    const throttle = cdp.send('Emulation.setCPUThrottlingRate', { rate });
    void release()
      .then(() => throttle)
      .then(() => cdp.send('Fetch.disable'))
      .catch(() => undefined);
  });
  await cdp.send('Fetch.enable', { patterns: [{ resourceType: 'Document', requestStage: 'Response' }] });
}

async function coldLoad(browser: Browser, target: LoadTarget, profile: Profile): Promise<LoadFigures> {
  const { url, prepare } = target;
  const context = await browser.newContext(profile.phone ? PHONE : DESKTOP);
  try {
    if (prepare) await prepare(context);
    await context.addInitScript(OBSERVE);
    if (target.content) await context.addInitScript(watchContent(target.content));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    if (profile.network) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.network.latency,
        downloadThroughput: profile.network.throughput,
        uploadThroughput: profile.network.throughput,
      });
    }
    if (profile.cpu > 1) await throttleFromResponse(cdp, profile.cpu);
    const bodies = new Map<string, Buffer>();
    page.on('response', (res) => {
      if (!/\.m?js(\?|$)/.test(res.url())) return;
      res.body().then(
        (b) => bodies.set(res.url(), b),
        () => undefined,
      );
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
    // Our pages: until the application has painted (the root config marks it); others go on.
    await page
      .waitForFunction(
        () => performance.getEntriesByName('scf:app-paint').length > 0 || !document.getElementById('scf-boot'),
        undefined,
        { timeout: 60_000 },
      )
      .catch(() => undefined);
    // The largest paint is final once no larger one came for a while.
    const quiet = profile.network ? 2000 : 1000;
    let last = -1;
    for (let waited = 0; waited < 30_000; waited += quiet) {
      const lcp = await page.evaluate(
        () => (window as unknown as { __benchVitals: { lcp: number } }).__benchVitals.lcp,
      );
      if (lcp === last && lcp > 0) break;
      last = lcp;
      await page.waitForTimeout(quiet);
    }
    if (target.content) {
      await page
        .waitForFunction(
          () => !Number.isNaN((window as unknown as { __benchContent: { at: number } }).__benchContent.at),
          undefined,
          { timeout: 30_000 },
        )
        .catch(() => undefined);
    }
    // Prefetches that wait for an idle browser have started by now; let them finish.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    const { vitals, before, all, content } = await page.evaluate(() => {
      const w = window as unknown as {
        __benchVitals: { fcp: number; lcp: number; cls: number; tasks: [number, number][] };
        __benchContent?: { at: number };
      };
      const v = w.__benchVitals;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => /\.m?js(\?|$)/.test(e.name)) as PerformanceResourceTiming[];
      const js = scripts.filter((e) => e.responseEnd <= v.lcp).map((e) => e.name);
      const tasks = v.tasks.filter(([start, duration]) => start + duration > v.fcp);
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return {
        vitals: {
          fcp: v.fcp,
          lcp: v.lcp,
          cls: v.cls,
          ttfb: navigation?.responseStart ?? Number.NaN,
          serverRender: navigation?.serverTiming.find((t) => t.name === 'render')?.duration ?? Number.NaN,
          longestTask: Math.max(0, ...v.tasks.map(([, duration]) => duration)),
          blocking: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        },
        before: [...new Set(js)],
        all: [...new Set(scripts.map((e) => e.name))],
        // Shown no earlier than the first contentful paint (a presentation time, as LCP's).
        content: Math.max(w.__benchContent?.at ?? NaN, v.fcp),
      };
    });
    const gzipOf = (urls: string[]): number => urls.reduce((sum, u) => sum + gz(bodies.get(u) ?? Buffer.alloc(0)), 0);
    return { ...vitals, jsFiles: before.length, jsGzip: gzipOf(before), jsIdleGzip: gzipOf(all), content };
  } finally {
    await context.close();
  }
}

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Medians of `runs` cold loads. */
export async function medianLoad(
  browser: Browser,
  target: LoadTarget,
  profile: Profile,
  runs: number,
): Promise<LoadFigures> {
  const all: LoadFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await coldLoad(browser, target, profile));
  const m = (k: keyof LoadFigures): number => median(all.map((f) => f[k]));
  return {
    fcp: m('fcp'),
    lcp: m('lcp'),
    cls: m('cls'),
    jsFiles: m('jsFiles'),
    jsGzip: m('jsGzip'),
    jsIdleGzip: m('jsIdleGzip'),
    content: m('content'),
    ttfb: m('ttfb'),
    serverRender: m('serverRender'),
    longestTask: m('longestTask'),
    blocking: m('blocking'),
  };
}
