/**
 * A real listening server for the tests that speak raw HTTP over sockets (slow clients, clients
 * that go away): an app on a fresh test environment, serving a temporary dist/ that holds the
 * given assets, on a free port of 127.0.0.1. Created before the describe block's tests, closed
 * (and the folder removed) after them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { Config } from '../../../server/config';
import { createTestEnv, type TestEnv } from './test-app';

export interface ListeningApp {
  app: FastifyInstance;
  port: number;
}

/** `assets`: file name under dist/assets → its content. */
export function useListeningApp(assets: Record<string, Buffer>, config: Partial<Config> = {}): ListeningApp {
  let env: TestEnv | undefined;
  let dist: string | undefined;
  let current: ListeningApp | undefined;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'scf-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    for (const [name, content] of Object.entries(assets)) writeFileSync(path.join(dist, 'assets', name), content);
    env = await createTestEnv('pglite');
    const app = await buildApp({ config: { ...env.config, distDir: dist, ...config }, db: env.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    current = { app, port: typeof addr === 'object' && addr ? addr.port : 0 };
  }, 180_000);
  afterAll(async () => {
    await current?.app.close();
    await env?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });
  return {
    get app() {
      if (!current) throw new Error('the listening app is read before its beforeAll started it');
      return current.app;
    },
    get port() {
      return current?.port ?? 0;
    },
  };
}
