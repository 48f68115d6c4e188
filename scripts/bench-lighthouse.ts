/**
 * `npm run bench -- --lighthouse`: Lighthouse's own verdict (mobile preset: an emulated Moto G,
 * simulated slow 4G and a 4× slower CPU) on /index/index, /login and, signed in first,
 * /center/crm/user: the performance score, total blocking time, time to interactive, FCP, LCP and
 * speed index, the median of `--runs` runs (default 3). Run it on a quiet machine: Lighthouse
 * simulates the network but measures the CPU it is given.
 *
 * Lighthouse (the npm package, pinned below; it runs on Node 20 and later) is run with `npx`, so
 * it is downloaded on first use and is not a dependency of the portal. It drives its own
 * Chromium over the DevTools port of one started here: a signed-in page gets the session's
 * cookies put into that browser first, and Lighthouse is told not to clear them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { spawnServer } from './lib/spawn-server';
import { median } from './bench/page-load';
import { signIn, withSession, type Tokens } from './bench/session';
import { CHROME_PATH, CHROMIUM_SWITCHES } from './lib/chromium';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const RUNS = 3;

interface Verdict {
  score: number;
  tbt: number;
  tti: number;
  fcp: number;
  lcp: number;
  si: number;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** Profiles still busy when their run ended (see audit). */
const leftProfiles: string[] = [];
process.once('exit', () => {
  for (const dir of leftProfiles) rmSync(dir, { recursive: true, force: true });
});

/** One Lighthouse run against a fresh Chromium (a fresh profile, the session's cookies if any). */
async function audit(base: string, pagePath: string, tokens: Tokens | null): Promise<Verdict> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'scf-lighthouse-'));
  const port = await freePort();
  const browser = spawn(
    CHROME_PATH,
    [
      ...CHROMIUM_SWITCHES,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    // The DevTools endpoint answers once the browser is up; playwright waits for it.
    let connected = null;
    for (let i = 0; i < 50 && !connected; i++) {
      connected = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch(() => null);
      if (!connected) await new Promise((r) => setTimeout(r, 200));
    }
    if (!connected) throw new Error('Chromium did not open its DevTools port');
    const context = connected.contexts()[0];
    if (tokens && context) await withSession(base, tokens)(context);
    // Only the DevTools connection ends here; the browser stays for Lighthouse.
    await connected.close();
    const run = spawnSync(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        new URL(pagePath, base).toString(),
        `--port=${port}`,
        '--output=json',
        '--output-path=stdout',
        '--only-categories=performance',
        '--disable-storage-reset',
        '--quiet',
      ],
      { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
    if (run.status !== 0) throw new Error(`lighthouse failed (${run.status}): ${run.stderr.slice(-2000)}`);
    const report = JSON.parse(run.stdout) as {
      finalDisplayedUrl?: string;
      categories: { performance: { score: number | null } };
      audits: Record<string, { numericValue?: number }>;
    };
    if (report.finalDisplayedUrl && new URL(report.finalDisplayedUrl).pathname !== pagePath) {
      console.warn(`  (${pagePath} ended on ${report.finalDisplayedUrl})`);
    }
    const a = (id: string): number => report.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((report.categories.performance.score ?? NaN) * 100),
      tbt: a('total-blocking-time'),
      tti: a('interactive'),
      fcp: a('first-contentful-paint'),
      lcp: a('largest-contentful-paint'),
      si: a('speed-index'),
    };
  } finally {
    if (browser.exitCode === null) {
      const exited = new Promise((r) => browser.once('exit', r));
      browser.kill();
      await exited;
    }
    // Chromium's helper processes may still be writing into the profile for a moment (seconds on
    // a loaded machine): a profile that cannot be removed yet is removed at the end of the run.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      leftProfiles.push(profile);
    }
  }
}

const ms = (n: number): string => (Number.isFinite(n) ? `${Math.round(n)} ms` : '—');
const mark = (ok: boolean): string => (ok ? '✓' : '✗');

export async function benchLighthouse(argv: readonly string[]): Promise<void> {
  const i = argv.indexOf('--runs');
  const runs = i >= 0 && Number(argv[i + 1]) > 0 ? Number(argv[i + 1]) : RUNS;
  const server = await spawnServer();
  try {
    const tokens = await signIn(server.url, '13800000003');
    const pages: [string, Tokens | null][] = [
      ['/index/index', null],
      ['/login', null],
      ['/center/crm/user', tokens],
    ];
    console.log(
      `\nLighthouse ${LIGHTHOUSE.split('@')[1]}, ` +
        `mobile preset (median of ${runs} runs) — targets: performance ≥ 95, TBT ≤ 200 ms`,
    );
    console.log(
      `  ${'page'.padEnd(30)} ${'score'.padStart(6)} ${'TBT'.padStart(8)} ` +
        `${'TTI'.padStart(8)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'SI'.padStart(8)}`,
    );
    for (const [pagePath, session] of pages) {
      const all: Verdict[] = [];
      for (let r = 0; r < runs; r++) all.push(await audit(server.url, pagePath, session));
      const m = (k: keyof Verdict): number => median(all.map((v) => v[k]));
      const name = session ? `${pagePath} (signed in)` : pagePath;
      console.log(
        `  ${name.padEnd(30)} ${String(m('score')).padStart(6)} ${ms(m('tbt')).padStart(8)} ` +
          `${ms(m('tti')).padStart(8)} ${ms(m('fcp')).padStart(8)} ` +
          `${ms(m('lcp')).padStart(8)} ${ms(m('si')).padStart(8)}` +
          `   ${mark(m('score') >= 95)} score ${mark(m('tbt') <= 200)} TBT`,
      );
    }
  } finally {
    await server.stop();
  }
}
