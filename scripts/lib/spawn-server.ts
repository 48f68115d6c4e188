/**
 * Runs the real server in a child process on a free port with a fresh embedded database, for
 * the browser tests and the benchmark. Resolves once it prints its URL.
 */
import { spawn, type ChildProcess, type ChildProcessByStdio } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { seededDataVersion } from './seeded-data-version';
import { SHUTDOWN_LIMIT_MS } from '../../server/core/shutdown-limit';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /**
   * Stops the process (SIGTERM; killed if still running after STOP_GRACE_MS) and removes its data
   * folder, unless `keepData`.
   */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/**
 * The server process (`server/main.ts`) in test mode on a free port of 127.0.0.1, with the
 * embedded database in `dataDir`; `env` adds or overrides settings. Its output is piped.
 */
export function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): ChildProcessByStdio<null, Readable, Readable> {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * The server on a fresh database, seeded with the demo data: a copy of a data folder seeded once
 * (`seededDataFolder`). `env` adds or overrides settings; none of those the tests pass changes
 * what the seed writes.
 */
export async function spawnServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scf-server-'));
  cpSync(await seededDataFolder(), dataDir, { recursive: true });
  return startedServer(dataDir, env);
}

const TEMPLATE_PREFIX = 'scf-server-data-';
let template: Promise<string> | null = null;

/**
 * A data folder the server has created, migrated and seeded, then closed, kept in the temp
 * directory under the seeded data's version and shared by every run of that version. A start
 * on a fresh folder creates the database cluster (about 7 s of CPU), migrates and seeds it
 * (3 s); a start on a copy of this one opens it (1.5 s). About a dozen servers start in a CI run,
 * two cores between them. Made by a server start of its own and renamed into place when complete,
 * so a run never copies half a folder; two processes making it at once both succeed, one keeps it.
 */
function seededDataFolder(): Promise<string> {
  const folder = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${seededDataVersion()}`);
  if (existsSync(folder)) return Promise.resolve(folder);
  template ??= (async () => {
    const building = mkdtempSync(path.join(os.tmpdir(), 'scf-server-seeding-'));
    const server = await startedServer(building, {});
    // Only a clean stop (exit code 0: the database closed) leaves a folder worth copying.
    await server.stop({ keepData: true });
    if (server.process.exitCode !== 0) {
      rmSync(building, { recursive: true, force: true });
      throw new Error(`the server that seeded the data folder did not stop cleanly:\n${server.output()}`);
    }
    // The operator channel's file belongs to a running server (it removes it when it stops).
    rmSync(path.join(building, 'operator.json'), { force: true });
    try {
      renameSync(building, folder);
    } catch {
      // Another process put its folder there first: the same version, so that one serves.
      rmSync(building, { recursive: true, force: true });
    }
    // Older versions are left by earlier days or schemas: 40 MB each.
    for (const name of readdirSync(os.tmpdir()))
      if (name.startsWith(TEMPLATE_PREFIX) && path.join(os.tmpdir(), name) !== folder)
        rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    return folder;
  })().finally(() => {
    template = null;
  });
  return template;
}

/**
 * How long a stopped server may take before it is killed: longer than the server gives its own
 * shutdown, so a slow stop ends by the server's forced exit and its log line, not by a kill that
 * says nothing.
 */
const STOP_GRACE_MS = SHUTDOWN_LIMIT_MS + 5_000;

async function startedServer(dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  // Every browser test comes from 127.0.0.1: scale the per-IP limits (per-account limits stay).
  const child = startServerProcess(dataDir, { IP_LIMIT_FACTOR: '50', EMBED_ORIGINS: '*', ...env });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 240 s:\n${out}`)), 240_000);
    const onData = (chunk: Buffer): void => {
      out += chunk.toString();
      const m = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m && m[1] !== '0') {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code}:\n${out}`));
    });
  });
  return {
    url,
    dataDir,
    process: child,
    output: () => out,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        const late = await Promise.race([
          exited.then(() => false),
          new Promise<boolean>((r) => {
            timer = setTimeout(() => r(true), STOP_GRACE_MS);
          }),
        ]);
        clearTimeout(timer);
        if (late) {
          child.kill('SIGKILL');
          await exited;
        }
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
