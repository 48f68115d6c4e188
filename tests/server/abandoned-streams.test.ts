/**
 * A client that pipelines requests for a large static file and goes away without reading:
 * the file streams of the answers still queued are closed with the connection, so the
 * process's open descriptors return to where they were (counted in /proc/self/fd).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { createTestEnv, type TestEnv } from './helpers/test-app';

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
  let env: TestEnv;
  let app: FastifyInstance;
  let port = 0;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'scf-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    // Incompressible, like a real 436 KB chunk: far more than a socket buffer takes.
    writeFileSync(path.join(dist, 'assets', 'chunk-abc123.js'), randomBytes(436 * 1024));
    env = await createTestEnv('pglite');
    app = await buildApp({ config: { ...env.config, distDir: dist }, db: env.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    port = typeof addr === 'object' && addr ? addr.port : 0;
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await env?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('closes their files with the connection: descriptors return to the baseline', async () => {
    const request = 'GET /assets/chunk-abc123.js HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n';
    const round = async () => {
      const sockets = await Promise.all(
        Array.from(
          { length: CONNECTIONS },
          () =>
            new Promise<net.Socket>((resolve, reject) => {
              const s = net.connect(port, '127.0.0.1', () => {
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
    expect(after.map((n) => n - baseline).every((d) => d <= 5), JSON.stringify({ baseline, peaks, after })).toBe(true);
  }, 60_000);
});
