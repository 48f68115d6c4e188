/**
 * The caches of the authenticated read path (session check, unread count, product grants) never
 * outlive a change: a session ended or an employee disabled on one instance is refused at once on
 * the other instance whose cache is warm, a read message changes the count at once, and a product
 * role taken away by the company's administrator is refused at the next product request.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { databases, useTestEnv } from './helpers/test-app';
import { call, login, P, type Tokens } from './helpers/api';
import type { Db } from '../../server/db/db';
import { HotCache } from '../../server/features/session/hot-cache';

describe.each(databases())('hot caches across two instances on %s', (kind) => {
  const env = useTestEnv(kind);
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = env.app;
    b = await env.newInstance();
  }, 180_000);

  const unread = (app: FastifyInstance, t: Tokens) =>
    call<number>(app, `${P}/message/getIsUnreadNumbers?receiveCompCode=${t.compCode}`, {
      token: t.accessToken,
      headers: { 'x-scf-background': '1' },
    });

  it('serves a warm session from the cache (a silent database change is not seen)', async () => {
    const t = await login(a, env.db, '13800000004');
    expect((await unread(b, t)).env.ok).toBe(true);
    // Revoked behind the server's back, without the announcement every code path makes:
    await env.db.query(
      `UPDATE sessions SET revoked_at = 1 WHERE id = (SELECT session_id FROM access_tokens
         WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex'))`,
      [t.accessToken],
    );
    expect((await unread(b, t)).env.ok).toBe(true);
  });

  it('refuses a logged-out session at once on the other instance', async () => {
    const t = await login(a, env.db, '13800000002');
    for (let i = 0; i < 3; i++) expect((await unread(b, t)).env.ok).toBe(true);
    const out = await call(a, `${P}/company/custAccount/logout`, { token: t.accessToken });
    expect(out.env.ok).toBe(true);
    const after = await unread(b, t);
    expect(after.env).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a disabled employee at once on the other instance', async () => {
    const admin = await login(a, env.db, '13800000001', '华信');
    const t = await login(a, env.db, '13800000007');
    expect((await unread(b, t)).env.ok).toBe(true);
    expect((await unread(b, t)).env.ok).toBe(true);
    const off = await call(a, `${P}/cust/employee/disable?employeeCode=${t.employeeCode}`, {
      token: admin.accessToken,
    });
    expect(off.env.ok).toBe(true);
    expect((await unread(b, t)).env.ok).toBe(false);
    await call(a, `${P}/cust/employee/enable?employeeCode=${t.employeeCode}`, { token: admin.accessToken });
  });

  it('refuses the other sessions of a person at once after a password change elsewhere', async () => {
    const one = await login(a, env.db, '13800000003');
    const two = await login(a, env.db, '13800000003');
    expect((await unread(b, two)).env.ok).toBe(true);
    const { revokePersonSessions } = await import('../../server/features/session/session.service');
    const personId = (await env.db.query<{ id: number }>("SELECT id FROM persons WHERE mobile = '13800000003'"))[0]!.id;
    const sessionId = (
      await env.db.query<{ session_id: string }>(
        "SELECT session_id FROM access_tokens WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')",
        [one.accessToken],
      )
    )[0]!.session_id;
    await revokePersonSessions(a.scf.db, personId, 'password', Date.now(), sessionId);
    expect((await unread(b, two)).env).toMatchObject({ ok: false, status: 401 });
    expect((await unread(b, one)).env.ok).toBe(true);
  });

  it('takes a product role away at once on the other instance (the grants are cached there)', async () => {
    const admin = await login(a, env.db, '13800000009'); // 吴敏, administrator of 恒丰
    const reviewer = await login(a, env.db, '13800000351'); // 韩冰, 放款初审 (ZNX E106)
    const list = () => call(b, `${P}/znx/list`, { token: reviewer.accessToken, body: { pageNum: 1, pageSize: 10 } });
    expect((await list()).env.ok).toBe(true);
    const employeeId = (
      await env.db.query<{ id: number }>('SELECT id FROM employees WHERE employee_code = $1', [reviewer.employeeCode])
    )[0]?.id;
    const employeeRoles = await env.db.query<{ prod_code: string; employee_role: string }>(
      "SELECT prod_code, employee_role FROM employee_roles WHERE employee_id = $1 AND employee_role <> 'E100'",
      [employeeId],
    );
    // Cached: a silent database change (no announcement) is not seen by the warm instance.
    await env.db.query("DELETE FROM employee_roles WHERE employee_id = $1 AND prod_code = 'ZNX'", [employeeId]);
    expect((await list()).env.ok).toBe(true);
    for (const r of employeeRoles.filter((x) => x.prod_code === 'ZNX'))
      await env.db.query('INSERT INTO employee_roles (employee_id, prod_code, employee_role) VALUES ($1, $2, $3)', [
        employeeId,
        r.prod_code,
        r.employee_role,
      ]);
    const setRoles = (roles: typeof employeeRoles) =>
      call(a, `${P}/cust/employee/roles`, {
        token: admin.accessToken,
        body: {
          employeeCode: reviewer.employeeCode,
          roles: roles.map((r) => ({ prodCode: r.prod_code, employeeRole: r.employee_role })),
        },
      });
    // The administrator's change on instance a is announced: instance b refuses at once.
    const without = employeeRoles.filter((r) => r.prod_code !== 'ZNX');
    expect((await setRoles(without)).env.ok).toBe(true);
    expect((await list()).env).toMatchObject({ ok: false, status: 4030 });
    expect((await setRoles(employeeRoles)).env.ok).toBe(true);
    expect((await list()).env.ok).toBe(true);
  });

  it('changes the unread count at once on the other instance when a message is read', async () => {
    const t = await login(a, env.db, '13800000001', '华信');
    const before = (await unread(b, t)).env.body;
    expect((await unread(b, t)).env.body).toBe(before);
    const list = await call<{ list: Array<{ id: number; readStatus: number }> }>(a, `${P}/message/list`, {
      token: t.accessToken,
      body: { readStatus: 0 },
    });
    const first = list.env.body.list[0];
    expect(first, 'the seed has unread messages').toBeDefined();
    const read = await call(a, `${P}/message/read`, { token: t.accessToken, body: { ids: [first!.id] } });
    expect(read.env.ok).toBe(true);
    expect((await unread(b, t)).env.body).toBe(before - 1);
  });
});

describe('the hot cache on its own', () => {
  /** A listener that stays healthy: the cache is on. */
  const listening = { listen: async () => ({ healthy: () => true, close: async () => {} }) } as unknown as Db;

  it(
    'keeps an answer 30 s by the application clock, ' + 'and drops one stamped after now (the clock stepped back)',
    async () => {
      let now = 1_700_000_000_000;
      const hot = new HotCache(() => now);
      await hot.start(listening);
      let loads = 0;
      const load = async () => ++loads;
      expect(await hot.unread(1, 2, load)).toBe(1);
      now += 30_000;
      expect(await hot.unread(1, 2, load)).toBe(1);
      now += 1;
      expect(await hot.unread(1, 2, load)).toBe(2);
      now -= 5_000;
      expect(await hot.unread(1, 2, load)).toBe(3);
      await hot.stop();
    },
  );

  it('caches nothing while its notifications are down, and forgets what a change names', async () => {
    let healthy = true;
    const hot = new HotCache(() => 1_000);
    await hot.start({ listen: async () => ({ healthy: () => healthy, close: async () => {} }) } as unknown as Db);
    let loads = 0;
    const load = async () => ++loads;
    await hot.unread(7, 1, load);
    await hot.unread(8, 1, load);
    hot.apply({ kind: 'messages', compId: 7 });
    expect(await hot.unread(7, 1, load)).toBe(3);
    expect(await hot.unread(8, 1, load)).toBe(2);
    healthy = false;
    expect(await hot.unread(8, 1, load)).toBe(4);
    expect(await hot.unread(8, 1, load)).toBe(5);
  });

  it('loads only the product grants it lacks, in one call, and forgets them all on a grants change', async () => {
    const hot = new HotCache(() => 1_000);
    await hot.start(listening);
    const asked: string[][] = [];
    const load = async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.map((p) => [p, { permit: 55, roles: [`${p}-role`], compRoles: [] }]));
    };
    expect([...(await hot.productGrants(1, 2, ['BILL'], load)).keys()]).toEqual(['BILL']);
    const both = await hot.productGrants(1, 2, ['BILL', 'ENDORSE'], load);
    expect(both.get('ENDORSE')?.roles).toEqual(['ENDORSE-role']);
    expect(Object.isFrozen(both.get('BILL')?.roles)).toBe(true);
    await hot.productGrants(1, 3, ['BILL'], load); // another employee: its own entry
    hot.apply({ kind: 'messages', compId: 1 });
    await hot.productGrants(1, 2, ['BILL', 'ENDORSE'], load);
    hot.apply({ kind: 'grants' });
    await hot.productGrants(1, 2, ['ENDORSE'], load);
    expect(asked).toEqual([['BILL'], ['ENDORSE'], ['BILL'], ['ENDORSE']]);
    await hot.stop();
  });
});
