/**
 * Invitations accepted from inside the centre (a company that already has an account) and by
 * a new company's approved registration: one function marks them and tells the inviter's
 * administrators by site message; acceptance in the centre is logged. The inviter's list
 * hands out the live code for the registration link. Registration decisions reach the
 * applicant by SMS and e-mail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../kit/people';
import { databases, useTestEnv } from './helpers/test-app';
import { regAccount, regPermit, regVerification } from './helpers/registration-steps';
import { call, login, logins, P, type Tokens } from './helpers/api';
import { withUsccCheck } from '../../server/core/rules';
import { approveCompany, rejectCompany } from '../../server/features/registration/approval.service';

let seq = 0;
const nextMobile = () => `1370000${String(2000 + ++seq)}`;
const nextCredit = () => withUsccCheck(`91440300MA6G${String(20000 + ++seq).slice(-5)}`);

describe.each(databases())('invitations accepted, inviter told, registration decisions on %s', (kind) => {
  const env = useTestEnv(kind);
  // 华信's administrator (E101) and operator (E102), 华南精密零部件供应's and 金桥投资's administrators (E101).
  let inviter: Tokens, operator: Tokens, supplierAdmin: Tokens, otherAdmin: Tokens;
  beforeAll(async () => {
    [inviter, operator, supplierAdmin, otherAdmin] = await logins(
      env,
      [DEMO.twoCompanies, '华信'],
      [DEMO.operator],
      [DEMO.supplierAdmin],
      [DEMO.investorAdmin],
    );
  }, 180_000);

  const count = async (sql: string, params: unknown[] = []) =>
    (await env.db.query<{ n: number }>(sql, params))[0]?.n ?? 0;
  const acceptEntries = () => count("SELECT count(*)::int AS n FROM operation_logs WHERE action = 'invitation.accept'");
  const inviterMessages = (title: string) =>
    count(
      `SELECT count(*)::int AS n FROM messages m JOIN companies c
         ON c.id = m.receive_comp_id WHERE c.comp_code = $1 AND m.title = $2`,
      [inviter.compCode, title],
    );
  const invite = (mobile: string, compName: string, creditCode = nextCredit()) =>
    call<{ id: number; inviteCode: string }>(env.app, `${P}/cust/invitation/create`, {
      token: inviter.accessToken,
      body: { compName, creditCode, contactName: '王芳', mobile, compRole: 'C102' },
    });
  const creditOf = async (compName: string) =>
    (
      await env.db.query<{ credit_code: string }>('SELECT credit_code FROM companies WHERE comp_name = $1', [compName])
    )[0]?.credit_code ?? '';

  it('keeps no code: shown once at creation and at resend, stored only as its hash, never listed', async () => {
    const created = await invite('13655550001', '链接测试企业');
    expect(created.env.ok).toBe(true);
    const first = created.env.body.inviteCode;
    expect(first).toMatch(/^[A-Z2-9]{8}$/);
    const stored = async () =>
      JSON.stringify(await env.db.query('SELECT * FROM invitations WHERE id = $1', [created.env.body.id]));
    expect(await stored()).not.toContain(first);
    const list = await call(env.app, `${P}/cust/invitation/list`, {
      token: inviter.accessToken,
      body: { status: 'sent' },
    });
    const row = list.env.body.list.find((i: { id: number }) => i.id === created.env.body.id);
    expect(row).toMatchObject({ compName: '链接测试企业', status: 'sent' });
    expect(row).not.toHaveProperty('inviteCode');
    expect(JSON.stringify(list.env.body)).not.toContain(first);
    // A resend answers the new code once (for the link); the old one stops working.
    const resent = await call<{ inviteCode: string }>(
      env.app,
      `${P}/cust/invitation/resend?id=${created.env.body.id}`,
      { token: inviter.accessToken },
    );
    expect(resent.env).toMatchObject({ ok: true, msg: '邀请已重新发送' });
    const second = resent.env.body.inviteCode;
    expect(second).toMatch(/^[A-Z2-9]{8}$/);
    expect(second).not.toBe(first);
    expect(await stored()).not.toContain(second);
    const again = await call(env.app, `${P}/cust/invitation/list`, { token: inviter.accessToken, body: {} });
    expect(JSON.stringify(again.env.body)).not.toContain(second);
    expect(
      (await call(env.app, `${P}/cust/invitation/revoke?id=${created.env.body.id}`, { token: inviter.accessToken })).env
        .ok,
    ).toBe(true);
  });

  it('shows the addressee its pending invitations and accepts one in the centre: logged, inviter told', async () => {
    const created = await invite(
      '13800000003',
      '华南精密零部件供应有限公司',
      await creditOf('华南精密零部件供应有限公司'),
    );
    const id = created.env.body.id;
    const received = await call(env.app, `${P}/cust/invitation/received`, {
      token: supplierAdmin.accessToken,
      body: {},
    });
    expect(received.env.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, inviterCompName: '华信核心制造集团有限公司' })]),
    );
    // Not addressed to another company; the operator of the invited side… and of any side, 4030.
    const others = await call(env.app, `${P}/cust/invitation/received`, { token: otherAdmin.accessToken, body: {} });
    expect(others.env.body.map((i: { id: number }) => i.id)).not.toContain(id);
    expect(
      (await call(env.app, `${P}/cust/invitation/received`, { token: operator.accessToken, body: {} })).env.status,
    ).toBe(4030);
    expect(
      (await call(env.app, `${P}/cust/invitation/acceptReceived?id=${id}`, { token: operator.accessToken })).env.status,
    ).toBe(4030);

    const entries = await acceptEntries();
    const told = await inviterMessages('华南精密零部件供应有限公司已接受您的邀请');
    // Another company cannot accept it, nor can the inviter itself; bad input is refused.
    expect(
      (await call(env.app, `${P}/cust/invitation/acceptReceived?id=${id}`, { token: otherAdmin.accessToken })).env
        .status,
    ).toBe(404);
    expect(
      (await call(env.app, `${P}/cust/invitation/acceptReceived?id=${id}`, { token: inviter.accessToken })).env.status,
    ).toBe(404);
    expect(
      (await call(env.app, `${P}/cust/invitation/acceptReceived?id=abc`, { token: supplierAdmin.accessToken })).env,
    ).toMatchObject({ ok: false, status: 400 });
    expect(await acceptEntries()).toBe(entries);

    const ok = await call(env.app, `${P}/cust/invitation/acceptReceived?id=${id}`, {
      token: supplierAdmin.accessToken,
    });
    expect(ok.env).toMatchObject({ ok: true, body: { inviterCompName: '华信核心制造集团有限公司' } });
    expect(await acceptEntries()).toBe(entries + 1);
    expect(await inviterMessages('华南精密零部件供应有限公司已接受您的邀请')).toBe(told + 1);
    // Every administrator of the inviter sees it; its operator does not.
    const adminInbox = await call(env.app, `${P}/message/list`, {
      token: inviter.accessToken,
      body: { pageNum: 1, pageSize: 50 },
    });
    const opInbox = await call(env.app, `${P}/message/list`, {
      token: operator.accessToken,
      body: { pageNum: 1, pageSize: 50 },
    });
    const titles = (r: typeof adminInbox) => JSON.stringify(r.env.body);
    expect(titles(adminInbox)).toContain('已接受您的邀请');
    expect(titles(opInbox)).not.toContain('已接受您的邀请');
    const accepted = await call(env.app, `${P}/cust/invitation/list`, {
      token: inviter.accessToken,
      body: { status: 'accepted' },
    });
    expect(accepted.env.body.list.find((i: { id: number }) => i.id === id)).toMatchObject({ status: 'accepted' });

    // A second acceptance changes nothing and logs nothing.
    const again = await call(env.app, `${P}/cust/invitation/acceptReceived?id=${id}`, {
      token: supplierAdmin.accessToken,
    });
    expect(again.env.ok).toBe(false);
    expect(await acceptEntries()).toBe(entries + 1);
    expect(await inviterMessages('华南精密零部件供应有限公司已接受您的邀请')).toBe(told + 1);
  });

  it('accepts with a code (addressed by credit code), refuses wrong, malformed or expired codes', async () => {
    const jinqiao = await creditOf('金桥投资管理有限公司');
    const created = await invite('13655550002', '金桥投资管理有限公司', jinqiao);
    const entries = await acceptEntries();
    const malformed = await call(env.app, `${P}/cust/invitation/accept`, {
      token: otherAdmin.accessToken,
      body: { inviteCode: '12<>' },
    });
    expect(malformed.env).toMatchObject({ ok: false, status: 400 });
    const wrong = await call(env.app, `${P}/cust/invitation/accept`, {
      token: otherAdmin.accessToken,
      body: { inviteCode: 'ZZZZ2222' },
    });
    expect(wrong.env).toMatchObject({ ok: false, body: { field: 'inviteCode' } });
    // Not addressed to 华南 (not its credit code).
    const notTo = await call(env.app, `${P}/cust/invitation/accept`, {
      token: supplierAdmin.accessToken,
      body: { inviteCode: created.env.body.inviteCode },
    });
    expect(notTo.env).toMatchObject({ ok: false, body: { field: 'inviteCode' } });
    expect(await acceptEntries()).toBe(entries);
    // Addressed to 金桥 by its credit code (sent to another mobile): its administrator accepts with the code.
    const ok = await call(env.app, `${P}/cust/invitation/accept`, {
      token: otherAdmin.accessToken,
      body: { inviteCode: created.env.body.inviteCode.toLowerCase() },
    });
    expect(ok.env.ok).toBe(true);
    expect(await acceptEntries()).toBe(entries + 1);
    const later = await invite('13800000005', '某企业', jinqiao);
    env.clock.advance(7 * 86_400_000 + 1000);
    try {
      const t = await login(env.app, env.db, '13800000005');
      const expired = await call(env.app, `${P}/cust/invitation/accept`, {
        token: t.accessToken,
        body: { inviteCode: later.env.body.inviteCode },
      });
      expect(expired.env).toMatchObject({ ok: false, body: { field: 'inviteCode' } });
      expect(expired.env.msg).toContain('过期');
    } finally {
      env.clock.reset();
    }
  });

  async function register(mobile: string, inviteCode?: string, email?: string, creditCode = nextCredit()) {
    const r = await regAccount(env.app, env.db, mobile, inviteCode ? { inviteCode } : {});
    const ticket = r.env.body.regTicket;
    const compName = `受邀新企业${seq}有限公司`;
    await regPermit(env.app, ticket, { compName, creditCode });
    const ver = await regVerification(env.app, ticket, '新管理员', email ? { email } : {});
    expect(ver.env.ok).toBe(true);
    return { compCode: ver.env.body.compCode, compName };
  }

  const outbox = (channel: string, to: string) =>
    env.db.query<{ code: string }>('SELECT code FROM outbox WHERE channel = $1 AND to_addr = $2 ORDER BY id DESC', [
      channel,
      to,
    ]);

  it('accepts the invitation of an approved registration through the same function: inviter told', async () => {
    const mobile = nextMobile();
    const creditCode = nextCredit();
    const created = await invite(mobile, '注册受邀企业', creditCode);
    const { compCode, compName } = await register(mobile, created.env.body.inviteCode, undefined, creditCode);
    const title = `${compName}已接受您的邀请`;
    expect(await inviterMessages(title)).toBe(0);
    await approveCompany(env.app.scf, compCode, env.clock());
    expect(await inviterMessages(title)).toBeGreaterThan(0);
    const accepted = await call(env.app, `${P}/cust/invitation/list`, {
      token: inviter.accessToken,
      body: { status: 'accepted' },
    });
    expect(accepted.env.body.list.map((i: { id: number }) => i.id)).toContain(created.env.body.id);
  });

  it('tells the applicant of approval and of rejection (with the reason) by SMS and e-mail', async () => {
    const a = nextMobile();
    const email = `a${seq}@test.example.com`;
    const approved = await register(a, undefined, email);
    await approveCompany(env.app.scf, approved.compCode, env.clock());
    expect((await outbox('sms', a))[0]?.code).toContain('审核通过');
    expect((await outbox('email', email))[0]?.code).toContain('审核通过');

    const b = nextMobile();
    const rejected = await register(b);
    await rejectCompany(env.app.scf, rejected.compCode, '营业执照不清晰', env.clock());
    const sms = (await outbox('sms', b))[0]?.code ?? '';
    expect(sms).toContain('未通过');
    expect(sms).toContain('营业执照不清晰');

    // A refused decision (not pending) sends nothing.
    const before = (await outbox('sms', b)).length;
    await expect(rejectCompany(env.app.scf, rejected.compCode, '再次', env.clock())).rejects.toThrow('不在待审核状态');
    expect((await outbox('sms', b)).length).toBe(before);
  });

  it('keeps the decision when the notice cannot be sent', async () => {
    const c = nextMobile();
    const reg = await register(c);
    const failing = {
      ...env.app.scf,
      senders: { ...env.app.scf.senders, sms: async () => Promise.reject(new Error('gateway down')) },
    };
    await approveCompany(failing, reg.compCode, env.clock());
    const status = await env.db.query<{ status: number }>('SELECT status FROM companies WHERE comp_code = $1', [
      reg.compCode,
    ]);
    expect(status[0]?.status).toBe(1);
  });
});
