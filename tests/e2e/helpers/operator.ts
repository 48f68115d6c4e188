/**
 * The operator command (`npm run admin -- <args>`, the same program) against the data folder of
 * the test server: it reaches the running server through its operator channel there. Returns
 * what the command printed.
 */
import { execFileSync } from 'node:child_process';
import { workerDataDir } from './worker-server';

export function operator(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: workerDataDir(), DATABASE_URL: '', NODE_ENV: 'test' },
    encoding: 'utf8',
  });
}
