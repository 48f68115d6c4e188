/**
 * An app serving a temporary dist/ that holds the given files (paths relative to dist/), for the
 * tests of the host page and the server render: on a fresh test environment of the given
 * database, created before the describe block's tests and closed (the folder removed) after them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestEnv, type DbKind, type TestEnv } from './test-app';

export function useDistApp(
  kind: DbKind,
  files: Record<string, string>,
): { readonly env: TestEnv; readonly app: FastifyInstance } {
  let env: TestEnv | undefined;
  let app: FastifyInstance | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'scf-dist-app-'));
  beforeAll(async () => {
    const dist = path.join(dir, 'dist');
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
      writeFileSync(path.join(dist, name), content);
    }
    env = await createTestEnv(kind);
    app = await env.newApp({ distDir: dist });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await env?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the app is read before its beforeAll started it');
    return value;
  };
  return {
    get env() {
      return ready(env);
    },
    get app() {
      return ready(app);
    },
  };
}
