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
  run(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
  });

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

  it('grants, lists and revokes the import-map override role through the running server', async () => {
    const granted = await admin(server.dataDir, 'override-role', 'grant', '13800000004');
    expect(granted.stdout).toMatch(/^Granted the import-map override role for 13800000004 in \S+\.$/m);
    expect((await admin(server.dataDir, 'override-role', 'list')).stdout).toContain('13800000004');
    const revoked = await admin(server.dataDir, 'override-role', 'revoke', '13800000004');
    expect(revoked.stdout).toContain('Revoked the import-map override role for 13800000004');
    const unknown = await admin(server.dataDir, 'override-role', 'grant', '13999999999').then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(unknown?.code).toBe(1);
    expect(unknown?.stderr).toContain('没有任何在职的企业成员身份');
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

  it('removes the channel file when the server stops, and stops cleanly', async () => {
    const file = path.join(server.dataDir, 'operator.json');
    expect(existsSync(file)).toBe(true);
    server.process.kill('SIGTERM');
    await new Promise((resolve) => server.process.once('exit', resolve));
    expect(existsSync(file)).toBe(false);
    // A graceful stop (server closed, database closed), not the signal's default end.
    expect({ code: server.process.exitCode, signal: server.process.signalCode }).toEqual({ code: 0, signal: null });
  });
});
