/**
 * `npm run bench -- --api`: the API's capacity, printed (never asserted).
 *
 * Starts a bare Fastify hello-world and the portal server as two child processes on loopback,
 * then loads each with autocannon for a few seconds per row: hello-world, /api/health,
 * /index/index, the authenticated unread count (background poll) and a password login, at 10
 * and 100 connections. Prints req/s, p50, p99, errors (transport errors, non-2xx and ok:false
 * envelopes) and the ratio to hello-world at the same connections, plus the server's
 * event-loop delay during each row (a preloaded probe, scripts/lib/loop-probe.mjs). The
 * hello-world and the unread count, whose ratio is the read path's target, alternate for
 * --api-rounds rounds (default 3) and print their medians: on a 2-core machine that also runs the
 * load generator, one 3-second sample of either moves by a third between runs. The unread count's
 * share is the median of the rounds' own ratios. It is loaded as the portal's client sends it: a
 * POST without a body. A last row
 * keeps the unread count under load while a light client in its own process measures /index/index and
 * /api/health: the host page must not wait behind queries. The server sheds load as in
 * production (SHED_DELAY_MS, default 15): the saturating rows print how many of their calls were
 * refused with 503 + Retry-After, once as background polls and once as a person's calls.
 *
 * Runs on the embedded database, and also on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL
 * is set (in a fresh database created for the run and dropped after).
 * On PostgreSQL it also seeds 100,000 vouchers into a fresh database and measures the voucher
 * list API (tabs, filters, page and summary) and SETTLE's list API (待兑付, 待收款, 已收款, 已付款) at 10
 * connections; `--voucher-list` runs only those.
 * Likewise 20,000 financing applications and the ZNX list API; `--znx-list` runs only that.
 * Options: --api-seconds=N (default 3) per row, --api-rounds=N (default 3).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDb } from '../server/db/create-db';
import type { Db } from '../server/db/db';
import { LOGIN_BINDING_SEPARATOR } from '../server/features/auth/login-binding';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PROBE = fileURLToPath(new URL('./lib/loop-probe.mjs', import.meta.url));
const P = '/api/web/portal/api';
const DEMO_PASSWORD = 'Scf@2026';
/** Single-company demo accounts: a login answers tokens at once. */
const LOGIN_ACCOUNTS = ['13800000002', '13800000003', '13800000004', '13800000005'];
const CONNECTIONS = [10, 100] as const;

interface Proc {
  url: string;
  child: ChildProcess;
  /** Resolves with the next line of the child's stdout that starts with prefix. */
  nextLine(prefix: string): Promise<string>;
  stop(): Promise<void>;
}

function startProcess(args: string[], env: NodeJS.ProcessEnv, urlPattern: RegExp): Promise<Proc> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let started = false;
  let early = '';
  let buffer = '';
  const waiters: Array<{ prefix: string; resolve: (line: string) => void }> = [];
  return new Promise<Proc>((resolve, reject) => {
    // A fresh embedded database takes long to create on a busy machine.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`did not start within 300 s:\n${early}`));
    }, 300_000);
    const onData = (chunk: Buffer): void => {
      const text = chunk.toString();
      if (!started) {
        early += text;
        const m = urlPattern.exec(early);
        if (m && m[1] !== '0') {
          started = true;
          clearTimeout(timer);
          resolve({
            url: `http://127.0.0.1:${m[1]}`,
            child,
            nextLine: (prefix) => new Promise((r) => waiters.push({ prefix, resolve: r })),
            stop: async () => {
              if (child.exitCode !== null) return;
              const exited = new Promise((r) => child.once('exit', r));
              child.kill('SIGTERM');
              await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
              if (child.exitCode === null) child.kill('SIGKILL');
            },
          });
        }
        return;
      }
      // After start only the probe's lines matter; request logs are dropped unread.
      buffer += text;
      for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        const i = waiters.findIndex((w) => line.startsWith(w.prefix));
        if (i >= 0) waiters.splice(i, 1)[0]!.resolve(line);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => {
      if (!started) early += c.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!started) reject(new Error(`exited with code ${code}:\n${early}`));
    });
  });
}

const HELLO = `
const { default: Fastify } = await import('fastify');
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('hello-world on http://127.0.0.1:' + app.server.address().port);
`;

function startHello(): Promise<Proc> {
  return startProcess(
    ['--input-type=module', '-e', HELLO],
    { ...process.env, NODE_OPTIONS: '' },
    /http:\/\/127\.0\.0\.1:(\d+)/,
  );
}

function startPortal(dataDir: string, databaseUrl: string): Promise<Proc> {
  return startProcess(
    ['--import', 'tsx', 'server/main.ts'],
    {
      ...process.env,
      NODE_OPTIONS: `--import=${PROBE}`,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      // Every bench client comes from 127.0.0.1; per-account limits stay as they are.
      IP_LIMIT_FACTOR: '9999',
      // Load shedding as in production (NODE_ENV=test turns it off by default).
      SHED_DELAY_MS: process.env.SHED_DELAY_MS ?? '15',
      // The first product call of the day waits for the whole maturity sweep (measureCases makes
      // it before any row), so that no row is measured beside a sweep still running.
      SWEEP_WAIT_MS: '600000',
      EMBED_ORIGINS: '',
    },
    /listening on http:\/\/127\.0\.0\.1:(\d+)/,
  );
}

interface Envelope<T> {
  ok: boolean;
  msg: string;
  body: T;
}

async function api<T>(
  base: string,
  url: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const send = () =>
    fetch(base + url, {
      method: init.method ?? 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  let res = await send();
  // A server still warming up (or just after a saturating row) sheds calls: retry as a client does.
  for (let i = 0; res.status === 503 && i < 40; i++) {
    await new Promise((r) => setTimeout(r, 250));
    res = await send();
  }
  return (await res.json()) as Envelope<T>;
}

interface LoginBody {
  browserID: string;
  captcha: string;
  account: string;
  password: string;
}

/** Ready login bodies: each with its own captcha (single use) read from the development outbox. */
async function loginBodies(
  base: string,
  count: number,
  accounts: readonly string[] = LOGIN_ACCOUNTS,
): Promise<LoginBody[]> {
  const key = (await api<{ publicKey: string }>(base, '/api/rsa/secretKey')).body.publicKey;
  const bodies: LoginBody[] = [];
  while (bodies.length < count) {
    const batch = Array.from(
      { length: Math.min(150, count - bodies.length) },
      () => `bench${randomBytes(8).toString('hex')}`,
    );
    for (const id of batch) {
      const r = await api(base, `${P}/company/custAccount/verify/code?browserID=${id}`);
      if (!r.ok) throw new Error(`captcha: ${r.msg}`);
    }
    const outbox = (
      await api<Array<{ channel: string; to: string; code: string }>>(base, '/api/dev/outbox', { method: 'GET' })
    ).body;
    // Newest first: a browser id asked twice (a shed call retried) keeps its latest captcha, the one the server holds.
    const answers = new Map<string, string>();
    for (const o of outbox) if (o.channel === 'captcha' && !answers.has(o.to)) answers.set(o.to, o.code);
    for (const id of batch) {
      const answer = answers.get(id);
      if (!answer) throw new Error('captcha answer missing from the outbox');
      const account = accounts[bodies.length % accounts.length]!;
      const password = publicEncrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(`${answer}${LOGIN_BINDING_SEPARATOR}${DEMO_PASSWORD}`),
      ).toString('base64');
      bodies.push({ browserID: id, captcha: answer, account, password });
    }
  }
  return bodies;
}

/**
 * Signs `account` in, tried again with a new captcha up to three times: on a loaded machine (a
 * server just started, or just after a saturating row) a captcha call shed and retried can leave
 * the outbox's answer behind.
 */
async function signIn(base: string, account: string): Promise<{ accessToken: string; compCode: string }> {
  const once = async () =>
    api<{ accessToken: string; compCode: string }>(base, `${P}/company/custAccount/login/password`, {
      body: (await loginBodies(base, 1, [account]))[0],
    });
  let login = await once();
  for (let i = 0; !login.ok && i < 3; i++) login = await once();
  if (!login.ok) throw new Error(`login ${account}: ${login.msg}`);
  return login.body;
}

interface Row {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers refused by load shedding (503), counted among the errors too. */
  shed?: number;
  /** The answers the server served in full (2xx, and `"ok":true` where the row checks it). */
  served?: number;
  loop?: { p50: number; p99: number; max: number };
  /** Each round's req/s when the row is the median of several. */
  rounds?: number[];
  /**
   * The share of hello-world's req/s as the median of each round's own pair (this row's round
   * over the hello-world round just before it): a pair sees the same moment of the machine.
   */
  pairedShare?: number;
  /** Said after the figures (what else the row measured). */
  note?: string;
}

type Figures = Omit<Row, 'name' | 'connections'>;

/** The round with the median req/s (its latencies and loop delay with it), and every round's req/s. */
function medianRound(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const mid = sorted[Math.floor(sorted.length / 2)] as Figures;
  return runs.length > 1
    ? { ...mid, errors: runs.reduce((n, r) => n + r.errors, 0), rounds: runs.map((r) => r.rps) }
    : mid;
}

interface Load {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * One body per request, each sent once (login: one captcha each): the row ends when all are
   * answered instead of after a duration, so a fast machine never sends a used captcha.
   */
  bodies?: string[];
  /** Counts answers whose envelope is not ok:true as errors. */
  checkOk?: boolean;
  /** Throws unless the call answers as expected: run before and after the load. */
  verify?: () => Promise<void>;
}

async function load(target: Load, connections: number, seconds: number): Promise<Figures> {
  let notOk = 0;
  let served = 0;
  const request: autocannon.Request = {
    method: target.method ?? 'GET',
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body !== undefined ? { body: target.body } : {}),
  };
  const bodies = target.bodies;
  if (bodies) {
    let next = 0;
    request.setupRequest = (req) => ({ ...req, body: bodies[next++ % bodies.length] });
  }
  if (target.checkOk) {
    request.onResponse = (status, body) => {
      if (!body.includes('"ok":true')) notOk++;
      else if (status < 300) served++;
    };
  }
  await target.verify?.();
  const result = await autocannon({
    url: target.url,
    connections,
    ...(bodies ? { amount: bodies.length } : { duration: seconds }),
    requests: [request],
    timeout: 10,
  });
  await target.verify?.();
  return {
    // A row of a fixed number of requests ends inside a second: its rate is the count over the time.
    rps: bodies ? result.requests.total / result.duration : result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + notOk,
    shed: result['5xx'],
    ...(target.checkOk ? { served } : { served: result['2xx'] }),
  };
}

const LATENCY_PROBE = fileURLToPath(new URL('./lib/latency-probe.mjs', import.meta.url));

/**
 * One reader's latencies (sequential GETs, 20 per second) measured by a separate process, so
 * the load generator running in this process does not add its own delay to the figures.
 */
function probeLatency(
  url: string,
  seconds: number,
): Promise<{ n: number; p50: number | null; p99: number | null; errors: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LATENCY_PROBE, url, String(seconds), '20'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(out.trim()) as { n: number; p50: number | null; p99: number | null; errors: number });
      } catch {
        reject(new Error(`latency probe printed no result: ${out}`));
      }
    });
  });
}

/** Waits until the server answers /api/health quickly again (a row leaves work queued behind it). */
async function settle(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const t = performance.now();
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && performance.now() - t < 50) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function loopDelay(server: Proc): Promise<{ p50: number; p99: number; max: number }> {
  const line = server.nextLine('SCF-LOOP ');
  server.child.kill('SIGUSR2');
  return JSON.parse((await line).slice('SCF-LOOP '.length)) as { p50: number; p99: number; max: number };
}

const fmt = (n: number, w: number): string => (Number.isFinite(n) ? n.toFixed(n >= 100 ? 0 : 1) : '-').padStart(w);

function printRows(rows: Row[], hello: Map<number, number>): void {
  console.log(
    `  ${'row'.padEnd(30)} ${'conn'.padStart(4)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ` +
      `${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'÷ hello'.padStart(8)}  loop delay p50/p99/max ms`,
  );
  for (const r of rows) {
    const ratio = hello.get(r.connections);
    const share = r.pairedShare ?? (ratio ? r.rps / ratio : undefined);
    const rel = share !== undefined ? `${(share * 100).toFixed(1)} %` : '';
    const loop = r.loop ? `${r.loop.p50} / ${r.loop.p99} / ${r.loop.max}` : '';
    const rounds = r.rounds ? `  median of ${r.rounds.map((x) => x.toFixed(0)).join(', ')} req/s` : '';
    const note = r.note ? `  ${r.note}` : '';
    console.log(
      `  ${r.name.padEnd(30)} ${String(r.connections).padStart(4)} ${fmt(r.rps, 8)} ${fmt(r.p50, 7)} ` +
        `${fmt(r.p99, 7)} ${String(r.errors).padStart(7)} ${rel.padStart(8)}  ${loop}${rounds}${note}`,
    );
  }
}

/** The CPU time (user + system) a process has used, in ms (Linux: /proc; null elsewhere). */
function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * A signed-in reader's host page (issue 36: server-rendered for the reader), one request at a
 * time for `seconds`: the latency of each, and the server's CPU per page (the process's CPU over
 * the row divided by the pages; alone on the server, so the p50 latency is about its CPU too).
 * Says how many were rendered: past its budget or with too many renders under way the server
 * hands a page to the browser, which costs little and would flatter the figure.
 */
async function signedInPage(server: Proc, url: string, token: string, seconds: number): Promise<Figures> {
  const headers = { cookie: `access_token=${token}`, 'accept-encoding': 'gzip' };
  for (let i = 0; i < 10; i++) await fetch(url, { headers }).then((r) => r.arrayBuffer());
  const latencies: number[] = [];
  let rendered = 0;
  let errors = 0;
  const cpuBefore = processCpuMs(server.child.pid);
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const t = performance.now();
    const res = await fetch(url, { headers });
    const html = await res.text();
    latencies.push(performance.now() - t);
    if (!res.ok) errors++;
    else if (html.includes('data-scf-ssr=')) rendered++;
  }
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = processCpuMs(server.child.pid);
  latencies.sort((a, b) => a - b);
  const at = (q: number): number =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN) * 10) / 10;
  const cpu =
    cpuBefore !== null && cpuAfter !== null
      ? `server CPU ${((cpuAfter - cpuBefore) / latencies.length).toFixed(1)} ms per page (target ≤ 3), `
      : '';
  return {
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    note: `${cpu}rendered ${rendered} of ${latencies.length}`,
  };
}

async function benchDatabase(
  label: string,
  databaseUrl: string,
  seconds: number,
  rounds: number,
  hello: Proc,
): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scf-bench-api-'));
  const server = await startPortal(dataDir, databaseUrl);
  if (databaseUrl) await checkpoint(databaseUrl);
  try {
    const base = server.url;
    const session = await signIn(base, LOGIN_ACCOUNTS[0]!);
    const unread: Load = {
      url: `${base}${P}/message/getIsUnreadNumbers?receiveCompCode=${session.compCode}`,
      method: 'POST',
      // As the portal's client sends it: a POST without a body (the call has no parameters
      // besides the query), so the server parses none.
      headers: { authorization: `Bearer ${session.accessToken}`, 'x-scf-background': '1' },
      // Its refusals are all HTTP errors (counted as errors), and its answer is checked before
      // and after each round instead: reading every body cost the load generator, which shares
      // the machine, a sixth to a third of this row's throughput, and hello-world's is not read.
      verify: async () => {
        const ask = () =>
          fetch(`${base}${P}/message/getIsUnreadNumbers?receiveCompCode=${session.compCode}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${session.accessToken}`, 'x-scf-background': '1' },
          });
        let r = await ask();
        // Right after a saturating row the server may still shed polls: it says when to retry.
        for (let i = 0; r.status === 503 && i < 40; i++) {
          await new Promise((done) => setTimeout(done, 250));
          r = await ask();
        }
        const envelope = (await r.json()) as Envelope<unknown>;
        if (!envelope.ok || typeof envelope.body !== 'number')
          throw new Error(`unread count answered ${r.status}: ${envelope.msg}`);
      },
    };
    // Unmeasured warm-up: a fresh process runs its first thousands of requests in the
    // interpreter, and the first row would measure the compiler instead of the server.
    for (const target of [
      { url: `${hello.url}/` },
      unread,
      { url: `${base}/index/index` },
      { url: `${base}/api/health` },
    ])
      await load(target, 10, 2);
    const rows: Row[] = [];
    const helloRps = new Map<number, number>();
    const measure = async (target: Load, connections: number): Promise<Figures> => {
      await settle(base);
      await loopDelay(server); // starts the probe's window
      const r = await load(target, connections, seconds);
      return { ...r, loop: await loopDelay(server) };
    };
    const run = async (name: string, target: Load, connections: number): Promise<void> => {
      rows.push({ name, connections, ...(await measure(target, connections)) });
    };
    for (const c of CONNECTIONS) {
      // The pair whose ratio is the target, alternated: both see the same moments of the machine.
      const helloRuns: Figures[] = [];
      const unreadRuns: Figures[] = [];
      for (let i = 0; i < rounds; i++) {
        helloRuns.push(await load({ url: `${hello.url}/` }, c, seconds));
        unreadRuns.push(await measure(unread, c));
      }
      const h = medianRound(helloRuns);
      helloRps.set(c, h.rps);
      rows.push({ name: 'hello-world (bare Fastify)', connections: c, ...h });
      await run('GET /api/health', { url: `${base}/api/health` }, c);
      await run('GET /index/index (host page)', { url: `${base}/index/index` }, c);
      // Rendered for one reader, one request at a time (renders are not shared between readers).
      if (c === CONNECTIONS[0]) {
        await settle(base);
        rows.push({
          name: 'GET /center/crm/user signed in',
          connections: 1,
          ...(await signedInPage(server, `${base}/center/crm/user`, session.accessToken, seconds)),
        });
      }
      const shares = unreadRuns.map((u, i) => u.rps / (helloRuns[i] as Figures).rps).sort((a, b) => a - b);
      rows.push({
        name: 'unread count (auth, background)',
        connections: c,
        ...medianRound(unreadRuns),
        pairedShare: shares[Math.floor(shares.length / 2)],
      });
      // A process does 45–110 logins/s depending on the machine: the row sends this many (each
      // with its own captcha) and lasts about as long as the others.
      const bodies = (await loginBodies(base, 100 * seconds + c)).map((b) => JSON.stringify(b));
      await run(
        'password login',
        {
          url: `${base}${P}/company/custAccount/login/password`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          bodies,
          checkOk: true,
        },
        c,
      );
    }
    console.log(`\n${label}`);
    printRows(rows, helloRps);

    // The host page and the health check while a load runs on an API read:
    //  - a read that keeps the database busy (the message list, a query per request) at 10
    //    connections: the event loop only routes, so the other pages must not wait behind it;
    //  - the unread count at 100 connections, which saturates the process itself (answered from
    //    the cache, it costs the event loop alone): every request then queues, printed for scale.
    const messages: Load = {
      url: `${base}${P}/message/list`,
      method: 'POST',
      headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pageNum: 1, pageSize: 20 }),
      checkOk: true,
    };
    const whileLoaded = async (what: string, target: Load, connections: number): Promise<void> => {
      await settle(base);
      await loopDelay(server);
      const background = load(target, connections, seconds + 1);
      await new Promise((r) => setTimeout(r, 500));
      const window = Math.max(1, seconds - 0.5);
      const [page, health] = await Promise.all([
        probeLatency(`${base}/index/index`, window),
        probeLatency(`${base}/api/health`, window),
      ]);
      const bg = await background;
      const loop = await loopDelay(server);
      console.log(
        `  While ${what} runs at ${connections} connections (${fmt(bg.rps, 0).trim()} req/s, p99 ${bg.p99} ms, ` +
          `errors ${bg.errors}), event loop p99 ${loop.p99} ms, max ${loop.max} ms:`,
      );
      if (bg.shed)
        console.log(
          `    load shedding: ${bg.shed} of its calls answered 503 + Retry-After ` +
            `(${((bg.shed / Math.max(1, bg.rps * (seconds + 1))) * 100).toFixed(0)} %)`,
        );
      for (const [name, r] of [
        ['/index/index', page],
        ['/api/health', health],
      ] as const) {
        const verdict = r.p99 === null ? '✗ no answer in the window' : r.p99 <= 50 ? '✓ p99 ≤ 50 ms' : '✗ p99 > 50 ms';
        console.log(
          `    ${name.padEnd(14)} p50 ${r.p50} ms   p99 ${r.p99} ms   ${verdict}   answers ${r.n}, errors ${r.errors}`,
        );
      }
    };
    await whileLoaded('the message list (a query per request)', messages, 10);
    await whileLoaded('the unread count (saturating the process)', unread, 100);
    // Load shedding (SHED_DELAY_MS): the same saturation from calls a person makes (not marked
    // background), shed only from twice the delay; health and pages are never shed.
    const { 'x-scf-background': _background, ...foreground } = unread.headers ?? {};
    await whileLoaded('the unread count as a person’s call (not background)', { ...unread, headers: foreground }, 100);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Sequential committed writes per second: each one a small transaction, as a request makes. */
async function writesPerSecond(db: Db, seconds: number): Promise<number> {
  await db.exec('CREATE TABLE IF NOT EXISTS bench_writes (id serial PRIMARY KEY, v text NOT NULL)');
  const end = performance.now() + seconds * 1000;
  let n = 0;
  while (performance.now() < end) {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO bench_writes (v) VALUES ($1)', [`row ${n}`]);
    });
    n++;
  }
  return n / seconds;
}

/** What durability costs: the embedded database with and without flushing each commit. */
async function benchDurability(seconds: number, pgUrl: string | undefined): Promise<void> {
  console.log('\nCommitted writes per second (one INSERT per transaction, sequential)');
  for (const durable of [false, true]) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'scf-bench-writes-'));
    const db = await createDb({ dataDir: dir, databaseUrl: undefined }, { durable });
    try {
      const wps = await writesPerSecond(db, seconds);
      const mode = durable ? 'durable (WAL flushed per commit, the default)' : 'relaxed (no flush: before)';
      console.log(`  PGlite ${mode.padEnd(45)}  ${wps.toFixed(0).padStart(6)} writes/s`);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (pgUrl) {
    await withFreshPostgres(pgUrl, async (url) => {
      const db = await createDb({ dataDir: ':memory:', databaseUrl: url });
      try {
        const wps = await writesPerSecond(db, seconds);
        console.log(
          `  PostgreSQL (its own fsync settings)                       ${wps.toFixed(0).padStart(6)} writes/s`,
        );
      } finally {
        await db.close();
      }
    });
  }
}

/**
 * Writes out what creating, migrating and seeding the fresh database left in PostgreSQL's
 * buffers, so that its checkpoint does not flush them to the disk in the middle of a row (on a
 * small machine that stalled every process for seconds). Needs a superuser; skipped otherwise.
 */
async function checkpoint(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('CHECKPOINT');
  } catch {
    // Not allowed or not reachable: the rows are measured as they come.
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs `fn` with a connection to the database of `url` (the seeds' bulk inserts). */
async function withClient(url: string, fn: (c: pg.Client) => Promise<void>): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await fn(c);
  } finally {
    await c.end();
  }
}

/** The id of the one row a query answers. */
async function idOf(c: pg.Client, sql: string): Promise<number> {
  return ((await c.query<{ id: number }>(sql)).rows[0] as { id: number }).id;
}

/** What a list bench has: the portal, its address, the bearer tokens of its accounts, how long the seed took. */
interface ListBench {
  server: Proc;
  /** The database the server runs on (a fresh one of the bench's). */
  databaseUrl: string;
  base: string;
  tokens: Record<string, string>;
  seededMs: number;
}

/**
 * A portal on a fresh data folder and the database of `url`, seeded by `seed`, with the
 * accounts signed in by password; stopped and removed after `fn`.
 */
async function withSeededPortal(
  name: string,
  url: string,
  seed: (url: string) => Promise<void>,
  accounts: readonly string[],
  fn: (bench: ListBench) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `scf-bench-${name}-`));
  const server = await startPortal(dataDir, url);
  try {
    const t0 = Date.now();
    await seed(url);
    const seededMs = Date.now() - t0;
    const base = server.url;
    const tokens: Record<string, string> = {};
    for (const account of accounts) tokens[account] = (await signIn(base, account)).accessToken;
    await fn({ server, databaseUrl: url, base, tokens, seededMs });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A JSON POST of the API as one of the bench's signed-in accounts. */
function postAs(bench: ListBench, account: string, apiPath: string, body: Record<string, unknown>): Load {
  return {
    url: `${bench.base}${P}${apiPath}`,
    method: 'POST',
    headers: { authorization: `Bearer ${bench.tokens[account]}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    checkOk: true,
  };
}

/**
 * The CPU time the database's server processes of this database have used, ms, by process id
 * (Linux /proc; the bench's own connection aside). Read on the database's machine: the bench
 * runs its PostgreSQL on loopback.
 */
async function databaseCpuMs(url: string): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  await withClient(url, async (c) => {
    const { rows } = await c.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms !== null) cpu.set(pid, ms);
    }
  });
  return cpu;
}

/**
 * CPU per answer served, server and database apart: what a request costs whatever else the
 * machine runs (latency on a busy 2-core machine says more about the machine than the code).
 */
function cpuNote(
  served: number | undefined,
  server: [number | null, number | null],
  db: [Map<number, number>, Map<number, number>],
): string | undefined {
  const [s0, s1] = server;
  if (!served || s0 === null || s1 === null) return undefined;
  let dbMs = 0;
  for (const [pid, ms] of db[1]) dbMs += ms - (db[0].get(pid) ?? 0);
  const per = (ms: number) => (ms / served).toFixed(2);
  return `CPU ${per(s1 - s0 + dbMs)} ms/answer (server ${per(s1 - s0)} + database ${per(dbMs)})`;
}

/** Each case warmed up for a second, then measured at 10 connections on a settled server. */
async function measureCases(bench: ListBench, cases: Array<[string, Load]>, seconds: number): Promise<Row[]> {
  // Each call once first, however long it takes: a row that fails would measure error answers
  // (say why it fails), and the first product call of the day waits for the day's sweep (due and
  // overdue vouchers, lapsed applications; SWEEP_WAIT_MS above), which over a seeded table can
  // take far longer than a row. A request cut by the server's timeout is asked again.
  for (const [name, target] of cases) {
    const once = async () =>
      api(bench.base, target.url.slice(bench.base.length), {
        body: JSON.parse(target.body ?? '{}'),
        token: (target.headers?.authorization ?? '').slice(7),
      });
    let answer: Awaited<ReturnType<typeof once>> | null = null;
    for (let attempt = 0; answer === null; attempt++) {
      try {
        answer = await once();
      } catch (err) {
        if (attempt >= 30) throw err;
      }
    }
    if (!answer.ok) throw new Error(`${name}: ${JSON.stringify(answer)}`);
  }
  for (const [, target] of cases) await load(target, 10, 1);
  const rows: Row[] = [];
  for (const [name, target] of cases) {
    await settle(bench.base);
    await loopDelay(bench.server);
    const cpu0: [number | null, Map<number, number>] = [
      processCpuMs(bench.server.child.pid),
      await databaseCpuMs(bench.databaseUrl),
    ];
    const figures = await load(target, 10, seconds);
    const cpu1: [number | null, Map<number, number>] = [
      processCpuMs(bench.server.child.pid),
      await databaseCpuMs(bench.databaseUrl),
    ];
    // Per answer served: shed and failed answers cost little, and would make a request look cheap.
    const note = cpuNote(figures.served, [cpu0[0], cpu1[0]], [cpu0[1], cpu1[1]]);
    rows.push({ name, connections: 10, ...figures, loop: await loopDelay(bench.server), ...(note ? { note } : {}) });
  }
  return rows;
}

/** How many vouchers the voucher list bench puts in the database. */
const BENCH_VOUCHERS = 100_000;

/**
 * Adds BENCH_VOUCHERS root vouchers of the demo core enterprise to its two demo suppliers, in
 * every status, spread over 200 issue days and 300 due days, then lets PostgreSQL take its
 * statistics (as autovacuum would after such a load).
 */
async function seedVouchers(url: string): Promise<void> {
  await withClient(url, async (c) => {
    const id = (sql: string) => idOf(c, sql);
    const core = await id("SELECT id FROM companies WHERE comp_name = '华信核心制造集团有限公司'");
    const sup = await id("SELECT id FROM companies WHERE comp_name = '华南精密零部件供应有限公司'");
    const sup2 = await id("SELECT id FROM companies WHERE comp_name = '东莞华科电子有限公司'");
    const emp = await id(
      `SELECT e.id FROM employees e JOIN persons p ON p.id = e.person_id WHERE p.mobile = '13800000002'`,
    );
    await c.query(
      `INSERT INTO credit_vouchers (voucher_no, root_no, depth, issuer_comp_id, from_comp_id, holder_comp_id,
         amount_fen, available_fen, reserved_fen, issue_date, due_date, status, contract_no, created_by,
         created_at, updated_at)
       SELECT lpad(nextval('credit_voucher_no_seq')::text, 12, '0'), '', 0, $1::int, $1::int,
              CASE WHEN g % 3 = 0 THEN $3::int ELSE $2::int END, a.fen, a.fen, 0,
              current_date - (g % 200), current_date + 1 + (g % 300),
              (ARRAY[20, 55, 55, 55, 70, 80, 85, 30, 35, 40])[1 + g % 10], 'BENCH-' || g, $4::int,
              $5::bigint - g::bigint * 60000, $5::bigint - g::bigint * 60000
       FROM generate_series(1, $6::int) g, LATERAL (SELECT (1 + (g::bigint * 7919) % 10000000) * 100 AS fen) a`,
      [core, sup, sup2, emp, Date.now(), BENCH_VOUCHERS],
    );
    await c.query("UPDATE credit_vouchers SET root_id = id, root_no = voucher_no WHERE root_no = ''");
    await c.query('VACUUM ANALYZE credit_vouchers');
  });
}

/**
 * The voucher list API (BILL) with BENCH_VOUCHERS vouchers on PostgreSQL at 10 connections: a
 * page of 10 and the summary (count and sum) of the filtered list, per tab and with filters.
 */
async function benchVoucherList(url: string, seconds: number): Promise<void> {
  await withSeededPortal('voucher', url, seedVouchers, ['13800000002', '13800000013', '13800000007'], async (bench) => {
    const list = (account: string, body: Record<string, unknown>) =>
      postAs(bench, account, '/voucher/list', { pageNum: 1, pageSize: 10, ...body });
    const cases: Array<[string, Load]> = [
      ['core 我开立的, page 1', list('13800000002', { tab: 'issued' })],
      ['core all, page 50', list('13800000002', { pageNum: 50 })],
      [
        'core amount + due range',
        list('13800000002', {
          amountMin: '1000.00',
          amountMax: '50000.00',
          dueDateFrom: '2000-01-01',
          dueDateTo: '2100-01-01',
        }),
      ],
      ['core counterparty + status', list('13800000002', { counterparty: '华南', status: 55 })],
      ['supplier 我持有的', list('13800000013', { tab: 'held' })],
      ['supplier 待我处理', list('13800000013', { tab: 'todo' })],
    ];
    const rows = await measureCases(bench, cases, seconds);
    console.log(
      `\nVoucher list API (PostgreSQL, ${BENCH_VOUCHERS.toLocaleString('en-US')} vouchers seeded in ` +
        `${(bench.seededMs / 1000).toFixed(1)} s; target p99 ≤ 50 ms at 10 connections)`,
    );
    printRows(rows, new Map());

    // SETTLE's 兑付列表 on the same vouchers, paged as the page asks: the issuer's 待兑付 (30 days
    // and the overdue: a page, the summary of the filtered list and the day totals), the
    // holder's 待收款 (a page and its summary), and the paid records.
    const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const settleCall = (account: string, apiPath: string, body: Record<string, unknown>) =>
      postAs(bench, account, `/settle/${apiPath}`, body);
    const settleCases: Array<[string, Load]> = [
      ['issuer 待兑付, page 1 (all days)', settleCall('13800000007', 'due', { pageNum: 1, pageSize: 10 })],
      ['issuer 待兑付, page 50', settleCall('13800000007', 'due', { pageNum: 50, pageSize: 10 })],
      ['issuer 待兑付, one day', settleCall('13800000007', 'due', { dueDate: dayIn(10), pageNum: 1, pageSize: 10 })],
      ['holder 待收款, page 1', settleCall('13800000013', 'receivables', { tab: 'pending', pageNum: 1, pageSize: 10 })],
      [
        'holder 待收款, due-date range',
        settleCall('13800000013', 'receivables', {
          tab: 'pending',
          dueDateFrom: dayIn(5),
          dueDateTo: dayIn(15),
          pageNum: 1,
          pageSize: 10,
        }),
      ],
      [
        'holder 已收款, page 1',
        settleCall('13800000013', 'receivables', { tab: 'received', pageNum: 1, pageSize: 10 }),
      ],
      ['issuer 已付款, page 1', settleCall('13800000007', 'paid', { pageNum: 1, pageSize: 10 })],
    ];
    const settleRows = await measureCases(bench, settleCases, seconds);
    console.log(
      `\nSettle list API (PostgreSQL, same ${BENCH_VOUCHERS.toLocaleString('en-US')} vouchers; ` +
        'target p99 ≤ 50 ms at 10 connections)',
    );
    printRows(settleRows, new Map());
  });
}

/** How many financing applications the ZNX list bench puts in the database. */
const BENCH_APPLICATIONS = 20_000;

/**
 * Adds BENCH_APPLICATIONS financing applications of the demo supplier (华南) to the demo funder
 * (恒丰), on the supplier's demo vouchers, in every status, over 200 days, then lets PostgreSQL take
 * its statistics. The figures obey the table's check (financing = net + interest + fee). Only
 * vouchers due in more than 30 days: the day's sweep would lapse a live application on a due
 * voucher and give back a reservation the bench never made.
 */
async function seedApplications(url: string): Promise<void> {
  await withClient(url, async (c) => {
    const id = (sql: string) => idOf(c, sql);
    const sup = await id("SELECT id FROM companies WHERE comp_name = '华南精密零部件供应有限公司'");
    const funder = await id("SELECT id FROM companies WHERE comp_name = '恒丰资金服务有限公司'");
    const maker = await id(
      `SELECT e.id FROM employees e JOIN persons p ON p.id = e.person_id
        WHERE p.mobile = '13800000013' AND e.comp_id = ${sup}`,
    );
    await c.query(
      `INSERT INTO znx_applications (app_no, voucher_id, applicant_comp_id, funder_comp_id, applied_fen, ratio_bp,
         annual_rate_bp, fee_rate_bp, fixed_fee_fen, needs_risk, financing_fen, interest_fen, fee_fen, net_fen, days,
         quoted_on, contract_no, status, maker_id, idem_key, created_at, updated_at)
       SELECT 'RZ' || lpad(nextval('znx_app_no_seq')::text, 10, '0'), vs.ids[1 + g % array_length(vs.ids, 1)],
              $1::int, $2::int, a.fen, 8000, 450, 10, 20000,
              a.fen * 8 / 10 > 500000000, a.fen * 8 / 10, a.fen / 100, 20000, a.fen * 8 / 10 - a.fen / 100 - 20000, 90,
              current_date - (g % 200), 'BENCH-' || g, (ARRAY[10, 20, 25, 40, 50, 60, 80, 80, 35, 30])[1 + g % 10],
              $3::int, 'bench-' || g, $4::bigint - g::bigint * 60000, $4::bigint - g::bigint * 60000
       FROM generate_series(1, $5::int) g,
            LATERAL (SELECT (100000 + (g::bigint * 7919) % 100000000) * 100 AS fen) a,
            (SELECT array_agg(id ORDER BY id) AS ids FROM credit_vouchers
              WHERE holder_comp_id = $1::int AND due_date > current_date + 30) vs`,
      [sup, funder, maker, Date.now(), BENCH_APPLICATIONS],
    );
    await c.query('VACUUM ANALYZE znx_applications');
  });
}

/**
 * The financing list API (ZNX) with BENCH_APPLICATIONS applications on PostgreSQL at 10
 * connections: a page of 10, the summary and the funder's step counts, per tab and with filters.
 */
async function benchZnxList(url: string, seconds: number): Promise<void> {
  await withSeededPortal('znx', url, seedApplications, ['13800000351', '13800000013'], async (bench) => {
    const list = (account: string, body: Record<string, unknown>) =>
      postAs(bench, account, '/znx/list', { pageNum: 1, pageSize: 10, ...body });
    const cases: Array<[string, Load]> = [
      ['funder 待我审核 (放款初审)', list('13800000351', { status: [20] })],
      ['funder 全部, page 1', list('13800000351', {})],
      ['funder 全部, page 100', list('13800000351', { pageNum: 100 })],
      [
        'funder amount + date range',
        list('13800000351', {
          amountMin: '10000.00',
          amountMax: '500000.00',
          dateFrom: '2000-01-01',
          dateTo: '2100-01-01',
        }),
      ],
      ['funder counterparty + 已放款', list('13800000351', { counterparty: '华南', status: [80] })],
      ['applicant 我的融资申请', list('13800000013', { side: 'applicant' })],
    ];
    const rows = await measureCases(bench, cases, seconds);
    console.log(
      `\nFinancing list API (PostgreSQL, ${BENCH_APPLICATIONS.toLocaleString('en-US')} applications seeded in ` +
        `${(bench.seededMs / 1000).toFixed(1)} s; target p99 ≤ 50 ms at 10 connections)`,
    );
    printRows(rows, new Map());
  });
}

/** A fresh database beside the one in the URL, dropped after the run. */
async function withFreshPostgres(url: string, fn: (url: string) => Promise<void>): Promise<void> {
  const name = `scf_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const u = new URL(url);
    u.pathname = `/${name}`;
    await fn(u.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export async function benchApi(argv: string[]): Promise<void> {
  const secondsArg = argv.find((a) => a.startsWith('--api-seconds='));
  const seconds = secondsArg ? Math.max(2, Number(secondsArg.split('=')[1])) : 3;
  const roundsArg = argv.find((a) => a.startsWith('--api-rounds='));
  const rounds = roundsArg ? Math.max(1, Math.round(Number(roundsArg.split('=')[1])) || 1) : 3;
  const pgUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (argv.includes('--voucher-list')) {
    // Only the voucher list rows (they need PostgreSQL).
    if (!pgUrl) throw new Error('--voucher-list needs DATABASE_URL or TEST_DATABASE_URL');
    await withFreshPostgres(pgUrl, (url) => benchVoucherList(url, seconds));
    return;
  }
  if (argv.includes('--znx-list')) {
    // Only the financing list rows (they need PostgreSQL).
    if (!pgUrl) throw new Error('--znx-list needs DATABASE_URL or TEST_DATABASE_URL');
    await withFreshPostgres(pgUrl, (url) => benchZnxList(url, seconds));
    return;
  }
  console.log(
    `\nSCF API benchmark — ${new Date().toISOString()} — ${os.cpus().length} cores, Node ${process.version}, ` +
      `${seconds} s per row, loopback`,
  );
  console.log(
    `hello-world and the unread count alternate ${rounds} times per connection count; their rows are the medians,`,
  );
  console.log("and the unread count's share of hello-world is the median of each round's own pair");
  const hello = await startHello();
  try {
    await benchDatabase('Embedded database (PGlite)', '', seconds, rounds, hello);
    if (pgUrl) await withFreshPostgres(pgUrl, (url) => benchDatabase('PostgreSQL', url, seconds, rounds, hello));
    else console.log('\nPostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL)');
    if (pgUrl) await withFreshPostgres(pgUrl, (url) => benchVoucherList(url, seconds));
    else
      console.log(
        '\nVoucher list with 100,000 vouchers: skipped (needs PostgreSQL: DATABASE_URL or TEST_DATABASE_URL)',
      );
    if (pgUrl) await withFreshPostgres(pgUrl, (url) => benchZnxList(url, seconds));
    else
      console.log(
        '\nFinancing list with 20,000 applications: skipped (needs PostgreSQL: DATABASE_URL or TEST_DATABASE_URL)',
      );
    await benchDurability(seconds, pgUrl);
  } finally {
    await hello.stop();
  }
}
