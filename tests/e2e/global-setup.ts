/**
 * Starts the real portal server for the browser tests: the built dist/, a fresh embedded
 * database in a temporary folder, seed data, a free port. One server per worker of the e2e
 * project (vitest.config.ts): a running file holds one of its own against which no other file
 * runs meanwhile, so two workers never read each other's writes (unread counts, lists, the login
 * throttle of 127.0.0.1). Tests claim theirs with helpers/worker-server.ts, in `serverLocks`.
 * Starts one Chromium for the run too, which every test file connects to (helpers/browser.ts):
 * a browser start costs seconds on a loaded machine, a connection a fraction of one.
 *
 * The servers start in the background. Vitest runs every project's global setup before any test
 * file, and the browser files run last (group 1): awaited here, seeding the data folder and
 * starting two servers (36 s on a fresh two-core machine) held up the unit, server and tooling
 * files, which need none of it. Their addresses are written to `serversFolder` once they
 * answer, and a browser file waits for them before its first hook (setup.ts).
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { spawnServer, type RunningServer } from '../../scripts/lib/spawn-server';
import { CHROMIUM } from './helpers/chromium';
import { SERVERS_FILE, type StartedServers } from './helpers/worker-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the portal servers' addresses are written once they answer (helpers/worker-server.ts). */
    serversFolder: string;
    /** The folder of the claims. */
    serverLocks: string;
    /** The run's browser; empty when it could not start (each file then starts its own). */
    browserEndpoint: string;
  }
}

let starting: Promise<RunningServer[]> = Promise.resolve([]);
let folders: string[] = [];
let browser: BrowserServer | null = null;

/** Starts `count` servers; writes their addresses, or why they could not start, when known. */
async function startServers(count: number, folder: string): Promise<RunningServer[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, () => spawnServer()));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  const record: StartedServers = failed
    ? { error: failed.reason instanceof Error ? failed.reason.message : String(failed.reason) }
    : { urls: servers.map((s) => s.url), dataDirs: servers.map((s) => s.dataDir) };
  // Written whole, then renamed: a reader never sees half of it.
  const file = path.join(folder, SERVERS_FILE);
  writeFileSync(`${file}.part`, JSON.stringify(record));
  renameSync(`${file}.part`, file);
  return servers;
}

export async function setup(project: TestProject): Promise<void> {
  const serversFolder = mkdtempSync(path.join(tmpdir(), 'scf-e2e-servers-'));
  const locks = mkdtempSync(path.join(tmpdir(), 'scf-e2e-server-claims-'));
  folders = [serversFolder, locks];
  starting = startServers(Math.max(1, project.config.maxWorkers), serversFolder);
  browser = await chromium.launchServer(CHROMIUM).catch(() => null);
  project.provide('serversFolder', serversFolder);
  project.provide('serverLocks', locks);
  project.provide('browserEndpoint', browser?.wsEndpoint() ?? '');
}

export async function teardown(): Promise<void> {
  await Promise.all([...(await starting).map((s) => s.stop()), browser?.close()]);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
