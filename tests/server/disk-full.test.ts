/**
 * A full disk: a write that fails for lack of space answers 503 with a message saying so,
 * readiness reports not-ready while writes keep failing (a load balancer sends traffic
 * elsewhere), reads go on, and both recover by themselves once space is back.
 *
 * The first part injects the database's disk-full error (SQLSTATE 53100, what PostgreSQL and
 * PGlite raise) at the database seam, on both databases. The second fills a real file system (a
 * small tmpfs, when this process may mount one) under PGlite and the readiness probe.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { createDb } from '../../server/db/create-db';
import type { Db } from '../../server/db/db';
import {
  DISK_FULL_MSG,
  DISK_FULL_READY_MSG,
  DiskSpaceWatch,
  isDiskFullError,
} from '../../server/infra/system/disk-space';
import { call, login, P, type Tokens } from './helpers/api';
import { databases, useTestEnv } from './helpers/test-app';

const WRITE = /^\s*(INSERT|UPDATE|DELETE)\b/i;

function diskFullError(): Error {
  return Object.assign(new Error('could not extend file "base/5/16390": No space left on device'), { code: '53100' });
}

/** A database whose writes fail as on a full disk while `full` is set; reads go on. */
function fillableDb(inner: Db): Db & { full: boolean } {
  const guard = (sql: string) => {
    if (db.full && WRITE.test(sql)) throw diskFullError();
  };
  const wrap = (d: Db): Db => ({
    kind: d.kind,
    query: async <T>(sql: string, params?: unknown[]) => {
      guard(sql);
      return d.query<T>(sql, params);
    },
    exec: async (sql: string) => {
      guard(sql);
      return d.exec(sql);
    },
    transaction: <T>(fn: (tx: Db) => Promise<T>) => d.transaction((tx) => fn(wrap(tx))),
    notify: (channel: string, payload: string) => d.notify(channel, payload),
    listen: (channel: string, onMessage: (payload: string | null) => void) => d.listen(channel, onMessage),
    close: async () => undefined,
    answeredWithin: (ms: number) => d.answeredWithin(ms),
  });
  const db = Object.assign(wrap(inner), { full: false });
  return db;
}

describe.each(databases())('a full disk under %s', (kind) => {
  const env = useTestEnv(kind);
  let app: FastifyInstance;
  let db: Db & { full: boolean };
  let admin: Tokens;
  beforeAll(async () => {
    db = fillableDb(env.db);
    app = await buildApp({ config: env.config, db, clock: env.clock });
    await app.ready();
    admin = await login(app, env.db, '13800000001', '华信');
  });
  afterAll(async () => {
    await app?.close();
  });

  const add = (mobile: string) =>
    call(app, `${P}/cust/employee/add`, {
      token: admin.accessToken,
      body: { userName: '磁盘测试', mobile, roles: [{ prodCode: 'CRM', employeeRole: 'E102' }] },
    });
  const ready = () => call(app, '/api/ready', { method: 'GET' });

  it('answers a write 503 with a clear message, turns not-ready, keeps reading, and recovers by itself', async () => {
    expect((await ready()).http).toBe(200);
    db.full = true;
    const refused = await add('13655558001');
    expect(refused.http).toBe(503);
    expect(refused.env).toEqual({ status: 503, ok: false, msg: DISK_FULL_MSG, body: null });
    expect(refused.headers['retry-after']).toBe('30');
    const notReady = await ready();
    expect(notReady.http).toBe(503);
    expect(notReady.env.msg).toBe(DISK_FULL_READY_MSG);
    // Reads need no space: the people who are signed in can still look things up.
    const list = await call(app, `${P}/cust/employee/list`, { token: admin.accessToken, body: {} });
    expect(list.env.ok).toBe(true);
    // Space is freed: the database's disk is not ours to probe, so readiness comes back after 30 s.
    db.full = false;
    expect((await ready()).http).toBe(503);
    env.clock.advance(31_000);
    expect((await ready()).http).toBe(200);
    expect((await add('13655558001')).env.ok).toBe(true);
  });
});

/** A small tmpfs, when this process may mount one (root in a container or CI); null otherwise. */
function mountTmpfs(megabytes: number): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'scf-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

function unmount(dir: string): void {
  execFileSync('umount', [dir], { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
}

/** Takes every free byte of the file system but `leaveKb`. */
function fill(dir: string, leaveKb = 0): string {
  const s = statfsSync(dir);
  const filler = path.join(dir, 'filler');
  const freeKb = Math.floor((s.bavail * s.bsize) / 1024);
  execFileSync('fallocate', ['-l', `${Math.max(1, freeKb - leaveKb)}k`, filler]);
  return filler;
}

const canMount = (() => {
  const dir = process.getuid?.() === 0 ? mountTmpfs(1) : null;
  if (dir) unmount(dir);
  return dir !== null;
})();

describe.runIf(canMount)('a really full disk (tmpfs)', () => {
  it('PGlite refuses the write with the disk-full error the server maps to 503', async () => {
    const mount = mountTmpfs(96) as string;
    const data = path.join(mount, 'db');
    const db = await createDb({ dataDir: data, databaseUrl: undefined });
    try {
      await db.exec('CREATE TABLE big (id serial PRIMARY KEY, t text)');
      fill(mount, 2048);
      let error: unknown = null;
      for (let i = 0; i < 50 && error === null; i++) {
        await db
          .query("INSERT INTO big (t) SELECT string_agg(md5(random()::text), '') FROM generate_series(1, 20000)")
          .catch((e: unknown) => {
            error = e;
          });
      }
      expect(isDiskFullError(error)).toBe(true);
      expect(error).toMatchObject({ code: '53100' });
      // Reads still work on the full disk.
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM big'))[0]?.n).toBeGreaterThan(0);
    } finally {
      await db.close();
      unmount(mount);
    }
  }, 60_000);

  it(
    'readiness probes the data folder: not ready while it is full, ' + 'ready again as soon as space is freed',
    async () => {
      const mount = mountTmpfs(4) as string;
      try {
        const data = path.join(mount, 'db');
        mkdirSync(data);
        writeFileSync(path.join(data, 'PG_VERSION'), '17');
        const watch = new DiskSpaceWatch(Date.now, { dataDir: data });
        expect(await watch.full()).toBe(false);
        const filler = fill(mount);
        watch.noteFull();
        expect(await watch.full()).toBe(true);
        expect(await watch.full()).toBe(true);
        rmSync(filler);
        expect(await watch.full()).toBe(false);
        // The probe leaves nothing behind.
        expect(statfsSync(mount).bfree).toBeGreaterThan(0);
      } finally {
        unmount(mount);
      }
    },
  );
});
