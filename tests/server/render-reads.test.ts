/**
 * A server render's repeated reads are made once (server/db/render-reads.ts): within a render, the
 * same read with the same parameters reaches the database once, also when the render's API calls
 * go through Fastify's inject in parallel; a write in between, the end of the render, a failed
 * read or a statement that locks, numbers or notifies always goes to the database.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectHere } from '../../server/core/render-call';
import { SharedReads, onlyReads, sharedQuery, sharingReads } from '../../server/db/render-reads';
import { createTestEnv, databases, type TestEnv } from './helpers/test-app';

/** A stand-in database: counts what reaches it and answers with a fresh row each time. */
function countingDb() {
  const asked: string[] = [];
  let failNext = false;
  return {
    asked,
    failOnce: () => {
      failNext = true;
    },
    query: (sql: string, params: unknown[] = []): Promise<{ n: number; sql: string }[]> =>
      sharedQuery(sql, params, async () => {
        asked.push(sql);
        await new Promise((r) => setTimeout(r, 2));
        if (failNext) {
          failNext = false;
          throw new Error('connection lost');
        }
        return [{ n: asked.length, sql }];
      }),
  };
}

describe('a render’s shared reads', () => {
  it('answers a repeated read from the first, parallel or not, with rows of its own', async () => {
    const db = countingDb();
    const reads = new SharedReads();
    const [a, b] = await sharingReads(reads, () =>
      Promise.all([
        db.query('SELECT * FROM persons WHERE id = $1', [1]),
        db.query('SELECT * FROM persons WHERE id = $1', [1]),
      ]),
    );
    const c = await sharingReads(reads, () => db.query('SELECT * FROM persons WHERE id = $1', [1]));
    expect(db.asked).toHaveLength(1);
    expect(a).toEqual(b);
    expect(c).toEqual(a);
    // Each caller has its own rows: changing one changes no other.
    (a[0] as { n: number }).n = 99;
    expect(b[0]?.n).toBe(1);
    // Other parameters or another statement are other reads.
    await sharingReads(reads, () => db.query('SELECT * FROM persons WHERE id = $1', [2]));
    await sharingReads(reads, () => db.query('SELECT * FROM roles WHERE id = $1', [1]));
    expect(db.asked).toHaveLength(3);
  });

  it('reads again after a write, after a failed read and once the render has ended', async () => {
    const db = countingDb();
    const reads = new SharedReads();
    const read = () => sharingReads(reads, () => db.query('SELECT name FROM persons WHERE id = $1', [1]));
    await read();
    await sharingReads(reads, () => db.query('UPDATE persons SET name = $2 WHERE id = $1', [1, '王芳']));
    expect((await read())[0]?.n).toBe(3);
    db.failOnce();
    await expect(sharingReads(reads, () => db.query('SELECT 1 FROM roles WHERE id = $1', [7]))).rejects.toThrow();
    await sharingReads(reads, () => db.query('SELECT 1 FROM roles WHERE id = $1', [7]));
    expect(db.asked).toHaveLength(5);
    reads.close();
    await read();
    await read();
    expect(db.asked).toHaveLength(7);
  });

  it('shares nothing outside a render', async () => {
    const db = countingDb();
    await db.query('SELECT * FROM persons WHERE id = $1', [1]);
    await db.query('SELECT * FROM persons WHERE id = $1', [1]);
    expect(db.asked).toHaveLength(2);
  });

  it('runs every statement that locks, draws a number or notifies', () => {
    expect(onlyReads('SELECT id FROM persons WHERE id = $1')).toBe(true);
    expect(onlyReads('  select count(*) from roles')).toBe(true);
    for (const sql of [
      'SELECT id FROM credit_lines WHERE id = $1 FOR UPDATE',
      'SELECT id FROM trade_relations WHERE comp_id = $1 FOR SHARE',
      'SELECT id FROM t WHERE id = $1 FOR NO KEY UPDATE',
      "SELECT lpad(nextval('credit_voucher_no_seq')::text, 12, '0')",
      'SELECT pg_notify($1, $2)',
      'SELECT pg_advisory_xact_lock($1)',
      'UPDATE sessions SET last_activity_at = $2 WHERE id = $1',
      "WITH n AS (SELECT nextval('s') AS no) INSERT INTO t SELECT no FROM n",
    ]) {
      expect(onlyReads(sql), sql).toBe(false);
    }
  });

  describe('through the render’s in-process API calls', () => {
    const db = countingDb();
    let app: FastifyInstance;
    beforeAll(async () => {
      app = Fastify();
      app.get('/person', async () => (await db.query('SELECT * FROM persons WHERE id = $1', [1]))[0]);
      await app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await app.close();
    });

    it('reaches the routes: parallel calls of one render read once, another render reads again', async () => {
      const render = async (): Promise<void> => {
        const reads = new SharedReads();
        const call = () => sharingReads(reads, () => injectHere(app, { method: 'GET', url: '/person' }));
        const answers = await Promise.all([call(), call(), call()]);
        expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
        reads.close();
      };
      await render();
      expect(db.asked).toHaveLength(1);
      await render();
      expect(db.asked).toHaveLength(2);
    });
  });
});

describe.each(databases())('a render’s shared reads on %s', (kind) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(kind);
  });
  afterAll(async () => {
    await env.close();
  });
  const name = async (): Promise<string | undefined> =>
    (await env.db.query<{ comp_name: string }>('SELECT comp_name FROM companies WHERE id = $1', [1]))[0]?.comp_name;

  it('reads again after a write made in a transaction, a script or a plain statement', async () => {
    const reads = new SharedReads();
    const original = await sharingReads(reads, name);
    await sharingReads(reads, () =>
      env.db.transaction((tx) => tx.query("UPDATE companies SET comp_name = comp_name || '甲' WHERE id = $1", [1])),
    );
    expect(await sharingReads(reads, name)).toBe(`${original}甲`);
    await sharingReads(reads, () => env.db.exec("UPDATE companies SET comp_name = comp_name || '乙' WHERE id = 1"));
    expect(await sharingReads(reads, name)).toBe(`${original}甲乙`);
    // A plain statement that writes drops the kept reads too.
    await sharingReads(reads, () => env.db.query('UPDATE companies SET comp_name = $2 WHERE id = $1', [1, original]));
    expect(await sharingReads(reads, name)).toBe(original);
    reads.close();
  });
});
