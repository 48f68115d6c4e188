/**
 * 操作日志: each kind of change writes one entry in the change's own transaction; a refused or
 * rolled-back change writes none. Only the company administrator reads the log, and only their
 * company's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { logEntries } from './helpers/db-reads';
import {
  call,
  captcha,
  encPassword,
  freshIp,
  lastCode,
  login,
  newBrowserId,
  P,
  sendCode,
  type Tokens,
  INVITED_CREDIT_CODE,
} from './helpers/api';

const LIST = `${P}/cust/log/operation/list`;

interface OpItem {
  operator: string;
  action: string;
  actionName: string;
  target: string;
  before: Record<string, string>;
  after: Record<string, string>;
  ip: string;
}

describe.each(databases())('operation log on %s', (kind) => {
  const env = useTestEnv(kind);
  let admin: Tokens; // 13800000001 in 华信 (E101)
  let operator: Tokens; // 13800000002 in 华信 (E102)
  let supplierAdmin: Tokens; // 13800000003 in 华南 (E101)
  let codes: Record<string, string>; // employee codes in 华信 by mobile

  beforeAll(async () => {
    admin = await login(env.app, env.db, '13800000001', '华信');
    operator = await login(env.app, env.db, '13800000002');
    supplierAdmin = await login(env.app, env.db, '13800000003');
    const rows = await env.db.query<{ mobile: string; employee_code: string }>(
      `SELECT p.mobile, e.employee_code FROM employees e JOIN persons p
         ON p.id = e.person_id JOIN companies c ON c.id = e.comp_id WHERE c.comp_code = $1`,
      [admin.compCode],
    );
    codes = Object.fromEntries(rows.map((r) => [r.mobile, r.employee_code]));
  }, 180_000);

  /** The log as the administrator lists it with the filters of `body`. */
  const entriesOf = (body: Record<string, unknown>) =>
    call<{ list: OpItem[] }>(env.app, LIST, { token: admin.accessToken, body });
  const count = (action: string): Promise<number> => logEntries(env.db, action);

  /** Runs a change and checks how many entries of that kind it wrote. */
  async function expectEntries(
    action: string,
    n: number,
    change: () => Promise<{ env: { ok: boolean; msg: string } }>,
  ): Promise<void> {
    const before = await count(action);
    const r = await change();
    expect(r.env.ok, r.env.msg).toBe(n > 0);
    expect(await count(action)).toBe(before + n);
  }

  const post = (token: string, path: string, body?: unknown) =>
    call(env.app, `${P}${path}`, { token, body: body ?? {} });

  it('employee added: one entry; a duplicate mobile: none', async () => {
    const add = (mobile: string) =>
      post(admin.accessToken, '/cust/employee/add', {
        userName: '日志测试',
        mobile,
        roles: [{ prodCode: 'CRM', employeeRole: 'E102' }],
      });
    await expectEntries('employee.add', 1, () => add('13912340001'));
    await expectEntries('employee.add', 0, () => add('13800000002'));
  });

  it('employee edited: one entry with before and after; nothing to change: none', async () => {
    await expectEntries('employee.edit', 1, () =>
      post(admin.accessToken, '/cust/employee/edit', { employeeCode: codes['13800000008'], userName: '周强二' }),
    );
    await expectEntries('employee.edit', 0, () =>
      post(admin.accessToken, '/cust/employee/edit', { employeeCode: codes['13800000008'] }),
    );
    await expectEntries('employee.edit', 0, () =>
      post(admin.accessToken, '/cust/employee/edit', { employeeCode: 'NOPE', userName: 'x' }),
    );
  });

  it("roles changed: one entry; taking the last administrator's role is rolled back with no entry", async () => {
    await expectEntries('employee.roles', 1, () =>
      post(admin.accessToken, '/cust/employee/roles', {
        employeeCode: codes['13800000008'],
        roles: [{ prodCode: 'CRM', employeeRole: 'E103' }],
      }),
    );
    // The check that a company keeps an administrator runs after the roles were written, in the same transaction.
    await expectEntries('employee.roles', 0, () =>
      post(admin.accessToken, '/cust/employee/roles', {
        employeeCode: codes['13800000001'],
        roles: [{ prodCode: 'CRM', employeeRole: 'E102' }],
      }),
    );
    const roles = await env.db.query<{ employee_role: string }>(
      `SELECT r.employee_role FROM employee_roles r JOIN employees e
         ON e.id = r.employee_id WHERE e.employee_code = $1 AND r.prod_code = 'CRM'`,
      [codes['13800000001']],
    );
    expect(roles.map((r) => r.employee_role)).toContain('E101');
  });

  it('roles: a save that changes nothing writes no entry; an entry names products and roles, never codes', async () => {
    const set = (roles: Array<{ prodCode: string; employeeRole: string }>) =>
      post(admin.accessToken, '/cust/employee/roles', { employeeCode: codes['13800000007'], roles });
    await expectEntries('employee.roles', 1, () =>
      set([
        { prodCode: 'CRM', employeeRole: 'E108' },
        { prodCode: 'SETTLE', employeeRole: 'E109' },
      ]),
    );
    const n = await count('employee.roles');
    const same = await set([
      { prodCode: 'SETTLE', employeeRole: 'E109' },
      { prodCode: 'CRM', employeeRole: 'E108' },
    ]);
    expect(same.env.ok).toBe(true);
    expect(await count('employee.roles')).toBe(n);
    const r = await entriesOf({ action: 'employee.roles' });
    const entry = r.env.body.list[0];
    expect(entry?.after.角色).toMatch(/^[^A-Z]*：财务付款、[^A-Z]*：财务管理$/);
    expect(JSON.stringify(entry)).not.toMatch(/[A-Z]+:E\d{3}|E10\d|E11\d/);
  });

  it('shows entries written with codes before values were labelled by their names', async () => {
    const comp = await env.db.query<{ id: number }>('SELECT id FROM companies WHERE comp_code = $1', [admin.compCode]);
    await env.db.query(
      `INSERT INTO operation_logs (created_at, comp_id, actor_person_id,
       actor_name, action, target, before_data, after_data, ip)
       SELECT $1, $2, p.id, e.name, 'employee.roles', '旧条目', $3, $4, '127.0.0.1'
         FROM employees e JOIN persons p ON p.id = e.person_id
       WHERE e.employee_code = $5`,
      [
        Date.now() - 400 * 86_400_000,
        comp[0]?.id,
        JSON.stringify({ 角色: 'CRM:E102' }),
        JSON.stringify({ 角色: 'CRM:E102, CREDIT:E105' }),
        codes['13800000001'],
      ],
    );
    const r = await entriesOf({ keyword: '旧条目' });
    const entry = r.env.body.list[0];
    expect(entry?.before.角色).toMatch(/^[^A-Z:]+：操作员$/);
    expect(entry?.after.角色).toMatch(/^[^A-Z:]+：操作员、[^A-Z:]+：查询员$/);
  });

  it('disabled and enabled: one entry each; disabling oneself: none', async () => {
    await expectEntries('employee.disable', 1, () =>
      call(env.app, `${P}/cust/employee/disable?employeeCode=${codes['13800000008']}`, { token: admin.accessToken }),
    );
    await expectEntries('employee.enable', 1, () =>
      call(env.app, `${P}/cust/employee/enable?employeeCode=${codes['13800000008']}`, { token: admin.accessToken }),
    );
    await expectEntries('employee.disable', 0, () =>
      call(env.app, `${P}/cust/employee/disable?employeeCode=${codes['13800000001']}`, { token: admin.accessToken }),
    );
  });

  it('company info edited: one entry with only the changed field; an empty edit: none', async () => {
    await expectEntries('company.edit', 1, () =>
      post(admin.accessToken, '/cust/company/update', { address: '上海市浦东新区日志路1号' }),
    );
    await expectEntries('company.edit', 0, () => post(admin.accessToken, '/cust/company/update', {}));
    const r = await entriesOf({ action: 'company.edit' });
    expect(Object.keys(r.env.body.list[0]?.after ?? {})).toEqual(['地址']);
    expect(r.env.body.list[0]?.after.地址).toBe('上海市浦东新区日志路1号');
  });

  it('invitation sent and revoked: one entry each; a second invitation or revoke: none', async () => {
    const invite = () =>
      post(admin.accessToken, '/cust/invitation/create', {
        compName: '日志测试企业',
        creditCode: INVITED_CREDIT_CODE,
        contactName: '王五',
        mobile: '13912340002',
        compRole: 'C102',
      });
    let id = 0;
    await expectEntries('invitation.send', 1, async () => {
      const r = await invite();
      id = (r.env.body as { id: number }).id;
      return r;
    });
    await expectEntries('invitation.send', 0, invite);
    const sent = await entriesOf({ action: 'invitation.send' });
    expect(sent.env.body.list[0]?.after.企业角色).toBe('供应商');
    await expectEntries('invitation.resend', 1, () =>
      call(env.app, `${P}/cust/invitation/resend?id=${id}`, { token: admin.accessToken }),
    );
    const resent = await entriesOf({ action: 'invitation.resend' });
    expect(resent.env.body.list[0]).toMatchObject({
      actionName: '重新发送邀请',
      target: '日志测试企业',
      after: { 手机号: '139******0002' },
    });
    await expectEntries('invitation.revoke', 1, () =>
      call(env.app, `${P}/cust/invitation/revoke?id=${id}`, { token: admin.accessToken }),
    );
    await expectEntries('invitation.revoke', 0, () =>
      call(env.app, `${P}/cust/invitation/revoke?id=${id}`, { token: admin.accessToken }),
    );
  });

  it('password changed: one entry without the password; a wrong old password: none', async () => {
    const t = await login(env.app, env.db, '13800000007');
    const change = async (oldPassword: string) =>
      post(t.accessToken, '/company/custAccount/passWord/update', {
        oldPassword: await encPassword(env.app, oldPassword),
        newPassword: await encPassword(env.app, 'Log@2026x'),
      });
    await expectEntries('account.password', 0, () => change('Wrong@2026'));
    await expectEntries('account.password', 1, () => change('Scf@2026'));
    const rows = await env.db.query<{ before_data: string | null; after_data: string | null }>(
      "SELECT before_data, after_data FROM operation_logs WHERE action = 'account.password'",
    );
    expect(JSON.stringify(rows)).not.toContain('Log@2026x');
  });

  it('e-mail changed after verification: one entry; unverified: none', async () => {
    const t = await login(env.app, env.db, '13800000004');
    const update = () =>
      call(env.app, `${P}/company/custAccount/email/update?email=log.box@example.com`, { token: t.accessToken });
    await expectEntries('account.email', 0, update);
    const b = newBrowserId();
    expect(
      (
        await call(env.app, `/third/mail/sendEmailCode?email=log.box@example.com&browserID=${b}`, {
          token: t.accessToken,
          ip: freshIp(),
        })
      ).env.ok,
    ).toBe(true);
    const code = await lastCode(env.db, 'email', 'log.box@example.com');
    expect(
      (await call(env.app, `/third/mail/emailCodeValid?code=${code}&browserID=${b}`, { token: t.accessToken })).env.ok,
    ).toBe(true);
    await expectEntries('account.email', 1, update);
  });

  it('mobile changed after verification: one entry; unverified: none', async () => {
    const t = await login(env.app, env.db, '13800000004');
    const newMobile = '13912340003';
    const update = () =>
      call(env.app, `${P}/company/custAccount/mobile/update?mobile=${newMobile}`, { token: t.accessToken });
    await expectEntries('account.mobile', 0, update);
    expect((await sendCode(env.app, env.db, newMobile, 'mobile', { token: t.accessToken })).env.ok).toBe(true);
    const code = await lastCode(env.db, 'sms', newMobile);
    const b = newBrowserId();
    const answer = await captcha(env.app, env.db, b);
    expect(
      (
        await call(
          env.app,
          `${P}/sms/mobileNewCodeValid?code=${answer}&newCode=${code}&browserID=${b}&mobile=${newMobile}`,
          { token: t.accessToken },
        )
      ).env.ok,
    ).toBe(true);
    await expectEntries('account.mobile', 1, update);
    const r = await entriesOf({ action: 'account.mobile' });
    expect(r.env.body.list[0]).toMatchObject({
      operator: '刘洋',
      actionName: '修改手机号',
      before: { 手机号: '138******0004' },
      after: { 手机号: '139******0003' },
    });
  });

  it("lists the company's entries, newest first, filterable and paged", async () => {
    const all = await call<{ list: OpItem[]; total: number }>(env.app, LIST, {
      token: admin.accessToken,
      body: { pageSize: 100 },
    });
    expect(all.env.ok).toBe(true);
    expect(all.env.body.total).toBeGreaterThanOrEqual(10);
    const edit = all.env.body.list.find((x) => x.action === 'employee.edit');
    expect(edit).toMatchObject({
      operator: '张伟',
      actionName: '编辑员工',
      target: '周强',
      before: { 姓名: '周强' },
      after: { 姓名: '周强二' },
    });
    const byKeyword = await entriesOf({ keyword: '日志测试企业' });
    expect(byKeyword.env.body.list.every((x) => x.target === '日志测试企业')).toBe(true);
    // Sent, re-sent and revoked.
    expect(byKeyword.env.body.list.map((x) => x.action).sort()).toEqual([
      'invitation.resend',
      'invitation.revoke',
      'invitation.send',
    ]);
    const page = await entriesOf({ pageSize: 2, pageNum: 2, order: 'ascend' });
    expect(page.env.body.list).toHaveLength(2);
  });

  it('refuses an operator with 4030 and shows another company nothing of 华信', async () => {
    const r = await call(env.app, LIST, { token: operator.accessToken, body: {} });
    expect(r.env).toMatchObject({ status: 4030, ok: false });
    const other = await call<{ list: OpItem[]; total: number }>(env.app, LIST, {
      token: supplierAdmin.accessToken,
      body: { pageSize: 100 },
    });
    expect(other.env.body.list.some((x) => x.operator === '张伟' || x.operator === '刘洋')).toBe(false);
  });

  it('refuses bad input with a Chinese message', async () => {
    for (const body of [
      { action: 'employee.delete' },
      { startDate: '2026/01/01' },
      { order: 'up' },
      { orderBy: 'ip' },
      { pageNum: 0 },
      { extra: true },
    ]) {
      const r = await call(env.app, LIST, { token: admin.accessToken, body });
      expect(r.env, JSON.stringify(body)).toMatchObject({ ok: false, status: 400 });
      expect(r.env.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
