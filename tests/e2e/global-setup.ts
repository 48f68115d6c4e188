/**
 * Starts the real portal server once for the browser tests: the built dist/, a fresh embedded
 * database in a temporary folder, seed data, a free port. Tests read the URL with inject().
 */
import type { TestProject } from 'vitest/node';
import { spawnServer, type RunningServer } from '../../scripts/lib/spawn-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let server: RunningServer | null = null;

export async function setup(project: TestProject): Promise<void> {
  server = await spawnServer();
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
