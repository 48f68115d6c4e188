/**
 * Per test file, after its last hook: the browser the file's tests shared is closed, the
 * helpers point at the worker's server again and that server is freed for the next file
 * (helpers/worker-server.ts). The files of a worker share its module graph (vitest.config.ts),
 * so whatever a file set in the helpers would otherwise reach the next file.
 */
import { afterAll } from 'vitest';
import { closeSharedBrowser, useServer } from './helpers/browser';
import { releaseWorkerServer } from './helpers/worker-server';

afterAll(async () => {
  await closeSharedBrowser();
  useServer(null);
  releaseWorkerServer();
});
