/**
 * The portal server a browser test file uses (global-setup.ts starts one per worker of the e2e
 * project): its URL and its data folder.
 *
 * Each file that runs claims a server no other running file holds, and frees it when it ends
 * (setup.ts), so two files never run against the same server and its demo data at once. The
 * worker's pool id cannot pick one: Vitest 4 gives every worker of the project the same
 * VITEST_POOL_ID, and both workers used the first server, reading each other's writes (the live
 * import map a deploy test changed, unread counts, lists, the login throttle).
 *
 * A claim is a folder `<locks>/<index>` made with mkdir, which only one process can make; it
 * holds the claiming process's id, so a claim whose process has gone (killed mid-file) is taken
 * over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';

/** The file global-setup.ts writes in `serversFolder` once the servers answer (or could not start). */
export const SERVERS_FILE = 'servers.json';
/** The servers' addresses and data folders, in the same order. */
interface Servers {
  urls: string[];
  dataDirs: string[];
}
export type StartedServers = Servers | { error: string };

/** The servers, once awaitWorkerServers has read them. */
let started: Servers | null = null;
/** Seeding the data folder and two server starts on a loaded two-core machine take well under this. */
export const SERVERS_DEADLINE_MS = 240_000;

/**
 * Waits until global-setup.ts has written the servers' addresses (setup.ts, before a file's first
 * hook): they start in the background, beside the tests that need no server.
 */
export async function awaitWorkerServers(): Promise<void> {
  const file = path.join(inject('serversFolder'), SERVERS_FILE);
  const deadline = Date.now() + SERVERS_DEADLINE_MS;
  while (!started) {
    let text: string | null = null;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (text !== null) {
      const record = JSON.parse(text) as StartedServers;
      if ('error' in record) throw new Error(`the portal servers of the browser tests did not start: ${record.error}`);
      started = record;
    } else if (Date.now() > deadline) {
      throw new Error(`the portal servers of the browser tests did not answer within ${SERVERS_DEADLINE_MS / 1000} s`);
    } else {
      await sleep(100);
    }
  }
}

function startedServers(): Servers {
  if (!started) throw new Error('the portal servers are read before setup.ts waited for them');
  return started;
}

let claimed: { index: number; folder: string } | null = null;

/** Whether the process that made a claim is still running. */
function alive(folder: string): boolean {
  let pid = Number.NaN;
  try {
    pid = Number(readFileSync(path.join(folder, 'pid'), 'utf8'));
  } catch {
    // Made but not yet written: the claimer is still running.
    return true;
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryClaim(folder: string): boolean {
  try {
    mkdirSync(folder);
  } catch {
    if (alive(folder)) return false;
    rmSync(folder, { recursive: true, force: true });
    try {
      mkdirSync(folder);
    } catch {
      return false;
    }
  }
  writeFileSync(path.join(folder, 'pid'), String(process.pid));
  return true;
}

/** This file's server index, claimed on first use. */
function serverIndex(): number {
  if (claimed) return claimed.index;
  const count = startedServers().urls.length;
  if (count === 0) throw new Error('no portal server was started for the browser tests');
  const locks = inject('serverLocks');
  for (let index = 0; index < count; index++) {
    const folder = path.join(locks, String(index));
    if (tryClaim(folder)) {
      claimed = { index, folder };
      return index;
    }
  }
  // There are as many servers as workers, so this means a claim outlived its file.
  throw new Error(`every portal server of the browser tests is claimed (${locks})`);
}

/** Frees this file's server for the next file (setup.ts, after the file's last hook). */
export function releaseWorkerServer(): void {
  if (!claimed) return;
  rmSync(claimed.folder, { recursive: true, force: true });
  claimed = null;
}

const at = <T>(list: T[]): T => {
  const value = list[serverIndex()];
  if (value === undefined) throw new Error('no portal server was started for the browser tests');
  return value;
};

export const workerBaseUrl = (): string => at(startedServers().urls);
export const workerDataDir = (): string => at(startedServers().dataDirs);
