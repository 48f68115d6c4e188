/**
 * Starts the real portal server for the browser tests: the built dist/, a fresh embedded
 * database in a temporary folder, seed data, a free port. One server per worker of the e2e
 * project (vitest.config.ts): a running file holds one of its own against which no other file
 * runs meanwhile, so two workers never read each other's writes (unread counts, lists, the login
 * throttle of 127.0.0.1). Tests claim theirs with helpers/worker-server.ts, in `serverLocks`.
 * Starts one Chromium for the run too, which every test file connects to (helpers/browser.ts):
 * a browser start costs seconds on a loaded machine, a connection a fraction of one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { spawnServer, type RunningServer } from '../../scripts/lib/spawn-server';
import { CHROMIUM } from './helpers/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The portal servers; a running file claims one (helpers/worker-server.ts). */
    baseUrls: string[];
    dataDirs: string[];
    /** The folder of the claims. */
    serverLocks: string;
    /** The run's browser; empty when it could not start (each file then starts its own). */
    browserEndpoint: string;
  }
}

let servers: RunningServer[] = [];
let locks = '';
let browser: BrowserServer | null = null;

export async function setup(project: TestProject): Promise<void> {
  const starting = chromium.launchServer(CHROMIUM).catch(() => null);
  const count = Math.max(1, project.config.maxWorkers);
  try {
    const started = await Promise.allSettled(Array.from({ length: count }, () => spawnServer()));
    servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
  } finally {
    browser = await starting;
  }
  project.provide(
    'baseUrls',
    servers.map((s) => s.url),
  );
  project.provide(
    'dataDirs',
    servers.map((s) => s.dataDir),
  );
  project.provide('browserEndpoint', browser?.wsEndpoint() ?? '');
  locks = mkdtempSync(path.join(tmpdir(), 'scf-e2e-server-claims-'));
  project.provide('serverLocks', locks);
}

export async function teardown(): Promise<void> {
  await Promise.all([...servers.map((s) => s.stop()), browser?.close()]);
  if (locks) rmSync(locks, { recursive: true, force: true });
}
