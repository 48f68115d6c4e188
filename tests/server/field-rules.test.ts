/**
 * The shared field rules on the routes (issue 33, points 4 and 5): each refused value of the
 * walk-through is refused by the route that takes it, with the rule's own message at its field,
 * and changes nothing; the Excel import refuses the same rows with the same words; valid values
 * pass. The table is the one the rules' unit test runs (helpers/field-rule-cases.ts).
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { regAccount, regPermit } from './helpers/registration-steps';
import { call, importEmployees, login, P, type Tokens } from './helpers/api';
import { registrationData } from './helpers/registration-data';
import { EMAIL_CASES, ID_CASES, TEXT_CASES } from './helpers/field-rule-cases';

const { nextMobile, nextCredit } = registrationData('1367000', '91310114MA2G', 4000);
const FAKE_TICKET = 'x'.repeat(43);

describe.each(databases())('field rules on the routes on %s', (kind) => {
  const env = useTestEnv(kind);
  let admin: Tokens; // 13800000001 in 华信 (E101)
  let verificationTicket = '';
  let mobileSeq = 0;
  const freshMobile = () => `1397700${String(1000 + ++mobileSeq)}`;

  beforeAll(async () => {
    admin = await login(env.app, env.db, '13800000001', '华信');
    const mobile = nextMobile();
    const account = await regAccount(env.app, env.db, mobile);
    verificationTicket = account.env.body.regTicket;
    const permit = await regPermit(env.app, verificationTicket, {
      compName: '规则测试企业有限公司',
      creditCode: nextCredit(),
      provinceCode: '310000',
      areaCode: '310114',
      address: '测试路1号',
    });
    expect(permit.env.ok).toBe(true);
  }, 180_000);

  /** The route and body that carry a value of the kind under the label. */
  function request(
    kindOf: string,
    label: string | undefined,
    value: string,
  ): { path: string; body: Record<string, unknown>; field: string; token?: string } {
    // 企业信息's edit carries the company's own fields.
    const companyUpdate = (field: string) => ({
      path: '/cust/company/update',
      body: { [field]: value },
      field,
      token: admin.accessToken,
    });
    switch (`${kindOf}/${label ?? ''}`) {
      case 'personName/':
        return {
          path: '/cust/employee/add',
          body: { userName: value, mobile: freshMobile(), roles: [{ prodCode: 'CRM', employeeRole: 'E102' }] },
          field: 'userName',
          token: admin.accessToken,
        };
      case 'personName/联系人':
        return companyUpdate('contactName');
      case 'personName/管理员姓名':
        return {
          path: '/reg/verification',
          body: { regTicket: FAKE_TICKET, adminName: value, idType: 'ID_CARD' },
          field: 'adminName',
        };
      case 'companyName/':
        return { path: '/reg/draft', body: { regTicket: FAKE_TICKET, permit: { compName: value } }, field: 'compName' };
      case 'address/':
        return companyUpdate('address');
      case 'freeText/企业简介':
        return companyUpdate('introduction');
      default:
        throw new Error(`no route for ${kindOf}/${label}`);
    }
  }

  it.each(TEXT_CASES.filter((c) => c[3] !== null))(
    'refuses %s (%s) %j with “%s” at the field',
    async (kindOf, label, value, expected) => {
      const before = await env.db.query('SELECT address, contact_name, introduction FROM companies ORDER BY id');
      const r = request(kindOf, label, value);
      const res = await call(env.app, `${P}${r.path}`, { token: r.token, body: r.body });
      expect(res.http).toBe(400);
      expect(res.env).toMatchObject({ ok: false, msg: expected, body: { field: r.field } });
      expect(await env.db.query('SELECT address, contact_name, introduction FROM companies ORDER BY id')).toEqual(
        before,
      );
    },
  );

  it('accepts the valid values of each kind', async () => {
    for (const [kindOf, label, value, expected] of TEXT_CASES) {
      if (expected !== null || kindOf === 'companyName' || label === '管理员姓名') continue;
      const r = request(kindOf, label, value);
      const res = await call(env.app, `${P}${r.path}`, { token: r.token, body: r.body });
      expect(res.env.ok, `${kindOf} ${value}: ${res.env.msg}`).toBe(true);
    }
    const draft = await call(env.app, `${P}/reg/draft`, {
      body: { regTicket: verificationTicket, permit: { compName: 'ABC Co., Ltd.' } },
    });
    expect(draft.env.ok, draft.env.msg).toBe(true);
  });

  it.each(EMAIL_CASES)('e-mail %j → %s (企业邮箱 and 新增员工)', async (value, expected) => {
    const company = await call(env.app, `${P}/cust/company/update`, {
      token: admin.accessToken,
      body: { email: value },
    });
    const employee = await call(env.app, `${P}/cust/employee/add`, {
      token: admin.accessToken,
      body: {
        userName: '邮箱测试',
        mobile: freshMobile(),
        email: value,
        roles: [{ prodCode: 'CRM', employeeRole: 'E102' }],
      },
    });
    for (const res of [company, employee]) {
      if (expected === null) expect(res.env.ok, res.env.msg).toBe(true);
      else expect(res.env).toMatchObject({ ok: false, status: 400, msg: expected, body: { field: 'email' } });
    }
  });

  it('sends no code to a@b', async () => {
    const r = await call(env.app, '/third/mail/sendEmailCode?email=a@b&browserID=abcdefgh12', {
      token: admin.accessToken,
    });
    expect(await env.db.query("SELECT id FROM outbox WHERE channel = 'email' AND to_addr = 'a@b'")).toEqual([]);
    expect(r.env).toMatchObject({ ok: false, status: 400, msg: '邮箱域名不完整，缺少“.com”等后缀' });
  });

  it.each(ID_CASES.filter((c) => c[2] !== null && c[0] === 'ID_CARD'))(
    'document %s %s → %s at 证件号码',
    async (idType, value, expected) => {
      const r = await call(env.app, `${P}/reg/verification`, {
        body: { regTicket: verificationTicket, adminName: '测试管理员', idType, idNumber: value },
      });
      expect(r.env).toMatchObject({ ok: false, status: 400, msg: expected, body: { field: 'idNumber' } });
    },
  );

  it('the Excel import refuses the same names with the same words, row by row, and adds nothing', async () => {
    const product = (
      await env.db.query<{ prod_name: string }>("SELECT prod_name FROM products WHERE prod_code = 'CRM'")
    )[0]?.prod_name;
    const role = `${product}/操作员`;
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('员工导入');
    ws.addRow(['姓名', '手机号', '邮箱', '角色']);
    ws.addRow(['=1+1', freshMobile(), '', role]);
    ws.addRow(['😀表情', freshMobile(), '', role]);
    ws.addRow(['王五', freshMobile(), 'a@b', role]);
    ws.addRow(['赵六', freshMobile(), '', role]);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const count = async () =>
      (await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees'))[0]?.n ?? 0;
    const before = await count();
    const res = await importEmployees(env.app, admin.accessToken, data, 'import.xlsx');
    const body = JSON.parse(res.body) as { ok: boolean; body: { refused: Array<{ row: number; reason: string }> } };
    expect(body.ok).toBe(false);
    expect(body.body.refused.map((r) => [r.row, r.reason])).toEqual([
      [2, '姓名不能包含数字'],
      [3, '姓名不能包含表情符号'],
      [4, '邮箱域名不完整，缺少“.com”等后缀'],
    ]);
    expect(await count()).toBe(before);
  });
});
