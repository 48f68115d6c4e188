/**
 * Starts the real portal server for the browser tests: the built dist/, a fresh embedded
 * database in a temporary folder, seed data, a free port. One server per worker of the e2e
 * project (vitest.config.ts): the files of a worker run one at a time against its own server and
 * demo data, so two workers never read each other's writes (unread counts, lists, the login
 * throttle of 127.0.0.1). Tests find theirs with helpers/worker-server.ts.
 * Starts one Chromium for the run too, which every test file connects to (helpers/browser.ts):
 * a browser start costs seconds on a loaded machine, a connection a fraction of one.
 */
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { spawnServer, type RunningServer } from '../../scripts/lib/spawn-server';
import { CHROMIUM } from './helpers/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The portal of each worker, by pool id - 1. */
    baseUrls: string[];
    dataDirs: string[];
    /** The run's browser; empty when it could not start (each file then starts its own). */
    browserEndpoint: string;
  }
}

let servers: RunningServer[] = [];
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
}

export async function teardown(): Promise<void> {
  await Promise.all([...servers.map((s) => s.stop()), browser?.close()]);
}
