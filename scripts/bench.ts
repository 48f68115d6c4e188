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
import { DIST, MAPPED, SHARED_ENTRIES, sharedAliases } from '../vite.config';
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
    // A module both preloaded and imported appears twice among the resource entries: count it once.
    (t) => [...new Set(performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js') && (e as PerformanceResourceTiming).responseEnd <= t).map((e) => e.name))],
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
  // Warm-up: lazy chunks and the service widget (loaded when idle after the first mount) settle,
  // so that the before/after figures compare steady states.
  await page.locator('scf-service-widget').waitFor({ state: 'attached' });
  for (let i = 0; i < 5; i++) { await one('/login'); await one('/index/index'); }
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
 * @scf/shared's own code per entry on the map: all entries built in one run (as the vendor
 * build does) with every library external — those served by the map and, with `ownOnly`, the
 * ones it bundles privately (crypto-js, dompurify). Each entry counts its file and the chunks
 * it imports statically; the UI entries count only what the core does not already load.
 */
async function sharedSizes(ownOnly: boolean): Promise<Map<string, number>> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: process.cwd(),
    resolve: { alias: sharedAliases() },
    build: {
      write: false,
      minify: true,
      rolldownOptions: {
        input: SHARED_ENTRIES,
        preserveEntrySignatures: 'strict',
        external: (id: string) => (MAPPED.some((re) => re.test(id)) && !id.startsWith('@scf/')) || (ownOnly && /^(crypto-js|dompurify)(\/|$)/.test(id)),
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; fileName: string; code?: string; imports?: string[]; isEntry?: boolean; name?: string }[] }[];
  const chunks = new Map(outputs.flatMap((o) => o.output).filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file) || !chunks.has(file)) return seen;
    seen.add(file);
    for (const imp of chunks.get(file)?.imports ?? []) closure(imp, seen);
    return seen;
  };
  const size = (files: Iterable<string>): number => [...files].reduce((n, f) => n + gz(Buffer.from(chunks.get(f)?.code ?? '')), 0);
  const core = closure('@scf/shared.js');
  const sizes = new Map<string, number>([['@scf/shared', size(core)]]);
  for (const spec of Object.keys(SHARED_ENTRIES)) {
    if (spec === '@scf/shared') continue;
    sizes.set(spec, size([...closure(`${spec}.js`)].filter((f) => !core.has(f))));
  }
  sizes.set('all entries', size(chunks.keys()));
  return sizes;
}

async function main(): Promise<void> {
  ensureBuild();
  // `npm run bench -- --api`: the API capacity figures instead (scripts/bench-api.ts).
  if (process.argv.includes('--api')) return (await import('./bench-api')).benchApi(process.argv);
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
  const own = await sharedSizes(true);
  const withLibs = await sharedSizes(false);
  console.log('\n@scf/shared own code per import-map entry (gzip; with its private crypto-js and dompurify in brackets)');
  for (const [spec, n] of own) {
    const budget = spec === '@scf/shared' ? `  ${verdict(n, 30 * 1024)}` : '';
    console.log(`  ${spec.padEnd(24)} ${kb(n).padStart(9)}   (${kb(withLibs.get(spec) ?? 0)})${budget}`);
  }
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
