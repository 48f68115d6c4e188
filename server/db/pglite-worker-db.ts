/**
 * The embedded database behind the `Db` interface, run in a worker thread
 * (server/db/pglite.worker.mjs): PGlite executes queries synchronously, so on the main thread
 * it would stall every other request. Calls become messages; a transaction is opened in the
 * worker, receives its statements by transaction id and is committed or rolled back there.
 * Notifications stay in this process: only this process can open the embedded database.
 */
import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import { DbUnavailableError, type Db, type Listener } from './db';
import { AnswerClock } from './answer-clock';
import { pgliteAssets } from './pglite-assets';
import type { WorkerError, WorkerInit, WorkerOperation, WorkerReply, WorkerRequest } from './pglite-worker.protocol';
import { forgetSharedReads, sharedQuery } from './render-reads';

/** An error raised in the worker, with its SQLSTATE `code` and details kept. */
function revive(e: WorkerError): Error {
  const err = new Error(e.message) as Error & Record<string, unknown>;
  for (const [k, v] of Object.entries(e)) if (k !== 'message') err[k] = v;
  if (typeof e.name === 'string') err.name = e.name;
  return err;
}

export interface PgliteWorkerOptions {
  /** Directory of the database files; null keeps it in memory. */
  dataDir: string | null;
  /** Start in memory from this snapshot (a tar made by dump()). */
  snapshot?: Blob;
  /** Flush the write-ahead log to the disk after every committed write (default true). */
  durable?: boolean;
}

export class PgliteWorkerDb implements Db {
  readonly kind = 'pglite' as const;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private dead: Error | null = null;
  private readonly bus = new EventEmitter();
  private readonly answers = new AnswerClock();

  private constructor(private readonly worker: Worker) {
    this.bus.setMaxListeners(0);
    worker.on('message', (msg: WorkerReply) => {
      if (!('id' in msg)) return;
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      // Any reply, an SQL error too, comes from a live database.
      this.answers.answered();
      if (msg.ok) p.resolve(msg.value);
      else p.reject(revive(msg.error ?? { message: 'database error' }));
    });
    const fail = (err: Error) => {
      this.dead = new DbUnavailableError(err);
      this.answers.lost();
      for (const p of this.pending.values()) p.reject(this.dead);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`database worker exited with code ${code}`)));
  }

  static async start(options: PgliteWorkerOptions): Promise<PgliteWorkerDb> {
    const snapshot = options.snapshot ? await options.snapshot.arrayBuffer() : null;
    const init: WorkerInit = {
      dataDir: options.dataDir,
      snapshot,
      durable: options.durable ?? true,
      assets: await pgliteAssets(),
    };
    const worker = new Worker(new URL('./pglite.worker.mjs', import.meta.url), {
      workerData: init,
      transferList: snapshot ? [snapshot] : [],
      // The worker is plain JavaScript: no TypeScript loader needed in it.
      execArgv: [],
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (msg: WorkerReply) => {
        if ('ready' in msg) {
          worker.off('message', onMessage);
          worker.off('error', reject);
          resolve();
        }
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return new PgliteWorkerDb(worker);
  }

  private send<T>(req: WorkerOperation): Promise<T> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      const message: WorkerRequest = { id, ...req };
      this.worker.postMessage(message);
    });
  }

  answeredWithin(ms: number): boolean {
    return this.dead === null && this.answers.within(ms);
  }

  query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return sharedQuery(sql, params, () => this.send<T[]>({ op: 'query', sql, params }));
  }

  async exec(sql: string): Promise<void> {
    forgetSharedReads();
    await this.send({ op: 'exec', sql });
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    forgetSharedReads();
    try {
      return await this.inTransaction(fn);
    } finally {
      forgetSharedReads();
    }
  }

  private async inTransaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const txId = await this.send<number>({ op: 'begin' });
    const afterCommit: Array<[string, string]> = [];
    const tx: Db = {
      kind: 'pglite',
      query: <R>(sql: string, params: unknown[] = []) => this.send<R[]>({ op: 'query', sql, params, tx: txId }),
      exec: async (sql: string) => {
        await this.send({ op: 'exec', sql, tx: txId });
      },
      transaction: <R>(inner: (tx2: Db) => Promise<R>) => inner(tx),
      answeredWithin: (ms: number) => this.answeredWithin(ms),
      // Like PostgreSQL's NOTIFY: delivered once the transaction commits, never on rollback.
      notify: async (channel: string, payload: string) => {
        afterCommit.push([channel, payload]);
      },
      listen: (channel, onMessage) => this.listen(channel, onMessage),
      close: async () => undefined,
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      await this.send({ op: 'end', tx: txId, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.send({ op: 'end', tx: txId, commit: true });
    for (const [channel, payload] of afterCommit) this.bus.emit(channel, payload);
    return result;
  }

  async notify(channel: string, payload: string): Promise<void> {
    this.bus.emit(channel, payload);
  }

  async listen(channel: string, onMessage: (payload: string | null) => void): Promise<Listener> {
    const handler = (payload: string) => onMessage(payload);
    this.bus.on(channel, handler);
    return {
      healthy: () => this.dead === null,
      close: async () => {
        this.bus.off(channel, handler);
      },
    };
  }

  /** A snapshot of the whole database (a tar), for tests to start from. */
  async dump(): Promise<Blob> {
    return new Blob([await this.send<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    if (this.dead) return;
    try {
      await this.send({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}
