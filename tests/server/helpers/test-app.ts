/**
 * Test harness of the server suite: an app on a fresh in-memory PGlite (one per test file), and,
 * when TEST_DATABASE_URL is set, also on PostgreSQL in a fresh database per test file so that
 * files run in parallel. Use `describe.each(databases())`.
 *
 * Starting PGlite, migrating, seeding and generating the RSA-3072 key take seconds; the first
 * test file builds a template (migrated, seeded, with a key) into the temp directory and every
 * file starts from that snapshot. The template's name carries a hash of the migrations and the
 * seed, so a change rebuilds it. On PostgreSQL the same: a template database built once per hash
 * (kept in the cluster for later runs), which every file copies into a database of its own
 * (CREATE DATABASE … TEMPLATE, a fraction of a second instead of several for migrate and seed).
 *
 * `useTestEnv(kind)` in a describe block is the usual way in: created before its tests, closed
 * after them.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { createDb, dumpPglite } from '../../../server/db/create-db';
import type { Db } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed/seed';
import { seededDataVersion } from '../../../scripts/lib/seeded-data-version';
import { createKeyService } from '../../../server/infra/keys/keys.service';

export type DbKind = 'pglite' | 'postgres';

/**
 * The databases every test file runs on: PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 * TEST_DATABASES (`pglite`, `postgres` or both, comma-separated) narrows the list: CI runs the
 * server tests on PostgreSQL on one Node version and on PGlite on the other (.ci/run).
 */
export function databases(): DbKind[] {
  const available: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const wanted = process.env.TEST_DATABASES?.split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');
  if (!wanted?.length) return available;
  const missing = wanted.filter((k) => !available.includes(k as DbKind));
  if (missing.length)
    throw new Error(`TEST_DATABASES names ${missing.join(', ')}: not available (postgres needs TEST_DATABASE_URL)`);
  return available.filter((k) => wanted.includes(k));
}

/** Test time: real time plus an offset the test moves forward. */
interface TestClock {
  (): number;
  advance(ms: number): void;
  reset(): void;
}

function testClock(): TestClock {
  let offset = 0;
  const clock = (() => Date.now() + offset) as TestClock;
  clock.advance = (ms: number) => {
    offset += ms;
  };
  clock.reset = () => {
    offset = 0;
  };
  return clock;
}

interface KeyRow {
  kid: string;
  public_pem: string;
  private_pem: string;
}

/** Writes atomically so that parallel test files never read half a file. */
function writeAtomically(file: string, data: Buffer | string): void {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

async function template(): Promise<{ snapshot: Blob; key: KeyRow }> {
  const base = path.join(tmpdir(), `scf-server-test-${seededDataVersion()}`);
  if (existsSync(`${base}.tar`) && existsSync(`${base}.key.json`)) {
    return {
      snapshot: new Blob([readFileSync(`${base}.tar`)]),
      key: JSON.parse(readFileSync(`${base}.key.json`, 'utf8')) as KeyRow,
    };
  }
  const db = await createDb({ dataDir: ':memory:', databaseUrl: undefined });
  await migrate(db);
  await seed(db);
  await createKeyService(db, Date.now).current();
  const key = (
    await db.query<KeyRow>("SELECT kid, public_pem, private_pem FROM server_keys WHERE slot = 'current'")
  )[0];
  const snapshot = await dumpPglite(db);
  await db.close();
  if (!key) throw new Error('template key missing');
  writeAtomically(`${base}.tar`, Buffer.from(await snapshot.arrayBuffer()));
  writeAtomically(`${base}.key.json`, JSON.stringify(key));
  return { snapshot, key };
}

/** The URL of another database of the same PostgreSQL cluster. */
function databaseUrlOf(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** The schema of the PostgreSQL template; each file's copy renames it after its database. */
const PG_TEMPLATE_SCHEMA = 'scf_template';
/** Serialises the template's build among test processes (other checkouts share the cluster). */
const PG_TEMPLATE_LOCK = 37_003_701;

/**
 * The PostgreSQL template database of this hash, built if missing: under a temporary name,
 * renamed when complete, so that a database of that name is always whole.
 */
async function pgTemplate(url: string, key: KeyRow): Promise<string> {
  const name = `scf_tpl_${seededDataVersion()}`;
  return withClient(url, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [PG_TEMPLATE_LOCK]);
    try {
      if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return name;
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      try {
        const db = await createDb(
          { dataDir: ':memory:', databaseUrl: databaseUrlOf(url, building) },
          { schema: PG_TEMPLATE_SCHEMA },
        );
        try {
          await db.query(`CREATE SCHEMA ${PG_TEMPLATE_SCHEMA}`);
          await migrate(db);
          await seed(db);
          await db.query(
            `INSERT INTO server_keys (slot, kid, public_pem, private_pem, created_at)
             VALUES ('current', $1, $2, $3, $4)`,
            [key.kid, key.public_pem, key.private_pem, Date.now()],
          );
        } finally {
          await db.close();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch (err) {
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        throw err;
      }
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [PG_TEMPLATE_LOCK]);
    }
  });
}

export interface TestEnv {
  kind: DbKind;
  db: Db;
  config: Config;
  clock: TestClock;
  app: FastifyInstance;
  /** Another app on the same database (a second instance, or other settings). */
  newApp(overrides?: Partial<Config>): Promise<FastifyInstance>;
  /**
   * A second server instance as in production: on PostgreSQL with its own connection pool and
   * notification connection; on PGlite an app on the same database (only one process can own
   * an embedded database).
   */
  newInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function createTestEnv(kind: DbKind, overrides: Partial<Config> = {}): Promise<TestEnv> {
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:' });
  const config: Config = { ...base, ...overrides };
  const tpl = await template();
  let db: Db;
  let dropSchema: (() => Promise<void>) | null = null;
  let openDb: () => Promise<Db> = async () => db;
  const extraDbs: Db[] = [];
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    // A database of the file's own, copied from the template; its schema (the file's name in
    // pg_stat_activity and current_schema()) renamed after it.
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const template = await pgTemplate(url, tpl.key);
    await withClient(url, (admin) => admin.query(`CREATE DATABASE ${schema} TEMPLATE ${template}`));
    config.databaseUrl = databaseUrlOf(url, schema);
    await withClient(config.databaseUrl, (c) => c.query(`ALTER SCHEMA ${PG_TEMPLATE_SCHEMA} RENAME TO ${schema}`));
    db = await createDb(config, { schema });
    openDb = async () => {
      const other = await createDb(config, { schema });
      extraDbs.push(other);
      return other;
    };
    dropSchema = () =>
      withClient(url, async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS ${schema} WITH (FORCE)`)));
  } else {
    config.databaseUrl = undefined;
    db = await createDb(config, { pgliteSnapshot: tpl.snapshot });
  }
  const clock = testClock();
  const apps: FastifyInstance[] = [];
  const newApp = async (more: Partial<Config> = {}) => {
    const a = await buildApp({ config: { ...config, ...more }, db, clock });
    await a.ready();
    apps.push(a);
    return a;
  };
  const app = await newApp();
  const newInstance = async () => {
    const a = await buildApp({ config, db: await openDb(), clock });
    await a.ready();
    apps.push(a);
    return a;
  };
  return {
    kind,
    db,
    config,
    clock,
    app,
    newApp,
    newInstance,
    async close() {
      for (const a of apps) await a.close();
      for (const d of extraDbs) await d.close();
      await db.close();
      if (dropSchema) await dropSchema();
    },
  };
}

/**
 * The environment of the describe block it is called in: created before the block's tests (in
 * a beforeAll registered first, so the block's own beforeAll may use it) and closed after them.
 * The returned object stands for the environment; reading it before it exists throws.
 */
export function useTestEnv(kind: DbKind, overrides: Partial<Config> = {}): TestEnv {
  let current: TestEnv | undefined;
  beforeAll(async () => {
    current = await createTestEnv(kind, overrides);
  }, 180_000);
  afterAll(async () => {
    await current?.close();
  }, 60_000);
  return new Proxy({} as TestEnv, {
    get(_target, key) {
      if (!current) throw new Error('the test environment is read before its beforeAll created it');
      return Reflect.get(current, key);
    },
  });
}
