/**
 * Where the client takes its request machinery (axios and the pipeline) from: a chunk of its own,
 * downloaded on a page's first call (shared/http/client.ts). The elements' self-contained bundle,
 * one script with nothing to load later, swaps this module for request-machinery.bundled.ts
 * (build/standalone.ts).
 */
import type * as Machinery from './axios-instance';

export const importMachinery = (): Promise<typeof Machinery> => import('./axios-instance');
