/**
 * A misconfigured start stops with one line an operator can act on: Chinese and English, naming
 * the setting to change, a failing exit code, and no stack trace. Each case starts the real
 * server process (`server/main.ts`) with one bad setting and reads what it printed.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../scripts/lib/spawn-server';

interface Ended {
  code: number | null;
  output: string;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scf-start-errors-'));

function startServer(env: Record<string, string>): Promise<Ended> {
  return new Promise((resolve) => {
    const child = startServerProcess(dataDir, { LOG_LEVEL: 'warn', ...env });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The operator's line: one line, Chinese and English, naming the setting, no stack. */
function expectOperatorLine(ended: Ended, setting: string): void {
  expect(ended.code, ended.output).not.toBe(0);
  expect(ended.code, ended.output).not.toBeNull();
  const lines = ended.output.split('\n').filter((l) => l.trim() !== '');
  expect(lines, ended.output).toHaveLength(1);
  const line = lines[0] ?? '';
  expect(line).toMatch(/[\u4e00-\u9fff]/);
  expect(line).toMatch(/[a-z]{2,} [a-z]{2,}/);
  expect(line).toContain(setting);
  expect(ended.output).not.toMatch(/\n\s+at /);
}

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a start that cannot succeed', () => {
  it('names DATABASE_URL when it is not a URL', async () => {
    const ended = await startServer({ DATABASE_URL: 'not a url' });
    expectOperatorLine(ended, 'DATABASE_URL');
  });

  it('names DATABASE_URL when the database does not answer', async () => {
    const ended = await startServer({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expectOperatorLine(ended, 'DATABASE_URL');
    expect(ended.output).toContain('无法连接数据库');
  });

  it('names SMTP_URL when production has no mail transport', async () => {
    const ended = await startServer({
      NODE_ENV: 'production',
      SMTP_URL: '',
      SMS_WEBHOOK_URL: 'https://sms.example.com/send',
    });
    expectOperatorLine(ended, 'SMTP_URL');
  });

  describe('on a port that is taken', () => {
    let blocker: Server;
    let port = 0;
    beforeAll(async () => {
      blocker = createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      const addr = blocker.address();
      port = typeof addr === 'object' && addr ? addr.port : 0;
    });
    afterAll(async () => {
      await new Promise((resolve) => blocker.close(resolve));
    });

    it('names PORT, before the database is opened or migrated', async () => {
      const ended = await startServer({ PORT: String(port) });
      expectOperatorLine(ended, 'PORT');
      expect(ended.output).toContain(`${port}`);
      // The embedded database was never created: the port was checked first (server/main.ts).
      expect(readdirSync(dataDir)).toEqual([]);
    });
  });
});
