/**
 * A real socket, the database going away and coming back, configuration checks, and the
 * OpenAPI document covering every call of the API
 */
import { readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { ConfigError, loadConfig } from '../../server/config';
import { createDb } from '../../server/db/create-db';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { COMPANIES, seed, seedDemo, seedReference } from '../../server/db/seed/seed';
import { databases, useTestEnv } from './helpers/test-app';
import { captcha, encLoginPassword, newBrowserId, P } from './helpers/api';

/** A database whose connection can be cut: every call fails like a refused connection. */
function flakyDb(inner: Db): Db & { down: boolean } {
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const flaky = {
    down: false,
    kind: inner.kind,
    query: async <T>(sql: string, params?: unknown[]) => {
      if (flaky.down) throw refused();
      return inner.query<T>(sql, params);
    },
    exec: async (sql: string) => {
      if (flaky.down) throw refused();
      return inner.exec(sql);
    },
    transaction: async <T>(fn: (tx: Db) => Promise<T>) => {
      if (flaky.down) throw refused();
      return inner.transaction(fn);
    },
    notify: async (channel: string, payload: string) => {
      if (flaky.down) throw refused();
      return inner.notify(channel, payload);
    },
    listen: (channel: string, onMessage: (payload: string | null) => void) => inner.listen(channel, onMessage),
    close: () => inner.close(),
    // A cut connection is lost at once, as the real databases forget their last answer.
    answeredWithin: (ms: number) => !flaky.down && inner.answeredWithin(ms),
  };
  return flaky;
}

describe.each(databases())('a real socket and database outages on %s', (kind) => {
  const env = useTestEnv(kind);
  let base: string;
  beforeAll(async () => {
    await env.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = env.app.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  }, 180_000);

  it('serves the API and logs in over HTTP', async () => {
    const provinces = await fetch(`${base}/api${P}/province/list`, { method: 'POST' });
    expect(provinces.status).toBe(200);
    expect(provinces.headers.get('cache-control')).toBe('no-store');
    expect(((await provinces.json()) as { body: unknown[] }).body).toHaveLength(34);
    const browserID = newBrowserId();
    const answer = await captcha(env.app, env.db, browserID);
    const res = await fetch(`${base}/api${P}/company/custAccount/login/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        account: '13800000002',
        password: await encLoginPassword(env.app, 'Scf@2026', answer),
        captcha: answer,
        browserID,
      }),
    });
    const body = (await res.json()) as { ok: boolean; body: { accessToken: string } };
    expect(body.ok).toBe(true);
    const view = await fetch(`${base}/api${P}/company/custAccount/login/view`, {
      method: 'POST',
      headers: { authorization: `Bearer ${body.body.accessToken}` },
    });
    expect(((await view.json()) as { body: { userName: string } }).body.userName).toBe('李娜');
  });

  it('answers malformed JSON, a wrong content type, a huge body and an unknown path over HTTP', async () => {
    const url = `${base}/api${P}/reg/user/listDict`;
    const bad = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"code":' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, status: 400 });
    const form = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=x',
    });
    expect(form.status).toBe(415);
    const huge = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ ok: false, status: 413 });
    const unknown = await fetch(`${base}/api/nothing/here`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ ok: false, status: 404 });
  });

  it('answers 503 while the database is down and recovers without a restart', async () => {
    const db = flakyDb(env.db);
    const app = await buildApp({ config: env.config, db, clock: env.clock });
    try {
      const ok = await app.inject({ method: 'POST', url: `/api${P}/province/list` });
      expect(ok.statusCode).toBe(200);
      db.down = true;
      const down = await app.inject({ method: 'POST', url: `/api${P}/province/list` });
      expect(down.statusCode).toBe(503);
      expect(JSON.parse(down.body)).toEqual({ status: 503, ok: false, msg: '服务暂时不可用，请稍后重试', body: null });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      db.down = false;
      expect((await app.inject({ method: 'POST', url: `/api${P}/province/list` })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it.runIf(kind === 'postgres')('survives terminated PostgreSQL connections', async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const errors: Error[] = [];
    const db = await createDb({ dataDir: ':memory:', databaseUrl: url }, { onPoolError: (e) => errors.push(e) });
    const app = await buildApp({ config: { ...env.config, databaseUrl: url }, db });
    try {
      await db.query("SET application_name = 'scf-outage-test'");
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid()
           AND datname = current_database() AND application_name = 'scf-outage-test'`);
      await admin.end();
      // At most one request meets the dead connection; then the pool reconnects.
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await app.inject({ method: 'GET', url: '/api/health' })).statusCode);
      expect(codes.every((c) => c === 200 || c === 503)).toBe(true);
      expect(codes[codes.length - 1]).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it(
    'answers the health check without a ping while the database keeps answering, ' + 'and pings once it has been quiet',
    async () => {
      const pings: string[] = [];
      const counting: Db = {
        ...env.db,
        kind: env.db.kind,
        query: <T>(sql: string, params?: unknown[]) => {
          if (sql === 'SELECT 1') pings.push(sql);
          return env.db.query<T>(sql, params);
        },
        answeredWithin: (ms: number) => env.db.answeredWithin(ms),
      };
      const app = await buildApp({ config: env.config, db: counting, clock: env.clock });
      try {
        // A request that reads the database vouches for it: the health check adds no statement.
        expect((await app.inject({ method: 'POST', url: `/api${P}/province/list` })).statusCode).toBe(200);
        expect(env.db.answeredWithin(1000)).toBe(true);
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        expect(pings).toEqual([]);
        // Once a second has passed without an answer (the request's own late writes included,
        // which a loaded machine may delay), nothing vouches any more: the check asks the database.
        await vi.waitFor(() => expect(env.db.answeredWithin(1000)).toBe(false), { timeout: 10_000, interval: 100 });
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        expect(pings).toEqual(['SELECT 1']);
      } finally {
        await app.close();
      }
    },
  );

  it.runIf(kind === 'postgres')('forgets the last answer when the connection to PostgreSQL is lost', async () => {
    // A TCP relay in front of PostgreSQL that can be cut: the pool loses its connection for real.
    const target = new URL(process.env.TEST_DATABASE_URL as string);
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
    const via = new URL(target);
    via.host = `127.0.0.1:${(relay.address() as net.AddressInfo).port}`;
    const db = await createDb({ dataDir: ':memory:', databaseUrl: via.toString() }, { onPoolError: () => undefined });
    try {
      await db.query('SELECT 1');
      expect(db.answeredWithin(60_000)).toBe(true);
      const closed = new Promise<void>((r) => relay.close(() => r()));
      for (const s of sockets) s.destroy();
      await closed;
      await expect(db.query('SELECT 1')).rejects.toThrow();
      expect(db.answeredWithin(60_000)).toBe(false);
    } finally {
      relay.close();
      await db.close();
    }
  });

  it('never vouches for an unreachable PostgreSQL', async () => {
    const db = await createDb({ dataDir: ':memory:', databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    try {
      await expect(db.query('SELECT 1')).rejects.toThrow();
      expect(db.answeredWithin(60_000)).toBe(false);
    } finally {
      await db.close();
    }
  });

  it('seeds once: a second seed is a no-op', async () => {
    const persons = await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM persons');
    expect(await seed(env.db)).toBe(false);
    expect(await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM persons')).toEqual(persons);
  });

  it.runIf(kind === 'postgres')('migrates and seeds once when two instances start together', async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const schema = `t_twin_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const a = await createDb({ dataDir: ':memory:', databaseUrl: url }, { schema });
    const b = await createDb({ dataDir: ':memory:', databaseUrl: url }, { schema });
    try {
      const applied = await Promise.all([migrate(a), migrate(b)]);
      // One instance applies every migration, the other finds nothing left to do.
      const all = readdirSync(path.resolve(__dirname, '../../server/db/migrations')).filter((f) =>
        f.endsWith('.sql'),
      ).length;
      expect(applied.map((x) => x.length).sort()).toEqual([0, all]);
      // Each part of the seed is added by exactly one of the two.
      expect((await Promise.all([seedReference(a), seedReference(b)])).filter(Boolean)).toHaveLength(1);
      // The demo is several parts (the base, the products' finance data): each is added by one of
      // the two, so both may report work done, but nothing is added twice.
      expect((await Promise.all([seedDemo(a), seedDemo(b)])).some(Boolean)).toBe(true);
      expect((await a.query<{ n: number }>('SELECT count(*)::int AS n FROM companies'))[0]?.n).toBe(COMPANIES.length);
    } finally {
      await a.close();
      await b.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  });

  it('answers 503 quickly when PostgreSQL cannot be reached at all', async () => {
    const db = await createDb({ dataDir: ':memory:', databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    const app = await buildApp({ config: env.config, db });
    try {
      const started = Date.now();
      const res = await app.inject({ method: 'POST', url: `/api${P}/province/list` });
      expect(res.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      nodeEnv: 'development',
      autoApprove: false,
      databaseUrl: undefined,
    });
    expect(c.dataDir.endsWith('data')).toBe(true);
    expect(loadConfig({ PORT: '0', AUTO_APPROVE: '1', DATA_DIR: ':memory:' })).toMatchObject({
      port: 0,
      autoApprove: true,
      dataDir: ':memory:',
    });
  });

  it('stops with a clear error on bad values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ AUTO_APPROVE: 'yes' })).toThrow(/AUTO_APPROVE/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ COOKIE_DOMAIN: 'bad domain' })).toThrow(/COOKIE_DOMAIN/);
  });

  it('scales per-IP limits only outside production', () => {
    expect(loadConfig({ IP_LIMIT_FACTOR: '50' }).ipLimitFactor).toBe(50);
    expect(() => loadConfig({ IP_LIMIT_FACTOR: '0' })).toThrow(/IP_LIMIT_FACTOR/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', IP_LIMIT_FACTOR: '5', SMTP_URL: 'smtp://m', SMS_WEBHOOK_URL: 'https://s' }),
    ).toThrow(/IP_LIMIT_FACTOR/);
  });

  it('refuses production with the development senders', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example.com',
        SMS_WEBHOOK_URL: 'https://sms.example.com/send',
      }),
    ).not.toThrow();
  });
});

describe('OpenAPI document', () => {
  const SPEC_CALLS = [
    'company/custAccount/list/dict',
    'company/custAccount/login/view',
    'loginInfo/view',
    'company/custAccount/oldPwd/check',
    'company/custAccount/login/employeeSmsTreeselect',
    'company/custAccount/login/smsEmployeeSubmit',
    'sms/mobileNewCodeValid',
    'company/custAccount/verify/code',
    'company/custAccount/verify/codeValid',
    'custUser/checkPassByProductCodeCompCodeAndUserCode',
    'company/custAccount/passWord/update',
    'company/custAccount/email/update',
    'company/custAccount/mobile/update',
    'company/custAccount/photo/update',
    'company/custAccount/mobile/check',
    'third/file/store',
    'province/list',
    'area/list',
    'linkage/list',
    'linkage/getChild',
    'reg/user/listDict',
    'employee/refresh/token',
    'res/menu/emp/role/findResAllByToken',
    'cust/employee/findAllCompNameByMobile',
    'cust/employee/findAllCompNameByMobileEnable',
    'cust/employee/info/comp',
    'cust/employee/comps/all',
    'message/getIsUnreadNumbers',
    'manage/cms/getEnableCmsHurdles',
    'manage/cms/findByBizCodeList',
    'manage/cms/findByBizCodePageList',
    'manage/cms/findByBizCode',
    'cust/product/queryPermitAudit',
    'product/list',
    'product/bLlist',
    'cust/product/findAllByPermitStatus',
    'product/getCompPersonalVoucherInfo',
    'third/file/down/load',
  ].map((p) => `/api/web/portal/api/${p}`);
  const OTHER_SPEC_CALLS = [
    '/api/third/mail/emailCodeValid',
    '/api/third/mail/sendEmailCode',
    '/api/rsa/secretKey',
    '/api/mgr/msg/affiche/list',
  ];

  it('describes every call of the API with its response schema', async () => {
    const fakeDb = {
      kind: 'pglite',
      query: async () => [],
      exec: async () => undefined,
      transaction: async () => undefined,
      close: async () => undefined,
    } as unknown as Db;
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:' }), db: fakeDb });
    try {
      const doc = JSON.parse((await app.inject({ method: 'GET', url: '/api/openapi.json' })).body) as {
        openapi: string;
        paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
      };
      expect(doc.openapi).toMatch(/^3\./);
      for (const path of [...SPEC_CALLS, ...OTHER_SPEC_CALLS]) expect(Object.keys(doc.paths)).toContain(path);
      expect(doc.paths['/api/web/portal/api/manage/cms/getEnableCmsHurdles']).toHaveProperty('get');
      expect(doc.paths['/api/web/portal/api/third/file/down/load']).toHaveProperty('get');
      for (const [path, ops] of Object.entries(doc.paths)) {
        for (const op of Object.values(ops)) expect(op.responses?.['200'], path).toBeDefined();
      }
    } finally {
      await app.close();
    }
  });
});
