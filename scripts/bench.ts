/**
 * `npm run bench`: the performance figures of the portal, printed (not asserted).
 *  - JS downloaded before the first parcel paints on /index/index and /login (raw and gzip)
 *  - time to that first paint in headless Chromium (median of 5 cold loads)
 *  - click → next parcel painted, median and p95 over 20 switches /index ↔ /login
 *  - JS heap and listener count after those switches compared with before
 *  - the size of every built parcel, vendor module, @scf/shared, and the standalone elements
 * Budgets: ≤250 KB gzip JS before /index/index paints; @scf/shared ≤30 KB; elements ≤220 KB.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import { DIST, MAPPED } from '../vite.config';
import { spawnServer } from './lib/spawn-server';
// @ts-expect-error plain ESM helper without types
import { ensureBuild } from './build-state.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf: Buffer): number => gzipSync(buf, { level: 9 }).length;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const p95 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)] ?? NaN;
const verdict = (value: number, budget: number): string => (value <= budget ? `✓ within ${kb(budget)}` : `✗ OVER ${kb(budget)}`);

async function newContext(): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'scf-bench-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROME, headless: true, args: FLAGS, viewport: { width: 1280, height: 800 } });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page, close: async () => { await context.close(); rmSync(profile, { recursive: true, force: true }); } };
}

/** Marks set by the root config: the first application mounted and painted. */
async function firstPaint(page: Page): Promise<number> {
  await page.waitForFunction(() => performance.getEntriesByName('scf:app-paint').length > 0, undefined, { timeout: 30_000 });
  return page.evaluate(() => performance.getEntriesByName('scf:app-paint')[0]?.startTime ?? NaN);
}

async function coldLoad(base: string, route: string): Promise<{ paint: number; raw: number; gzip: number; files: number }> {
  const { page, close } = await newContext();
  const bodies = new Map<string, Buffer>();
  page.on('response', async (res) => {
    if (res.url().endsWith('.js')) bodies.set(res.url(), await res.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(base + route);
  const paint = await firstPaint(page);
  const before = await page.evaluate(
    (t) => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js') && (e as PerformanceResourceTiming).responseEnd <= t).map((e) => e.name),
    paint,
  );
  await page.waitForLoadState('networkidle');
  await close();
  let raw = 0;
  let gzip = 0;
  for (const u of before) {
    const body = bodies.get(u);
    if (!body) continue;
    raw += body.length;
    gzip += gz(body);
  }
  return { paint, raw, gzip, files: before.length };
}

async function switches(base: string): Promise<{ times: number[]; heap: [number, number]; listeners: [number, number]; nodes: [number, number] }> {
  const { context, page, close } = await newContext();
  await page.goto(base + '/index/index');
  await firstPaint(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async (): Promise<Record<string, number>> => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics: list } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    return Object.fromEntries(list.map((m) => [m.name, m.value]));
  };
  const one = async (to: string): Promise<number> => {
    const count = await page.evaluate(() => performance.getEntriesByName('scf:app-paint').length);
    // A real click on the page's own link to the other parcel.
    const link = page.locator(`a[href="${to}"]`).first();
    const start = await page.evaluate(() => performance.now());
    await link.click();
    await page.waitForFunction((n) => performance.getEntriesByName('scf:app-paint').length > n, count);
    return page.evaluate(([s, n]) => (performance.getEntriesByName('scf:app-paint')[n as number]?.startTime ?? NaN) - (s as number), [start, count]);
  };
  for (let i = 0; i < 2; i++) { await one('/login'); await one('/index/index'); }
  const before = await metrics();
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    times.push(await one('/login'));
    times.push(await one('/index/index'));
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

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * @scf/shared's own code: built alone with every library external — those served by the map
 * and, with `ownOnly`, also the libraries it bundles privately (crypto-js, dompurify).
 */
async function sharedSize(ownOnly: boolean): Promise<number> {
  const out = mkdtempSync(path.join(os.tmpdir(), 'scf-shared-size-'));
  await build({
    configFile: false,
    logLevel: 'silent',
    root: process.cwd(),
    build: {
      outDir: out,
      minify: true,
      lib: { entry: path.resolve('shared/index.ts'), formats: ['es'], fileName: 'shared' },
      rolldownOptions: {
        external: (id: string) => (MAPPED.some((re) => re.test(id)) && !id.startsWith('@scf/')) || (ownOnly && /^(crypto-js|dompurify)(\/|$)/.test(id)),
      },
    },
  });
  const size = walk(out).filter((f) => f.endsWith('.js')).reduce((n, f) => n + gz(readFileSync(f)), 0);
  rmSync(out, { recursive: true, force: true });
  return size;
}

async function main(): Promise<void> {
  ensureBuild();
  if (!existsSync(CHROME)) throw new Error(`Chromium not found at ${CHROME}: apt-get install -y chromium fonts-noto-cjk`);
  const server = await spawnServer();
  try {
    console.log(`\nSCF portal benchmark — ${new Date().toISOString()} — ${os.cpus().length} cores, Node ${process.version}\n`);
    console.log('First paint of a parcel (cold cache, median of 5 loads)');
    for (const route of ['/index/index', '/login']) {
      const runs = [];
      for (let i = 0; i < 5; i++) runs.push(await coldLoad(server.url, route));
      const m = runs.map((r) => r.paint);
      const last = runs[runs.length - 1]!;
      const budget = route === '/index/index' ? `  ${verdict(last.gzip, 250 * 1024)}` : '';
      console.log(`  ${route.padEnd(14)} paint ${median(m).toFixed(0)} ms   JS before paint: ${last.files} files, ${kb(last.raw)} raw, ${kb(last.gzip)} gzip${budget}`);
    }

    const s = await switches(server.url);
    console.log('\nParcel switches /index ↔ /login, click → next parcel painted (20 switches)');
    console.log(`  median ${median(s.times).toFixed(1)} ms   p95 ${p95(s.times).toFixed(1)} ms`);
    console.log(`  JS heap ${kb(s.heap[0])} → ${kb(s.heap[1])} (Δ ${kb(s.heap[1] - s.heap[0])})   listeners ${s.listeners[0]} → ${s.listeners[1]}   DOM nodes ${s.nodes[0]} → ${s.nodes[1]}`);
  } finally {
    await server.stop();
  }

  console.log('\nBuilt modules (raw / gzip)');
  const groups = new Map<string, { raw: number; gzip: number; files: number }>();
  for (const file of walk(path.join(DIST, 'assets'))) {
    if (!file.endsWith('.js')) continue;
    const rel = path.relative(path.join(DIST, 'assets'), file);
    const group = rel.startsWith('parcels/') ? `parcel ${rel.split('/')[1]}` : rel.startsWith('vendor/antd/') ? 'vendor antd entries' : rel.startsWith('vendor/chunks/') ? 'vendor shared chunks' : rel.startsWith('vendor/@ant-design/icons') ? 'vendor icons' : `vendor ${rel.replace(/^vendor\//, '').replace(/-[\w-]{8}\.js$/, '')}`;
    const body = readFileSync(file);
    const g = groups.get(group) ?? { raw: 0, gzip: 0, files: 0 };
    g.raw += body.length;
    g.gzip += gz(body);
    g.files += 1;
    groups.set(group, g);
  }
  for (const [name, g] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${name.padEnd(36)} ${String(g.files).padStart(3)} file(s) ${kb(g.raw).padStart(10)} ${kb(g.gzip).padStart(10)}`);
  }
  const own = await sharedSize(true);
  const withLibs = await sharedSize(false);
  console.log(`\n@scf/shared own code: ${kb(own)} gzip  ${verdict(own, 30 * 1024)}   (with crypto-js and dompurify: ${kb(withLibs)})`);
  const standalone = path.join(DIST, 'elements/scf-elements.js');
  if (existsSync(standalone)) {
    const body = readFileSync(standalone);
    console.log(`Standalone elements bundle: ${kb(body.length)} raw, ${kb(gz(body))} gzip  ${verdict(gz(body), 220 * 1024)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
