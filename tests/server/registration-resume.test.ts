/**
 * A registration kept on the server across reloads, tabs and devices: drafts of each step,
 * the resume with the mobile's SMS code, and the invitation that prefills and fixes the role.
 */
import { describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { call, freshIp, login, P, PDF_MINI, smsCode, upload } from './helpers/api';
import { APPLICANT_ID, registrationData } from './helpers/registration-data';
import { permitBody, regAccount, regPermit, regVerification } from './helpers/registration-steps';
import { approveCompany } from '../../server/features/registration/approval.service';

const { nextMobile, nextCredit } = registrationData('1350000', '91440300MA6F', 2000);
const ID = APPLICANT_ID;

describe.each(databases())('registration drafts, resume and invitations on %s', (kind) => {
  const env = useTestEnv(kind);

  async function account(mobile = nextMobile(), inviteCode?: string) {
    const r = await regAccount(env.app, env.db, mobile, { inviteCode });
    return { r, mobile, ticket: r.env.body?.regTicket ?? '' };
  }

  async function resume(mobile: string, extra: Record<string, unknown> = {}) {
    // One code a minute per number: the test's clock moves past the resend wait.
    env.clock.advance(61_000);
    const { code, browserId } = await smsCode(env.app, env.db, mobile, 'register');
    return call<{ regTicket: string; step: string }>(env.app, `${P}/reg/resume`, {
      body: { mobile, smsCode: code, browserID: browserId, ...extra },
      ip: freshIp(),
    });
  }

  const status = async (ticket: string) =>
    (await call(env.app, `${P}/reg/status`, { body: { regTicket: ticket } })).env;
  const row = async (mobile: string) =>
    (
      await env.db.query<{ draft: unknown; invite_code: string | null; step: string }>(
        'SELECT draft, invite_code, step FROM registrations WHERE mobile = $1',
        [mobile],
      )
    )[0];

  it('saves drafts of each step as they are typed; status returns them; a submit forgets its draft', async () => {
    const { mobile, ticket } = await account();
    const file = await upload(env.app, PDF_MINI, '营业执照.pdf', { regTicket: ticket });
    const saved = await call(env.app, `${P}/reg/draft`, {
      body: {
        regTicket: ticket,
        permit: {
          compName: '草稿企业',
          creditCode: '91440',
          compRole: 'C103',
          provinceCode: '440000',
          address: '',
          licenceFileToken: file.env.body.fileToken,
        },
      },
    });
    expect(saved.env).toMatchObject({ ok: true, body: { step: 'permit' } });
    // A second save merges: fields left out are kept, fields sent replace.
    await call(env.app, `${P}/reg/draft`, {
      body: { regTicket: ticket, permit: { areaCode: '440300', compName: '草稿企业有限公司' } },
    });
    const st = await status(ticket);
    expect(st, JSON.stringify(st)).toMatchObject({ ok: true });
    expect(st.body.drafts.permit).toEqual({
      compName: '草稿企业有限公司',
      creditCode: '91440',
      compRole: 'C103',
      provinceCode: '440000',
      areaCode: '440300',
      address: '',
      licenceFileToken: file.env.body.fileToken,
    });
    expect(st.body.permit).toBeNull();
    // The administrator step's draft waits for that step.
    const early = await call(env.app, `${P}/reg/draft`, {
      body: { regTicket: ticket, verification: { adminName: '甲' } },
    });
    expect(early.env).toMatchObject({ ok: false, status: 409 });

    const permit = await call(env.app, `${P}/reg/permit`, {
      body: {
        regTicket: ticket,
        compName: '草稿企业有限公司',
        creditCode: nextCredit(),
        compRole: 'C103',
        provinceCode: '440000',
        areaCode: '440300',
        address: '深圳',
        licenceFileToken: file.env.body.fileToken,
      },
    });
    expect(permit.env.ok).toBe(true);
    expect((await status(ticket)).body.drafts.permit).toBeNull();

    await call(env.app, `${P}/reg/draft`, {
      body: { regTicket: ticket, verification: { adminName: '钱草稿', idType: 'ID_CARD', idNumber: ID, email: 'a@b' } },
    });
    const st2 = await status(ticket);
    expect(st2, JSON.stringify(st2)).toMatchObject({ ok: true });
    expect(st2.body.drafts.verification).toEqual({
      adminName: '钱草稿',
      idType: 'ID_CARD',
      idNumber: `${ID.slice(0, 4)}**********${ID.slice(-4)}`,
      email: 'a@b',
    });
    // The password never is in a draft, and the clear ID number never leaves the server.
    expect(JSON.stringify(st2.body)).not.toContain(ID);
    expect(JSON.stringify((await row(mobile))?.draft)).not.toContain('Abc12345x');

    // The ID number saved with the draft is used when the form leaves it out.
    const ver = await call<{ compCode: string }>(env.app, `${P}/reg/verification`, {
      body: { regTicket: ticket, adminName: '钱草稿', idType: 'ID_CARD' },
    });
    expect(ver.env).toMatchObject({ ok: true, body: { step: 'approval' } });
    const person = await env.db.query<{ id_number: string }>('SELECT id_number FROM persons WHERE mobile = $1', [
      mobile,
    ]);
    expect(person[0]?.id_number).toBe(ID);
    const after = await call(env.app, `${P}/reg/draft`, { body: { regTicket: ticket, permit: { compName: '晚了' } } });
    expect(after.env).toMatchObject({ ok: false, status: 409 });
  });

  it('refuses bad draft input and changes nothing', async () => {
    const { mobile, ticket } = await account();
    await call(env.app, `${P}/reg/draft`, { body: { regTicket: ticket, permit: { compName: '原样' } } });
    const before = JSON.stringify((await row(mobile))?.draft);
    const other = await account();
    expect(other.ticket, JSON.stringify(other.r.env)).toBeTruthy();
    const foreign = await upload(env.app, PDF_MINI, 'x.pdf', { regTicket: other.ticket });
    expect(foreign.env.body.fileToken, JSON.stringify(foreign.env)).toBeTruthy();
    const bad: Array<[unknown, number | string]> = [
      [{ regTicket: ticket, permit: { compName: '<script>' } }, 400],
      [{ regTicket: ticket, permit: { creditCode: '1234567890123456789' } }, 400],
      [{ regTicket: ticket, permit: { compRole: 'C107' } }, 400],
      [{ regTicket: ticket, permit: { compName: '新', licenceFileToken: foreign.env.body.fileToken } }, 400],
      [{ regTicket: ticket, permit: { compName: '新', extra: 'x' } }, 400],
      [{ regTicket: ticket, permit: { compName: 42 } }, 400],
      [{ regTicket: ticket, inviteCode: 'ZZZZ9999', permit: { compName: '新' } }, 400],
      [{ regTicket: 'q'.repeat(43), permit: { compName: '新' } }, 400],
    ];
    for (const [body, http] of bad) {
      const r = await call(env.app, `${P}/reg/draft`, { body });
      expect(r.env.status, JSON.stringify([body, r.env])).toBe(http);
      expect(r.env.ok).toBe(false);
      expect(r.env.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(JSON.stringify((await row(mobile))?.draft)).toBe(before);
    expect((await row(mobile))?.invite_code).toBeNull();
  });

  it(
    'resumes in another tab with the SMS code: a new ticket, ' + 'the same step and data; old tickets keep working',
    async () => {
      const { mobile, ticket } = await account();
      await call(env.app, `${P}/reg/draft`, {
        body: { regTicket: ticket, permit: { compName: '跨标签企业', address: '某路1号' } },
      });
      const r = await resume(mobile);
      expect(r.env).toMatchObject({ ok: true, body: { step: 'permit' } });
      const second = r.env.body.regTicket;
      expect(second).not.toBe(ticket);
      expect((await status(second)).body.drafts.permit).toMatchObject({ compName: '跨标签企业', address: '某路1号' });
      // Both tabs work on the one registration.
      await call(env.app, `${P}/reg/draft`, { body: { regTicket: second, permit: { compName: '跨标签企业二' } } });
      expect((await status(ticket)).body.drafts.permit.compName).toBe('跨标签企业二');
      const file = await upload(env.app, PDF_MINI, 'y.pdf', { regTicket: second });
      expect(file.env.ok).toBe(true);
    },
  );

  it('refuses a wrong SMS code, an unknown mobile, an expired and a finished registration', async () => {
    const { mobile } = await account();
    env.clock.advance(61_000);
    const { code, browserId } = await smsCode(env.app, env.db, mobile, 'register');
    const wrong = await call(env.app, `${P}/reg/resume`, {
      body: { mobile, smsCode: code === '123456' ? '654321' : '123456', browserID: browserId },
      ip: freshIp(),
    });
    expect(wrong.env).toMatchObject({ ok: false, body: { field: 'smsCode' } });
    expect(wrong.env.msg).toContain('验证码错误');
    const bad = await call(env.app, `${P}/reg/resume`, {
      body: { mobile: '12345', smsCode: code, browserID: browserId },
      ip: freshIp(),
    });
    expect(bad.http).toBe(400);

    const none = await resume(nextMobile());
    expect(none.env).toMatchObject({ ok: false, body: { field: 'mobile' } });
    expect(none.env.msg).toContain('没有未完成的注册');

    env.clock.advance(24 * 3600_000 + 1000);
    try {
      const late = await resume(mobile);
      expect(late.env).toMatchObject({ ok: false, body: { field: 'mobile' } });
      expect(late.env.msg).toContain('已过期');
    } finally {
      env.clock.reset();
    }

    const done = await account();
    await regPermit(env.app, done.ticket, { compName: '已完成企业', creditCode: nextCredit() }, 'z.pdf');
    const ver = await regVerification(env.app, done.ticket, '丁');
    // Waiting for approval is still resumable (the reader watches the result)…
    expect((await resume(done.mobile)).env).toMatchObject({ ok: true, body: { step: 'approval' } });
    await approveCompany(env.app.scf, ver.env.body.compCode, Date.now());
    // …an approved one is finished.
    const finished = await resume(done.mobile);
    expect(finished.env).toMatchObject({ ok: false, body: { field: 'mobile' } });
    expect(finished.env.msg).toContain('已审核通过');
  });

  it(
    'an invitation prefills the name and role, fixes the role, ' +
      'survives a resume, and is accepted once the company is approved',
    async () => {
      const inviter = await login(env.app, env.db, '13800000005');
      const mobile = nextMobile();
      const creditCode = nextCredit();
      const inv = await call(env.app, `${P}/cust/invitation/create`, {
        token: inviter.accessToken,
        body: { compName: '受邀预填企业', creditCode, contactName: '戊', mobile, compRole: 'C104' },
      });
      const inviteCode = inv.env.body.inviteCode as string;

      // A code that is not this mobile's invitation is refused, before the SMS code is used up.
      const other = await account(nextMobile(), inviteCode);
      expect(other.r.env).toMatchObject({ ok: false, body: { field: 'inviteCode' } });

      const { ticket } = await account(mobile, inviteCode.toLowerCase());
      const st = await status(ticket);
      expect(st.body.invitation).toEqual({
        inviterName: expect.any(String),
        compName: '受邀预填企业',
        creditCode,
        compRole: 'C104',
      });
      expect(st.body.invitation.inviterName).toContain('金桥');
      expect((await row(mobile))?.invite_code).toBe(inviteCode);

      // Another tab, without retyping the code, sees the same invitation.
      const r = await resume(mobile);
      const second = r.env.body.regTicket;
      expect((await status(second)).body.invitation).toMatchObject({ compName: '受邀预填企业', compRole: 'C104' });

      const body = await permitBody(env.app, second, { compName: '受邀预填企业', creditCode }, 'inv.pdf');
      const wrongRole = await call(env.app, `${P}/reg/permit`, { body: { ...body, compRole: 'C102' } });
      expect(wrongRole.env).toMatchObject({ ok: false, body: { field: 'compRole' } });
      expect(wrongRole.env.msg).toContain('资金方');
      // The invitation is bound to its credit code: another company's code is refused.
      const wrongCompany = await call(env.app, `${P}/reg/permit`, {
        body: { ...body, creditCode: nextCredit(), compRole: 'C104' },
      });
      expect(wrongCompany.env).toMatchObject({ ok: false, body: { field: 'creditCode' } });
      expect((await row(mobile))?.step).toBe('permit');
      expect((await call(env.app, `${P}/reg/permit`, { body: { ...body, compRole: 'C104' } })).env.ok).toBe(true);

      const listOf = async (status: string) => {
        const t = await login(env.app, env.db, '13800000005');
        const list = await call(env.app, `${P}/cust/invitation/list`, { token: t.accessToken, body: { status } });
        return list.env.body.list.map((i: { compName: string }) => i.compName) as string[];
      };
      expect(await listOf('sent')).toContain('受邀预填企业');
      const ver = await regVerification(env.app, ticket, '戊');
      // The invitation is accepted when the company it brought in is approved.
      await approveCompany(env.app.scf, ver.env.body.compCode, Date.now());
      expect(await listOf('sent')).not.toContain('受邀预填企业');
      expect(await listOf('accepted')).toContain('受邀预填企业');
    },
  );

  it('an invitation code from the link is attached when an earlier registration is continued', async () => {
    const inviter = await login(env.app, env.db, '13800000005');
    const { mobile, ticket } = await account();
    const inv = await call(env.app, `${P}/cust/invitation/create`, {
      token: inviter.accessToken,
      body: { compName: '续注册受邀', creditCode: nextCredit(), contactName: '己', mobile, compRole: 'C106' },
    });
    const inviteCode = inv.env.body.inviteCode as string;
    expect((await status(ticket)).body.invitation).toBeNull();
    const attached = await call(env.app, `${P}/reg/draft`, { body: { regTicket: ticket, inviteCode } });
    expect(attached.env.ok).toBe(true);
    expect((await status(ticket)).body.invitation).toMatchObject({ compName: '续注册受邀', compRole: 'C106' });
    // The resume of another tab from the link does the same.
    const m2 = nextMobile();
    await account(m2);
    const inv2 = await call(env.app, `${P}/cust/invitation/create`, {
      token: inviter.accessToken,
      body: { compName: '续注册受邀二', creditCode: nextCredit(), contactName: '庚', mobile: m2, compRole: 'C105' },
    });
    const r = await resume(m2, { inviteCode: inv2.env.body.inviteCode });
    expect((await status(r.env.body.regTicket)).body.invitation).toMatchObject({
      compName: '续注册受邀二',
      compRole: 'C105',
    });
  });
});
