/**
 * The database seam: one small interface over PGlite (embedded, default; run in a worker
 * thread, pglite-worker-db.ts) and PostgreSQL (pg.Pool when DATABASE_URL is set, pg-db.ts);
 * create-db.ts picks one. Callers write plain PostgreSQL SQL with $n parameters and import only
 * this module, so nothing above it knows which engine runs (docs/decisions/server-database.md).
 */

export interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn in one transaction; nested calls join the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Tells every server instance on this database, this one included, that something changed
   * (cache invalidation). Inside a transaction it is sent when the transaction commits. It
   * resolves once every listening instance has applied it (at most a second's wait), so when
   * the caller answers its client no instance acts on the old state any more.
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Calls onMessage with every notification on the channel from any instance, and with null
   * when notifications may have been missed (the listening connection was lost).
   */
  listen(channel: string, onMessage: (payload: string | null) => void): Promise<Listener>;
  close(): Promise<void>;
  /**
   * Whether the database answered a statement within the last `ms` milliseconds with no
   * connection lost since (the health check: a busy database needs no ping of its own).
   */
  answeredWithin(ms: number): boolean;
  kind: 'pglite' | 'pg';
}

export interface Listener {
  /** False while notifications cannot be received: caches must not be trusted then. */
  healthy(): boolean;
  close(): Promise<void>;
}

/** The database cannot be reached: answered as HTTP 503, the server keeps running. */
export class DbUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
    this.name = 'DbUnavailableError';
  }
}
