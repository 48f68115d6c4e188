/**
 * Per test file, after its last hook: the browser the file's tests shared is closed and the
 * file's portal server is freed for the next file (helpers/worker-server.ts).
 */
import { afterAll } from 'vitest';
import { closeSharedBrowser } from './helpers/browser';
import { releaseWorkerServer } from './helpers/worker-server';

afterAll(async () => {
  await closeSharedBrowser();
  releaseWorkerServer();
});
