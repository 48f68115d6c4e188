/**
 * The message protocol between the embedded database's thread (pglite.worker.mjs, type-checked
 * through its JSDoc) and its proxy on the main thread (pglite-worker-db.ts): one set of types for
 * both sides, so a change to one that the other does not follow fails `npm run typecheck`.
 */

/** What the worker is started with (`workerData`). */
export interface WorkerInit {
  /** Directory of the database files; null keeps it in memory. */
  dataDir: string | null;
  /** Start in memory from this snapshot (a tar made by `dump`). */
  snapshot: ArrayBuffer | null;
  /** Flush written files to the disk before answering. */
  durable: boolean;
  /** PGlite's code and file bundle, compiled and read once per process (pglite-assets.ts). */
  assets: PgliteAssets;
}

/** PGlite's WebAssembly modules, compiled, and its file-system bundle. */
export interface PgliteAssets {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/**
 * An operation: a statement (in a transaction when `tx` is given),
 * a transaction's start or end, a snapshot, the close.
 */
export type WorkerOperation =
  | { op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' };

/** An operation as sent, with the id its answer carries. */
export type WorkerRequest = WorkerOperation & { id: number };

/** A failure in the worker, with PostgreSQL's details (SQLSTATE `code`, `constraint`, …) kept. */
export type WorkerError = Record<string, unknown> & { message: string };

/** What the worker posts: once `ready`, then one answer per request. */
export type WorkerReply =
  | { ready: true }
  | { id: number; ok: true; value?: unknown }
  | { id: number; ok: false; error: WorkerError };
