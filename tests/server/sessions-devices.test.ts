/**
 * 登录设备 / 在线会话: own devices listed and signed out; the administrator lists the company's
 * sessions and forces a person out. A signed-out token is refused on the next call.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from '../kit/people';
import { databases, useTestEnv } from './helpers/test-app';
import { logEntries } from './helpers/db-reads';
import { call, freshIp, login, logins, P, passwordLogin, type Tokens } from './helpers/api';

interface Device {
  sessionId: string;
  compName: string;
  ip: string;
  browser: string;
  current: boolean;
  employeeCode?: string;
  userName?: string;
}

describe.each(databases())('sessions and devices on %s', (kind) => {
  const env = useTestEnv(kind);
  // 华信's administrator (E101), 华南's administrator (E101).
  let admin: Tokens, supplierAdmin: Tokens;
  beforeAll(async () => {
    [admin, supplierAdmin] = await logins(env, [DEMO.twoCompanies, '华信'], [DEMO.supplierAdmin]);
  }, 180_000);

  const mine = (t: Tokens) => call<Device[]>(env.app, `${P}/cust/session/mine`, { token: t.accessToken });
  const company = (t: Tokens, body: Record<string, unknown> = {}) =>
    call<{ list: Device[]; total: number }>(env.app, `${P}/cust/session/company`, { token: t.accessToken, body });
  const stillIn = async (t: Tokens) => (await mine(t)).env.ok;

  it('lists my devices with the current one marked, and signs another one out at once', async () => {
    const first = await login(env.app, env.db, '13800000002');
    const second = await login(env.app, env.db, '13800000002');
    const list = (await mine(second)).env.body;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.filter((d) => d.current)).toHaveLength(1);
    const other = list.find((d) => !d.current);
    expect(other?.compName).toBe('华信核心制造集团有限公司');
    // The person has exactly these two sessions: the other one is the first login's.
    expect(list).toHaveLength(2);
    const firstId = other?.sessionId ?? '';
    const r = await call(env.app, `${P}/cust/session/signOut?sessionId=${firstId}`, { token: second.accessToken });
    expect(r.env.ok).toBe(true);
    expect(await stillIn(second)).toBe(true);
    expect(await stillIn(first)).toBe(false);
    expect((await mine(second)).env.body.map((d) => d.sessionId)).toEqual([list.find((d) => d.current)?.sessionId]);
    const again = await call(env.app, `${P}/cust/session/signOut?sessionId=${firstId}`, { token: second.accessToken });
    expect(again.env).toMatchObject({ ok: false, status: 404 });
  });

  it('keeps one device with the login\'s browser through company switches (no "未知 / 未知" per switch)', async () => {
    const ua =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const headers = { 'user-agent': ua };
    const ip = freshIp();
    const first = await passwordLogin(env.app, env.db, DEMO.twoCompanies, DEMO_PASSWORD, { ip, headers });
    const choices = first.env.body.employees as Array<{ employeeCode: string; compName: string }>;
    const core = choices.find((e) => e.compName.includes('华信'));
    const supplier = choices.find((e) => e.compName.includes('华南'));
    const chosen = await call<Tokens>(env.app, `${P}/company/custAccount/login/smsEmployeeSubmit`, {
      body: { loginTicket: first.env.body.loginTicket, employeeCode: core?.employeeCode },
      headers,
      ip,
    });
    let t = chosen.env.body;
    const before = (await mine(t)).env.body.find((d) => d.current);
    expect(before).toMatchObject({ browser: 'Chrome 131', compName: '华信核心制造集团有限公司' });
    const count = (await mine(t)).env.body.length;
    for (const target of [supplier, core, supplier]) {
      const r = await call<Tokens>(env.app, `${P}/employee/refresh/token`, {
        body: { refreshToken: t.refreshToken, employeeCode: target?.employeeCode },
        headers,
        ip,
      });
      expect(r.env.ok).toBe(true);
      t = r.env.body;
    }
    const after = (await mine(t)).env.body;
    expect(after).toHaveLength(count);
    const current = after.find((d) => d.current) as Device & { os: string; loginTime: string };
    expect(current).toMatchObject({
      browser: 'Chrome 131',
      os: 'Windows 10',
      compName: '华南精密零部件供应有限公司',
      ip,
    });
    expect(current.loginTime).toBe((before as Device & { loginTime: string }).loginTime);
  });

  it('refuses signing out a session that is not mine', async () => {
    const adminSession = (await mine(admin)).env.body.find((d) => d.current)?.sessionId ?? '';
    const other = await login(env.app, env.db, '13800000004');
    const r = await call(env.app, `${P}/cust/session/signOut?sessionId=${adminSession}`, { token: other.accessToken });
    expect(r.env).toMatchObject({ ok: false, status: 404 });
    expect(await stillIn(admin)).toBe(true);
    const bad = await call(env.app, `${P}/cust/session/signOut?sessionId=nope`, { token: other.accessToken });
    expect(bad.env).toMatchObject({ ok: false, status: 400, msg: '会话标识不正确' });
  });

  it("shows the administrator the company's active sessions only", async () => {
    await login(env.app, env.db, '13800000008');
    const r = await company(admin, { pageSize: 100 });
    expect(r.env.ok).toBe(true);
    const names = r.env.body.list.map((d) => d.userName);
    expect(names).toContain('周强');
    expect(names).not.toContain('王芳');
    const other = await company(supplierAdmin, { pageSize: 100 });
    expect(other.env.body.list.some((d) => d.userName === '周强')).toBe(false);
    const filtered = await company(admin, { keyword: '周强' });
    expect(filtered.env.body.list.every((d) => d.userName === '周强')).toBe(true);
  });

  it('forces a person out: every token of theirs stops working, and the log has one entry', async () => {
    const victim = await login(env.app, env.db, '13800000007');
    expect(await stillIn(victim)).toBe(true);
    const code = (await company(admin, { keyword: '孙丽' })).env.body.list[0]?.employeeCode;
    expect(code).toBeTruthy();
    const before = await logEntries(env.db, 'session.revoke');
    const r = await call<{ signedOut: number }>(env.app, `${P}/cust/session/forceOut?employeeCode=${code}`, {
      token: admin.accessToken,
    });
    expect(r.env.ok).toBe(true);
    expect(r.env.body.signedOut).toBeGreaterThanOrEqual(1);
    const next = await mine(victim);
    expect(next.env.ok).toBe(false);
    expect(next.env.status).toBe(401);
    const refreshed = await call(env.app, `${P}/employee/refresh/token`, {
      body: { refreshToken: victim.refreshToken },
    });
    expect(refreshed.env.ok).toBe(false);
    const after = await logEntries(env.db, 'session.revoke');
    expect(after).toBe(before + 1);
  });

  it("refuses forcing oneself or another company's person out, and writes no entry", async () => {
    const count = async () => await logEntries(env.db, 'session.revoke');
    const before = await count();
    const self = await call(env.app, `${P}/cust/session/forceOut?employeeCode=${admin.employeeCode}`, {
      token: admin.accessToken,
    });
    expect(self.env).toMatchObject({ ok: false, status: 400 });
    const foreign = await call(env.app, `${P}/cust/session/forceOut?employeeCode=${supplierAdmin.employeeCode}`, {
      token: admin.accessToken,
    });
    expect(foreign.env).toMatchObject({ ok: false, status: 404 });
    expect(await stillIn(supplierAdmin)).toBe(true);
    expect(await count()).toBe(before);
  });

  it('refuses an operator the company calls with 4030', async () => {
    const op = await login(env.app, env.db, '13800000002');
    expect((await company(op)).env).toMatchObject({ status: 4030, ok: false });
    const force = await call(env.app, `${P}/cust/session/forceOut?employeeCode=${admin.employeeCode}`, {
      token: op.accessToken,
    });
    expect(force.env).toMatchObject({ status: 4030, ok: false });
    expect(await stillIn(admin)).toBe(true);
  });

  it('refuses bad input', async () => {
    for (const body of [{ pageSize: 0 }, { sortOrder: 'x' }, { keyword: 'x'.repeat(60) }, { other: 1 }]) {
      const r = await company(admin, body);
      expect(r.env, JSON.stringify(body)).toMatchObject({ ok: false, status: 400 });
    }
    const r = await call(env.app, `${P}/cust/session/forceOut?employeeCode=%3Cscript%3E`, { token: admin.accessToken });
    expect(r.env).toMatchObject({ ok: false, status: 400 });
  });
});
