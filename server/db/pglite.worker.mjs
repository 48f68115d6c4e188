// @ts-check
/**
 * The embedded database's thread. PGlite (PostgreSQL compiled to WebAssembly) executes every
 * query synchronously on the thread that owns it; here that is this worker, so the server's
 * event loop only routes requests while queries run. The main thread talks to it through
 * server/db/pglite-worker-db.ts with a small message protocol:
 *
 *   → { id, op: 'query', sql, params, tx? }   ← { id, ok: true, value: rows }
 *   → { id, op: 'exec', sql, tx? }            ← { id, ok: true }
 *   → { id, op: 'begin' }                     ← { id, ok: true, value: txId }
 *   → { id, op: 'end', tx, commit }           ← { id, ok: true } once committed or rolled back
 *   → { id, op: 'dump' }                      ← { id, ok: true, value: ArrayBuffer }
 *   → { id, op: 'close' }                     ← { id, ok: true }
 *   any failure                               ← { id, ok: false, error: { message, code, ... } }
 *
 * PGlite is a single connection: its own mutex runs one transaction at a time, and a query
 * outside a transaction waits until the open one ends. A transaction runs wholly in here: it
 * stays open, holding that mutex, while the main thread sends its statements with the tx id.
 *
 * Durability: PGlite's Node file system never calls fsync, so after every committed write (a
 * transaction, a statement other than a plain SELECT, a script) the write-ahead log files are
 * flushed to the disk before the answer goes back. When a checkpoint has written data files
 * (pg_control changed), the data files written since the last such sweep are flushed too, at
 * most every 2 seconds, and everything at close.
 * Plain JavaScript so that it loads in any runner (tsx, vitest, plain node) without a transform.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @typedef {import('./pglite-worker.protocol').WorkerInit} WorkerInit */
/** @typedef {import('./pglite-worker.protocol').WorkerRequest} WorkerRequest */
/** @typedef {import('./pglite-worker.protocol').WorkerReply} WorkerReply */
const init = /** @type {WorkerInit} */ (workerData);
const port = parentPort;
if (!port) throw new Error('pglite.worker.mjs runs as a worker thread');
/** @param {WorkerReply} answer @param {import('node:worker_threads').TransferListItem[]} [transfer] */
const reply = (answer, transfer) => port.postMessage(answer, transfer);

// BIGINT (epoch milliseconds, counts) as JS numbers: every value we store is below 2^53.
const INT8_OID = 20;

if (init.dataDir) mkdirSync(init.dataDir, { recursive: true });
const pgl = await PGlite.create(init.dataDir ?? undefined, {
  ...init.assets,
  parsers: { [INT8_OID]: (/** @type {string} */ v) => Number(v) },
  ...(init.snapshot ? { loadDataDir: new Blob([init.snapshot]) } : {}),
});

const durable = init.durable && init.dataDir !== null;
const dataDir = init.dataDir ?? '';
const controlFile = path.join(dataDir, 'global', 'pg_control');
let controlMtime = durable ? mtimeOf(controlFile) : 0;
/** When the write-ahead log was last flushed: files not written since are skipped. */
let walSyncedAt = 0;
/** Data files written by a checkpoint are flushed at most this often, and at close. */
const SWEEP_EVERY_MS = 2000;
let sweptAt = 0;
let sweepDue = false;

/** @param {string} file */
function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** @param {string} file */
function fsyncPath(file) {
  let fd;
  try {
    fd = openSync(file, 'r');
    fsyncSync(fd);
  } catch {
    // a file removed meanwhile (a recycled WAL segment) needs no flush
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Flushes every file of the tree written since `since` (all when 0), and the directories.
 * @param {string} dir
 * @param {number} since
 */
function fsyncTree(dir, since) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(p, since);
    else if (entry.isFile() && (since === 0 || mtimeOf(p) >= since)) fsyncPath(p);
  }
  fsyncPath(dir);
}

/** Makes what was just committed survive an operating-system crash or a power cut. */
function syncCommitted() {
  if (!durable) return;
  const started = Date.now();
  const wal = path.join(dataDir, 'pg_wal');
  let flushed = 0;
  for (const entry of readdirSync(wal, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(wal, entry.name);
    // 1 s of slack: file times may be coarser than the clock.
    if (mtimeOf(file) >= walSyncedAt - 1000) {
      fsyncPath(file);
      flushed++;
    }
  }
  if (flushed > 0) fsyncPath(wal); // a new segment's name must survive too
  walSyncedAt = started;
  const mtime = mtimeOf(controlFile);
  if (mtime !== controlMtime) {
    controlMtime = mtime;
    sweepDue = true;
  }
  if (sweepDue && started - sweptAt >= SWEEP_EVERY_MS) {
    fsyncTree(dataDir, sweptAt === 0 ? 0 : sweptAt - 1000);
    sweptAt = started;
    sweepDue = false;
  }
}

/** @param {string} sql */
const isRead = (sql) => /^\s*(select|show|explain)\b/i.test(sql) && !/\b(nextval|setval|pg_advisory)/i.test(sql);

/**
 * @param {unknown} err
 * @returns {import('./pglite-worker.protocol').WorkerError}
 */
function serialiseError(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const e = /** @type {Error & Record<string, unknown>} */ (err);
  /** @type {import('./pglite-worker.protocol').WorkerError} */
  const out = { message: e.message, name: e.name };
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position']) {
    if (typeof e[key] === 'string' || typeof e[key] === 'number') out[key] = e[key];
  }
  return out;
}

/** @typedef {import('@electric-sql/pglite').Transaction} Tx */
/** @type {Map<number, { t: Tx, finish: (commit: boolean) => void }>} */
const open = new Map();
/** @type {Map<number, Promise<void>>} */
const endings = new Map();
let nextTx = 1;
const ROLLBACK = Symbol('rollback');

/**
 * Opens a transaction that stays open until `end` decides it; answers `id` with its tx id.
 * @param {number} id
 */
function begin(id) {
  const txId = nextTx++;
  /** @type {(commit: boolean) => void} */
  let finish = () => undefined;
  const decided = new Promise((resolve) => {
    finish = resolve;
  });
  let started = false;
  const settled = pgl
    .transaction(async (t) => {
      started = true;
      open.set(txId, { t, finish });
      reply({ id, ok: true, value: txId });
      if (!(await decided)) throw ROLLBACK; // PGlite rolls back when the callback throws
    })
    .then(
      () => syncCommitted(),
      (err) => {
        if (err !== ROLLBACK) throw err;
      },
    )
    .finally(() => open.delete(txId));
  // A failure before the transaction opened answers `begin`; a later one answers `end`.
  settled.catch((err) => {
    if (!started) reply({ id, ok: false, error: serialiseError(err) });
  });
  endings.set(txId, settled);
}

const NO_REPLY = Symbol('no reply');

/** @param {WorkerRequest} msg */
async function handle(msg) {
  switch (msg.op) {
    case 'query': {
      const sql = msg.sql;
      if (msg.tx !== undefined) {
        const tx = open.get(msg.tx);
        if (!tx) throw new Error('transaction is not open');
        return (await tx.t.query(sql, msg.params ?? [])).rows;
      }
      const rows = (await pgl.query(sql, msg.params ?? [])).rows;
      if (!isRead(sql)) syncCommitted();
      return rows;
    }
    case 'exec': {
      const sql = msg.sql;
      if (msg.tx !== undefined) {
        const tx = open.get(msg.tx);
        if (!tx) throw new Error('transaction is not open');
        await tx.t.exec(sql);
        return undefined;
      }
      await pgl.exec(sql);
      syncCommitted();
      return undefined;
    }
    case 'begin':
      begin(msg.id);
      return NO_REPLY;
    case 'end': {
      const txId = msg.tx;
      const tx = open.get(txId);
      const settled = endings.get(txId);
      endings.delete(txId);
      if (!tx || !settled) throw new Error('transaction is not open');
      tx.finish(msg.commit === true);
      await settled;
      return undefined;
    }
    case 'dump': {
      const blob = await pgl.dumpDataDir('none');
      return await blob.arrayBuffer();
    }
    case 'close': {
      if (!pgl.closed) await pgl.close();
      if (durable) fsyncTree(dataDir, 0);
      return undefined;
    }
    default:
      throw new Error(`unknown operation ${/** @type {{ op: unknown }} */ (msg).op}`);
  }
}

port.on('message', (/** @type {WorkerRequest} */ msg) => {
  handle(msg).then(
    (value) => {
      if (value === NO_REPLY) return;
      if (value instanceof ArrayBuffer) reply({ id: msg.id, ok: true, value }, [value]);
      else reply({ id: msg.id, ok: true, value });
    },
    (err) => reply({ id: msg.id, ok: false, error: serialiseError(err) }),
  );
});
reply({ ready: true });
