/**
 * SMS and e-mail codes: captcha gate, resend interval, expiry,
 * tries, concurrency, daily cap; mobile and e-mail change.
 */
import { describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { call, captcha, freshIp, lastCode, login, newBrowserId, P, sendCode, smsCode, smsLogin } from './helpers/api';

describe.each(databases())('codes on %s', (kind) => {
  const env = useTestEnv(kind);

  it('requires a captcha for login, register and reset codes', async () => {
    const r = await call(env.app, `${P}/sms/sendCode`, {
      body: { mobile: '13700000001', purpose: 'register', browserID: newBrowserId() },
      ip: freshIp(),
    });
    expect(r.env).toMatchObject({ ok: false, status: 400, body: { field: 'captcha' } });
    const wrong = await call(env.app, `${P}/sms/sendCode`, {
      body: { mobile: '13700000001', purpose: 'register', captcha: 'ABCD', browserID: newBrowserId() },
      ip: freshIp(),
    });
    expect(wrong.env).toMatchObject({ ok: false, body: { field: 'captcha' } });
  });

  it('sends a 6-digit code and refuses another within 60 s, telling the wait', async () => {
    const first = await sendCode(env.app, env.db, '13700000002', 'register');
    expect(first.env).toMatchObject({ ok: true, body: { cooldown: 60 } });
    expect(await lastCode(env.db, 'sms', '13700000002')).toMatch(/^\d{6}$/);
    const second = await sendCode(env.app, env.db, '13700000002', 'register');
    expect(second.env).toMatchObject({ ok: false, status: 429 });
    expect(second.env.msg).toMatch(/请\d+秒后再试/);
    expect(second.env.body.retryAfter).toBeGreaterThan(0);
    env.clock.advance(61_000);
    try {
      expect((await sendCode(env.app, env.db, '13700000002', 'register')).env.ok).toBe(true);
    } finally {
      env.clock.reset();
    }
  });

  it('stores codes hashed, never in clear', async () => {
    await sendCode(env.app, env.db, '13700000003', 'register');
    const code = await lastCode(env.db, 'sms', '13700000003');
    const rows = await env.db.query<{ code_hash: string }>(
      "SELECT code_hash FROM verification_codes WHERE destination = '13700000003'",
    );
    expect(rows[0]?.code_hash).not.toContain(code);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a register code for a registered number like any other (no enumeration)', async () => {
    const r = await sendCode(env.app, env.db, '13800000001', 'register');
    expect(r.env).toMatchObject({ ok: true, msg: '验证码已发送' });
  });

  it('expires a code after 5 minutes', async () => {
    const { code, browserId } = await smsCode(env.app, env.db, '13800000009', 'login');
    env.clock.advance(5 * 60_000 + 1000);
    try {
      const r = await smsLogin(env.app, '13800000009', code, browserId);
      expect(r.env).toMatchObject({ ok: false, msg: '验证码已失效，请重新获取', body: { field: 'smsCode' } });
    } finally {
      env.clock.reset();
    }
  });

  it('burns a code after 5 wrong tries, even with the right one afterwards', async () => {
    const { code, browserId } = await smsCode(env.app, env.db, '13800000010', 'resetpwd');
    const wrong = code === '000000' ? '111111' : '000000';
    const msgs: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await call(env.app, `${P}/resetpwd/account`, {
        body: { mobile: '13800000010', smsCode: wrong, browserID: browserId },
        ip: freshIp(),
      });
      msgs.push(r.env.msg);
    }
    expect(msgs[0]).toBe('验证码错误，还可尝试4次');
    expect(msgs[4]).toBe('验证码错误次数过多，请重新获取');
    const right = await call(env.app, `${P}/resetpwd/account`, {
      body: { mobile: '13800000010', smsCode: code, browserID: browserId },
      ip: freshIp(),
    });
    expect(right.env).toMatchObject({ ok: false, msg: '验证码错误次数过多，请重新获取' });
  });

  it('checks at most 5 of 30 concurrent guesses, and a valid code works once under concurrency', async () => {
    const { code, browserId } = await smsCode(env.app, env.db, '13800000011', 'resetpwd');
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(
      Array.from({ length: 30 }, () =>
        call(env.app, `${P}/resetpwd/account`, {
          body: { mobile: '13800000011', smsCode: wrong, browserID: browserId },
          ip: freshIp(),
        }),
      ),
    );
    const rows = await env.db.query<{ tries: number }>(
      "SELECT tries FROM verification_codes WHERE destination = '13800000011' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]?.tries).toBe(5);

    env.clock.advance(61_000);
    try {
      const fresh = await smsCode(env.app, env.db, '13800000011', 'resetpwd');
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          call(env.app, `${P}/resetpwd/account`, {
            body: { mobile: '13800000011', smsCode: fresh.code, browserID: fresh.browserId },
            ip: freshIp(),
          }),
        ),
      );
      expect(results.filter((r) => r.env.ok)).toHaveLength(1);
    } finally {
      env.clock.reset();
    }
  });

  it('caps codes per number per day', async () => {
    let last = null;
    try {
      for (let i = 0; i < 11; i++) {
        last = await sendCode(env.app, env.db, '13700000099', 'register');
        env.clock.advance(61_000);
        if (i < 10) expect(last.env.ok).toBe(true);
      }
      expect(last?.env).toMatchObject({ ok: false, status: 429 });
      expect(last?.env.msg).toContain('今日验证码发送次数已达上限');
    } finally {
      env.clock.reset();
    }
  });

  it('changes the mobile after verifying the new number', async () => {
    const t = await login(env.app, env.db, '13800000009');
    const newMobile = '13712345678';
    const direct = await call(env.app, `${P}/company/custAccount/mobile/update?mobile=${newMobile}`, {
      token: t.accessToken,
    });
    expect(direct.env).toMatchObject({ ok: false, body: { field: 'mobile' } });
    const avail = await call(env.app, `${P}/company/custAccount/mobile/check?mobile=${newMobile}`, {
      token: t.accessToken,
    });
    expect(avail.env.body).toEqual({ available: true });
    const taken = await call(env.app, `${P}/company/custAccount/mobile/check?mobile=13800000001`, {
      token: t.accessToken,
    });
    expect(taken.env.body).toEqual({ available: false });
    // Needs a session.
    const anon = await call(env.app, `${P}/sms/sendCode`, {
      body: { mobile: newMobile, purpose: 'mobile', browserID: newBrowserId() },
      ip: freshIp(),
    });
    expect(anon.http).toBe(401);
    // Its own number is refused; another account's number is refused before any SMS, after the
    // captcha (see enumeration.test.ts).
    const own = await sendCode(env.app, env.db, '13800000009', 'mobile', { token: t.accessToken });
    expect(own.env).toMatchObject({ ok: false, body: { field: 'mobile' } });
    const sent = await sendCode(env.app, env.db, newMobile, 'mobile', { token: t.accessToken });
    expect(sent.env.ok).toBe(true);
    const code = await lastCode(env.db, 'sms', newMobile);
    const b = newBrowserId();
    await captcha(env.app, env.db, b);
    const wrongCaptcha = await call(
      env.app,
      `${P}/sms/mobileNewCodeValid?code=ZZZZ&newCode=${code}&browserID=${b}&mobile=${newMobile}`,
      { token: t.accessToken },
    );
    expect(wrongCaptcha.env).toMatchObject({ ok: false, body: { field: 'code' } });
    const b2 = newBrowserId();
    const answer2 = await captcha(env.app, env.db, b2);
    const valid = await call(
      env.app,
      `${P}/sms/mobileNewCodeValid?code=${answer2}&newCode=${code}&browserID=${b2}&mobile=${newMobile}`,
      { token: t.accessToken },
    );
    expect(valid.env.ok).toBe(true);
    const upd = await call(env.app, `${P}/company/custAccount/mobile/update?mobile=${newMobile}`, {
      token: t.accessToken,
    });
    expect(upd.env.ok).toBe(true);
    const view = await call(env.app, `${P}/company/custAccount/login/view`, { token: t.accessToken });
    expect(view.env.body.mobile).toBe('137******5678');
    // Applied once.
    await env.db.query("UPDATE persons SET mobile = '13800000009' WHERE mobile = $1", [newMobile]);
    const again = await call(env.app, `${P}/company/custAccount/mobile/update?mobile=${newMobile}`, {
      token: t.accessToken,
    });
    expect(again.env.ok).toBe(false);
  });

  it('changes the e-mail after verifying the code sent to it', async () => {
    const t = await login(env.app, env.db, '13800000010');
    const b = newBrowserId();
    const sent = await call(env.app, `/third/mail/sendEmailCode?email=New.Box@Example.com&browserID=${b}`, {
      token: t.accessToken,
      ip: freshIp(),
    });
    expect(sent.env.ok).toBe(true);
    const code = await lastCode(env.db, 'email', 'new.box@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const notYet = await call(env.app, `${P}/company/custAccount/email/update?email=new.box@example.com`, {
      token: t.accessToken,
    });
    expect(notYet.env.ok).toBe(false);
    const bad = await call(
      env.app,
      `/third/mail/emailCodeValid?code=${code === '999999' ? '000000' : '999999'}&browserID=${b}`,
      { token: t.accessToken },
    );
    expect(bad.env).toMatchObject({ ok: false, body: { field: 'code' } });
    const good = await call(env.app, `/third/mail/emailCodeValid?code=${code}&browserID=${b}`, {
      token: t.accessToken,
    });
    expect(good.env).toMatchObject({ ok: true, body: { email: 'new.box@example.com' } });
    const upd = await call(env.app, `${P}/company/custAccount/email/update?email=new.box@example.com`, {
      token: t.accessToken,
    });
    expect(upd.env.ok).toBe(true);
    const view = await call(env.app, `${P}/company/custAccount/login/view`, { token: t.accessToken });
    expect(view.env.body.email).toBe('new.box@example.com');
    const badEmail = await call(env.app, `/third/mail/sendEmailCode?email=not-an-email&browserID=${b}`, {
      token: t.accessToken,
    });
    expect(badEmail.http).toBe(400);
    expect(badEmail.env.msg).toBe('邮箱地址格式不正确，应为“名称@域名”，如 name@example.com');
  });
});
