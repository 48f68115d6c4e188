/**
 * 授信管理 (CREDIT): application, the funder's two risk reviews (one person never both), roles
 * enforced by the server, bad input refused without a trace, and the line's used and available
 * amounts exact when vouchers take and give back credit, in parallel too.
 */
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { announceGrantsChanged } from '../../server/features/session/hot-cache';
import { describe, expect, it } from 'vitest';
import { call, login, P, type Tokens } from './helpers/api';
import { databases, useTestEnv } from './helpers/test-app';
import { releaseCredit, takeCredit } from '../../server/features/credit/credit-usage.service';
import { usedInForce } from '../../server/features/credit/credit.repo';
import { CREDIT_LINE } from '../../shared/rules/status-codes';
import { addDays, chinaDate } from '../../shared/rules/calendar';
import { DAY } from '../../server/core/time';
import type { Db } from '../../server/db/db';

const CORE = '华信';
const FUNDING = '恒丰';

let keySeq = 0;
const key = () => `k${Date.now().toString(36)}${(keySeq++).toString(36)}xx`;

async function compIdByName(db: Db, part: string): Promise<number> {
  const rows = await db.query<{ id: number }>('SELECT id FROM companies WHERE comp_name LIKE $1', [`%${part}%`]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(part);
  return id;
}

async function compCode(db: Db, part: string): Promise<string> {
  const rows = await db.query<{ comp_code: string }>('SELECT comp_code FROM companies WHERE comp_name LIKE $1', [
    `%${part}%`,
  ]);
  return rows[0]?.comp_code ?? '';
}

describe.each(databases())('credit lines on %s', (kind) => {
  const env = useTestEnv(kind);
  const tokens = new Map<string, Tokens>();
  const as = async (mobile: string, comp?: string) => {
    const k = `${mobile}/${comp ?? ''}`;
    let t = tokens.get(k);
    if (!t) {
      t = await login(env.app, env.db, mobile, comp);
      tokens.set(k, t);
    }
    return t.accessToken;
  };
  const applicant = () => as('13800000002'); // 李娜, core E102
  const firstReviewer = () => as('13800000353'); // 邓峰, funding E110
  const secondReviewer = () => as('13800000354'); // 谢明, funding E111

  async function apply(overrides: Record<string, unknown> = {}) {
    const body = {
      funderCompCode: await compCode(env.db, FUNDING),
      amount: '1000000.00',
      termMonths: 12,
      maxVoucherDays: 180,
      purpose: '支付货款',
      idemKey: key(),
      ...overrides,
    };
    return call(env.app, `${P}/credit/apply`, { token: await applicant(), body });
  }

  it('walks apply → 风控初审 → 风控复审 and the line is in force for its term', async () => {
    const funders = await call(env.app, `${P}/credit/funders`, { token: await applicant() });
    expect(funders.env.body.map((f: { compName: string }) => f.compName).join()).toContain(FUNDING);
    const a = await apply({ amount: '2000000.50' });
    expect(a.env).toMatchObject({ ok: true });
    const id = a.env.body.id as number;
    expect(a.env.body.lineNo).toMatch(/^SX\d{10}$/);

    const waiting = await call(env.app, `${P}/credit/list`, {
      token: await firstReviewer(),
      body: { status: [CREDIT_LINE.firstReview] },
    });
    expect(waiting.env.body.side).toBe('funder');
    expect(waiting.env.body.waiting.firstReview).toBeGreaterThanOrEqual(1);
    const row = waiting.env.body.list.find((l: { id: number }) => l.id === id);
    expect(row).toMatchObject({
      amount: '2000000.50',
      used: '0.00',
      status: CREDIT_LINE.firstReview,
      actions: ['firstReview'],
    });

    const r1 = await call(env.app, `${P}/credit/review`, {
      token: await firstReviewer(),
      body: { id, approve: true, reason: '经营稳定' },
    });
    expect(r1.env).toMatchObject({ ok: true, body: { status: CREDIT_LINE.secondReview } });
    // The second reviewer was told.
    const msgs = await env.db.query<{ title: string }>(
      `SELECT m.title FROM messages m JOIN employees e ON e.id = m.receive_employee_id
         JOIN persons p ON p.id = e.person_id WHERE p.mobile = '13800000354' ORDER BY m.id DESC LIMIT 1`,
    );
    expect(msgs[0]?.title).toBe('授信申请待风控复审');

    const r2 = await call(env.app, `${P}/credit/review`, {
      token: await secondReviewer(),
      body: { id, approve: true },
    });
    expect(r2.env).toMatchObject({ ok: true, body: { status: CREDIT_LINE.active } });
    const d = await call(env.app, `${P}/credit/detail`, { token: await applicant(), body: { id } });
    const today = chinaDate(env.clock());
    expect(d.env.body).toMatchObject({
      status: CREDIT_LINE.active,
      statusName: '生效中',
      validFrom: today,
      available: '2000000.50',
      side: 'applicant',
      actions: [],
    });
    expect(d.env.body.validTo).toBe(addDays(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`, -1));
    expect(d.env.body.steps.map((s: { step: string; result: string }) => `${s.step}:${s.result}`)).toEqual([
      '提交申请:提交',
      '风控初审:通过',
      '风控复审:通过',
    ]);
    const log = await env.db.query<{ action: string }>(
      'SELECT action FROM operation_logs WHERE target LIKE $1 ORDER BY id',
      [`${d.env.body.lineNo}%`],
    );
    expect(log.map((l) => l.action)).toEqual(['credit.apply', 'credit.firstReview', 'credit.secondReview']);
    // The applicant hears of the approval.
    const told = await env.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM messages WHERE title = '授信申请已通过' AND summary LIKE $1",
      [`%${d.env.body.lineNo}%`],
    );
    expect(told[0]?.n).toBeGreaterThan(0);
  });

  it('never lets one person approve both steps', async () => {
    const funding = await compIdByName(env.db, FUNDING);
    // 谢明 also gets 风控初审 for this test.
    await env.db.query(
      `INSERT INTO employee_roles (employee_id, prod_code, employee_role)
         SELECT e.id, 'CREDIT', 'E110' FROM employees e JOIN persons p ON p.id = e.person_id
         WHERE p.mobile = '13800000354' AND e.comp_id = $1 ON CONFLICT DO NOTHING`,
      [funding],
    );
    await announceGrantsChanged(env.db);
    try {
      const id = (await apply()).env.body.id as number;
      expect(
        (await call(env.app, `${P}/credit/review`, { token: await secondReviewer(), body: { id, approve: true } })).env
          .ok,
      ).toBe(true);
      const detail = await call(env.app, `${P}/credit/detail`, { token: await secondReviewer(), body: { id } });
      expect(detail.env.body.actions).toEqual([]);
      const again = await call(env.app, `${P}/credit/review`, {
        token: await secondReviewer(),
        body: { id, approve: true },
      });
      expect(again.env).toMatchObject({ ok: false, status: 4030, msg: '同一人不能同时进行风控初审和复审' });
      expect(
        (await call(env.app, `${P}/credit/detail`, { token: await applicant(), body: { id } })).env.body.status,
      ).toBe(CREDIT_LINE.secondReview);
    } finally {
      await env.db.query(
        `DELETE FROM employee_roles WHERE prod_code = 'CREDIT'
           AND employee_role = 'E110' AND employee_id IN (SELECT e.id FROM employees e
           JOIN persons p ON p.id = e.person_id WHERE p.mobile = '13800000354')`,
      );
      await announceGrantsChanged(env.db);
    }
  });

  it('rejects with a required reason, at either step, and tells the applicant', async () => {
    const id = (await apply()).env.body.id as number;
    const noReason = await call(env.app, `${P}/credit/review`, {
      token: await firstReviewer(),
      body: { id, approve: false, reason: '  ' },
    });
    expect(noReason.env).toMatchObject({ ok: false, msg: '驳回时请填写原因' });
    const r = await call(env.app, `${P}/credit/review`, {
      token: await firstReviewer(),
      body: { id, approve: false, reason: '资料不全' },
    });
    expect(r.env).toMatchObject({ ok: true, body: { status: CREDIT_LINE.rejected } });
    const d = await call(env.app, `${P}/credit/detail`, { token: await applicant(), body: { id } });
    expect(d.env.body).toMatchObject({ status: CREDIT_LINE.rejected, statusName: '已驳回', reason: '资料不全' });
    const late = await call(env.app, `${P}/credit/review`, {
      token: await secondReviewer(),
      body: { id, approve: true },
    });
    expect(late.env.ok).toBe(false);
    expect(late.env.msg).toContain('已驳回');
  });

  it('lets the applicant withdraw before the first review only', async () => {
    const id = (await apply()).env.body.id as number;
    expect(
      (await call(env.app, `${P}/credit/withdraw`, { token: await applicant(), body: { id, reason: '' } })).env.msg,
    ).toBe('请填写撤回原因');
    expect(
      (await call(env.app, `${P}/credit/withdraw`, { token: await applicant(), body: { id, reason: '不再需要' } })).env
        .ok,
    ).toBe(true);
    const again = await call(env.app, `${P}/credit/withdraw`, {
      token: await applicant(),
      body: { id, reason: '不再需要' },
    });
    expect(again.env.ok).toBe(false);
    // The funder cannot review a withdrawn application.
    expect(
      (await call(env.app, `${P}/credit/review`, { token: await firstReviewer(), body: { id, approve: true } })).env.ok,
    ).toBe(false);
  });

  it('enforces roles and sides on the server whatever the page shows', async () => {
    const id = (await apply()).env.body.id as number;
    // The applicant's operator cannot review its own application.
    const self = await call(env.app, `${P}/credit/review`, { token: await applicant(), body: { id, approve: true } });
    expect(self.env).toMatchObject({ ok: false, status: 4030 });
    // A second reviewer cannot make the first review.
    expect(
      (await call(env.app, `${P}/credit/review`, { token: await secondReviewer(), body: { id, approve: true } })).env
        .status,
    ).toBe(4030);
    // A person of the funder without a role in CREDIT (韩冰, 放款初审 in ZNX).
    const noRole = await call(env.app, `${P}/credit/list`, { token: await as('13800000352'), body: {} });
    expect(noRole.env).toMatchObject({ ok: false, status: 4030 });
    // A supplier may not apply (only core enterprises).
    const supplier = await call(env.app, `${P}/credit/apply`, {
      token: await as('13800000003'),
      body: {
        funderCompCode: await compCode(env.db, FUNDING),
        amount: '1000000',
        termMonths: 12,
        maxVoucherDays: 90,
        purpose: 'x',
        idemKey: key(),
      },
    });
    expect(supplier.env).toMatchObject({ ok: false, msg: '仅核心企业可以申请授信额度' });
    // A company that has not opened CREDIT (the member unit).
    const member = await call(env.app, `${P}/credit/list`, { token: await as('13800000011'), body: {} });
    expect(member.env).toMatchObject({ ok: false, status: '403' });
    // Someone else's line is not found.
    const other = await call(env.app, `${P}/credit/detail`, { token: await as('13800000003'), body: { id } });
    expect(other.env).toMatchObject({ ok: false, status: 404 });
  });

  it('refuses bad input with a clear Chinese message and creates nothing', async () => {
    const before = await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM credit_lines');
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ amount: '12.345' }, /金额格式不正确/],
      [{ amount: '-5' }, /金额格式不正确/],
      [{ amount: '1e9' }, /金额格式不正确/],
      [{ amount: 1000000 }, /类型不正确/],
      [{ amount: '9999.99' }, /授信金额须在/],
      [{ termMonths: 0 }, /授信期限不能小于1/],
      [{ termMonths: 1.5 }, /授信期限/],
      [{ maxVoucherDays: 366 }, /凭证最长期限不能大于365/],
      [{ singleLimit: '2000000' }, /单笔限额须大于0且不超过授信金额/],
      [{ funderCompCode: 'C999999' }, /资金方不存在/],
      [{ purpose: '<script>' }, /授信用途|purpose|格式/],
      [{ idemKey: '短' }, /提交标识/],
      [{ extra: 1 }, /不支持的参数/],
    ];
    for (const [o, msg] of cases) {
      const r = await apply(o);
      expect(r.env.ok, JSON.stringify(o)).toBe(false);
      expect(r.http).toBeLessThan(500);
      expect(r.env.msg, JSON.stringify(o)).toMatch(msg);
    }
    const garbage = await call(env.app, `${P}/credit/review`, {
      token: await firstReviewer(),
      body: { id: 'x', approve: 'yes' },
    });
    expect(garbage.env.ok).toBe(false);
    const after = await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM credit_lines');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('exports the list as filtered to .xlsx, with Chinese headers, for the side that sees it', async () => {
    const a = await apply({ amount: '3456789.01' });
    const lineNo = String(a.env.body.lineNo);
    const get = async (query: string, token: string) =>
      env.app.inject({
        method: 'GET',
        url: `/api${P}/credit/export?${query}`,
        headers: { cookie: `access_token=${token}` },
      });
    const mine = await get(`side=applicant&lineNo=${lineNo}`, await applicant());
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('spreadsheetml');
    expect(String(mine.headers['content-disposition'])).toContain(encodeURIComponent('授信列表'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(mine.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    wb.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    expect(rows[0]?.slice(0, 6)).toEqual([
      '授信编号',
      '申请方',
      '资金方',
      '授信额度（元）',
      '已用额度（元）',
      '可用额度（元）',
    ]);
    expect(rows.length).toBe(2);
    expect(rows[1]?.[0]).toBe(lineNo);
    expect(rows[1]?.[3]).toBe('3456789.01');
    // A status filter that excludes it: the header alone. Bad filters: a Chinese message, no file.
    const none = await get(`side=applicant&lineNo=${lineNo}&status=${CREDIT_LINE.active}`, await applicant());
    const empty = new ExcelJS.Workbook();
    await empty.xlsx.load(none.rawPayload as unknown as ArrayBuffer);
    expect(empty.worksheets[0]?.rowCount).toBe(1);
    const bad = await get('lineNo=%3Cx%3E', await applicant());
    expect(bad.statusCode).toBeLessThan(500);
    expect((bad.json() as { ok: boolean; msg: string }).msg).toContain('授信编号只能包含字母和数字');
    const anonymous = await env.app.inject({ method: 'GET', url: `/api${P}/credit/export` });
    expect((anonymous.json() as { ok: boolean }).ok).toBe(false);
  });

  it('makes one application of a double submit', async () => {
    const idemKey = key();
    const [a, b] = await Promise.all([apply({ idemKey }), apply({ idemKey })]);
    expect(a.env.ok && b.env.ok).toBe(true);
    expect(a.env.body.id).toBe(b.env.body.id);
    const n = await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM credit_lines WHERE idem_key = $1', [
      idemKey,
    ]);
    expect(n[0]?.n).toBe(1);
  });

  /** A fresh line of `yuan` in force for the core enterprise, approved through the API. */
  async function activeLine(yuan: string, maxVoucherDays = 180): Promise<number> {
    const id = (await apply({ amount: yuan, maxVoucherDays })).env.body.id as number;
    await call(env.app, `${P}/credit/review`, { token: await firstReviewer(), body: { id, approve: true } });
    await call(env.app, `${P}/credit/review`, { token: await secondReviewer(), body: { id, approve: true } });
    return id;
  }

  let voucherSeq = 900_000_000;
  const today = () => chinaDate(env.clock());
  const take = (db: Db, lineId: number | null, amountFen: number, dueInDays = 90) => {
    const voucherId = ++voucherSeq;
    return db
      .transaction(async (tx) =>
        takeCredit(tx, {
          issuerCompId: coreId,
          voucherId,
          voucherNo: String(voucherId).padStart(12, '0'),
          amountFen,
          issueDate: today(),
          dueDate: addDays(today(), dueInDays),
          lineId,
          now: env.clock(),
        }),
      )
      .then((r) => ({ ...r, voucherId }));
  };
  let coreId = 0;

  it('takes exactly the available amount under 20 parallel issues', async () => {
    coreId = await compIdByName(env.db, CORE);
    const lineId = await activeLine('50000000.00');
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => take(env.db, lineId, 300_000_000)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(16);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    for (const r of refused) expect((r.reason as Error).message).toMatch(/授信可用额度不足：可用 ¥2000000\.00/);
    const d = await call(env.app, `${P}/credit/detail`, { token: await applicant(), body: { id: lineId } });
    expect(d.env.body).toMatchObject({ used: '48000000.00', available: '2000000.00' });
    expect(await usedInForce(env.db, lineId)).toBe(4_800_000_000);
    const usages = await call(env.app, `${P}/credit/usages`, {
      token: await applicant(),
      body: { id: lineId, pageSize: 100 },
    });
    expect(usages.env.body.total).toBe(16);

    // A voided voucher gives its amount back, once.
    const first = ok[0] as PromiseFulfilledResult<{ voucherId: number }>;
    await env.db.transaction((tx) => releaseCredit(tx, first.value.voucherId, 'void', env.clock()));
    await env.db.transaction((tx) => releaseCredit(tx, first.value.voucherId, 'void', env.clock()));
    const after = await call(env.app, `${P}/credit/detail`, { token: await applicant(), body: { id: lineId } });
    expect(after.env.body).toMatchObject({ used: '45000000.00', available: '5000000.00' });
    const list = await call(env.app, `${P}/credit/usages`, {
      token: await applicant(),
      body: { id: lineId, pageSize: 100 },
    });
    expect(list.env.body.list.filter((u: { inForce: boolean }) => !u.inForce)).toHaveLength(1);
  });

  it('refuses a voucher the line cannot back, with the reason', async () => {
    const lineId = await activeLine('100000.00', 30);
    await expect(take(env.db, lineId, 1_000_000, 60)).rejects.toThrow('凭证期限60天，超过授信允许的最长30天');
    await expect(take(env.db, lineId, 10_000_001, 10)).rejects.toThrow(/可用额度不足/);
    // Past its last valid day the line is 已失效 and backs nothing.
    env.clock.advance(400 * DAY);
    tokens.clear(); // sessions do not live 400 days
    try {
      await expect(take(env.db, lineId, 100, 10)).rejects.toThrow(/授信额度已于\d{4}-\d{2}-\d{2}到期/);
      const d = await call(env.app, `${P}/credit/detail`, { token: await applicant(), body: { id: lineId } });
      expect(d.env.body).toMatchObject({ status: CREDIT_LINE.expired, statusName: '已失效', available: '0.00' });
      const expiredList = await call(env.app, `${P}/credit/list`, {
        token: await applicant(),
        body: { status: [CREDIT_LINE.expired], pageSize: 100 },
      });
      expect(expiredList.env.body.list.map((l: { id: number }) => l.id)).toContain(lineId);
    } finally {
      env.clock.reset();
      tokens.clear();
    }
    // A company without any line in force.
    const supplierId = await compIdByName(env.db, '华南');
    await expect(
      env.db.transaction((tx) =>
        takeCredit(tx, {
          issuerCompId: supplierId,
          voucherId: ++voucherSeq,
          voucherNo: 'x',
          amountFen: 1,
          issueDate: today(),
          dueDate: addDays(today(), 5),
          lineId: null,
          now: env.clock(),
        }),
      ),
    ).rejects.toThrow('贵司暂无生效的授信额度，请先在授信管理中向资金方申请授信');
  });

  it('keeps used = sum of usages in force, within 0…amount, over any sequence of issues and releases', async () => {
    const lineId = await activeLine('10000.00');
    const live: number[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(fc.record({ take: fc.integer({ min: 1, max: 600_000 }) }), fc.record({ release: fc.nat() })),
          { maxLength: 12 },
        ),
        async (ops) => {
          for (const op of ops) {
            if ('take' in op) {
              const r = await take(env.db, lineId, op.take).catch(() => null);
              if (r) live.push(r.voucherId);
            } else if (live.length > 0) {
              const [v] = live.splice(op.release % live.length, 1);
              await env.db.transaction((tx) => releaseCredit(tx, v as number, 'settled', env.clock()));
            }
            const rows = await env.db.query<{ used_fen: number; amount_fen: number }>(
              'SELECT used_fen, amount_fen FROM credit_lines WHERE id = $1',
              [lineId],
            );
            const used = Number(rows[0]?.used_fen);
            expect(used).toBe(await usedInForce(env.db, lineId));
            expect(used).toBeGreaterThanOrEqual(0);
            expect(used).toBeLessThanOrEqual(Number(rows[0]?.amount_fen));
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
