// Run by `npm run bench -- --api` as its own process: one reader's view of the server while a
// load generator keeps it busy. Sends one GET at a time to the URL, `rate` per second, for
// `seconds`, and prints one line with the answers' p50/p99 in ms and the count of failures.
// A separate process, so the load generator's own busy event loop is not counted as the
// server's latency.
import http from 'node:http';

const [urlArg, secondsArg, rateArg] = process.argv.slice(2);
if (!urlArg) throw new Error('usage: latency-probe.mjs <url> [seconds] [rate]');
const url = urlArg;
const seconds = Number(secondsArg) || 3;
const rate = Number(rateArg) || 20;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** @returns {Promise<{ ms: number, ok: boolean }>} */
function once() {
  return new Promise((resolve) => {
    const start = performance.now();
    const req = http.get(url, { agent, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - start, ok: res.statusCode === 200 }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ ms: performance.now() - start, ok: false }));
  });
}

/** @type {number[]} */
const times = [];
let errors = 0;
const end = performance.now() + seconds * 1000;
while (performance.now() < end) {
  const next = performance.now() + 1000 / rate;
  const r = await once();
  if (r.ok) times.push(r.ms);
  else errors++;
  const wait = next - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}
times.sort((a, b) => a - b);
const pct = (/** @type {number} */ p) =>
  times.length
    ? Math.round((times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0) * 10) / 10
    : null;
process.stdout.write(`${JSON.stringify({ n: times.length, p50: pct(50), p99: pct(99), errors })}\n`);
agent.destroy();
