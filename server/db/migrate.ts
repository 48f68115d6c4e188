/**
 * Applies the committed migrations (server/db/migrations/NNNN_name.sql) in order, once each.
 * The whole run is one transaction under an advisory lock, so two instances starting at the
 * same time on one PostgreSQL never apply a migration twice.
 *
 * The pool's statement_timeout (15 s, for requests) does not apply here: a migration that
 * rewrites a large table may take minutes, and the second instance waits on the lock for as
 * long as the first one migrates. Both get their own limits (MIGRATION_TIMEOUT: none by
 * default; MIGRATION_LOCK_WAIT: 30 minutes), and the wait is logged while it lasts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const LOCK_KEY = 727_274_001;

/** The migration files this version of the server ships, in order. */
function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
}

/**
 * Migrations of this version not yet applied to the database (readiness: an instance whose
 * schema is behind must not take traffic). Throws when the database cannot be reached.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const table = await db.query<{ name: string | null }>("SELECT to_regclass('schema_migrations')::text AS name");
  if (!table[0]?.name) return migrationFiles();
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const done = new Set(rows.map((r) => r.name));
  return migrationFiles().filter((f) => !done.has(f));
}

export interface MigrateOptions {
  /** Longest a single migration statement may run, in ms; 0: no limit (the default). */
  statementTimeoutMs?: number;
  /** Longest wait for another instance's migrations, in ms (default 30 minutes). */
  lockWaitMs?: number;
  /** Progress lines (the wait for the lock, each migration applied). */
  log?: (line: string) => void;
  /** How often the wait for the lock is logged, in ms (default 10 s). */
  progressEveryMs?: number;
  /** Directory of the migration files (tests); default the ones this version ships. */
  dir?: string;
}

const DEFAULT_MIGRATION_LOCK_WAIT_MS = 30 * 60_000;

export async function migrate(db: Db, options: MigrateOptions = {}): Promise<string[]> {
  const dir = options.dir ?? MIGRATIONS_DIR;
  const files = options.dir
    ? readdirSync(dir)
        .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
        .sort()
    : migrationFiles();
  const log = options.log ?? (() => undefined);
  const lockWaitMs = options.lockWaitMs ?? DEFAULT_MIGRATION_LOCK_WAIT_MS;
  return db.transaction(async (tx) => {
    // SET LOCAL ends with this transaction: the pooled connection goes back with the pool's limits.
    await tx.exec(`SET LOCAL statement_timeout = ${Math.max(0, Math.floor(options.statementTimeoutMs ?? 0))}`);
    await tx.exec(`SET LOCAL lock_timeout = ${Math.max(1, Math.floor(lockWaitMs))}`);
    const started = Date.now();
    const progress = setInterval(
      () =>
        log(
          `Waiting for another instance to finish its migrations (${Math.round((Date.now() - started) / 1000)} s)...`,
        ),
      options.progressEveryMs ?? 10_000,
    );
    try {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    } catch (err) {
      if ((err as { code?: unknown }).code === '55P03') {
        throw new Error(
          `another instance held the migration lock for more than ` +
            `${Math.round(lockWaitMs / 1000)} s (MIGRATION_LOCK_WAIT)`,
          { cause: err },
        );
      }
      throw err;
    } finally {
      clearInterval(progress);
    }
    if (Date.now() - started > 1000)
      log(`Got the migration lock after ${Math.round((Date.now() - started) / 1000)} s.`);
    // Migration statements wait for the tables they change as long as they need (no lock_timeout).
    await tx.exec('SET LOCAL lock_timeout = 0');
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at bigint NOT NULL)');
    const rows = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const done = new Set(rows.map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      log(`Applying migration ${file}...`);
      await tx.exec(readFileSync(path.join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [file, Date.now()]);
      applied.push(file);
    }
    return applied;
  });
}
