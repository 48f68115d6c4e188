/**
 * Registered numbers cannot be enumerated: the calls that could tell are limited per IP and
 * per browser or person, registration says "already registered" only after the SMS code is
 * verified, and the employee search matches a whole number or its last four digits only.
 */
import { describe, expect, it } from 'vitest';
import { DEMO } from '../kit/people';
import { databases, useTestEnv } from './helpers/test-app';
import { useSignedIn } from './helpers/signed-in';
import { call, encPassword, freshIp, lastCode, login, newBrowserId, P, sendCode } from './helpers/api';

describe.each(databases())('enumeration on %s', (kind) => {
  const env = useTestEnv(kind);
  const [admin] = useSignedIn(env, [DEMO.twoCompanies, '华信']);

  const regAccount = async (mobile: string, smsCode: string, browserID: string) =>
    call(env.app, `${P}/reg/account`, {
      body: { mobile, smsCode, password: await encPassword(env.app, 'Abc@12345'), browserID },
      ip: freshIp(),
    });

  it('answers the register code of a registered and of a new number alike', async () => {
    const known = await sendCode(env.app, env.db, '13800000004', 'register');
    const unknown = await sendCode(env.app, env.db, '13700001111', 'register');
    expect(known.env).toEqual(unknown.env);
  });

  it('tells "already registered" only after the SMS code is verified', async () => {
    const browserID = newBrowserId();
    await sendCode(env.app, env.db, '13800000004', 'register', { browserId: browserID });
    const wrong = await regAccount('13800000004', '000000', browserID);
    expect(wrong.env).toMatchObject({ ok: false, body: { field: 'smsCode' } });
    expect(wrong.env.msg).not.toContain('已注册');
    const code = await lastCode(env.db, 'sms', '13800000004');
    const right = await regAccount('13800000004', code ?? '', browserID);
    expect(right.env).toMatchObject({ ok: false, msg: '该手机号已注册，请直接登录', body: { field: 'mobile' } });
  });

  it('limits reg/account per browser before the code is looked at', async () => {
    const browserID = newBrowserId();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await regAccount('13800000004', '123456', browserID));
    expect(answers.slice(0, 10).every((r) => r.env.status !== 429)).toBe(true);
    expect(answers[10]?.env).toMatchObject({ ok: false, status: 429 });
  });

  it('limits mobile/check per person and the new-mobile code per browser', async () => {
    const t = await login(env.app, env.db, '13800000005');
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        await call(env.app, `${P}/company/custAccount/mobile/check?mobile=1370000${String(1000 + i)}`, {
          token: t.accessToken,
          ip: freshIp(),
        }),
      );
    }
    expect(answers.slice(0, 10).every((r) => r.env.ok)).toBe(true);
    expect(answers[10]?.env).toMatchObject({ ok: false, status: 429 });

    const u = await login(env.app, env.db, '13800000003');
    const browserID = newBrowserId();
    const sends = [];
    for (let i = 0; i < 11; i++) {
      const mobile = `1370000${String(2000 + i)}`;
      sends.push(await sendCode(env.app, env.db, mobile, 'mobile', { token: u.accessToken, browserId: browserID }));
    }
    expect(sends.slice(0, 10).every((r) => r.env.ok)).toBe(true);
    expect(sends[10]?.env).toMatchObject({ ok: false, status: 429 });
  });

  it('refuses a taken number before sending (no SMS to a stranger), only after a solved captcha', async () => {
    const t = await login(env.app, env.db, '13800000002');
    const texts = async () =>
      (
        await env.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM outbox WHERE channel = 'sms' AND to_addr = '13800000010'",
        )
      )[0]?.n ?? 0;
    const before = await texts();
    // No captcha, or a wrong one: nothing is told.
    const bare = await sendCode(env.app, env.db, '13800000010', 'mobile', { token: t.accessToken, captcha: null });
    expect(bare.env).toMatchObject({ ok: false, status: 400, body: { field: 'captcha' } });
    const wrong = await sendCode(env.app, env.db, '13800000010', 'mobile', { token: t.accessToken, captcha: 'ZZZZ' });
    expect(wrong.env).toMatchObject({ ok: false, body: { field: 'captcha' } });
    const taken = await sendCode(env.app, env.db, '13800000010', 'mobile', { token: t.accessToken });
    expect(taken.env).toMatchObject({
      ok: false,
      status: 409,
      msg: '该手机号已被其他账号使用',
      body: { field: 'mobile' },
    });
    expect(await texts()).toBe(before);
    // A free number gets its code.
    const free = await sendCode(env.app, env.db, '13700009999', 'mobile', { token: t.accessToken });
    expect(free.env).toMatchObject({ ok: true, msg: '验证码已发送' });
  });

  it('searches employees by the whole mobile number or its last four digits only', async () => {
    const search = async (keyword: string) =>
      (
        await call<{ list: Array<{ mobile: string }> }>(env.app, `${P}/cust/employee/list`, {
          token: admin.accessToken,
          body: { keyword },
        })
      ).env;
    expect((await search('13800000004')).body.list.map((e) => e.mobile)).toEqual(['138******0004']);
    expect((await search('0004')).body.list.map((e) => e.mobile)).toEqual(['138******0004']);
    // Parts of the hidden digits match nothing.
    for (const part of ['138', '1380', '13800', '138000', '1380000', '3800000000', '38000000004']) {
      expect((await search(part)).body.list).toEqual([]);
    }
  });

  it('limits searches by a whole mobile number per person', async () => {
    const t = await login(env.app, env.db, '13800000009');
    const answers = [];
    for (let i = 0; i < 31; i++) {
      answers.push(
        await call(env.app, `${P}/cust/employee/list`, {
          token: t.accessToken,
          body: { keyword: `1380000${String(1000 + i)}` },
        }),
      );
    }
    expect(answers.slice(0, 30).every((r) => r.env.ok)).toBe(true);
    expect(answers[30]?.env).toMatchObject({ ok: false, status: 429 });
    // Other searches are not limited by it.
    expect(
      (await call(env.app, `${P}/cust/employee/list`, { token: t.accessToken, body: { keyword: '0009' } })).env.ok,
    ).toBe(true);
  });
});
