/**
 * SMS limits: an invitation's resend is checked for ownership before any limit (another
 * company cannot spend your allowance by its id), the resend limits are keyed on company +
 * invitation, and one daily cap per number covers every SMS the portal sends.
 */
import { describe, expect, it } from 'vitest';
import { DEMO } from '../kit/people';
import { databases, useTestEnv } from './helpers/test-app';
import { useSignedIn } from './helpers/signed-in';
import { call, INVITED_CREDIT_CODE, lastCode, login, P, sendCode } from './helpers/api';

describe.each(databases())('SMS caps on %s', (kind) => {
  const env = useTestEnv(kind);
  const [admin, otherAdmin] = useSignedIn(env, [DEMO.twoCompanies, '华信'], [DEMO.supplierAdmin]);

  const invite = (mobile: string) =>
    call<{ id: number; inviteCode: string }>(env.app, `${P}/cust/invitation/create`, {
      token: admin.accessToken,
      body: {
        compName: '短信上限测试企业',
        creditCode: INVITED_CREDIT_CODE,
        contactName: '某',
        mobile,
        compRole: 'C102',
      },
    });
  const resend = (id: number, token: string) => call(env.app, `${P}/cust/invitation/resend?id=${id}`, { token });
  const smsCount = async (mobile: string) =>
    (
      await env.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM outbox WHERE channel = 'sms' AND to_addr = $1",
        [mobile],
      )
    )[0]?.n ?? 0;

  it("answers another company's resend with not found and leaves the owner's allowance intact", async () => {
    const created = await invite('13655550001');
    expect(created.env.ok).toBe(true);
    const id = created.env.body.id;
    for (let i = 0; i < 3; i++) {
      const foreign = await resend(id, otherAdmin.accessToken);
      expect(foreign.env).toMatchObject({ ok: false, status: 404, msg: '邀请不存在' });
    }
    expect(await smsCount('13655550001')).toBe(1);
    // The owner can still resend at once (the foreign calls counted nothing).
    expect((await resend(id, admin.accessToken)).env.ok).toBe(true);
    // Then the owner's own resend waits a minute.
    const again = await resend(id, admin.accessToken);
    expect(again.env).toMatchObject({ ok: false, status: 429 });
    expect(again.env.msg).toMatch(/^发送过于频繁/);
  });

  it('caps the resends of one invitation per day', async () => {
    const created = await invite('13655550002');
    const id = created.env.body.id;
    try {
      for (let i = 0; i < 5; i++) {
        env.clock.advance(61_000);
        expect((await resend(id, admin.accessToken)).env.ok).toBe(true);
      }
      env.clock.advance(61_000);
      const capped = await resend(id, admin.accessToken);
      expect(capped.env).toMatchObject({ ok: false, status: 429 });
      expect(capped.env.msg).toMatch(/^该邀请今日重发次数已达上限/);
    } finally {
      env.clock.reset();
    }
  });

  it('applies one daily cap per number to every SMS: invitations and codes alike', async () => {
    const mobile = '13655550003';
    const created = await invite(mobile);
    const id = created.env.body.id;
    // Invitations from two companies add up on the number.
    const fromOther = await call<{ id: number }>(env.app, `${P}/cust/invitation/create`, {
      token: otherAdmin.accessToken,
      body: { compName: '另一家企业', creditCode: INVITED_CREDIT_CODE, contactName: '某', mobile, compRole: 'C101' },
    });
    expect(fromOther.env.ok).toBe(true);
    try {
      for (let i = 0; i < 4; i++) {
        env.clock.advance(61_000);
        expect((await resend(id, admin.accessToken)).env.ok).toBe(true);
        expect((await resend(fromOther.env.body.id, otherAdmin.accessToken)).env.ok).toBe(true);
      }
      expect(await smsCount(mobile)).toBe(10);
      // The eleventh SMS of the day to this number is refused, whatever its purpose.
      const code = await sendCode(env.app, env.db, mobile, 'register');
      expect(code.env).toMatchObject({ ok: false, status: 429 });
      expect(code.env.msg).toMatch(/^该手机号今日短信发送次数已达上限/);
      const before = await lastCode(env.db, 'sms', mobile);
      env.clock.advance(61_000);
      const refused = await resend(id, admin.accessToken);
      expect(refused.env.msg).toMatch(/^该手机号今日短信发送次数已达上限/);
      expect(await smsCount(mobile)).toBe(10);
      expect(await lastCode(env.db, 'sms', mobile)).toBe(before);
      // A new invitation to a capped number leaves nothing behind.
      const blocked = await invite(mobile);
      expect(blocked.env.ok).toBe(false);
      // A day later the number receives SMS again.
      env.clock.advance(24 * 3_600_000);
      const nextDay = await login(env.app, env.db, DEMO.twoCompanies, '华信');
      expect((await resend(id, nextDay.accessToken)).env.ok).toBe(true);
    } finally {
      env.clock.reset();
    }
  });
});
