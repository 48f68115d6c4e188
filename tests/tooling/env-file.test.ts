/**
 * `npm start` loads a `.env` next to package.json into the server's environment (Node's
 * --env-file), only when the file exists (Node 20 has no --env-file-if-exists), and variables
 * already set in the shell win.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { envFileArgs } from '../../scripts/lib/env-file.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'scf-env-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const printEnv = (args: string[], env: Record<string, string> = {}): string =>
  execFileSync(
    process.execPath,
    [...args, '-e', 'process.stdout.write(process.env.LOG_LEVEL + "|" + process.env.PORT)'],
    {
      env: { PATH: process.env.PATH ?? '', ...env },
    },
  ).toString();

describe('.env for npm start', () => {
  it('passes nothing when there is no .env', () => {
    expect(envFileArgs(dir)).toEqual([]);
  });

  it('loads .env when it exists, and the shell wins over the file', () => {
    writeFileSync(path.join(dir, '.env'), '# a comment\nLOG_LEVEL=warn\n# PORT=9999\n');
    const args = envFileArgs(dir);
    expect(args).toEqual([`--env-file=${path.join(dir, '.env')}`]);
    expect(printEnv(args)).toBe('warn|undefined');
    expect(printEnv(args, { LOG_LEVEL: 'error' })).toBe('error|undefined');
  });
});
