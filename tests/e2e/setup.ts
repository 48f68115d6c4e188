/**
 * Per test file, before its first hook: the portal servers global-setup.ts starts in the
 * background are up (helpers/worker-server.ts). After its last hook: the browser the file's tests
 * shared is closed, the helpers point at the worker's server again and that server is freed for
 * the next file (helpers/worker-server.ts). The files of a worker share its module graph (vitest.config.ts),
 * so whatever a file set in the helpers would otherwise reach the next file.
 */
import { afterAll, beforeAll } from 'vitest';
import { closeSharedBrowser, useServer } from './helpers/browser';
import { SERVERS_DEADLINE_MS, awaitWorkerServers, releaseWorkerServer } from './helpers/worker-server';

beforeAll(awaitWorkerServers, SERVERS_DEADLINE_MS + 10_000);

afterAll(async () => {
  await closeSharedBrowser();
  useServer(null);
  releaseWorkerServer();
});
