/**
 * PostgreSQL dropping the portal's connections in the middle of write transactions (a failover,
 * a restart, an administrator's pg_terminate_backend): the process stays up, every answer is a
 * success or a 503 envelope, and no acknowledged write is lost. PostgreSQL only: the embedded
 * database has no connections to lose.
 */
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, P, type Tokens } from './helpers/api';
import { useTestEnv } from './helpers/test-app';

const url = process.env.TEST_DATABASE_URL;

async function retried<T>(fn: () => Promise<T>, times = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= times) throw err;
    }
  }
}

describe.runIf(url)('PostgreSQL terminating the portal’s connections under write load', () => {
  const env = useTestEnv('postgres');
  let admin: Tokens;
  let schema: string;
  beforeAll(async () => {
    admin = await login(env.app, env.db, '13800000001', '华信');
    schema = (await env.db.query<{ s: string }>('SELECT current_schema() AS s'))[0]?.s ?? '';
  });

  it('keeps the process up, answers 2xx or 503, and loses no acknowledged write', async () => {
    // Only this file's pool (named after its schema), never another test's connections.
    const killer = new pg.Client({ connectionString: url });
    await killer.connect();
    const unexpected: unknown[] = [];
    const onUncaught = (err: unknown) => unexpected.push(err);
    process.on('uncaughtException', onUncaught);
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let killed = 0;
    let seq = 0;
    const until = Date.now() + 6_000;
    const writer = async (w: number) => {
      while (Date.now() < until) {
        const mobile = `1370${String(w).padStart(2, '0')}${String(seq++).padStart(5, '0')}`;
        const r = await call(env.app, `${P}/cust/employee/add`, {
          token: admin.accessToken,
          body: { userName: '断线测试', mobile, roles: [{ prodCode: 'CRM', employeeRole: 'E102' }] },
        });
        statuses.set(r.http, (statuses.get(r.http) ?? 0) + 1);
        if (r.http === 200 && r.env.ok) acknowledged.push(mobile);
        else if (r.http === 503)
          expect(r.env).toMatchObject({ ok: false, status: 503, msg: '服务暂时不可用，请稍后重试' });
      }
    };
    const terminator = async () => {
      while (Date.now() < until) {
        await new Promise((r) => setTimeout(r, 150 + Math.random() * 200));
        const res = await killer.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid)
             FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()) t`,
          [`scf-${schema}`],
        );
        killed += res.rows[0]?.n ?? 0;
      }
    };
    try {
      await Promise.all([terminator(), ...Array.from({ length: 6 }, (_, w) => writer(w))]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await killer.end();
    }
    expect(unexpected).toEqual([]);
    expect(killed).toBeGreaterThan(5);
    // Every answer is a success or "try again"; some of each happened.
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    // Once the killing stops the pool reconnects (a pooled connection killed in the last round
    // may fail once more) and every acknowledged person is there.
    const rows = await retried(() =>
      env.db.query<{ mobile: string }>('SELECT p.mobile FROM persons p WHERE p.mobile = ANY($1)', [acknowledged]),
    );
    expect(rows.map((r) => r.mobile).sort()).toEqual([...acknowledged].sort());
    const after = await retried(async () => {
      const r = await call(env.app, `${P}/cust/employee/add`, {
        token: admin.accessToken,
        body: { userName: '断线之后', mobile: '13799999999', roles: [{ prodCode: 'CRM', employeeRole: 'E102' }] },
      });
      if (r.http === 503) throw new Error('503');
      return r;
    });
    expect(after.env.ok).toBe(true);
  }, 60_000);
});
