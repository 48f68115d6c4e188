// Preloaded into the server by `npm run bench -- --api` (NODE_OPTIONS=--import): measures the
// main thread's event-loop delay. On SIGUSR2 it prints one line with the figures since the last
// signal and starts again, so the bench can read the delay of each load row.
import { isMainThread } from 'node:worker_threads';
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (isMainThread) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  process.on('SIGUSR2', () => {
    const ms = (/** @type {number} */ ns) => Math.round((ns / 1e6) * 10) / 10;
    process.stdout.write(
      `SCF-LOOP ${JSON.stringify({ p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max) })}\n`,
    );
    h.reset();
  });
}
