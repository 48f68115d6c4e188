/**
 * Invitations are bound to the invited company's unified social credit code, not its name
 * (issue 31, point 8). The attack: register a second company under the name of an invited one
 * (names are not unique) and take its invitation. The approver is warned about the name.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { databases, useTestEnv } from './helpers/test-app';
import { permitBody, regAccount, regPermit, regVerification } from './helpers/registration-steps';
import { call, login, P, type Tokens } from './helpers/api';
import { registrationData } from './helpers/registration-data';
import { approveCompany, SameNameRefusal } from '../../server/features/registration/approval.service';
import { pendingApplications } from '../../server/features/company/company.repo';

const { nextMobile, nextCredit } = registrationData('1330000', '91440300MA7C', 3000);
const JINQIAO = '金桥投资管理有限公司'; // seeded; administrator 13800000005

describe.each(databases())('invitations bound to the credit code on %s', (kind) => {
  const env = useTestEnv(kind);
  let inviter: Tokens; // 13800000001, administrator of 华信
  let jinqiaoAdmin: Tokens;

  beforeAll(async () => {
    inviter = await login(env.app, env.db, '13800000001', '华信');
    jinqiaoAdmin = await login(env.app, env.db, '13800000005');
  }, 180_000);

  const creditOf = async (compName: string) =>
    (
      await env.db.query<{ credit_code: string }>(
        'SELECT credit_code FROM companies WHERE comp_name = $1 ORDER BY id LIMIT 1',
        [compName],
      )
    )[0]?.credit_code ?? '';
  const statusOf = async (compCode: string) =>
    (await env.db.query<{ status: number }>('SELECT status FROM companies WHERE comp_code = $1', [compCode]))[0]
      ?.status;

  /** Registers a company (pending approval) through the public registration calls. */
  async function register(app: FastifyInstance, compName: string, mobile = nextMobile(), creditCode = nextCredit()) {
    const r = await regAccount(app, env.db, mobile);
    const ticket = r.env.body.regTicket;
    const permit = await regPermit(app, ticket, { compName, creditCode });
    expect(permit.env.ok).toBe(true);
    const ver = await regVerification(app, ticket, '冒名者');
    expect(ver.env.ok).toBe(true);
    return { compCode: ver.env.body.compCode, mobile, ticket };
  }

  it('a company registered under the same name cannot see or take the invitation; the real one can', async () => {
    // The impostor registers as 金桥: the approver is stopped and told which company has the name.
    const impostor = await register(env.app, JINQIAO);
    const pending = await pendingApplications(env.db);
    expect(pending.find((p) => p.comp_code === impostor.compCode)?.same_name.length).toBe(1);
    const refusal = await approveCompany(env.app.scf, impostor.compCode, env.clock()).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(SameNameRefusal);
    expect((refusal as Error).message).toMatch(
      /^已有同名企业：C\d+「金桥投资管理有限公司」（统一社会信用代码 \w{18}，已审核通过）/,
    );
    expect(await statusOf(impostor.compCode)).toBe(0);
    // Approved knowingly (it may be a real namesake): now two companies bear the name.
    await approveCompany(env.app.scf, impostor.compCode, env.clock(), { sameNameConfirmed: true });
    expect(await statusOf(impostor.compCode)).toBe(1);
    const impostorAdmin = await login(env.app, env.db, impostor.mobile, undefined, 'Abc12345x');

    // 华信 invites 金桥 by its credit code, to a contact's mobile.
    const created = await call<{ id: number; inviteCode: string }>(env.app, `${P}/cust/invitation/create`, {
      token: inviter.accessToken,
      body: {
        compName: JINQIAO,
        creditCode: await creditOf(JINQIAO),
        contactName: '金桥联系人',
        mobile: '13655556666',
        compRole: 'C104',
      },
    });
    expect(created.env.ok).toBe(true);
    const { id, inviteCode } = created.env.body;

    const receivedBy = async (t: Tokens) =>
      (
        (await call(env.app, `${P}/cust/invitation/received`, { token: t.accessToken, body: {} })).env.body as {
          id: number;
        }[]
      ).map((i) => i.id);
    expect(await receivedBy(impostorAdmin)).not.toContain(id);
    expect(
      (await call(env.app, `${P}/cust/invitation/acceptReceived?id=${id}`, { token: impostorAdmin.accessToken })).env
        .status,
    ).toBe(404);
    const byCode = await call(env.app, `${P}/cust/invitation/accept`, {
      token: impostorAdmin.accessToken,
      body: { inviteCode },
    });
    expect(byCode.env).toMatchObject({ ok: false, msg: '邀请码不正确', body: { field: 'inviteCode' } });

    expect(await receivedBy(jinqiaoAdmin)).toContain(id);
    expect(
      (await call(env.app, `${P}/cust/invitation/acceptReceived?id=${id}`, { token: jinqiaoAdmin.accessToken })).env.ok,
    ).toBe(true);
  });

  it('the invited mobile registering another company does not take the invitation', async () => {
    const mobile = nextMobile();
    const intended = nextCredit();
    const created = await call<{ id: number; inviteCode: string }>(env.app, `${P}/cust/invitation/create`, {
      token: inviter.accessToken,
      body: { compName: '受邀的真企业有限公司', creditCode: intended, contactName: '某', mobile, compRole: 'C102' },
    });
    // The registration with the code must keep the invited credit code…
    const r = await regAccount(env.app, env.db, mobile, { inviteCode: created.env.body.inviteCode });
    const ticket = r.env.body.regTicket;
    const status = await call(env.app, `${P}/reg/status`, { body: { regTicket: ticket } });
    expect(status.env.body.invitation).toMatchObject({ creditCode: intended });
    const body = await permitBody(env.app, ticket, { compName: '另一家企业有限公司', creditCode: intended });
    const permit = (creditCode: string) => call(env.app, `${P}/reg/permit`, { body: { ...body, creditCode } });
    const other = await permit(nextCredit());
    expect(other.env).toMatchObject({ ok: false, body: { field: 'creditCode' } });
    expect(other.env.msg).toContain(intended);
    expect((await permit(intended)).env.ok).toBe(true);
  });

  it('refuses inviting oneself and a malformed credit code', async () => {
    const body = (creditCode: string) => ({
      compName: '某企业',
      creditCode,
      contactName: '某',
      mobile: nextMobile(),
      compRole: 'C102',
    });
    const self = await call(env.app, `${P}/cust/invitation/create`, {
      token: inviter.accessToken,
      body: body(await creditOf('华信核心制造集团有限公司')),
    });
    expect(self.env).toMatchObject({ ok: false, msg: '不能邀请本企业', body: { field: 'creditCode' } });
    const bad = await call(env.app, `${P}/cust/invitation/create`, {
      token: inviter.accessToken,
      body: body('IIIIIIIIIIIIIIIIII'),
    });
    expect(bad.env).toMatchObject({ ok: false, body: { field: 'creditCode' } });
    const missing = await call(env.app, `${P}/cust/invitation/create`, {
      token: inviter.accessToken,
      body: { compName: '某企业', contactName: '某', mobile: nextMobile(), compRole: 'C102' },
    });
    expect(missing.env.ok).toBe(false);
  });

  it('AUTO_APPROVE leaves a registration under an existing name for a person to approve', async () => {
    const auto = await env.newApp({ autoApprove: true });
    const fresh = await register(auto, `自动审核独有名称${Date.now()}有限公司`);
    expect(await statusOf(fresh.compCode)).toBe(1);
    const namesake = await register(auto, JINQIAO);
    expect(await statusOf(namesake.compCode)).toBe(0);
  });
});
