/**
 * Applies the committed migrations (server/db/migrations/NNNN_name.sql) in order, once each.
 * The whole run is one transaction under an advisory lock, so two instances starting at the
 * same time on one PostgreSQL never apply a migration twice.
 */
import { readFileSync, readdirSync } from 'node:fs';
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

export async function migrate(db: Db): Promise<string[]> {
  const files = migrationFiles();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at bigint NOT NULL)',
    );
    const rows = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const done = new Set(rows.map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(readFileSync(MIGRATIONS_DIR + file, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [file, Date.now()]);
      applied.push(file);
    }
    return applied;
  });
}
