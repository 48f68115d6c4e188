/**
 * Mobiles are shown masked (138******0002), so no list may let a keyword recover the hidden
 * digits (issue 31, point 7): the session list and the login log (and its export) follow the
 * employee list's rule, whole number or last four digits, and share its per-person allowance of
 * searches by whole number. The attack: guess the number digit by digit with substring searches.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { call, login, P, type Tokens } from './helpers/api';

const OPERATOR = '13800000002'; // 李娜, operator of 华信

describe.each(databases())('mobile search rule on %s', (kind) => {
  const env = useTestEnv(kind);
  let admin: Tokens; // 13800000001, administrator of 华信

  beforeAll(async () => {
    admin = await login(env.app, env.db, '13800000001', '华信');
    // The operator signs in: a live session and a login log entry carry the mobile.
    await login(env.app, env.db, OPERATOR);
  }, 180_000);

  const sessions = (keyword: string) =>
    call<{ list: { mobile: string }[]; total: number }>(env.app, `${P}/cust/session/company`, {
      token: admin.accessToken,
      body: { keyword, pageSize: 50 },
    });
  const loginLog = (keyword: string) =>
    call<{ list: { account: string }[]; total: number }>(env.app, `${P}/cust/log/login/list`, {
      token: admin.accessToken,
      body: { scope: 'company', keyword, pageSize: 100 },
    });
  const employees = (keyword: string) =>
    call<{ list: { mobile: string }[]; total: number }>(env.app, `${P}/cust/employee/list`, {
      token: admin.accessToken,
      body: { keyword, pageNum: 1, pageSize: 50 },
    });
  const found = (list: readonly ({ mobile: string } | { account: string })[]) =>
    list.filter((x) => ('mobile' in x ? x.mobile : x.account) === '138******0002').length;

  it('a part of a number finds nothing; the whole number and the last four digits do', async () => {
    for (const part of ['138', '1380000', '13800000', '8000000', '00000002', '3800000000']) {
      expect(found((await sessions(part)).env.body.list), `sessions ${part}`).toBe(0);
      expect(found((await loginLog(part)).env.body.list), `login log ${part}`).toBe(0);
    }
    expect(found((await sessions(OPERATOR)).env.body.list)).toBeGreaterThan(0);
    expect(found((await sessions('0002')).env.body.list)).toBeGreaterThan(0);
    expect(found((await loginLog(OPERATOR)).env.body.list)).toBeGreaterThan(0);
    expect(found((await loginLog('0002')).env.body.list)).toBeGreaterThan(0);
    // Names still match anywhere.
    expect((await loginLog('李')).env.body.list.some((x) => x.account === '138******0002')).toBe(true);
    expect((await sessions('李')).env.body.total).toBeGreaterThan(0);
  });

  it('the export of the login log follows the same rule', async () => {
    const rows = async (keyword: string) => {
      const res = await env.app.inject({
        method: 'GET',
        url: `/api${P}/cust/export/loginLog?scope=company&keyword=${keyword}`,
        headers: { cookie: `access_token=${admin.accessToken}` },
      });
      expect(res.statusCode).toBe(200);
      const ExcelJS = (await import('exceljs')).default;
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      let n = 0;
      wb.worksheets[0]?.eachRow((row, i) => {
        if (i > 1 && row.values.toString().includes('138******0002')) n++;
      });
      return n;
    };
    expect(await rows('1380000')).toBe(0);
    expect(await rows('0002')).toBeGreaterThan(0);
  });

  it('searches by whole number share one allowance per person across the lists', async () => {
    // 30 an hour (POLICIES.mobileSearch); some were spent above. Guessing numbers through the
    // session list and the login log uses it up, and then the employee list refuses too.
    let refusedAt = 0;
    for (let i = 0; i < 40 && refusedAt === 0; i++) {
      const guess = `1390000${String(i).padStart(4, '0')}`;
      const r = i % 2 === 0 ? await sessions(guess) : await loginLog(guess);
      if (!r.env.ok) refusedAt = i + 1;
    }
    expect(refusedAt).toBeGreaterThan(0);
    expect(refusedAt).toBeLessThanOrEqual(30);
    const last = await employees(OPERATOR);
    expect(last.env).toMatchObject({ ok: false, status: 429 });
    expect(last.env.msg).toMatch(/^按手机号查询过于频繁，请.+后再试$/);
    // Searching by name is not counted.
    expect((await sessions('李')).env.ok).toBe(true);
  });
});
