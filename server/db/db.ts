/**
 * The database seam: one small interface over PGlite (embedded, default; run in a worker
 * thread, see pglite-worker-db.ts) and PostgreSQL (pg.Pool, when DATABASE_URL is set). Callers
 * write plain PostgreSQL SQL with $n parameters; nothing above this file knows which engine
 * runs (docs/decisions/server-database.md).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Config } from '../config';
import { PgliteWorkerDb } from './pglite-worker-db';
import { AnswerClock } from './answer-clock';
import { DbUnavailableError, type Db, type Listener } from './db.interface';

export { DbUnavailableError, type Db, type Listener } from './db.interface';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300', // admin shutdown, crash shutdown, cannot connect now, too many connections
]);

const CONNECTION_MESSAGES = new RegExp(
  [
    'Connection terminated',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error',
    'connect ECONNREFUSED',
  ].join('|'),
  'i',
);

export function isConnectionError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  return CONNECTION_MESSAGES.test(err.message);
}

function wrap(err: unknown, clock?: AnswerClock): unknown {
  if (!isConnectionError(err)) return err;
  clock?.lost();
  return new DbUnavailableError(err);
}

// BIGINT (epoch milliseconds, counts) as JS numbers: every value we store is below 2^53.
const INT8_OID = 20;

/** A snapshot of an embedded database (tests start their databases from one). */
export async function dumpPglite(db: Db): Promise<Blob> {
  if (!(db instanceof PgliteWorkerDb)) throw new Error('only PGlite databases can be dumped');
  return db.dump();
}

/** Every instance's listening connection carries this name, so that they can be counted. */
const LISTENER_APP_NAME = 'scf-listener';
/** Channel of the acknowledgements: "this instance has applied notification <tag>". */
const ACK_CHANNEL = 'scf_ack';

/**
 * PostgreSQL LISTEN on one dedicated connection (a pooled one would drop the subscription when
 * returned). Each notification is tagged; every instance acknowledges a tag after its handlers
 * ran, and the sender waits for as many acknowledgements as there are listening instances, so
 * when it answers its client every instance has already applied the change. Reconnects after a
 * loss, telling the listeners (null) that they may have missed notifications.
 */
class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private up = false;
  private closed = false;
  private readonly handlers = new Map<string, Set<(payload: string | null) => void>>();
  private readonly waiting = new Map<string, { got: number; need: number; done: () => void }>();
  private readonly instance = randomBytes(6).toString('hex');
  private seq = 0;

  constructor(private readonly clientConfig: pg.ClientConfig) {}

  healthy(): boolean {
    return this.up;
  }

  /** A new tag; acknowledgements for it are counted from now on. */
  tag(): string {
    const tag = `${this.instance}.${++this.seq}`;
    this.waiting.set(tag, { got: 0, need: Infinity, done: () => undefined });
    return tag;
  }

  /** Waits (at most a second) until `need` instances have acknowledged the tag. */
  waitAcks(tag: string, need: number): Promise<void> {
    const w = this.waiting.get(tag);
    if (!w || !this.up || w.got >= need) {
      this.waiting.delete(tag);
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => w.done(), 1000);
      w.need = need;
      w.done = () => {
        clearTimeout(timer);
        this.waiting.delete(tag);
        resolve();
      };
    });
  }

  forget(tag: string): void {
    this.waiting.delete(tag);
  }

  async add(channel: string, handler: (payload: string | null) => void): Promise<void> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    await this.connect();
    if (this.client && set.size === 1) await this.client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }

  remove(channel: string, handler: (payload: string | null) => void): void {
    this.handlers.get(channel)?.delete(handler);
  }

  private onNotification(client: pg.Client, n: pg.Notification): void {
    const raw = n.payload ?? '';
    if (n.channel === ACK_CHANNEL) {
      const w = this.waiting.get(raw);
      if (w && ++w.got >= w.need) w.done();
      return;
    }
    const bar = raw.indexOf('|');
    const tag = raw.slice(0, bar);
    const payload = raw.slice(bar + 1);
    for (const h of this.handlers.get(n.channel) ?? []) h(payload);
    if (tag !== '') client.query('SELECT pg_notify($1, $2)', [ACK_CHANNEL, tag]).catch(() => undefined);
  }

  private connect(): Promise<void> {
    if (this.up || this.closed) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new pg.Client({ ...this.clientConfig, application_name: LISTENER_APP_NAME });
      const lost = () => {
        if (this.client !== client) return;
        this.client = null;
        this.up = false;
        for (const set of this.handlers.values()) for (const h of set) h(null);
        for (const w of this.waiting.values()) w.done();
        if (!this.closed) setTimeout(() => void this.connect().catch(() => undefined), 1000).unref();
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (n) => this.onNotification(client, n));
      try {
        await client.connect();
        for (const channel of [ACK_CHANNEL, ...this.handlers.keys()])
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        this.client = client;
        this.up = true;
        // Anything may have changed while no one listened.
        for (const set of this.handlers.values()) for (const h of set) h(null);
      } catch (err) {
        client.removeAllListeners('end');
        await client.end().catch(() => undefined);
        if (!this.closed) setTimeout(() => void this.connect().catch(() => undefined), 1000).unref();
        throw err;
      }
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.up = false;
    const c = this.client;
    this.client = null;
    if (c) await c.end().catch(() => undefined);
  }
}

class PoolDb implements Db {
  readonly kind = 'pg' as const;
  private readonly listener: PgListener;
  private readonly answers = new AnswerClock();
  constructor(
    private readonly pool: pg.Pool,
    clientConfig: pg.ClientConfig,
  ) {
    this.listener = new PgListener(clientConfig);
  }

  async notify(channel: string, payload: string): Promise<void> {
    const tag = this.listener.tag();
    try {
      await this.query('SELECT pg_notify($1, $2)', [channel, `${tag}|${payload}`]);
    } catch (err) {
      this.listener.forget(tag);
      throw err;
    }
    await this.acknowledged([tag]);
  }

  /** Waits until every listening instance (this one included) has applied the tagged notifications. */
  private async acknowledged(tags: string[]): Promise<void> {
    if (tags.length === 0) return;
    let need = 0;
    try {
      const rows = await this.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
        [LISTENER_APP_NAME],
      );
      need = rows.rows[0]?.n ?? 0;
    } catch {
      need = 0; // cannot count: do not wait
    }
    await Promise.all(tags.map((t) => this.listener.waitAcks(t, need)));
  }

  async listen(channel: string, onMessage: (payload: string | null) => void): Promise<Listener> {
    await this.listener.add(channel, onMessage);
    return {
      healthy: () => this.listener.healthy(),
      close: async () => this.listener.remove(channel, onMessage),
    };
  }

  answeredWithin(ms: number): boolean {
    return this.answers.within(ms);
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    try {
      const res = await this.pool.query(sql, params);
      this.answers.answered();
      return res.rows as T[];
    } catch (err) {
      throw wrap(err, this.answers);
    }
  }

  async exec(sql: string): Promise<void> {
    try {
      await this.pool.query(sql);
      this.answers.answered();
    } catch (err) {
      throw wrap(err, this.answers);
    }
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      throw wrap(err, this.answers);
    }
    // pg-pool takes its idle error listener off a checked-out client: without one of ours, the
    // backend dying while this transaction waits between statements (failover, restart,
    // pg_terminate_backend) would be an unhandled 'error' event and end the process. The next
    // statement then fails as "not queryable" (503) and the client leaves the pool as broken.
    let lost: Error | null = null;
    const onLost = (err: Error) => {
      lost ??= err;
      this.answers.lost();
    };
    client.on('error', onLost);
    // NOTIFY inside a transaction is delivered at COMMIT: wait for the acknowledgements after it.
    const tags: string[] = [];
    const tx: Db = {
      kind: 'pg',
      notify: async (channel: string, payload: string) => {
        const tag = this.listener.tag();
        tags.push(tag);
        await tx.query('SELECT pg_notify($1, $2)', [channel, `${tag}|${payload}`]);
      },
      listen: (channel, onMessage) => this.listen(channel, onMessage),
      query: async <R>(sql: string, params: unknown[] = []) => {
        try {
          const rows = (await client.query(sql, params)).rows as R[];
          this.answers.answered();
          return rows;
        } catch (err) {
          throw wrap(err, this.answers);
        }
      },
      exec: async (sql: string) => {
        try {
          await client.query(sql);
          this.answers.answered();
        } catch (err) {
          throw wrap(err, this.answers);
        }
      },
      transaction: <R>(inner: (tx2: Db) => Promise<R>) => inner(tx),
      answeredWithin: (ms: number) => this.answers.within(ms),
      close: async () => undefined,
    };
    let broken: Error | null = null;
    try {
      await tx.query('BEGIN');
      const result = await fn(tx);
      await tx.query('COMMIT');
      await this.acknowledged(tags);
      return result;
    } catch (err) {
      for (const t of tags) this.listener.forget(t);
      if (lost) {
        broken = lost;
      } else {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackErr) {
          // the connection is gone: do not return it to the pool
          broken = rollbackErr instanceof Error ? rollbackErr : new Error('rollback failed');
        }
      }
      // A statement that failed because the connection died answers 503, not 500.
      throw lost && !(err instanceof DbUnavailableError) && !isConnectionError(err)
        ? new DbUnavailableError(err)
        : wrap(err, this.answers);
    } finally {
      client.removeListener('error', onLost);
      // Released with its error, pg-pool closes the client instead of lending it out again.
      client.release(broken ?? lost ?? undefined);
    }
  }

  async close(): Promise<void> {
    await this.listener.close();
    await this.pool.end();
  }
}

export interface CreateDbOptions {
  /** PostgreSQL only: run every connection with this search_path (tests: one schema per file). */
  schema?: string;
  /** Called when an idle pooled connection fails (logging); the process never crashes on it. */
  onPoolError?: (err: Error) => void;
  /**
   * PostgreSQL only: the longest a request's statement may run (default 15 s). Migrations set
   * their own (db/migrate.ts).
   */
  statementTimeoutMs?: number;
  /** PGlite only: start in memory from this snapshot (see dumpPglite). */
  pgliteSnapshot?: Blob;
  /**
   * PGlite only: flush the write-ahead log to the disk after every committed write (default
   * true). Off, an operating-system crash or power cut may lose acknowledged writes.
   */
  durable?: boolean;
}

export async function createDb(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: CreateDbOptions = {},
): Promise<Db> {
  if (config.databaseUrl) {
    if (options.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) {
      throw new Error('invalid schema name');
    }
    const options_ = options.schema ? `-c search_path=${options.schema}` : undefined;
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 2000,
      idleTimeoutMillis: 10_000,
      statement_timeout: options.statementTimeoutMs ?? 15_000,
      idle_in_transaction_session_timeout: 15_000,
      // Names the portal's connections in pg_stat_activity (a test file's: its schema).
      application_name: options.schema ? `scf-${options.schema}` : 'scf-portal',
      options: options_,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID
            ? (v: string) => Number(v)
            : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // Without a listener an idle client losing its backend would crash the process.
    pool.on('error', (err) => options.onPoolError?.(err));
    // Nor may any client's error, whoever holds it: pg-pool listens only while a client is idle
    // or inside pool.query; whoever uses the client sees the loss as its statement failing.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return new PoolDb(pool, { connectionString: config.databaseUrl, connectionTimeoutMillis: 2000, options: options_ });
  }
  const memory = config.dataDir === ':memory:' || options.pgliteSnapshot !== undefined;
  return PgliteWorkerDb.start({
    dataDir: memory ? null : config.dataDir,
    ...(options.pgliteSnapshot ? { snapshot: options.pgliteSnapshot } : {}),
    durable: options.durable ?? true,
  });
}
