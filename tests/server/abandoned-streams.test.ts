/**
 * A client that pipelines requests for a large static file and goes away without reading:
 * the file streams of the answers still queued are closed with the connection, so the
 * process's open descriptors return to where they were (counted in /proc/self/fd).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useListeningApp } from './helpers/listening-app';

const CONNECTIONS = 20;
const PIPELINED = 20;
const haveProcFd = (() => {
  try {
    readdirSync('/proc/self/fd');
    return true;
  } catch {
    return false;
  }
})();

const openDescriptors = () => readdirSync('/proc/self/fd').length;

async function settle(until: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!until() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
}

describe.runIf(haveProcFd)('abandoned pipelined static requests', () => {
  // Incompressible, like a real 436 KB chunk: far more than a socket buffer takes.
  const server = useListeningApp({ 'chunk-abc123.js': randomBytes(436 * 1024) });

  it('closes their files with the connection: descriptors return to the baseline', async () => {
    const request = 'GET /assets/chunk-abc123.js HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n';
    const round = async () => {
      const sockets = await Promise.all(
        Array.from(
          { length: CONNECTIONS },
          () =>
            new Promise<net.Socket>((resolve, reject) => {
              const s = net.connect(server.port, '127.0.0.1', () => {
                // Never read: the answers pile up behind the first one.
                s.pause();
                s.write(request.repeat(PIPELINED));
                resolve(s);
              });
              s.on('error', reject);
            }),
        ),
      );
      // Until the server has opened a stream for each queued answer.
      await new Promise((r) => setTimeout(r, 1500));
      const peak = openDescriptors();
      for (const s of sockets) s.destroy();
      return peak;
    };
    await new Promise((r) => setTimeout(r, 200));
    const baseline = openDescriptors();
    const peaks: number[] = [];
    const after: number[] = [];
    for (let i = 0; i < 2; i++) {
      peaks.push(await round());
      await settle(() => openDescriptors() <= baseline + 5);
      after.push(openDescriptors());
    }
    // The load did open files (the test measures something) and they were all closed again.
    expect(Math.max(...peaks) - baseline).toBeGreaterThan(CONNECTIONS * 2);
    expect(
      after.map((n) => n - baseline).every((d) => d <= 5),
      JSON.stringify({ baseline, peaks, after }),
    ).toBe(true);
  }, 60_000);
});
