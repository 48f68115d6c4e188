/**
 * The administrator resets an employee's password: the old password stops working, every
 * session ends at once, a one-time code arrives by SMS, and with it the employee sets a new
 * password through the 找回密码 flow. Logged once; refusals change nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../kit/people';
import { databases, useTestEnv } from './helpers/test-app';
import { employeeCodeOf, logEntries } from './helpers/db-reads';
import { call, encPassword, lastCode, login, logins, newBrowserId, P, passwordLogin, type Tokens } from './helpers/api';

const RESET = `${P}/cust/employee/resetPassword`;

describe.each(databases())('administrator resets a password on %s', (kind) => {
  const env = useTestEnv(kind);
  // 华信's administrator (E101), 华南's administrator (E101).
  let admin: Tokens, supplierAdmin: Tokens;
  beforeAll(async () => {
    [admin, supplierAdmin] = await logins(env, [DEMO.twoCompanies, '华信'], [DEMO.supplierAdmin]);
  }, 180_000);

  const entries = () => logEntries(env.db, 'employee.resetPassword');
  const codeOf = (mobile: string) => employeeCodeOf(env.db, mobile, admin.compCode);

  it('voids the old password, ends every session, sends a code that sets a new password', async () => {
    const victim = await login(env.app, env.db, '13800000008');
    const before = await entries();
    const r = await call<{ mobile: string }>(env.app, `${RESET}?employeeCode=${await codeOf('13800000008')}`, {
      token: admin.accessToken,
    });
    expect(r.env).toMatchObject({ ok: true, body: { mobile: '138******0008' } });
    expect(await entries()).toBe(before + 1);
    // Signed out at once.
    const next = await call(env.app, `${P}/loginInfo/view`, { token: victim.accessToken });
    expect(next.env).toMatchObject({ ok: false, status: 401 });
    // The old password no longer opens the account.
    expect((await passwordLogin(env.app, env.db, '13800000008')).env.ok).toBe(false);
    // The SMS carries the one-time code; the 找回密码 flow takes it.
    const sms = await env.db.query<{ code: string }>(
      "SELECT code FROM outbox WHERE channel = 'sms' AND to_addr = '13800000008' ORDER BY id DESC LIMIT 1",
    );
    const code = sms[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(await lastCode(env.db, 'sms', '13800000008')).toBe(code);
    const step1 = await call<{ resetTicket: string }>(env.app, `${P}/resetpwd/account`, {
      body: { mobile: '13800000008', smsCode: code, browserID: newBrowserId() },
    });
    expect(step1.env.ok).toBe(true);
    const step2 = await call(env.app, `${P}/resetpwd/reset`, {
      body: { resetTicket: step1.env.body.resetTicket, password: await encPassword(env.app, 'NewPass2026') },
    });
    expect(step2.env.ok).toBe(true);
    expect((await passwordLogin(env.app, env.db, '13800000008', 'NewPass2026')).env.ok).toBe(true);
  });

  it("refuses resetting oneself, another company's employee or an unknown one, and logs nothing", async () => {
    const before = await entries();
    const self = await call(env.app, `${RESET}?employeeCode=${admin.employeeCode}`, { token: admin.accessToken });
    expect(self.env).toMatchObject({ ok: false, status: 400 });
    const foreign = await call(env.app, `${RESET}?employeeCode=${supplierAdmin.employeeCode}`, {
      token: admin.accessToken,
    });
    expect(foreign.env).toMatchObject({ ok: false, status: 404 });
    const bad = await call(env.app, `${RESET}?employeeCode=${encodeURIComponent('a b')}`, { token: admin.accessToken });
    expect(bad.env).toMatchObject({ ok: false, status: 400 });
    expect(await entries()).toBe(before);
    // 王芳 still signs in with her password.
    expect((await passwordLogin(env.app, env.db, '13800000003')).env.ok).toBe(true);
  });

  it('refuses an operator with 4030', async () => {
    const op = await login(env.app, env.db, '13800000002');
    const r = await call(env.app, `${RESET}?employeeCode=${await codeOf('13800000004')}`, { token: op.accessToken });
    expect(r.env).toMatchObject({ ok: false, status: 4030 });
    expect((await passwordLogin(env.app, env.db, '13800000004')).env.ok).toBe(true);
  });
});
