/** 登录日志: every login attempt is logged; a person reads their own, the administrator the company's. */
import { describe, expect, it } from 'vitest';
import { DEMO } from '../kit/people';
import { databases, useTestEnv } from './helpers/test-app';
import { useSignedIn } from './helpers/signed-in';
import { call, freshIp, P, passwordLogin } from './helpers/api';
import type { LoginLogItem as LogItem } from '../../server/features/audit/audit.schemas';
import { describeAgent } from '../../server/features/audit/user-agent';

const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const LIST = `${P}/cust/log/login/list`;

describe('user agents', () => {
  it('names browser and system, and copes with nothing', () => {
    expect(describeAgent(CHROME_UA)).toEqual({ browser: 'Chrome 126', os: 'Windows 10' });
    expect(describeAgent('')).toEqual({ browser: '未知', os: '未知' });
    expect(describeAgent('x'.repeat(5000)).browser).toBe('未知');
  });
});

describe.each(databases())('login log on %s', (kind) => {
  const env = useTestEnv(kind);
  // 华信's administrator (E101) and operator (E102), 华南's administrator (E101).
  const [admin, operator, supplierAdmin] = useSignedIn(
    env,
    [DEMO.twoCompanies, '华信'],
    [DEMO.operator],
    [DEMO.supplierAdmin],
  );

  const list = (token: string, body: Record<string, unknown> = {}) =>
    call<{ list: LogItem[]; total: number }>(env.app, LIST, { token, body });

  it('logs a refused password with its reason, browser, system and address', async () => {
    const ip = freshIp();
    const r = await passwordLogin(env.app, env.db, DEMO.operator, 'Wrong@2026', {
      ip,
      headers: { 'user-agent': CHROME_UA },
    });
    expect(r.env.ok).toBe(false);
    const mine = await list(operator.accessToken, { result: 0 });
    const entry = mine.env.body.list.find((x) => x.ip === ip);
    expect(entry).toMatchObject({
      account: '138******0002',
      userName: '李娜',
      method: '密码登录',
      browser: 'Chrome 126',
      os: 'Windows 10',
      result: 0,
      reason: '账号或密码错误',
    });
  });

  it('logs successes, the company choice, and unknown accounts', async () => {
    const mine = await list(admin.accessToken);
    expect(mine.env.ok).toBe(true);
    const reasons = mine.env.body.list.map((x) => x.reason);
    expect(reasons).toContain('身份验证成功，待选择企业');
    expect(mine.env.body.list.some((x) => x.method === '选择企业' && x.result === 1 && x.reason === '登录成功')).toBe(
      true,
    );
    const unknown = await passwordLogin(env.app, env.db, '13999999999');
    expect(unknown.env.ok).toBe(false);
    const rows = await env.db.query<{ person_id: number | null; result: number }>(
      "SELECT person_id, result FROM login_logs WHERE account = '13999999999'",
    );
    expect(rows).toEqual([{ person_id: null, result: 0 }]);
  });

  it("shows a person only their own attempts, and the administrator the company's", async () => {
    const own = await list(operator.accessToken, { pageSize: 100 });
    expect(own.env.body.list.length).toBeGreaterThan(0);
    expect(own.env.body.list.every((x) => x.userName === '李娜')).toBe(true);
    const company = await list(admin.accessToken, { scope: 'company', pageSize: 100 });
    const names = new Set(company.env.body.list.map((x) => x.userName));
    expect(names).toContain('李娜');
    expect(names).toContain('张伟');
    // 王芳 works for 华南 only: never in 华信's log, and 华南's administrator never sees 李娜.
    expect(names).not.toContain('王芳');
    const other = await list(supplierAdmin.accessToken, { scope: 'company', pageSize: 100 });
    expect(other.env.body.list.some((x) => x.userName === '李娜')).toBe(false);
  });

  it('refuses the company scope to an operator with 4030', async () => {
    const r = await list(operator.accessToken, { scope: 'company' });
    expect(r.env).toMatchObject({ status: 4030, ok: false });
  });

  it('filters by result, keyword and date, pages and sorts', async () => {
    const failed = await list(admin.accessToken, { scope: 'company', result: 0, pageSize: 100 });
    expect(failed.env.body.list.every((x) => x.result === 0)).toBe(true);
    const byName = await list(admin.accessToken, { scope: 'company', keyword: '李娜', pageSize: 100 });
    expect(byName.env.body.list.every((x) => x.userName === '李娜')).toBe(true);
    const future = await list(admin.accessToken, { scope: 'company', startDate: '2099-01-01', endDate: '2099-01-02' });
    expect(future.env.body).toMatchObject({ list: [], total: 0 });
    const page1 = await list(admin.accessToken, { scope: 'company', pageSize: 1, pageNum: 1 });
    expect(page1.env.body.list).toHaveLength(1);
    expect(page1.env.body.total).toBeGreaterThan(1);
    const asc = await list(admin.accessToken, { scope: 'company', order: 'ascend', pageSize: 100 });
    const times = asc.env.body.list.map((x) => x.loginTime);
    expect([...times].sort()).toEqual(times);
  });

  it('refuses bad input with a Chinese message', async () => {
    for (const body of [
      { startDate: '2026-13-01' },
      { startDate: '2026-02-30' },
      { startDate: '2026-05-02', endDate: '2026-05-01' },
      { startDate: '2020-01-01', endDate: '2026-01-01' },
      { result: 2 },
      { scope: 'all' },
      { pageSize: 1000 },
      { keyword: 'x'.repeat(40) },
      { unknown: 1 },
    ]) {
      const r = await list(admin.accessToken, body);
      expect(r.env.ok, JSON.stringify(body)).toBe(false);
      expect(r.env.status).toBe(400);
      expect(r.env.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const anon = await call(env.app, LIST, { body: {} });
    expect(anon.http).toBe(401);
  });
});
