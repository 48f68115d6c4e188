/**
 * The database seam: one small interface over PGlite (embedded, default) and PostgreSQL
 * (pg.Pool, when DATABASE_URL is set). Callers write plain PostgreSQL SQL with $n parameters;
 * nothing above this file knows which engine runs (docs/decisions/server-database.md).
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';

export interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn in one transaction; nested calls join the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  kind: 'pglite' | 'pg';
}

/** The database cannot be reached: answered as HTTP 503, the server keeps running. */
export class DbUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
    this.name = 'DbUnavailableError';
  }
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EPIPE', 'EAI_AGAIN',
  '57P01', '57P02', '57P03', '53300', // admin shutdown, crash shutdown, cannot connect now, too many connections
]);

export function isConnectionError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED/i.test(
    err.message,
  );
}

function wrap(err: unknown): unknown {
  return isConnectionError(err) ? new DbUnavailableError(err) : err;
}

// BIGINT (epoch milliseconds, counts) as JS numbers: every value we store is below 2^53.
const INT8_OID = 20;

class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  constructor(private readonly pgl: PGlite) {}

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const res = await this.pgl.query<T>(sql, params);
    return res.rows;
  }

  async exec(sql: string): Promise<void> {
    await this.pgl.exec(sql);
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return this.pgl.transaction(async (t) => {
      const tx: Db = {
        kind: 'pglite',
        query: async <R>(sql: string, params: unknown[] = []) => (await t.query<R>(sql, params)).rows,
        exec: async (sql: string) => {
          await t.exec(sql);
        },
        transaction: <R>(inner: (tx2: Db) => Promise<R>) => inner(tx),
        close: async () => undefined,
      };
      return fn(tx);
    });
  }

  async close(): Promise<void> {
    if (!this.pgl.closed) await this.pgl.close();
  }

  dump(): Promise<Blob> {
    return this.pgl.dumpDataDir('none');
  }
}

/** A snapshot of an embedded database (tests start their databases from one). */
export async function dumpPglite(db: Db): Promise<Blob> {
  if (!(db instanceof PgliteDb)) throw new Error('only PGlite databases can be dumped');
  return db.dump();
}

class PoolDb implements Db {
  readonly kind = 'pg' as const;
  constructor(private readonly pool: pg.Pool) {}

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    try {
      const res = await this.pool.query(sql, params);
      return res.rows as T[];
    } catch (err) {
      throw wrap(err);
    }
  }

  async exec(sql: string): Promise<void> {
    try {
      await this.pool.query(sql);
    } catch (err) {
      throw wrap(err);
    }
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      throw wrap(err);
    }
    const tx: Db = {
      kind: 'pg',
      query: async <R>(sql: string, params: unknown[] = []) => {
        try {
          return (await client.query(sql, params)).rows as R[];
        } catch (err) {
          throw wrap(err);
        }
      },
      exec: async (sql: string) => {
        try {
          await client.query(sql);
        } catch (err) {
          throw wrap(err);
        }
      },
      transaction: <R>(inner: (tx2: Db) => Promise<R>) => inner(tx),
      close: async () => undefined,
    };
    let broken = false;
    try {
      await tx.query('BEGIN');
      const result = await fn(tx);
      await tx.query('COMMIT');
      return result;
    } catch (err) {
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true; // the connection is gone: do not return it to the pool
      }
      throw wrap(err);
    } finally {
      client.release(broken ? true : undefined);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export interface CreateDbOptions {
  /** PostgreSQL only: run every connection with this search_path (tests: one schema per file). */
  schema?: string;
  /** Called when an idle pooled connection fails (logging); the process never crashes on it. */
  onPoolError?: (err: Error) => void;
  /** PGlite only: start in memory from this snapshot (see dumpPglite). */
  pgliteSnapshot?: Blob;
}

export async function createDb(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: CreateDbOptions = {},
): Promise<Db> {
  if (config.databaseUrl) {
    if (options.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) {
      throw new Error('invalid schema name');
    }
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 2000,
      idleTimeoutMillis: 10_000,
      statement_timeout: 15_000,
      idle_in_transaction_session_timeout: 15_000,
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // Without a listener an idle client losing its backend would crash the process.
    pool.on('error', (err) => options.onPoolError?.(err));
    return new PoolDb(pool);
  }
  const memory = config.dataDir === ':memory:' || options.pgliteSnapshot !== undefined;
  if (!memory) mkdirSync(config.dataDir, { recursive: true });
  const pgl = await PGlite.create(memory ? undefined : config.dataDir, {
    parsers: { [INT8_OID]: (v: string) => Number(v) },
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  return new PgliteDb(pgl);
}
