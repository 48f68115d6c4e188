/**
 * Employee import from Excel (all or nothing, the rules of one add, refusals per row), batch
 * enable/disable (one transaction, the caller's company only, never oneself), and list sorting
 * by whitelisted fields. Workbooks are written and read back with ExcelJS.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { employeeCodeOf, logEntries } from './helpers/db-reads';
import { call, importEmployees, login, P, type Tokens } from './helpers/api';

const HEADERS = ['姓名', '手机号', '邮箱', '角色'];

async function xlsx(rows: (string | number)[][], headers: string[] = HEADERS): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('员工导入');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

interface Refused {
  row: number;
  userName: string;
  mobile: string;
  reason: string;
}

describe.each(databases())('employee import, batch status and sorting on %s', (kind) => {
  const env = useTestEnv(kind);
  let admin: Tokens; // 13800000001, administrator of 华信
  let operator: Tokens; // 13800000002, operator of 华信
  let supplierAdmin: Tokens; // 13800000003, administrator of 华南

  beforeAll(async () => {
    admin = await login(env.app, env.db, '13800000001', '华信');
    operator = await login(env.app, env.db, '13800000002');
    supplierAdmin = await login(env.app, env.db, '13800000003');
  }, 180_000);

  const upload = async (token: string, data: Buffer, fileName = '员工.xlsx') => {
    const res = await importEmployees(env.app, token, data, fileName);
    return {
      http: res.statusCode,
      env: JSON.parse(res.body) as {
        ok: boolean;
        status: number;
        msg: string;
        body: { added?: number; invited?: number; refused?: Refused[] } | null;
      },
    };
  };
  const employees = async (compCode: string) =>
    (
      await env.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM employees e JOIN companies c ON c.id = e.comp_id WHERE c.comp_code = $1',
        [compCode],
      )
    )[0]?.n ?? 0;
  const audits = (action: string) => logEntries(env.db, action);
  const codeOf = (mobile: string, compCode: string) => employeeCodeOf(env.db, mobile, compCode);

  it('the template has the headers and the roles sheet', async () => {
    const res = await env.app.inject({
      method: 'GET',
      url: `/api${P}/cust/employee/import/template`,
      headers: { cookie: `access_token=${admin.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(((wb.worksheets[0]?.getRow(1).values ?? []) as unknown[]).slice(1)).toEqual(HEADERS);
    const roles: string[] = [];
    wb.worksheets[1]?.eachRow((row, n) => {
      if (n > 1) roles.push(String(row.getCell(1).value));
    });
    expect(roles).toContain('客户关系/管理员');
    expect(roles).toContain('客户关系/操作员');
    expect(wb.worksheets[0]?.getCell('D2').dataValidation?.type).toBe('list');
    const op = await env.app.inject({
      method: 'GET',
      url: `/api${P}/cust/employee/import/template`,
      headers: { authorization: `Bearer ${operator.accessToken}` },
    });
    expect(JSON.parse(op.body)).toMatchObject({ ok: false, status: 4030 });
  });

  it('one bad row: nothing is added and every bad row is reported with its number and a reason', async () => {
    const before = await employees(admin.compCode);
    const r = await upload(
      admin.accessToken,
      await xlsx([
        ['导入甲', '13911110001', '', '客户关系/操作员'],
        ['导入乙', '1391111', '', '客户关系/操作员'],
        ['导入丙', '13911110003', 'not-an-email', '客户关系/宇航员'],
        ['导入丁', '13911110001', '', '客户关系/操作员'],
        ['李娜', '13800000002', '', '客户关系/操作员'],
        ['', '13911110006', '', '未开通产品/操作员'],
      ]),
    );
    expect(r.env.ok).toBe(false);
    expect(r.env.status).toBe(400);
    expect(r.env.msg).toMatch(/未导入任何员工/);
    const refused = r.env.body?.refused ?? [];
    expect(refused.map((x) => x.row)).toEqual([3, 4, 5, 6, 7]);
    const reason = (row: number) => refused.find((x) => x.row === row)?.reason ?? '';
    expect(reason(3)).toContain('手机号');
    expect(reason(4)).toMatch(/宇航员.*不存在/);
    expect(reason(5)).toContain('与第2行重复');
    expect(reason(6)).toContain('已是本企业员工');
    expect(reason(7)).toMatch(/姓名/);
    expect(reason(7)).toContain('未开通产品');
    expect(await employees(admin.compCode)).toBe(before);
  });

  it('a good file: every row added in one go, an audit entry each; a mobile with an account is invited', async () => {
    const before = await employees(admin.compCode);
    const adds = await audits('employee.add');
    const r = await upload(
      admin.accessToken,
      await xlsx([
        ['批量一', 13911120001, 'p1@example.com', '客户关系/操作员'],
        ['批量二', '13911120002', '', '客户关系/查询员、授信管理/复核员'],
        ['王芳', '13800000003', '', '客户关系/操作员'],
        ['', '', '', ''],
      ]),
    );
    expect(r.env, r.env.msg).toMatchObject({ ok: true, body: { added: 2, invited: 1 } });
    expect(await employees(admin.compCode)).toBe(before + 3);
    expect(await audits('employee.add')).toBe(adds + 3);
    const roles = await env.db.query<{ prod_code: string; employee_role: string }>(
      `SELECT r.prod_code, r.employee_role FROM employee_roles r JOIN employees e
         ON e.id = r.employee_id JOIN persons p ON p.id = e.person_id WHERE p.mobile = $1 ORDER BY 1, 2`,
      ['13911120002'],
    );
    expect(roles.map((x) => `${x.prod_code}:${x.employee_role}`)).toEqual(['CREDIT:E103', 'CRM:E105']);
    const again = await upload(admin.accessToken, await xlsx([['批量一', '13911120001', '', '客户关系/操作员']]));
    expect(again.env.body?.refused?.[0]?.reason).toContain('已是本企业员工');
  });

  it('refuses the wrong file: not .xlsx, renamed, oversize, ' +
    'empty, wrong headers, too many rows; an operator', async () => {
    const before = await employees(admin.compCode);
    const text = await upload(admin.accessToken, Buffer.from('姓名,手机号\n张三,13911130001\n'), '员工.xlsx');
    expect(text.env.msg).toMatch(/xlsx/);
    expect(text.env.ok).toBe(false);
    const csvName = await upload(
      admin.accessToken,
      await xlsx([['甲', '13911130002', '', '客户关系/操作员']]),
      '员工.csv',
    );
    expect(csvName.env.msg).toMatch(/xlsx/);
    const xls = await upload(
      admin.accessToken,
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(600)]),
      '员工.xlsx',
    );
    expect(xls.env.msg).toMatch(/xls/);
    const zipNotXlsx = await upload(
      admin.accessToken,
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]),
      '员工.xlsx',
    );
    expect(zipNotXlsx.env.ok).toBe(false);
    expect(zipNotXlsx.env.msg).toMatch(/[\u4e00-\u9fa5]/);
    const big = await upload(
      admin.accessToken,
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(2 * 1024 * 1024 + 10)]),
    );
    expect(big.http).toBe(413);
    expect(big.env.msg).toContain('2MB');
    const empty = await upload(admin.accessToken, await xlsx([]));
    expect(empty.env.msg).toContain('没有员工数据');
    const headers = await upload(
      admin.accessToken,
      await xlsx([['甲', '13911130003', '', '客户关系/操作员']], ['名字', '电话', '邮箱', '角色']),
    );
    expect(headers.env.msg).toContain('表头');
    const many = Array.from({ length: 1001 }, (_v, i) => [
      `多${i}`,
      `1391114${String(i).padStart(4, '0')}`,
      '',
      '客户关系/操作员',
    ]);
    const tooMany = await upload(admin.accessToken, await xlsx(many));
    expect(tooMany.env.msg).toContain('1000');
    const op = await upload(operator.accessToken, await xlsx([['甲', '13911130004', '', '客户关系/操作员']]));
    expect(op.env).toMatchObject({ ok: false, status: 4030 });
    for (const r of [text, csvName, xls, zipNotXlsx, empty, headers, tooMany])
      expect(r.env.status, r.env.msg).toBe(400);
    expect(await employees(admin.compCode)).toBe(before);
  }, 120_000);

  it(
    'batch status: all of the company at once with an entry each; ' +
      'oneself or another company refused, nothing changed',
    async () => {
      const a = await codeOf('13911120001', admin.compCode);
      const b = await codeOf('13911120002', admin.compCode);
      const self = await codeOf('13800000001', admin.compCode);
      const foreign = await codeOf('13800000003', supplierAdmin.compCode);
      const batch = (token: string, employeeCodes: string[], isActive: 0 | 1) =>
        call(env.app, `${P}/cust/employee/batchStatus`, { token, body: { employeeCodes, isActive } });
      const active = async (code: string) =>
        (
          await env.db.query<{ is_active: number }>('SELECT is_active FROM employees WHERE employee_code = $1', [code])
        )[0]?.is_active;
      const disables = await audits('employee.disable');

      const withSelf = await batch(admin.accessToken, [a, b, self], 0);
      expect(withSelf.env).toMatchObject({ ok: false, status: 400 });
      expect(withSelf.env.msg).toContain('不能停用自己');
      const withForeign = await batch(admin.accessToken, [a, foreign], 0);
      expect(withForeign.env.ok).toBe(false);
      expect(withForeign.env.msg).toMatch(/不属于本企业/);
      expect([await active(a), await active(b), await active(foreign)]).toEqual([1, 1, 1]);
      expect(await audits('employee.disable')).toBe(disables);

      const off = await batch(admin.accessToken, [a, b], 0);
      expect(off.env).toMatchObject({ ok: true, body: { changed: 2 } });
      expect([await active(a), await active(b)]).toEqual([0, 0]);
      expect(await audits('employee.disable')).toBe(disables + 2);
      const on = await batch(admin.accessToken, [a, b], 1);
      expect(on.env).toMatchObject({ ok: true, body: { changed: 2 } });
      expect([await active(a), await active(b)]).toEqual([1, 1]);
      // 批量启用 of rows that are all enabled already is refused, not answered "已启用0名员工".
      const enables = await audits('employee.enable');
      const again = await batch(admin.accessToken, [a, b], 1);
      expect(again.env).toMatchObject({ ok: false, status: 409, msg: '所选员工均已启用，无需再次启用' });
      expect(await audits('employee.enable')).toBe(enables);

      expect((await batch(operator.accessToken, [a], 0)).env).toMatchObject({ ok: false, status: 4030 });
      for (const body of [
        { employeeCodes: [], isActive: 0 },
        { employeeCodes: [a], isActive: 2 },
        { employeeCodes: ["x' OR 1=1"], isActive: 0 },
      ]) {
        const r = await call(env.app, `${P}/cust/employee/batchStatus`, { token: admin.accessToken, body });
        expect(r.env, JSON.stringify(body)).toMatchObject({ ok: false, status: 400 });
        expect(r.env.msg).toMatch(/[\u4e00-\u9fa5]/);
      }
    },
  );

  it('sorts the employee list by whitelisted fields only', async () => {
    const list = (body: Record<string, unknown>) =>
      call<{ list: { userName: string; createTime: string }[] }>(env.app, `${P}/cust/employee/list`, {
        token: admin.accessToken,
        body: { pageSize: 100, ...body },
      });
    const asc = (await list({ orderBy: 'createTime', order: 'ascend' })).env.body.list.map((x) => x.createTime);
    expect(asc).toEqual([...asc].sort());
    const desc = (await list({ orderBy: 'createTime', order: 'descend' })).env.body.list.map((x) => x.createTime);
    expect(desc).toEqual([...desc].sort().reverse());
    const names = (await list({ orderBy: 'userName', order: 'ascend' })).env.body.list.map((x) => x.userName);
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual(
      [...names].sort((x, y) => (Buffer.from(x) < Buffer.from(y) ? -1 : Buffer.from(x) > Buffer.from(y) ? 1 : 0)),
    );
    for (const body of [
      { orderBy: 'mobile' },
      { orderBy: 'e.id; DROP TABLE employees' },
      { orderBy: 'constructor' },
      { order: 'sideways' },
    ]) {
      const r = await list(body);
      expect(r.env, JSON.stringify(body)).toMatchObject({ ok: false, status: 400 });
      expect(r.env.msg).toMatch(/排序/);
    }
    const logs = await call(env.app, `${P}/cust/log/login/list`, { token: admin.accessToken, body: { orderBy: 'ip' } });
    expect(logs.env).toMatchObject({ ok: false, status: 400, msg: '不支持按该字段排序' });
    const exported = await env.app.inject({
      method: 'GET',
      url: `/api${P}/cust/export/employees?orderBy=userName&order=descend`,
      headers: { cookie: `access_token=${admin.accessToken}` },
    });
    expect(exported.statusCode).toBe(200);
    const bad = await env.app.inject({
      method: 'GET',
      url: `/api${P}/cust/export/employees?orderBy=password`,
      headers: { cookie: `access_token=${admin.accessToken}` },
    });
    expect(JSON.parse(bad.body)).toMatchObject({ ok: false, status: 400 });
  });
});
