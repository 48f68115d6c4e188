/**
 * After an administrator resets a password, the person signs in (SMS code) and must set a new
 * password before anything else: the token grant says so, every other call is refused with
 * 4031, setting it clears the flag (logged once) and the session goes on. People added without
 * a password carry no such obligation; 找回密码 fulfils it too.
 */
import { describe, expect, it } from 'vitest';
import { DEMO } from '../kit/people';
import { databases, useTestEnv } from './helpers/test-app';
import { employeeCodeOf, logEntries } from './helpers/db-reads';
import { useSignedIn } from './helpers/signed-in';
import { call, encPassword, freshIp, lastCode, login, newBrowserId, P, passwordLogin, smsSignIn } from './helpers/api';
import { PASSWORD_CHANGE_REQUIRED } from '../../shared/rules/status-codes';

const RESET = `${P}/cust/employee/resetPassword`;
const SET = `${P}/company/custAccount/passWord/setRequired`;

describe.each(databases())('a new password after an administrator reset on %s', (kind) => {
  const env = useTestEnv(kind);
  // 华信's administrator (E101).
  const [admin] = useSignedIn(env, [DEMO.twoCompanies, '华信']);

  const flag = async (mobile: string) =>
    (await env.db.query<{ f: boolean }>('SELECT must_change_password AS f FROM persons WHERE mobile = $1', [mobile]))[0]
      ?.f;
  const entries = () => logEntries(env.db, 'account.setPassword');
  const employeeCode = (mobile: string) => employeeCodeOf(env.db, mobile, admin.compCode);

  it('is set by the reset, refuses other calls until the new password is set, then clears', async () => {
    const mobile = '13800000008';
    expect(await flag(mobile)).toBe(false);
    expect(
      (await call(env.app, `${RESET}?employeeCode=${await employeeCode(mobile)}`, { token: admin.accessToken })).env.ok,
    ).toBe(true);
    expect(await flag(mobile)).toBe(true);

    const signedIn = await smsSignIn(env.app, env.db, mobile);
    expect(signedIn.env).toMatchObject({ ok: true, body: { mustChangePassword: true } });
    const token = signedIn.env.body.accessToken;
    const refused = await call(env.app, `${P}/loginInfo/view`, { token });
    expect(refused.env).toMatchObject({ ok: false, status: PASSWORD_CHANGE_REQUIRED });
    expect(refused.env.msg).toContain('设置新密码');
    expect((await call(env.app, `${P}/message/list`, { token, body: {} })).env.status).toBe(PASSWORD_CHANGE_REQUIRED);

    // Bad input: a weak password or garbage is refused, nothing changes, nothing is logged.
    const before = await entries();
    const weak = await call(env.app, SET, { token, body: { newPassword: await encPassword(env.app, 'short1') } });
    expect(weak.env).toMatchObject({ ok: false, status: 400, body: { field: 'newPassword' } });
    const garbage = await call(env.app, SET, { token, body: { newPassword: '<script>' } });
    expect(garbage.env).toMatchObject({ ok: false, status: 400 });
    expect(await flag(mobile)).toBe(true);
    expect(await entries()).toBe(before);

    const done = await call(env.app, SET, { token, body: { newPassword: await encPassword(env.app, 'Fresh2026x') } });
    expect(done.env).toMatchObject({ ok: true });
    expect(await flag(mobile)).toBe(false);
    expect(await entries()).toBe(before + 1);
    // The same session goes on; the new password opens the account.
    expect((await call(env.app, `${P}/loginInfo/view`, { token })).env.ok).toBe(true);
    expect((await passwordLogin(env.app, env.db, mobile, 'Fresh2026x')).env.ok).toBe(true);
    // Once set, there is nothing more to set (and nothing logged).
    const again = await call(env.app, SET, { token, body: { newPassword: await encPassword(env.app, 'Other2026x') } });
    expect(again.env).toMatchObject({ ok: false, status: 409 });
    expect(await entries()).toBe(before + 1);
  });

  it('lets the restricted session log out, and 找回密码 fulfils the obligation too', async () => {
    const mobile = '13800000007';
    await call(env.app, `${RESET}?employeeCode=${await employeeCode(mobile)}`, { token: admin.accessToken });
    // The one-time code of the reset SMS (for 找回密码).
    const code = await lastCode(env.db, 'sms', mobile);
    env.clock.advance(61_000);
    const signedIn = await smsSignIn(env.app, env.db, mobile);
    env.clock.reset();
    expect(signedIn.env.body.mustChangePassword).toBe(true);
    expect(
      (await call(env.app, `${P}/company/custAccount/logout`, { token: signedIn.env.body.accessToken })).env.ok,
    ).toBe(true);

    const step1 = await call<{ resetTicket: string }>(env.app, `${P}/resetpwd/account`, {
      body: { mobile, smsCode: code, browserID: newBrowserId() },
      ip: freshIp(),
    });
    expect(step1.env.ok).toBe(true);
    await call(env.app, `${P}/resetpwd/reset`, {
      body: { resetTicket: step1.env.body.resetTicket, password: await encPassword(env.app, 'Found2026x') },
    });
    expect(await flag(mobile)).toBe(false);
    const after = await passwordLogin(env.app, env.db, mobile, 'Found2026x');
    expect(after.env.ok).toBe(true);
    expect(after.env.body).not.toHaveProperty('mustChangePassword');
  });

  it('obliges nobody else: a person without a password yet, or a normal login, is not restricted', async () => {
    const normal = await login(env.app, env.db, '13800000004');
    expect(normal).not.toHaveProperty('mustChangePassword');
    expect((await call(env.app, `${P}/loginInfo/view`, { token: normal.accessToken })).env.ok).toBe(true);
    const notRequired = await call(env.app, SET, {
      token: normal.accessToken,
      body: { newPassword: await encPassword(env.app, 'Other2026x') },
    });
    expect(notRequired.env).toMatchObject({ ok: false, status: 409 });
    // Someone the administrator added (no password yet) signs in by SMS and is not held up.
    await env.db.query('UPDATE persons SET password_hash = NULL WHERE mobile = $1', ['13800000010']);
    const added = await smsSignIn(env.app, env.db, '13800000010');
    expect(added.env.ok).toBe(true);
    expect(added.env.body).not.toHaveProperty('mustChangePassword');
    expect((await call(env.app, `${P}/loginInfo/view`, { token: added.env.body.accessToken })).env.ok).toBe(true);
  });

  it('refuses an operator resetting (4030) and sets no flag', async () => {
    const op = await login(env.app, env.db, '13800000002');
    const r = await call(env.app, `${RESET}?employeeCode=${await employeeCode('13800000004')}`, {
      token: op.accessToken,
    });
    expect(r.env.status).toBe(4030);
    expect(await flag('13800000004')).toBe(false);
  });
});
