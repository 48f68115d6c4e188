/**
 * The operator channel. The embedded database (PGlite) belongs to one process, so while the
 * server runs, `npm run admin` must not open it too: the server writes DATA_DIR/operator.json
 * (its loopback port and a random token, mode 0600) and the command sends its request there.
 * With PostgreSQL the command opens the database itself.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface OperatorChannel {
  port: number;
  pid: number;
  token: string;
}

export const OPERATOR_TOKEN_HEADER = 'x-scf-operator-token';
const FILE = 'operator.json';

export const newOperatorToken = (): string => randomBytes(32).toString('base64url');

export function writeOperatorChannel(dataDir: string, channel: OperatorChannel): () => void {
  const file = path.join(dataDir, FILE);
  writeFileSync(file, JSON.stringify(channel), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

/** The running server's channel, or null when no server of this data folder is alive. */
export function readOperatorChannel(dataDir: string): OperatorChannel | null {
  try {
    const raw = JSON.parse(readFileSync(path.join(dataDir, FILE), 'utf8')) as Partial<OperatorChannel>;
    if (typeof raw.port !== 'number' || typeof raw.pid !== 'number' || typeof raw.token !== 'string') return null;
    process.kill(raw.pid, 0); // throws when that process is gone (a stale file)
    return { port: raw.port, pid: raw.pid, token: raw.token };
  } catch {
    return null;
  }
}

export function tokenMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
