/**
 * The PostgreSQL implementation of the `Db` interface (when DATABASE_URL is set): statements on
 * a pg.Pool, transactions on one pooled client, notifications through PgListener
 * (pg-listener.ts) acknowledged by every listening instance.
 */
import pg from 'pg';
import { AnswerClock } from './answer-clock';
import { DbUnavailableError, type Db, type Listener } from './db';
import { isConnectionError, unavailableIfLost } from './pg-errors';
import { LISTENER_APP_NAME, PgListener } from './pg-listener';
import { StatementNames } from './statement-names';
import { forgetSharedReads, sharedQuery } from './render-reads';

// BIGINT (epoch milliseconds, counts) as JS numbers: every value we store is below 2^53.
const INT8_OID = 20;

class PoolDb implements Db {
  readonly kind = 'pg' as const;
  private readonly listener: PgListener;
  private readonly answers = new AnswerClock();
  private readonly statements = new StatementNames();
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

  query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return sharedQuery(sql, params, () => this.poolQuery<T>(sql, params));
  }

  private async poolQuery<T>(sql: string, params: unknown[]): Promise<T[]> {
    try {
      const res = await this.pool.query({ name: this.statements.nameOf(sql, params), text: sql, values: params });
      this.answers.answered();
      return res.rows as T[];
    } catch (err) {
      throw unavailableIfLost(err, this.answers);
    }
  }

  async exec(sql: string): Promise<void> {
    forgetSharedReads();
    try {
      await this.pool.query(sql);
      this.answers.answered();
    } catch (err) {
      throw unavailableIfLost(err, this.answers);
    }
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      throw unavailableIfLost(err, this.answers);
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
          const name = this.statements.nameOf(sql, params);
          const rows = (await client.query({ name, text: sql, values: params })).rows as R[];
          this.answers.answered();
          return rows;
        } catch (err) {
          throw unavailableIfLost(err, this.answers);
        }
      },
      exec: async (sql: string) => {
        try {
          await client.query(sql);
          this.answers.answered();
        } catch (err) {
          throw unavailableIfLost(err, this.answers);
        }
      },
      transaction: <R>(inner: (tx2: Db) => Promise<R>) => inner(tx),
      answeredWithin: (ms: number) => this.answers.within(ms),
      close: async () => undefined,
    };
    let broken: Error | null = null;
    forgetSharedReads();
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
        : unavailableIfLost(err, this.answers);
    } finally {
      forgetSharedReads();
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

export interface PostgresOptions {
  /** PostgreSQL only: run every connection with this search_path (tests: one schema per file). */
  schema?: string;
  /** Called when an idle pooled connection fails (logging); the process never crashes on it. */
  onPoolError?: (err: Error) => void;
  /**
   * PostgreSQL only: the longest a request's statement may run (default 15 s). Migrations set
   * their own (db/migrate.ts).
   */
  statementTimeoutMs?: number;
}

/** The pool on the database at `databaseUrl` (at most 10 connections), and its listener. */
export function openPostgres(databaseUrl: string, options: PostgresOptions = {}): Db {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) {
    throw new Error('invalid schema name');
  }
  const options_ = options.schema ? `-c search_path=${options.schema}` : undefined;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
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
  return new PoolDb(pool, { connectionString: databaseUrl, connectionTimeoutMillis: 2000, options: options_ });
}
