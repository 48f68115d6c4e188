/**
 * Issue 33, 14 (server): a new employee is told by SMS and asked to set a password (the one-time
 * code sets it at 忘记密码; an SMS-code login must set it first); an existing person invited to
 * join gets no such SMS. The employee export masks mobiles unless the administrator asks for the
 * whole numbers, which is logged, and that file imports again.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { logEntries } from './helpers/db-reads';
import { call, encPassword, importEmployees, login, newBrowserId, P, passwordLogin, type Tokens } from './helpers/api';

describe.each(databases())('new employees and the employee export on %s', (kind) => {
  const env = useTestEnv(kind);
  let admin: Tokens; // 13800000001 in 华信 (E101)

  const smsTo = (mobile: string) =>
    env.db.query<{ code: string }>("SELECT code FROM outbox WHERE channel = 'sms' AND to_addr = $1 ORDER BY id", [
      mobile,
    ]);
  /** The texts the SMS sender was given (the outbox keeps only the code). */
  const texts: Array<{ to: string; text: string }> = [];
  beforeAll(async () => {
    admin = await login(env.app, env.db, '13800000001', '华信');
    const senders = env.app.scf.senders;
    const send = senders.sms.bind(senders);
    senders.sms = async (to, text, code) => {
      texts.push({ to, text });
      return send(to, text, code);
    };
  }, 180_000);
  const add = (userName: string, mobile: string) =>
    call(env.app, `${P}/cust/employee/add`, {
      token: admin.accessToken,
      body: { userName, mobile, roles: [{ prodCode: 'CRM', employeeRole: 'E102' }] },
    });

  it('texts a new employee a code to set a password, and the first login must set one', async () => {
    const mobile = '13977700001';
    expect((await add('新员工', mobile)).env.ok).toBe(true);
    const sms = await smsTo(mobile);
    expect(sms).toHaveLength(1);
    const code = sms[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const body = texts.find((t) => t.to === mobile)?.text ?? '';
    expect(body).toContain('华信核心制造集团有限公司已将您添加为企业员工');
    expect(body).toContain(`一次性验证码${code}设置密码`);
    const flag = await env.db.query<{ must_change_password: boolean }>(
      'SELECT must_change_password FROM persons WHERE mobile = $1',
      [mobile],
    );
    expect(flag[0]?.must_change_password).toBe(true);
    // 忘记密码 with the code sets the password; then the password opens the account.
    const step1 = await call<{ resetTicket: string }>(env.app, `${P}/resetpwd/account`, {
      body: { mobile, smsCode: code, browserID: newBrowserId() },
    });
    expect(step1.env.ok, step1.env.msg).toBe(true);
    const step2 = await call(env.app, `${P}/resetpwd/reset`, {
      body: { resetTicket: step1.env.body.resetTicket, password: await encPassword(env.app, 'Welcome2026') },
    });
    expect(step2.env.ok, step2.env.msg).toBe(true);
    expect((await passwordLogin(env.app, env.db, mobile, 'Welcome2026')).env.ok).toBe(true);
  });

  it('sends no such SMS to a person who already has an account (they are invited instead)', async () => {
    const before = (await smsTo('13800000003')).length;
    const r = await add('王芳', '13800000003');
    expect(r.env).toMatchObject({ ok: true, body: { pending: true } });
    expect((await smsTo('13800000003')).length).toBe(before);
  });

  const exportFile = async (query = '') => {
    const res = await env.app.inject({
      method: 'GET',
      url: `/api${P}/cust/export/employees${query}`,
      headers: { cookie: `access_token=${admin.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    wb.worksheets[0]?.eachRow((row) =>
      rows.push(((row.values ?? []) as unknown[]).slice(1).map((v) => String(v ?? ''))),
    );
    return { rows, disposition: String(res.headers['content-disposition'] ?? '') };
  };
  const exports = () => logEntries(env.db, 'employee.export');

  it('masks mobiles by default, without a log entry', async () => {
    const before = await exports();
    const { rows } = await exportFile();
    expect(rows.slice(1).every((r) => /^1\d{2}\*{6}\d{4}$/.test(r[1] ?? ''))).toBe(true);
    expect(await exports()).toBe(before);
  });

  it('gives the administrator whole mobiles on request, logged, and that file imports again', async () => {
    const before = await exports();
    const { rows, disposition } = await exportFile('?fullMobile=1');
    expect(decodeURIComponent(disposition)).toContain('完整手机号');
    expect(rows.slice(1).every((r) => /^1[3-9]\d{9}$/.test(r[1] ?? ''))).toBe(true);
    expect(await exports()).toBe(before + 1);
    const log = await call<{ list: Array<{ actionName: string; target: string }> }>(
      env.app,
      `${P}/cust/log/operation/list`,
      { token: admin.accessToken, body: { action: 'employee.export' } },
    );
    expect(log.env.body.list[0]).toMatchObject({ actionName: '导出员工（含完整手机号）' });
    expect(log.env.body.list[0]?.target).toMatch(/^员工列表（\d+人）$/);
    // The import reads the file's rows (all already members here: refused as such, not as bad mobiles).
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('员工导入');
    ws.addRow(['姓名', '手机号', '邮箱', '角色']);
    for (const r of rows.slice(1, 3)) ws.addRow([r[0], r[1], r[2], r[3]]);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await importEmployees(env.app, admin.accessToken, data, 'x.xlsx');
    const reasons = (JSON.parse(res.body) as { body: { refused: Array<{ reason: string }> } }).body.refused.map(
      (r) => r.reason,
    );
    expect(reasons).toHaveLength(2);
    for (const reason of reasons) expect(reason).toContain('该手机号已是本企业员工');
  });

  it('refuses the whole-mobile export to an operator', async () => {
    const op = await login(env.app, env.db, '13800000002');
    const res = await env.app.inject({
      method: 'GET',
      url: `/api${P}/cust/export/employees?fullMobile=1`,
      headers: { cookie: `access_token=${op.accessToken}` },
    });
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, status: 4030 });
    expect(String(res.headers['content-type'])).not.toContain('spreadsheet');
  });
});
