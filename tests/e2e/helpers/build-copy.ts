/**
 * A copy of the build with a server of its own, for the tests of one describe block that change
 * the build (its import map above all). Every other browser worker's server reads the shared
 * dist, so a change made there reaches their pages mid-test (CI run 4 of 2026-11-29: another
 * worker's /404 loaded a parcel that one test had deployed and then removed).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { spawnServer, type RunningServer } from '../../../scripts/lib/spawn-server';
import { useServer } from './browser';

/**
 * Copies `dist` before the block's tests, lets `prepare` change the copy, then starts a server
 * on it and points the helpers at it; afterwards the server stops and the copy goes. Its hooks
 * run in the order of registration among the block's own: what the copy must hold is done in a
 * hook registered before it, what runs against its server in one registered after. `dir()`
 * names the copy.
 */
export function serveBuildCopy(name: string, prepare: (dir: string) => void = () => undefined): { dir: () => string } {
  let dir = '';
  let server: RunningServer | null = null;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), `scf-${name}-dist-`));
    cpSync(path.resolve('dist'), dir, { recursive: true });
    prepare(dir);
    server = await spawnServer({ DIST_DIR: dir });
    useServer(server.url, server.dataDir);
  });
  afterAll(async () => {
    useServer(null);
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return { dir: () => dir };
}
