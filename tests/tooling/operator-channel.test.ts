/**
 * `npm run admin` while the server runs on the embedded database: the command must go through
 * the server (PGlite belongs to one process), and the channel must refuse anyone without the
 * token the server wrote into its data folder.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type RunningServer } from '../../scripts/lib/spawn-server';

const run = promisify(execFile);
const admin = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' } });

describe('operator channel', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await spawnServer();
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  it('lists pending applications through the running server', async () => {
    const { stdout } = await admin(server.dataDir, 'pending');
    expect(stdout).toMatch(/No application is waiting for approval|\S+\s{2}\S+/);
  });

  it('answers an unknown company with a clear message and a failing exit code', async () => {
    const failed = await admin(server.dataDir, 'approve', 'NO_SUCH_COMP').then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('企业 NO_SUCH_COMP 不存在');
  });

  it('refuses a request without the right token', async () => {
    const channel = JSON.parse(readFileSync(path.join(server.dataDir, 'operator.json'), 'utf8')) as { token: string };
    expect(channel.token.length).toBeGreaterThanOrEqual(40);
    for (const token of [undefined, 'x'.repeat(channel.token.length)]) {
      const res = await fetch(`${server.url}/api/operator/registration/pending`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'x-scf-operator-token': token } : {}) },
        body: '{}',
      });
      const body = (await res.json()) as { ok: boolean; msg: string };
      expect(body.ok).toBe(false);
      expect(body.msg).toBe('接口不存在');
    }
  });

  it('removes the channel file when the server stops', async () => {
    const file = path.join(server.dataDir, 'operator.json');
    expect(existsSync(file)).toBe(true);
    server.process.kill('SIGTERM');
    await new Promise((resolve) => server.process.once('exit', resolve));
    expect(existsSync(file)).toBe(false);
  });
});
