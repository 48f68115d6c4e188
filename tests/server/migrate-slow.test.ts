/**
 * A migration slower than the requests' statement timeout, with two instances starting at once:
 * one applies it, the other waits for the lock (logging its wait) and finds nothing left to do.
 * PostgreSQL only: the embedded database has neither a pool timeout nor a second instance. The
 * requests' limit is lowered to 1 s and the migration sleeps 2 s, so the test is quick.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../server/db/create-db';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('a migration slower than the statement timeout, two instances at once', () => {
  const schema = `t_slow_${randomBytes(5).toString('hex')}`;
  let dir: string;
  let admin: pg.Client;
  const dbs: Db[] = [];
  const open = async () => {
    const db = await createDb({ dataDir: ':memory:', databaseUrl: url }, { schema, statementTimeoutMs: 1000 });
    dbs.push(db);
    return db;
  };
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'scf-slow-migration-'));
    writeFileSync(
      path.join(dir, '0001_slow.sql'),
      'SELECT pg_sleep(2);\nCREATE TABLE slow_done (id integer PRIMARY KEY);\n',
    );
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  });
  afterAll(async () => {
    for (const db of dbs) await db.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is applied once, the requests’ timeout still holds, and the waiting instance logs its wait', async () => {
    const [a, b] = [await open(), await open()];
    const logs: [string[], string[]] = [[], []];
    const applied = await Promise.all(
      [a, b].map((db, i) => migrate(db, { dir, progressEveryMs: 300, log: (line) => logs[i as 0 | 1].push(line) })),
    );
    expect(applied.map((x) => x.length).sort()).toEqual([0, 1]);
    expect(await a.query('SELECT * FROM slow_done')).toEqual([]);
    const waiter = applied[0]?.length === 0 ? logs[0] : logs[1];
    expect(waiter.some((l) => /^Waiting for another instance to finish its migrations \(\d+ s\)/.test(l))).toBe(true);
    // Outside the migration the requests' limit is back on the same pooled connections.
    await expect(a.query('SELECT pg_sleep(1.5)')).rejects.toMatchObject({ code: '57014' });
  }, 30_000);

  it('gives up after MIGRATION_LOCK_WAIT with a message that says so', async () => {
    writeFileSync(path.join(dir, '0002_slow_again.sql'), 'SELECT pg_sleep(2);\n');
    const [a, b] = [await open(), await open()];
    const first = migrate(a, { dir });
    await new Promise((r) => setTimeout(r, 300));
    await expect(migrate(b, { dir, lockWaitMs: 500 })).rejects.toThrow(/MIGRATION_LOCK_WAIT/);
    expect(await first).toEqual(['0002_slow_again.sql']);
  }, 30_000);
});
