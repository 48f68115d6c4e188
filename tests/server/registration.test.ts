/** Registration and password reset as server-side state machines, approval, and the licence upload. */
import { describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { call, encPassword, freshIp, login, P, passwordLogin, smsCode, type Tokens } from './helpers/api';
import { APPLICANT_ID, registrationData } from './helpers/registration-data';
import { permitBody as permitOf, regAccount, regPermit, regVerification } from './helpers/registration-steps';
import { approveCompany, rejectCompany } from '../../server/features/registration/approval.service';

const { nextMobile, nextCredit } = registrationData('1360000', '91440300MA5F', 1000);
const ID = APPLICANT_ID;

describe.each(databases())('registration and password reset on %s', (kind) => {
  const env = useTestEnv(kind);

  async function account(mobile = nextMobile(), password = 'Abc12345x') {
    const r = await regAccount(env.app, env.db, mobile, { password });
    return { r, mobile, password };
  }

  // One name per registration: the approver is warned about a name already taken.
  const permitBody = (ticket: string, creditCode = nextCredit()) =>
    permitOf(env.app, ticket, {
      compName: `测试新注册企业${creditCode.slice(-4)}有限公司`,
      creditCode,
      address: '深圳市南山区测试路1号',
    });

  it('runs account → permit → verification → approval → success, then the administrator logs in', async () => {
    const { r, mobile, password } = await account();
    expect(r.env).toMatchObject({ ok: true, body: { step: 'permit' } });
    const ticket = r.env.body.regTicket;
    const status0 = await call(env.app, `${P}/reg/status`, { body: { regTicket: ticket } });
    expect(status0.env.body).toMatchObject({ step: 'permit', approvalStatus: 'none', permit: null });

    const permit = await call(env.app, `${P}/reg/permit`, { body: await permitBody(ticket) });
    expect(permit.env).toMatchObject({ ok: true, body: { step: 'verification' } });
    const status1 = await call(env.app, `${P}/reg/status`, { body: { regTicket: ticket } });
    expect(status1.env.body.permit.compName).toMatch(/^测试新注册企业\w{4}有限公司$/);

    const ver = await call<{ compCode: string }>(env.app, `${P}/reg/verification`, {
      body: {
        regTicket: ticket,
        adminName: '测试管理员',
        idType: 'ID_CARD',
        idNumber: ID,
        email: 'admin@test.example.com',
      },
    });
    expect(ver.env).toMatchObject({ ok: true, body: { step: 'approval' } });
    const compCode = ver.env.body.compCode;

    // Pending: login is refused with a clear message.
    const pending = await passwordLogin(env.app, env.db, mobile, password);
    expect(pending.env).toMatchObject({ ok: false, status: 403 });
    expect(pending.env.msg).toContain('审核');
    expect((await call(env.app, `${P}/reg/status`, { body: { regTicket: ticket } })).env.body).toMatchObject({
      step: 'approval',
      approvalStatus: 'pending',
    });

    await approveCompany(env.app.scf, compCode, Date.now());
    expect((await call(env.app, `${P}/reg/status`, { body: { regTicket: ticket } })).env.body).toMatchObject({
      step: 'success',
      approvalStatus: 'approved',
      compCode,
    });

    const t = await login(env.app, env.db, mobile, undefined, password);
    expect(t.compCode).toBe(compCode);
    const info = await call(env.app, `${P}/cust/employee/info/comp`, {
      token: t.accessToken,
      body: { productCode: 'CRM' },
    });
    expect(info.env.body).toMatchObject({
      compCode,
      compRole: [{ prodCode: 'CRM', compRole: 'C102' }],
      employeeRole: [{ prodCode: 'CRM', employeeRole: 'E101' }],
    });
    const perms = await call<Array<{ resUri: string }>>(env.app, `${P}/res/menu/emp/role/findPermByToken`, {
      token: t.accessToken,
    });
    expect(perms.env.body.map((p) => p.resUri)).toContain('/center/crm/employee/list');
    // The licence now belongs to the company.
    const company = await call(env.app, `${P}/cust/company/info`, { token: t.accessToken });
    expect(company.env.body).toMatchObject({
      compName: expect.stringMatching(/^测试新注册企业\w{4}有限公司$/),
      provinceName: '广东省',
      areaName: '深圳市',
      status: 1,
    });
  });

  it('enforces the order of the steps', async () => {
    const { r } = await account();
    const ticket = r.env.body.regTicket;
    const early = await regVerification(env.app, ticket, '甲');
    expect(early.env).toMatchObject({ ok: false, status: 409, body: { step: 'permit' } });
    await call(env.app, `${P}/reg/permit`, { body: await permitBody(ticket) });
    const ver = await regVerification(env.app, ticket, '甲');
    expect(ver.env.ok).toBe(true);
    const twice = await regVerification(env.app, ticket, '甲');
    expect(twice.env).toMatchObject({ ok: false, status: 409, body: { step: 'approval' } });
    const permitAgain = await call(env.app, `${P}/reg/permit`, { body: await permitBody(ticket) });
    expect(permitAgain.env).toMatchObject({ ok: false, status: 409 });
  });

  it('checks the credit code, region, licence and ID number', async () => {
    const { r } = await account();
    const ticket = r.env.body.regTicket;
    const body = await permitBody(ticket);
    const badCheck = body.creditCode.slice(0, 17) + (body.creditCode[17] === '0' ? '1' : '0');
    expect((await call(env.app, `${P}/reg/permit`, { body: { ...body, creditCode: badCheck } })).env).toMatchObject({
      ok: false,
      body: { field: 'creditCode' },
    });
    expect((await call(env.app, `${P}/reg/permit`, { body: { ...body, areaCode: '110105' } })).env).toMatchObject({
      ok: false,
      body: { field: 'areaCode' },
    });
    expect((await call(env.app, `${P}/reg/permit`, { body: { ...body, provinceCode: '999999' } })).env).toMatchObject({
      ok: false,
      body: { field: 'provinceCode' },
    });
    expect(
      (await call(env.app, `${P}/reg/permit`, { body: { ...body, licenceFileToken: 'nosuchfile' } })).env,
    ).toMatchObject({ ok: false, body: { field: 'licenceFileToken' } });
    expect((await call(env.app, `${P}/reg/permit`, { body: { ...body, compRole: 'C107' } })).http).toBe(400);
    const seeded = await env.db.query<{ credit_code: string }>('SELECT credit_code FROM companies ORDER BY id LIMIT 1');
    expect(
      (await call(env.app, `${P}/reg/permit`, { body: { ...body, creditCode: seeded[0]?.credit_code } })).env,
    ).toMatchObject({ ok: false, status: 409 });
    expect((await call(env.app, `${P}/reg/permit`, { body })).env.ok).toBe(true);
    const badId = ID.slice(0, 17) + (ID[17] === '1' ? '2' : '1');
    const v = await call(env.app, `${P}/reg/verification`, {
      body: { regTicket: ticket, adminName: '乙', idType: 'ID_CARD', idNumber: badId },
    });
    expect(v.env).toMatchObject({ ok: false, body: { field: 'idNumber' } });
  });

  it('refuses a wrong SMS code, a weak password and an unknown ticket', async () => {
    const mobile = nextMobile();
    const { code, browserId } = await smsCode(env.app, env.db, mobile, 'register');
    const weak = await call(env.app, `${P}/reg/account`, {
      body: { mobile, smsCode: code, password: await encPassword(env.app, 'abcdefgh'), browserID: browserId },
      ip: freshIp(),
    });
    expect(weak.env).toMatchObject({ ok: false, body: { field: 'password' } });
    const common = await call(env.app, `${P}/reg/account`, {
      body: { mobile, smsCode: code, password: await encPassword(env.app, 'password1'), browserID: browserId },
      ip: freshIp(),
    });
    expect(common.env).toMatchObject({ ok: false, body: { field: 'password' } });
    const wrong = await call(env.app, `${P}/reg/account`, {
      body: {
        mobile,
        smsCode: code === '123456' ? '654321' : '123456',
        password: await encPassword(env.app, 'Abc12345x'),
        browserID: browserId,
      },
      ip: freshIp(),
    });
    expect(wrong.env).toMatchObject({ ok: false, body: { field: 'smsCode' } });
    const unknown = await call(env.app, `${P}/reg/status`, { body: { regTicket: 'x'.repeat(43) } });
    expect(unknown.env).toMatchObject({ ok: false, body: { field: 'regTicket' } });
  });

  it('lets a rejected application be corrected and resubmitted', async () => {
    const { r, mobile, password } = await account();
    const ticket = r.env.body.regTicket;
    await call(env.app, `${P}/reg/permit`, { body: await permitBody(ticket) });
    const ver = await regVerification(env.app, ticket, '丙');
    await rejectCompany(env.app.scf, ver.env.body.compCode, '营业执照不清晰', Date.now());
    const st = await call(env.app, `${P}/reg/status`, { body: { regTicket: ticket } });
    expect(st.env.body).toMatchObject({ step: 'permit', approvalStatus: 'rejected', rejectReason: '营业执照不清晰' });
    expect((await passwordLogin(env.app, env.db, mobile, password)).env.status).toBe(403);
    expect((await call(env.app, `${P}/reg/permit`, { body: await permitBody(ticket) })).env.ok).toBe(true);
    const again = await call<{ compCode: string }>(env.app, `${P}/reg/verification`, {
      body: { regTicket: ticket, adminName: '丙', idType: 'PASSPORT', idNumber: 'E12345678' },
    });
    expect(again.env.ok).toBe(true);
    expect(again.env.body.compCode).toBe(ver.env.body.compCode);
    await approveCompany(env.app.scf, again.env.body.compCode, Date.now());
    expect((await passwordLogin(env.app, env.db, mobile, password)).env.ok).toBe(true);
  });

  it('approves at once with AUTO_APPROVE', async () => {
    const auto = await env.newApp({ autoApprove: true });
    const mobile = nextMobile();
    const r = await regAccount(auto, env.db, mobile);
    const ticket = r.env.body.regTicket;
    await regPermit(
      auto,
      ticket,
      {
        compName: '自动审核企业',
        creditCode: nextCredit(),
        compRole: 'C106',
        provinceCode: '110000',
        areaCode: '110105',
        address: '北京',
      },
      'a.pdf',
    );
    await regVerification(auto, ticket, '丁');
    expect((await call(auto, `${P}/reg/status`, { body: { regTicket: ticket } })).env.body.step).toBe('success');
  });

  it('accepts an invitation when the invited company registers with its code', async () => {
    const inviter = await login(env.app, env.db, '13800000005');
    const mobile = nextMobile();
    const creditCode = nextCredit();
    const inv = await call(env.app, `${P}/cust/invitation/create`, {
      token: inviter.accessToken,
      body: { compName: '受邀企业', creditCode, contactName: '戊', mobile, compRole: 'C102' },
    });
    const inviteCode = inv.env.body.inviteCode as string;
    {
      const r = await regAccount(env.app, env.db, mobile, { inviteCode });
      const ticket = r.env.body.regTicket;
      await call(env.app, `${P}/reg/permit`, { body: await permitBody(ticket, creditCode) });
      const ver = await regVerification(env.app, ticket, '戊');
      // Accepted when the registration is approved, not while it waits for review.
      const waiting = await call(env.app, `${P}/cust/invitation/list`, {
        token: inviter.accessToken,
        body: { status: 'accepted' },
      });
      expect(waiting.env.body.list.map((i: { compName: string }) => i.compName)).not.toContain('受邀企业');
      await approveCompany(env.app.scf, ver.env.body.compCode, Date.now());
      const t = await login(env.app, env.db, '13800000005');
      const list = await call(env.app, `${P}/cust/invitation/list`, {
        token: t.accessToken,
        body: { status: 'accepted' },
      });
      expect(list.env.body.list.map((i: { compName: string }) => i.compName)).toContain('受邀企业');
    }
  });

  it('refuses approving twice or an unknown company', async () => {
    await expect(approveCompany(env.app.scf, 'C00000000', Date.now())).rejects.toThrow('不存在');
  });

  describe('password reset', () => {
    it('resets with a single-use ticket and signs out every session', async () => {
      const before = await login(env.app, env.db, '13800000003');
      const { code, browserId } = await smsCode(env.app, env.db, '13800000003', 'resetpwd');
      const acc = await call<{ resetTicket: string; expiresIn: number }>(env.app, `${P}/resetpwd/account`, {
        body: { mobile: '13800000003', smsCode: code, browserID: browserId },
        ip: freshIp(),
      });
      expect(acc.env).toMatchObject({ ok: true, body: { expiresIn: 600 } });
      const ticket = acc.env.body.resetTicket;
      const weak = await call(env.app, `${P}/resetpwd/reset`, {
        body: { resetTicket: ticket, password: await encPassword(env.app, 'short1') },
      });
      expect(weak.env).toMatchObject({ ok: false, body: { field: 'password' } });
      // The current password is refused as the new one, as 修改密码 refuses it; the ticket stays usable.
      const same = await call(env.app, `${P}/resetpwd/reset`, {
        body: { resetTicket: ticket, password: await encPassword(env.app, 'Scf@2026') },
      });
      expect(same.env).toMatchObject({
        ok: false,
        status: 400,
        msg: '新密码不能与当前密码相同',
        body: { field: 'password' },
      });
      expect((await call(env.app, `${P}/loginInfo/view`, { token: before.accessToken })).env.ok).toBe(true);
      const done = await call(env.app, `${P}/resetpwd/reset`, {
        body: { resetTicket: ticket, password: await encPassword(env.app, 'NewPass2026') },
      });
      expect(done.env.ok).toBe(true);
      const old = await call(env.app, `${P}/loginInfo/view`, { token: before.accessToken });
      expect(old.env).toMatchObject({ ok: false, status: 401 });
      expect(
        (await call(env.app, `${P}/employee/refresh/token`, { body: { refreshToken: before.refreshToken } })).env
          .status,
      ).toBe(401);
      const reuse = await call(env.app, `${P}/resetpwd/reset`, {
        body: { resetTicket: ticket, password: await encPassword(env.app, 'Other2026x') },
      });
      expect(reuse.env).toMatchObject({ ok: false, body: { field: 'resetTicket' } });
      expect((await passwordLogin(env.app, env.db, '13800000003', 'Scf@2026')).env.ok).toBe(false);
      const t: Tokens = await login(env.app, env.db, '13800000003', undefined, 'NewPass2026');
      expect(t.accessToken).toBeTruthy();
    });

    it('cannot skip the SMS step, and the ticket expires after 10 minutes', async () => {
      const skip = await call(env.app, `${P}/resetpwd/reset`, {
        body: { resetTicket: 'y'.repeat(43), password: await encPassword(env.app, 'NewPass2026') },
      });
      expect(skip.env).toMatchObject({ ok: false, body: { field: 'resetTicket' } });
      const { code, browserId } = await smsCode(env.app, env.db, '13800000004', 'resetpwd');
      const acc = await call<{ resetTicket: string }>(env.app, `${P}/resetpwd/account`, {
        body: { mobile: '13800000004', smsCode: code, browserID: browserId },
        ip: freshIp(),
      });
      env.clock.advance(10 * 60_000 + 1000);
      try {
        const late = await call(env.app, `${P}/resetpwd/reset`, {
          body: { resetTicket: acc.env.body.resetTicket, password: await encPassword(env.app, 'NewPass2026') },
        });
        expect(late.env).toMatchObject({ ok: false, body: { field: 'resetTicket' } });
      } finally {
        env.clock.reset();
      }
    });
  });
});
