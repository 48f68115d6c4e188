/** Excel exports: the rows the filters show, Chinese headers, the lists' permissions. Read back with ExcelJS. */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { login, P, type Tokens } from './helpers/api';

async function rowsOf(body: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const out: string[][] = [];
  ws?.eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return out;
}

describe.each(databases())('excel export on %s', (kind) => {
  const env = useTestEnv(kind);
  let admin: Tokens;
  let operator: Tokens;

  beforeAll(async () => {
    admin = await login(env.app, env.db, '13800000001', '华信');
    operator = await login(env.app, env.db, '13800000002');
  }, 180_000);

  const get = (path: string, token?: string, cookie = false) =>
    env.app.inject({
      method: 'GET',
      url: `/api${P}${path}`,
      headers: token ? (cookie ? { cookie: `access_token=${token}` } : { authorization: `Bearer ${token}` }) : {},
    });

  it('exports the employee list as filtered, with Chinese headers', async () => {
    const all = await get('/cust/export/employees', admin.accessToken, true);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('spreadsheetml');
    expect(String(all.headers['content-disposition'])).toContain(encodeURIComponent('员工列表'));
    const rows = await rowsOf(all.rawPayload);
    expect(rows[0]).toEqual(['姓名', '手机号', '邮箱', '角色', '状态', '创建时间']);
    const names = rows.slice(1).map((r) => r[0]);
    expect(names).toContain('李娜');
    expect(names).not.toContain('王芳');
    // Roles as the import reads them: product and role in Chinese, never codes.
    const roles = rows.slice(1).map((r) => String(r[3] ?? ''));
    expect(roles.some((t) => /^[^A-Z:]+\/[^A-Z:]+/.test(t))).toBe(true);
    expect(roles.join(' ')).not.toMatch(/[A-Z]{2,}:E\d/);
    const disabled = await rowsOf((await get('/cust/export/employees?isActive=0', admin.accessToken)).rawPayload);
    expect(disabled.slice(1).every((r) => r[4] === '停用')).toBe(true);
    expect(disabled.slice(1).map((r) => r[0])).toEqual(['赵磊']);
  });

  it('exports the login and operation logs', async () => {
    const login = await rowsOf((await get('/cust/export/loginLog?scope=company', admin.accessToken)).rawPayload);
    expect(login[0]?.[0]).toBe('登录时间');
    expect(login.length).toBeGreaterThan(1);
    const ops = await get('/cust/export/operationLog', admin.accessToken);
    expect((await rowsOf(ops.rawPayload))[0]).toEqual([
      '操作时间',
      '操作人',
      '操作类型',
      '操作对象',
      '变更前',
      '变更后',
      'IP地址',
    ]);
  });

  it('refuses an operator (4030), no token (401) and bad filters (400, Chinese)', async () => {
    const op = await get('/cust/export/employees', operator.accessToken);
    expect(JSON.parse(op.body)).toMatchObject({ ok: false, status: 4030 });
    const opLog = await get('/cust/export/operationLog', operator.accessToken);
    expect(JSON.parse(opLog.body)).toMatchObject({ ok: false, status: 4030 });
    expect((await get('/cust/export/employees')).statusCode).toBe(401);
    const bad = await get('/cust/export/employees?isActive=7', admin.accessToken);
    const env1 = JSON.parse(bad.body) as { ok: boolean; msg: string };
    expect(env1.ok).toBe(false);
    expect(env1.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
