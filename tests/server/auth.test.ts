/** Login, company choice, tokens (rotation, reuse, switch), idle and absolute limits, throttling. */
import { describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import {
  call,
  captcha,
  encLoginPassword,
  freshIp,
  lastCode,
  login,
  newBrowserId,
  P,
  passwordLogin,
  smsCode,
  type LoginBody,
  type Tokens,
  smsLogin,
} from './helpers/api';

describe.each(databases())('auth on %s', (kind) => {
  const env = useTestEnv(kind);

  describe('password login', () => {
    it('logs a one-company person straight in', async () => {
      const r = await passwordLogin(env.app, env.db, '13800000002');
      expect(r.http).toBe(200);
      expect(r.env).toMatchObject({ status: 200, ok: true });
      expect(r.env.body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(r.env.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(r.env.body.expiresIn).toBe(900);
      expect(r.env.body.compCode).toMatch(/^C\d+$/);
      expect(r.env.body.employeeCode).toMatch(/^E\d+$/);
    });

    it('issues access tokens of the lifetime its own application is configured with, beside another one', async () => {
      const short = await env.newApp({ accessTokenTtlSeconds: 60 });
      const a = await passwordLogin(short, env.db, '13800000002');
      const b = await passwordLogin(env.app, env.db, '13800000002');
      expect([a.env.body.expiresIn, b.env.body.expiresIn]).toEqual([60, 900]);
      const unread = (token: string | undefined) =>
        call<number>(env.app, `${P}/message/getIsUnreadNumbers?receiveCompCode=${a.env.body.compCode}`, {
          token,
          headers: { 'x-scf-background': '1' },
        });
      env.clock.advance(61_000);
      try {
        expect((await unread(a.env.body.accessToken)).env.status).toBe(4011);
        expect((await unread(b.env.body.accessToken)).env.ok).toBe(true);
      } finally {
        env.clock.reset();
      }
    });

    it('asks a person of two companies to choose, then issues tokens for the choice', async () => {
      const r = await passwordLogin(env.app, env.db, '13800000001');
      expect(r.env.ok).toBe(true);
      const body = r.env.body as LoginBody;
      expect(body.needChoose).toBe(true);
      expect(body.accessToken).toBeUndefined();
      expect(body.employees?.map((e) => e.compName).sort()).toEqual(
        ['华南精密零部件供应有限公司', '华信核心制造集团有限公司'].sort(),
      );
      const tree = await call(
        env.app,
        `${P}/company/custAccount/login/employeeSmsTreeselect?loginTicket=${body.loginTicket}`,
      );
      expect(tree.env.body).toHaveLength(2);
      const filtered = await call(
        env.app,
        `${P}/company/custAccount/login/employeeSmsTreeselect?loginTicket=${body.loginTicket}&compRole=C102`,
      );
      expect(filtered.env.body).toHaveLength(1);
      const supplier = body.employees?.find((e) => e.compName.includes('华南'));
      const s = await call<Tokens>(env.app, `${P}/company/custAccount/login/smsEmployeeSubmit`, {
        body: { loginTicket: body.loginTicket, employeeCode: supplier?.employeeCode },
      });
      expect(s.env.ok).toBe(true);
      expect(s.env.body.compCode).toBe(supplier?.compCode);
      // The ticket is single use.
      const again = await call(env.app, `${P}/company/custAccount/login/smsEmployeeSubmit`, {
        body: { loginTicket: body.loginTicket, employeeCode: supplier?.employeeCode },
      });
      expect(again.env).toMatchObject({ ok: false, status: 400, body: { field: 'loginTicket' } });
    });

    it("refuses a choice outside the person's companies and keeps the ticket", async () => {
      const r = await passwordLogin(env.app, env.db, '13800000001');
      const ticket = (r.env.body as LoginBody).loginTicket;
      const other = await env.db.query<{ employee_code: string }>(
        "SELECT e.employee_code FROM employees e JOIN persons p ON p.id = e.person_id WHERE p.mobile = '13800000003'",
      );
      const bad = await call(env.app, `${P}/company/custAccount/login/smsEmployeeSubmit`, {
        body: { loginTicket: ticket, employeeCode: other[0]?.employee_code },
      });
      expect(bad.env).toMatchObject({ ok: false, status: 400, body: { field: 'employeeCode' } });
      const first = (r.env.body as LoginBody).employees?.[0]?.employeeCode;
      const good = await call(env.app, `${P}/company/custAccount/login/smsEmployeeSubmit`, {
        body: { loginTicket: ticket, employeeCode: first },
      });
      expect(good.env.ok).toBe(true);
    });

    it('answers one message for a wrong password and an unknown account', async () => {
      const wrong = await passwordLogin(env.app, env.db, '13800000004', 'Wrong1234');
      const unknown = await passwordLogin(env.app, env.db, '13900000000', 'Wrong1234');
      expect(wrong.env).toEqual({ status: 400, ok: false, msg: '账号或密码错误', body: { field: 'password' } });
      expect(unknown.env).toEqual(wrong.env);
    });

    it('accepts the user code as account', async () => {
      const rows = await env.db.query<{ user_code: string }>(
        "SELECT user_code FROM persons WHERE mobile = '13800000003'",
      );
      const r = await passwordLogin(env.app, env.db, rows[0]?.user_code ?? '');
      expect(r.env.ok).toBe(true);
    });

    it('refuses a disabled employee with body status 403', async () => {
      const r = await passwordLogin(env.app, env.db, '13800000006');
      expect(r.http).toBe(200);
      expect(r.env).toMatchObject({ ok: false, status: 403 });
    });

    it('burns the captcha even when the login fails, and rejects a wrong captcha', async () => {
      const browserID = newBrowserId();
      const answer = await captcha(env.app, env.db, browserID);
      const body = {
        account: '13800000002',
        password: await encLoginPassword(env.app, 'Bad12345', answer),
        captcha: answer,
        browserID,
      };
      const first = await call(env.app, `${P}/company/custAccount/login/password`, { body, ip: freshIp() });
      expect(first.env.msg).toBe('账号或密码错误');
      const second = await call(env.app, `${P}/company/custAccount/login/password`, {
        body: { ...body, password: await encLoginPassword(env.app, 'Scf@2026', answer) },
        ip: freshIp(),
      });
      expect(second.env).toMatchObject({ ok: false, status: 400, body: { field: 'captcha' } });
      const b2 = newBrowserId();
      await captcha(env.app, env.db, b2);
      const wrongCaptcha = await call(env.app, `${P}/company/custAccount/login/password`, {
        body: { ...body, browserID: b2, captcha: 'ZZZZ' },
        ip: freshIp(),
      });
      expect(wrongCaptcha.env).toMatchObject({ ok: false, body: { field: 'captcha' } });
    });

    it('accepts the captcha case-insensitively and binds it to the browserID', async () => {
      const b1 = newBrowserId();
      const answer = await captcha(env.app, env.db, b1);
      const other = newBrowserId();
      const cross = await call(env.app, `${P}/company/custAccount/login/password`, {
        body: {
          account: '13800000002',
          password: await encLoginPassword(env.app, 'Scf@2026', answer),
          captcha: answer,
          browserID: other,
        },
        ip: freshIp(),
      });
      expect(cross.env.body).toEqual({ field: 'captcha' });
      const b2 = newBrowserId();
      const a2 = await captcha(env.app, env.db, b2);
      const ok = await call(env.app, `${P}/company/custAccount/login/password`, {
        body: {
          account: '13800000002',
          password: await encLoginPassword(env.app, 'Scf@2026', a2),
          captcha: a2.toLowerCase(),
          browserID: b2,
        },
        ip: freshIp(),
      });
      expect(ok.env.ok).toBe(true);
    });

    it('expires the captcha after 2 minutes', async () => {
      const b = newBrowserId();
      const answer = await captcha(env.app, env.db, b);
      env.clock.advance(121_000);
      try {
        const r = await call(env.app, `${P}/company/custAccount/verify/codeValid?code=${answer}&browserID=${b}`);
        expect(r.env).toMatchObject({ ok: false, body: { field: 'code' } });
      } finally {
        env.clock.reset();
      }
    });

    it('pre-checks a captcha: right keeps it, wrong burns it', async () => {
      const b = newBrowserId();
      const answer = await captcha(env.app, env.db, b);
      const good = await call(env.app, `${P}/company/custAccount/verify/codeValid?code=${answer}&browserID=${b}`);
      expect(good.env.ok).toBe(true);
      const bad = await call(env.app, `${P}/company/custAccount/verify/codeValid?code=ABCD&browserID=${b}`);
      expect(bad.env.ok).toBe(false);
      const after = await call(env.app, `${P}/company/custAccount/verify/codeValid?code=${answer}&browserID=${b}`);
      expect(after.env.ok).toBe(false);
    });

    it('refuses an undecryptable password with a field error', async () => {
      const b = newBrowserId();
      const answer = await captcha(env.app, env.db, b);
      const r = await call(env.app, `${P}/company/custAccount/login/password`, {
        body: {
          account: '13800000002',
          password: Buffer.from('not encrypted').toString('base64'),
          captcha: answer,
          browserID: b,
        },
        ip: freshIp(),
      });
      expect(r.env).toMatchObject({ ok: false, status: 400, body: { field: 'password' } });
    });
  });

  describe('throttling', () => {
    it('locks an account after 5 failed attempts and tells the wait', async () => {
      for (let i = 0; i < 5; i++) {
        const r = await passwordLogin(env.app, env.db, '13800000008', 'Wrong1234');
        expect(r.env.msg).toBe('账号或密码错误');
      }
      const locked = await passwordLogin(env.app, env.db, '13800000008', 'Scf@2026');
      expect(locked.http).toBe(200);
      expect(locked.env.status).toBe(429);
      expect(locked.env.msg).toMatch(/请\d+分钟后再试/);
      expect((locked.env.body as unknown as { retryAfter: number }).retryAfter).toBeGreaterThan(800);
      env.clock.advance(15 * 60_000 + 1000);
      try {
        const after = await passwordLogin(env.app, env.db, '13800000008');
        expect(after.env.ok).toBe(true);
      } finally {
        env.clock.reset();
      }
    });

    it('never checks more than 5 passwords of one account under 20 concurrent attempts', async () => {
      const key = await env.app.inject({ method: 'POST', url: '/api/rsa/secretKey' });
      expect(key.statusCode).toBe(200);
      const attempts = await Promise.all(
        Array.from({ length: 20 }, () => passwordLogin(env.app, env.db, '13800000007', 'Wrong1234')),
      );
      const checked = attempts.filter((a) => a.env.msg === '账号或密码错误').length;
      const throttled = attempts.filter((a) => a.env.status === 429).length;
      expect(checked).toBeLessThanOrEqual(5);
      expect(checked + throttled).toBe(20);
    });

    it('limits login attempts per IP', async () => {
      const ip = freshIp();
      const results = [];
      for (let i = 0; i < 21; i++)
        results.push(await passwordLogin(env.app, env.db, `1390000${String(1000 + i)}`, 'Wrong1234', { ip }));
      expect(results.slice(0, 20).every((r) => r.env.status === 400)).toBe(true);
      expect(results[20]?.env.status).toBe(429);
    });
  });

  describe('SMS-code login', () => {
    it('logs in with a code from the outbox, and the code is single use', async () => {
      const { code, browserId } = await smsCode(env.app, env.db, '13800000003', 'login');
      const r = await smsLogin(env.app, '13800000003', code, browserId);
      expect(r.env.ok).toBe(true);
      expect(r.env.body.accessToken).toBeTruthy();
      const again = await smsLogin(env.app, '13800000003', code, browserId);
      expect(again.env).toMatchObject({ ok: false, body: { field: 'smsCode' } });
    });

    it('sends nothing to an unknown number but answers the same', async () => {
      const b = newBrowserId();
      const answer = await captcha(env.app, env.db, b);
      const r = await call(env.app, `${P}/sms/sendCode`, {
        body: { mobile: '13911112222', purpose: 'login', captcha: answer, browserID: b },
        ip: freshIp(),
      });
      expect(r.env).toMatchObject({ ok: true, body: { cooldown: 60 } });
      expect(await lastCode(env.db, 'sms', '13911112222')).toBeNull();
      expect((await smsLogin(env.app, '13911112222', '123456', b)).env.ok).toBe(false);
    });
  });

  describe('sessions and tokens', () => {
    it('protects calls: no token → HTTP 401, malformed → HTTP 401, unknown → HTTP 401', async () => {
      const none = await call(env.app, `${P}/company/custAccount/login/view`);
      expect(none.http).toBe(401);
      expect(none.env).toMatchObject({ status: 401, ok: false });
      const malformed = await call(env.app, `${P}/company/custAccount/login/view`, {
        headers: { authorization: 'Bearer ***' },
      });
      expect(malformed.http).toBe(401);
      const basic = await call(env.app, `${P}/company/custAccount/login/view`, {
        headers: { authorization: 'Basic abc' },
      });
      expect(basic.http).toBe(401);
      const unknown = await call(env.app, `${P}/company/custAccount/login/view`, { token: 'A'.repeat(43) });
      expect(unknown.http).toBe(401);
    });

    it('rotates the refresh token and revokes the family when an old one is reused', async () => {
      const t1 = await login(env.app, env.db, '13800000002');
      const r2 = await call<Tokens>(env.app, `${P}/employee/refresh/token`, {
        body: { refreshToken: t1.refreshToken },
      });
      expect(r2.env.ok).toBe(true);
      expect(r2.env.body.refreshToken).not.toBe(t1.refreshToken);
      const t2 = r2.env.body;
      // The new access token works.
      expect((await call(env.app, `${P}/loginInfo/view`, { token: t2.accessToken })).env.ok).toBe(true);
      // Reusing R1 after the grace window: the whole session ends.
      env.clock.advance(11_000);
      let reuse: Awaited<ReturnType<typeof call>>;
      try {
        reuse = await call(env.app, `${P}/employee/refresh/token`, { body: { refreshToken: t1.refreshToken } });
      } finally {
        env.clock.reset();
      }
      expect(reuse.http).toBe(200);
      expect(reuse.env).toMatchObject({ ok: false, status: 401, msg: '登录状态已过期，请重新登录' });
      const r3 = await call(env.app, `${P}/employee/refresh/token`, { body: { refreshToken: t2.refreshToken } });
      expect(r3.env).toMatchObject({ ok: false, status: 401 });
      const view = await call(env.app, `${P}/loginInfo/view`, { token: t2.accessToken });
      expect(view.http).toBe(200);
      expect(view.env).toMatchObject({ ok: false, status: 401 });
    });

    it('keeps two logins independent', async () => {
      const a = await login(env.app, env.db, '13800000002');
      const b = await login(env.app, env.db, '13800000002');
      await call(env.app, `${P}/employee/refresh/token`, { body: { refreshToken: a.refreshToken } });
      // Reuse from another client: a revoked.
      await call(env.app, `${P}/employee/refresh/token`, { body: { refreshToken: a.refreshToken }, ip: freshIp() });
      expect((await call(env.app, `${P}/loginInfo/view`, { token: b.accessToken })).env.ok).toBe(true);
    });

    it('issues one pair for two concurrent refreshes with the same token from one browser', async () => {
      const t = await login(env.app, env.db, '13800000002');
      const results = await Promise.all(
        [1, 2].map(() =>
          call<Tokens>(env.app, `${P}/employee/refresh/token`, { body: { refreshToken: t.refreshToken } }),
        ),
      );
      expect(results.map((r) => r.env.ok)).toEqual([true, true]);
      expect(results[0]?.env.body.accessToken).toBe(results[1]?.env.body.accessToken);
      expect(results[0]?.env.body.refreshToken).toBe(results[1]?.env.body.refreshToken);
      expect((await call(env.app, `${P}/loginInfo/view`, { token: results[0]?.env.body.accessToken })).env.ok).toBe(
        true,
      );
    });

    it('answers 4011 for an expired access token of a live session, then refresh works', async () => {
      const t = await login(env.app, env.db, '13800000002');
      // Keep the session active while the access token ages past 15 minutes.
      env.clock.advance(14 * 60_000);
      try {
        expect((await call(env.app, `${P}/loginInfo/view`, { token: t.accessToken })).env.ok).toBe(true);
        env.clock.advance(2 * 60_000);
        const r = await call(env.app, `${P}/loginInfo/view`, { token: t.accessToken });
        expect(r.http).toBe(401);
        expect(r.env).toMatchObject({ status: 4011, msg: '访问令牌已过期' });
        const fresh = await call<Tokens>(env.app, `${P}/employee/refresh/token`, {
          body: { refreshToken: t.refreshToken },
        });
        expect(fresh.env.ok).toBe(true);
        expect((await call(env.app, `${P}/loginInfo/view`, { token: fresh.env.body.accessToken })).env.ok).toBe(true);
      } finally {
        env.clock.reset();
      }
    });

    it('ends a session idle for more than 30 minutes; background polls do not count', async () => {
      const t = await login(env.app, env.db, '13800000002');
      try {
        env.clock.advance(10 * 60_000);
        // A background poll at 10 min and 25 min does not extend the idle timer.
        const poll = await call(env.app, `${P}/message/getIsUnreadNumbers?receiveCompCode=${t.compCode}`, {
          token: t.accessToken,
          headers: { 'x-scf-background': '1' },
        });
        expect(poll.env.ok).toBe(true);
        env.clock.advance(21 * 60_000);
        const refreshed = await call(env.app, `${P}/employee/refresh/token`, {
          body: { refreshToken: t.refreshToken },
        });
        expect(refreshed.http).toBe(200);
        expect(refreshed.env).toMatchObject({ ok: false, status: 401, msg: '登录状态已过期，请重新登录' });
      } finally {
        env.clock.reset();
      }
    });

    it('keeps an active session alive past 30 minutes and ends it at 12 hours', async () => {
      let t = await login(env.app, env.db, '13800000002');
      try {
        for (let i = 0; i < 60; i++) {
          env.clock.advance(14 * 60_000);
          const r = await call<Tokens>(env.app, `${P}/employee/refresh/token`, {
            body: { refreshToken: t.refreshToken },
          });
          if (!r.env.ok) {
            expect(r.env.status).toBe(401);
            expect(i * 14).toBeGreaterThanOrEqual(11 * 60);
            return;
          }
          t = r.env.body;
          expect((await call(env.app, `${P}/loginInfo/view`, { token: t.accessToken })).env.ok).toBe(true);
        }
        throw new Error('the session outlived 12 hours');
      } finally {
        env.clock.reset();
      }
    });

    it('switches company after checking membership and revokes the old session', async () => {
      const core = await login(env.app, env.db, '13800000001', '华信');
      const comps = await call<
        Array<{ compBizCode: string; employeeCode: string; compName: string; current: boolean }>
      >(env.app, `${P}/cust/employee/findAllCompNameByMobileEnable`, { token: core.accessToken, body: {} });
      const supplier = comps.env.body.find((c) => c.compName.includes('华南'));
      expect(comps.env.body.find((c) => c.current)?.compName).toContain('华信');
      const sw = await call<Tokens>(env.app, `${P}/employee/refresh/token`, {
        body: { refreshToken: core.refreshToken, employeeCode: supplier?.employeeCode },
      });
      expect(sw.env.ok).toBe(true);
      expect(sw.env.body.compCode).toBe(supplier?.compBizCode);
      const old = await call(env.app, `${P}/loginInfo/view`, { token: core.accessToken });
      expect(old.env).toMatchObject({ ok: false, status: 401 });
      const view = await call<{ compName: string }>(env.app, `${P}/company/custAccount/login/view`, {
        token: sw.env.body.accessToken,
      });
      expect(view.env.body.compName).toContain('华南');
    });

    it('refuses a switch to a company the person does not belong to, keeping the refresh token usable', async () => {
      const t = await login(env.app, env.db, '13800000002');
      const other = await env.db.query<{ comp_code: string }>(
        "SELECT comp_code FROM companies WHERE comp_name LIKE '金桥%'",
      );
      const bad = await call(env.app, `${P}/employee/refresh/token`, {
        body: { refreshToken: t.refreshToken, compBizCode: other[0]?.comp_code },
      });
      expect(bad.env).toMatchObject({ ok: false, status: 400 });
      const good = await call(env.app, `${P}/employee/refresh/token`, { body: { refreshToken: t.refreshToken } });
      expect(good.env.ok).toBe(true);
    });

    it('switches the enterprise role only to a role of the company', async () => {
      const t = await login(env.app, env.db, '13800000005');
      const ok = await call<Tokens>(env.app, `${P}/employee/refresh/token`, {
        body: { refreshToken: t.refreshToken, compRoleCode: 'ZNX-C104' },
      });
      expect(ok.env.ok).toBe(true);
      const view = await call(env.app, `${P}/company/custAccount/login/view`, { token: ok.env.body.accessToken });
      expect(view.env.body.currentCompRole).toBe('C104');
      const bad = await call(env.app, `${P}/employee/refresh/token`, {
        body: { refreshToken: ok.env.body.refreshToken, compRoleCode: 'C101' },
      });
      expect(bad.env).toMatchObject({ ok: false, body: { field: 'compRoleCode' } });
    });

    it('refuses a switch to a disabled membership', async () => {
      const t = await login(env.app, env.db, '13800000001', '华信');
      await env.db.query(`UPDATE employees SET is_active = 0 WHERE person_id = (SELECT id FROM persons
           WHERE mobile = '13800000001') AND comp_id = (SELECT id FROM companies WHERE comp_name LIKE '华南%')`);
      try {
        const list = await call<Array<{ compName: string }>>(
          env.app,
          `${P}/cust/employee/findAllCompNameByMobileEnable`,
          { token: t.accessToken, body: {} },
        );
        expect(list.env.body.map((c) => c.compName)).toEqual(['华信核心制造集团有限公司']);
        const all = await call<Array<{ compName: string; isActive: number }>>(env.app, `${P}/cust/employee/comps/all`, {
          token: t.accessToken,
        });
        expect(all.env.body).toHaveLength(2);
        const supplierCode = (
          await env.db.query<{ comp_code: string }>("SELECT comp_code FROM companies WHERE comp_name LIKE '华南%'")
        )[0]?.comp_code;
        const r = await call(env.app, `${P}/employee/refresh/token`, {
          body: { refreshToken: t.refreshToken, compBizCode: supplierCode },
        });
        expect(r.env).toMatchObject({ ok: false, status: 400 });
      } finally {
        await env.db.query(
          "UPDATE employees SET is_active = 1 WHERE person_id = (SELECT id FROM persons WHERE mobile = '13800000001')",
        );
      }
    });

    it('logs out: the session is revoked', async () => {
      const t = await login(env.app, env.db, '13800000002');
      expect((await call(env.app, `${P}/company/custAccount/logout`, { token: t.accessToken })).env.ok).toBe(true);
      const after = await call(env.app, `${P}/loginInfo/view`, { token: t.accessToken });
      expect(after.env).toMatchObject({ ok: false, status: 401 });
      const refresh = await call(env.app, `${P}/employee/refresh/token`, { body: { refreshToken: t.refreshToken } });
      expect(refresh.env).toMatchObject({ ok: false, status: 401 });
    });

    it('signs out a disabled employee at once with body status 403', async () => {
      const t = await login(env.app, env.db, '13800000004');
      await env.db.query(
        "UPDATE employees SET is_active = 0 WHERE person_id = (SELECT id FROM persons WHERE mobile = '13800000004')",
      );
      try {
        const r = await call(env.app, `${P}/loginInfo/view`, { token: t.accessToken });
        expect(r.http).toBe(200);
        expect(r.env).toMatchObject({ ok: false, status: 403 });
      } finally {
        await env.db.query(
          "UPDATE employees SET is_active = 1 WHERE person_id = (SELECT id FROM persons WHERE mobile = '13800000004')",
        );
      }
    });

    it('shows this and the previous login', async () => {
      await login(env.app, env.db, '13800000011');
      const t = await login(env.app, env.db, '13800000011');
      const r = await call<{ loginTime: string; lastLoginTime: string; idleLimitSeconds: number; mobile: string }>(
        env.app,
        `${P}/loginInfo/view`,
        { token: t.accessToken },
      );
      expect(r.env.body.idleLimitSeconds).toBe(1800);
      expect(r.env.body.lastLoginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(r.env.body.mobile).toBe('138******0011');
    });

    it('says there is no previous login on the first one', async () => {
      const t = await login(env.app, env.db, '13800000009');
      const r = await call<{ lastLoginTime: string | null; lastLoginIp: string }>(env.app, `${P}/loginInfo/view`, {
        token: t.accessToken,
      });
      expect(r.env.body.lastLoginTime).toBeNull();
      expect(r.env.body.lastLoginIp).toBe('');
    });
  });
});
