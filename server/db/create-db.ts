/**
 * Opens the database the configuration names: PostgreSQL (pg-db.ts) when DATABASE_URL is set,
 * else the embedded PGlite (pglite-worker-db.ts), on disk or in memory. Callers get the `Db`
 * interface (db.ts) either way.
 */
import type { Config } from '../config';
import type { Db } from './db';
import { openPostgres, type PostgresOptions } from './pg-db';
import { PgliteWorkerDb } from './pglite-worker-db';

/** A snapshot of an embedded database (tests start their databases from one). */
export async function dumpPglite(db: Db): Promise<Blob> {
  if (!(db instanceof PgliteWorkerDb)) throw new Error('only PGlite databases can be dumped');
  return db.dump();
}

export interface CreateDbOptions extends PostgresOptions {
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
    return openPostgres(config.databaseUrl, options);
  }
  const memory = config.dataDir === ':memory:' || options.pgliteSnapshot !== undefined;
  return PgliteWorkerDb.start({
    dataDir: memory ? null : config.dataDir,
    ...(options.pgliteSnapshot ? { snapshot: options.pgliteSnapshot } : {}),
    durable: options.durable ?? true,
  });
}
