/**
 * Consent to join a company: an administrator who adds the mobile of a person who already has
 * an account (here another company's administrator) only invites them; until they accept, the
 * inviting company sees nothing of theirs (not in the list, no avatar). Their avatar is
 * visible to a company only while they are an active member there.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { call, login, P, PNG_1X1, upload, type Tokens } from './helpers/api';

describe.each(databases())('membership consent on %s', (kind) => {
  const env = useTestEnv(kind);
  let supplierAdmin: Tokens;
  let person: Tokens;
  let avatar = '';
  beforeAll(async () => {
    supplierAdmin = await login(env.app, env.db, '13800000003');
    person = await login(env.app, env.db, '13800000005');
    const img = await upload(env.app, PNG_1X1, 'me.png', { token: person.accessToken });
    avatar = img.env.body.fileToken;
    const set = await call(env.app, `${P}/company/custAccount/photo/update?fileToken=${avatar}&fileName=me.png`, {
      token: person.accessToken,
    });
    expect(set.env.ok).toBe(true);
  }, 180_000);

  const download = (token: string) =>
    env.app.inject({
      method: 'GET',
      url: `/api${P}/third/file/down/load?fileToken=${avatar}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const listed = async () => {
    const r = await call<{ list: Array<{ mobile: string; employeeCode: string }> }>(
      env.app,
      `${P}/cust/employee/list`,
      { token: supplierAdmin.accessToken, body: { keyword: '0005' } },
    );
    return r.env.body.list;
  };
  const invites = async (token: string) =>
    (
      await call<Array<{ employeeCode: string; compName: string }>>(
        env.app,
        `${P}/company/custAccount/joinInvites/list`,
        { token },
      )
    ).env.body;
  const add = () =>
    call<{ employeeCode: string; pending: boolean }>(env.app, `${P}/cust/employee/add`, {
      token: supplierAdmin.accessToken,
      body: { userName: '跨企业人员', mobile: '13800000005', roles: [{ prodCode: 'CRM', employeeRole: 'E102' }] },
    });

  it('adding a person of another company only invites them; nothing of theirs is visible before consent', async () => {
    const added = await add();
    expect(added.env).toMatchObject({ ok: true, body: { pending: true } });
    expect(added.env.msg).toContain('已向其发出加入邀请');
    expect(await listed()).toEqual([]);
    expect((await download(supplierAdmin.accessToken)).statusCode).toBe(404);
    // Adding again says it is waiting.
    const again = await add();
    expect(again.env).toMatchObject({ ok: false, status: 409, msg: '已邀请该手机号加入本企业，等待对方同意' });
    // The invitation is not a membership: no company to choose at login, not in "my companies".
    const companies = await call<Array<{ compName: string }>>(env.app, `${P}/cust/employee/comps/all`, {
      token: person.accessToken,
      body: {},
    });
    expect(JSON.stringify(companies.env.body)).not.toContain('华南精密');
    // Another person cannot answer it.
    const code = added.env.body.employeeCode;
    const foreign = await call(env.app, `${P}/company/custAccount/joinInvites/accept?employeeCode=${code}`, {
      token: supplierAdmin.accessToken,
    });
    expect(foreign.env).toMatchObject({ ok: false, status: 404 });
  });

  it(
    'the person accepts in the centre; then the company sees them and their avatar, ' +
      'until the membership is disabled',
    async () => {
      const pending = await invites(person.accessToken);
      expect(pending).toHaveLength(1);
      expect(pending[0]?.compName).toContain('华南精密');
      const code = pending[0]?.employeeCode ?? '';
      const accepted = await call(env.app, `${P}/company/custAccount/joinInvites/accept?employeeCode=${code}`, {
        token: person.accessToken,
      });
      expect(accepted.env.ok).toBe(true);
      expect(await invites(person.accessToken)).toEqual([]);
      expect((await listed()).map((e) => e.mobile)).toEqual(['138******0005']);
      expect((await download(supplierAdmin.accessToken)).statusCode).toBe(200);

      const disabled = await call(env.app, `${P}/cust/employee/disable?employeeCode=${code}`, {
        token: supplierAdmin.accessToken,
      });
      expect(disabled.env.ok).toBe(true);
      expect((await download(supplierAdmin.accessToken)).statusCode).toBe(404);
      // The owner still sees their own avatar.
      expect((await download(person.accessToken)).statusCode).toBe(200);
    },
  );

  it('a declined invitation is gone and leaves nothing behind', async () => {
    const other = await login(env.app, env.db, '13800000009');
    const added = await call<{ employeeCode: string; pending: boolean }>(env.app, `${P}/cust/employee/add`, {
      token: supplierAdmin.accessToken,
      body: { userName: '另一人', mobile: '13800000009', roles: [{ prodCode: 'CRM', employeeRole: 'E102' }] },
    });
    expect(added.env.body.pending).toBe(true);
    const code = added.env.body.employeeCode;
    const declined = await call(env.app, `${P}/company/custAccount/joinInvites/decline?employeeCode=${code}`, {
      token: other.accessToken,
    });
    expect(declined.env.ok).toBe(true);
    expect(await invites(other.accessToken)).toEqual([]);
    const rows = await env.db.query('SELECT id FROM employees WHERE employee_code = $1', [code]);
    expect(rows).toEqual([]);
    expect(
      (
        await call(env.app, `${P}/company/custAccount/joinInvites/accept?employeeCode=${code}`, {
          token: other.accessToken,
        })
      ).env.status,
    ).toBe(404);
  });

  it('a new number is added at once (no account to consent for yet)', async () => {
    const added = await call<{ employeeCode: string; pending: boolean }>(env.app, `${P}/cust/employee/add`, {
      token: supplierAdmin.accessToken,
      body: { userName: '新同事', mobile: '13711112222', roles: [{ prodCode: 'CRM', employeeRole: 'E102' }] },
    });
    expect(added.env).toMatchObject({ ok: true, msg: '员工已添加', body: { pending: false } });
  });
});
