/**
 * The operator command (`npm run admin -- <args>`, the same program) against the data folder of
 * the test server (the file's own if it has one, helpers/browser.ts `useServer`): it reaches the
 * running server through its operator channel there. Returns what the command printed.
 */
import { execFileSync } from 'node:child_process';
import { serverDataDir } from './browser';

export function operator(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: serverDataDir(), DATABASE_URL: '', NODE_ENV: 'test' },
    encoding: 'utf8',
  });
}
