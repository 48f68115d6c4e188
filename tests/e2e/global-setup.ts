/**
 * Starts the real portal server once for the browser tests: the built dist/, a fresh embedded
 * database in a temporary folder, seed data, a free port. Tests read the URL with inject().
 * Starts one Chromium for the run too, which every test file connects to (helpers/browser.ts):
 * a browser start costs seconds on a loaded machine, a connection a fraction of one.
 */
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { spawnServer, type RunningServer } from '../../scripts/lib/spawn-server';
import { CHROMIUM } from './helpers/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The run's browser; empty when it could not start (each file then starts its own). */
    browserEndpoint: string;
  }
}

let server: RunningServer | null = null;
let browser: BrowserServer | null = null;

export async function setup(project: TestProject): Promise<void> {
  const starting = chromium.launchServer(CHROMIUM).catch(() => null);
  try {
    server = await spawnServer();
  } finally {
    browser = await starting;
  }
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('browserEndpoint', browser?.wsEndpoint() ?? '');
}

export async function teardown(): Promise<void> {
  await Promise.all([server?.stop(), browser?.close()]);
}
