/**
 * 保理融资 (ZNX): apply (the part reserved on the voucher), the holder's reviewer submits, the
 * funder's loan reviews (and risk reviews above its threshold), one person never two steps, a
 * rejection gives the reservation and the invoices back, 财务付款 records the payment and the
 * part belongs to the funder (融); invoices are never financed twice; parallel applications never
 * spend the same balance; roles enforced; bad input refused.
 */
import { createHash } from 'node:crypto';
import { announceGrantsChanged } from '../../server/features/session/hot-cache';
import { describe, expect, it } from 'vitest';
import { call, P } from './helpers/api';
import { supplierVoucher, tokensOf, znxParties } from './helpers/znx';
import { databases, useTestEnv } from './helpers/test-app';
import { VOUCHER, ZNX_APP } from '../../shared/rules/status-codes';
import { chinaDate } from '../../shared/rules/calendar';
import { fenToYuan } from '../../shared/format/fen';
import { quoteFinancing } from '../../shared/rules/financing';

let seq = 0;
const key = () => `z${Date.now().toString(36)}${(seq++).toString(36)}kkkk`;
let invoiceSeq = 10_000_000 + Math.floor(Math.random() * 1_000_000);
const invoice = (amount: string) => ({ invoiceNo: String(invoiceSeq++), amount, invoiceDate: '2026-10-01' });

describe.each(databases())('financing on %s', (kind) => {
  const env = useTestEnv(kind);
  const as = tokensOf(env);
  const operator = () => as('13800000001', '华南'); // 张伟 at the supplier, ZNX E102
  const reviewer = () => as('13800000003'); // 王芳, supplier ZNX E101
  const loan1 = () => as('13800000351');
  const loan2 = () => as('13800000352');
  const risk1 = () => as('13800000353');
  const risk2 = () => as('13800000354');
  const payer = () => as('13800000355');

  const ids = () => znxParties(env.db);

  /** A voucher of `yuan` held by the supplier, due in 90 days. */
  const heldVoucher = async (yuan: number, dueInDays = 90): Promise<number> =>
    (await supplierVoucher(env, { amountFen: yuan * 100, dueInDays })).id;

  async function apply(voucherId: number, amount: string, extra: Record<string, unknown> = {}) {
    const { funding } = await ids();
    return call(env.app, `${P}/znx/apply`, {
      token: await operator(),
      body: {
        voucherId,
        amount,
        funderCompCode: funding.comp_code,
        contractNo: 'HT-2026-09',
        invoices: [invoice(amount)],
        idemKey: key(),
        ...extra,
      },
    });
  }
  const balance = async (id: number) =>
    (
      await env.db.query<{ available_fen: number; reserved_fen: number; status: number }>(
        'SELECT available_fen, reserved_fen, status FROM credit_vouchers WHERE id = $1',
        [id],
      )
    )[0];

  it('walks apply → submit → 放款初审 → 放款复审 → 财务放款, and the part belongs to the funder', async () => {
    const voucherId = await heldVoucher(300_000);
    const quoted = await call(env.app, `${P}/znx/quote`, {
      token: await operator(),
      body: { voucherId, amount: '100000.00', funderCompCode: (await ids()).funding.comp_code },
    });
    const expected = quoteFinancing(10_000_000, 90, {
      ratioBp: 8000,
      annualRateBp: 450,
      feeRateBp: 10,
      fixedFeeFen: 20_000,
    });
    expect(quoted.env.body).toEqual({
      applied: '100000.00',
      financing: '80000.00',
      interest: fenToYuan(expected.interestFen),
      fee: '280.00',
      net: fenToYuan(expected.netFen),
      days: 90,
    });

    const a = await apply(voucherId, '100000.00');
    expect(a.env.ok, a.env.msg).toBe(true);
    const id = a.env.body.id as number;
    expect(await balance(voucherId)).toMatchObject({
      available_fen: 20_000_000,
      reserved_fen: 10_000_000,
      status: VOUCHER.transferring,
    });

    // The maker may not submit its own work.
    const own = await call(env.app, `${P}/znx/submit`, { token: await operator(), body: { id, approve: true } });
    expect(own.env.ok).toBe(false);
    expect(
      (await call(env.app, `${P}/znx/submit`, { token: await reviewer(), body: { id, approve: true } })).env.body,
    ).toEqual({ status: ZNX_APP.loanFirst });
    const told = await env.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages m JOIN employees e
         ON e.id = m.receive_employee_id JOIN persons p ON p.id = e.person_id
         WHERE p.mobile = '13800000351' AND m.title LIKE '待放款初审%'`,
    );
    expect(told[0]?.n).toBeGreaterThan(0);

    const list = await call(env.app, `${P}/znx/list`, { token: await loan1(), body: { status: [ZNX_APP.loanFirst] } });
    expect(list.env.body.waiting.loanFirst).toBeGreaterThanOrEqual(1);
    expect(list.env.body.list.find((l: { id: number }) => l.id === id).actions).toEqual(['loanFirst']);
    expect(
      (await call(env.app, `${P}/znx/review`, { token: await loan1(), body: { id, approve: true } })).env.body,
    ).toEqual({ status: ZNX_APP.loanSecond });
    // 放款初审 cannot take the next step, nor pay out.
    expect(
      (await call(env.app, `${P}/znx/review`, { token: await loan1(), body: { id, approve: true } })).env.status,
    ).toBe(4030);
    expect(
      (await call(env.app, `${P}/znx/review`, { token: await loan2(), body: { id, approve: true } })).env.body,
    ).toEqual({ status: ZNX_APP.pendingPayment });

    const today = chinaDate(env.clock());
    const wrong = await call(env.app, `${P}/znx/disburse`, {
      token: await payer(),
      body: { id, date: today, amount: '80000.00', bankRef: 'BK202611280001' },
    });
    expect(wrong.env.ok).toBe(false);
    expect(wrong.env.msg).toContain(`放款金额应为 ¥${fenToYuan(expected.netFen)}`);
    const paid = await call(env.app, `${P}/znx/disburse`, {
      token: await payer(),
      body: { id, date: today, amount: fenToYuan(expected.netFen), bankRef: 'BK202611280001' },
    });
    expect(paid.env.ok, paid.env.msg).toBe(true);
    const child = (
      await env.db.query<{
        holder_comp_id: number;
        amount_fen: number;
        financed: boolean;
        status: number;
        parent_id: number;
      }>('SELECT holder_comp_id, amount_fen, financed, status, parent_id FROM credit_vouchers WHERE id = $1', [
        paid.env.body.childVoucherId,
      ])
    )[0];
    expect(child).toMatchObject({
      holder_comp_id: (await ids()).funding.id,
      amount_fen: 10_000_000,
      financed: true,
      status: VOUCHER.held,
      parent_id: voucherId,
    });
    expect(await balance(voucherId)).toMatchObject({
      available_fen: 20_000_000,
      reserved_fen: 0,
      status: VOUCHER.held,
    });
    const d = await call(env.app, `${P}/znx/detail`, { token: await operator(), body: { id } });
    expect(d.env.body).toMatchObject({
      status: ZNX_APP.disbursed,
      statusName: '已放款',
      disbursedOn: today,
      bankRef: 'BK202611280001',
      side: 'applicant',
    });
    expect(d.env.body.steps.map((s: { step: string }) => s.step)).toEqual([
      '融资申请',
      '复核提交',
      '放款初审',
      '放款复审',
      '财务放款',
    ]);
    const log = await env.db.query<{ action: string }>(
      "SELECT action FROM operation_logs WHERE action LIKE 'znx.%' AND (target LIKE $1 OR target LIKE $2)",
      [`${d.env.body.appNo}%`, `凭证${d.env.body.voucherNo}`],
    );
    expect(new Set(log.map((l) => l.action))).toEqual(
      new Set(['znx.apply', 'znx.submit', 'znx.review', 'znx.disburse']),
    );
    // The disbursement record as PDF, accepted by the public verification (and a changed file is not).
    const pdf = await env.app.inject({
      method: 'GET',
      url: `/api${P}/znx/pdf?id=${id}`,
      headers: { authorization: `Bearer ${await operator()}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const sha = createHash('sha256').update(pdf.rawPayload).digest('hex');
    const ok1 = await call(env.app, `${P}/public/voucher/verify`, {
      body: { voucherNo: d.env.body.appNo, sha256: sha },
    });
    expect(ok1.env.body).toMatchObject({
      genuine: true,
      voucherNo: d.env.body.appNo,
      issuerName: '恒丰资金服务有限公司',
      amount: fenToYuan(expected.netFen),
      statusName: '已放款',
    });
    const forged = await call(env.app, `${P}/public/voucher/verify`, {
      body: { voucherNo: d.env.body.appNo, sha256: sha.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
    });
    expect(forged.env.body.genuine).toBe(false);
    // 财务管理 exports every application of the funder.
    const x = await env.app.inject({
      method: 'GET',
      url: `/api${P}/znx/export`,
      headers: { authorization: `Bearer ${await as('13800000356')}` },
    });
    expect(x.statusCode).toBe(200);
    expect(x.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('adds the risk reviews above the threshold and never lets one person approve two steps', async () => {
    const voucherId = await heldVoucher(10_000_000, 120);
    const id = (await apply(voucherId, '8000000.00')).env.body.id as number;
    await call(env.app, `${P}/znx/submit`, { token: await reviewer(), body: { id, approve: true } });
    // 唐雪 (放款复审) also gets 放款初审 for this test: she may make one of the two steps only.
    await env.db.query(
      `INSERT INTO employee_roles (employee_id, prod_code, employee_role)
         SELECT e.id, 'ZNX', 'E106' FROM employees e JOIN persons p
         ON p.id = e.person_id WHERE p.mobile = '13800000352'`,
    );
    await announceGrantsChanged(env.db);
    try {
      expect(
        (await call(env.app, `${P}/znx/review`, { token: await loan2(), body: { id, approve: true } })).env.body,
      ).toEqual({ status: ZNX_APP.loanSecond });
      const twice = await call(env.app, `${P}/znx/review`, { token: await loan2(), body: { id, approve: true } });
      expect(twice.env).toMatchObject({ ok: false, status: 4030, msg: '同一人不能审核同一笔融资申请的两个环节' });
    } finally {
      await env.db.query(`DELETE FROM employee_roles WHERE prod_code = 'ZNX' AND employee_role = 'E106'
           AND employee_id IN (SELECT e.id FROM employees e JOIN persons p
           ON p.id = e.person_id WHERE p.mobile = '13800000352')`);
      await announceGrantsChanged(env.db);
    }
    await env.db.query(`INSERT INTO employee_roles (employee_id, prod_code, employee_role)
         SELECT e.id, 'ZNX', 'E107' FROM employees e JOIN persons p
         ON p.id = e.person_id WHERE p.mobile = '13800000351'`);
    await announceGrantsChanged(env.db);
    // 韩冰 holds 放款复审 now but made no step of this application.
    expect(
      (await call(env.app, `${P}/znx/review`, { token: await loan1(), body: { id, approve: true } })).env.body,
    ).toEqual({ status: ZNX_APP.riskFirst });
    expect(
      (await call(env.app, `${P}/znx/review`, { token: await risk1(), body: { id, approve: true } })).env.body,
    ).toEqual({ status: ZNX_APP.riskSecond });
    expect(
      (await call(env.app, `${P}/znx/review`, { token: await risk2(), body: { id, approve: true } })).env.body,
    ).toEqual({ status: ZNX_APP.pendingPayment });
  });

  it('gives the reservation and the invoices back on rejection, and never finances an invoice twice', async () => {
    const voucherId = await heldVoucher(50_000);
    const inv = invoice('30000.00');
    const first = await apply(voucherId, '20000.00', { invoices: [inv] });
    expect(first.env.ok).toBe(true);
    const again = await apply(voucherId, '10000.00', { invoices: [inv] });
    expect(again.env).toMatchObject({
      ok: false,
      msg: `发票${inv.invoiceNo}已用于融资申请${first.env.body.appNo}，不能重复使用`,
    });
    const over = await apply(voucherId, '20000.00', { invoices: [invoice('19999.99')] });
    expect(over.env.msg).toBe('融资金额不能超过发票金额合计 ¥19999.99');
    const id = first.env.body.id as number;
    await call(env.app, `${P}/znx/submit`, { token: await reviewer(), body: { id, approve: true } });
    const noReason = await call(env.app, `${P}/znx/review`, { token: await loan1(), body: { id, approve: false } });
    expect(noReason.env.msg).toBe('驳回时请填写原因');
    const r = await call(env.app, `${P}/znx/review`, {
      token: await loan1(),
      body: { id, approve: false, reason: '贸易背景不清晰' },
    });
    expect(r.env.body).toEqual({ status: ZNX_APP.rejected });
    expect(await balance(voucherId)).toMatchObject({ available_fen: 5_000_000, reserved_fen: 0, status: VOUCHER.held });
    // The applicant's administrators, operators and reviewers hear of it, with the reason; nobody else.
    const told = await env.db.query<{ entitled: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM employee_roles r WHERE r.employee_id = m.receive_employee_id
                AND r.prod_code = 'ZNX' AND r.employee_role IN ('E101', 'E102', 'E103')) AS entitled
         FROM messages m WHERE m.title = $1 AND m.summary LIKE '%贸易背景不清晰%' AND m.msg_type = 'BUSINESS'`,
      [`融资申请被驳回：${first.env.body.appNo}`],
    );
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((t) => t.entitled)).toBe(true);
    // The invoice is free again.
    expect((await apply(voucherId, '10000.00', { invoices: [inv] })).env.ok).toBe(true);
  });

  it('never lets parallel applications spend the same balance', async () => {
    const voucherId = await heldVoucher(300_000);
    const results = await Promise.all(Array.from({ length: 8 }, () => apply(voucherId, '50000.00')));
    expect(results.filter((r) => r.env.ok)).toHaveLength(6);
    for (const r of results.filter((x) => !x.env.ok)) expect(r.env.msg).toMatch(/超过可用余额/);
    expect(await balance(voucherId)).toMatchObject({ available_fen: 0, reserved_fen: 30_000_000 });
    const sum = await env.db.query<{ s: number }>(
      `SELECT COALESCE(sum(applied_fen), 0)::bigint AS s FROM znx_applications
         WHERE voucher_id = $1 AND status = ${ZNX_APP.pendingSubmit}`,
      [voucherId],
    );
    expect(Number(sum[0]?.s)).toBe(30_000_000);
  });

  it('enforces roles, the settings, and refuses bad input without a change', async () => {
    const voucherId = await heldVoucher(10_000);
    // The funder's reviewers cannot apply; the supplier cannot review; nobody else's application is visible.
    expect(
      (
        await call(env.app, `${P}/znx/apply`, {
          token: await loan1(),
          body: {
            voucherId,
            amount: '1.00',
            funderCompCode: 'C1',
            contractNo: 'x',
            invoices: [invoice('1.00')],
            idemKey: key(),
          },
        })
      ).env.status,
    ).toBe(4030);
    const id = (await apply(voucherId, '5000.00')).env.body.id as number;
    expect(
      (await call(env.app, `${P}/znx/review`, { token: await operator(), body: { id, approve: true } })).env.status,
    ).toBe(4030);
    expect((await call(env.app, `${P}/znx/detail`, { token: await as('13800000002'), body: { id } })).env.ok).toBe(
      false,
    );
    for (const [body, msg] of [
      [{ amount: '0.001' }, /金额格式不正确/],
      [{ amount: '20000.00', invoices: [invoice('20000.00')] }, /超过可用余额/],
      [{ invoices: [] }, /至少需要1项/],
      [{ invoices: [{ invoiceNo: 'abc', amount: '1.00', invoiceDate: '2026-10-01' }] }, /发票号码为8-20位数字/],
      [{ funderCompCode: 'C99999' }, /资金方不存在/],
    ] as Array<[Record<string, unknown>, RegExp]>) {
      const r = await apply(voucherId, '1000.00', body);
      expect(r.env.ok, JSON.stringify(body)).toBe(false);
      expect(r.env.msg, JSON.stringify(body)).toMatch(msg);
    }
    expect(await balance(voucherId)).toMatchObject({ reserved_fen: 500_000 });
    // Settings: the funder's administrator only, within limits.
    const admin = await as('13800000009');
    const bad = await call(env.app, `${P}/znx/settings/save`, {
      token: admin,
      body: { ratioBp: 0, annualRateBp: 450, feeRateBp: 10, fixedFee: '200.00', riskThreshold: '5000000.00' },
    });
    expect(bad.env.msg).toBe('融资比例须在 0.01% 至 100% 之间');
    expect(
      (
        await call(env.app, `${P}/znx/settings/save`, {
          token: await loan1(),
          body: { ratioBp: 7000, annualRateBp: 450, feeRateBp: 10, fixedFee: '200.00', riskThreshold: '5000000.00' },
        })
      ).env.status,
    ).toBe(4030);
    const good = await call(env.app, `${P}/znx/settings/save`, {
      token: admin,
      body: { ratioBp: 8000, annualRateBp: 450, feeRateBp: 10, fixedFee: '200.00', riskThreshold: '5000000.00' },
    });
    expect(good.env.ok, good.env.msg).toBe(true);
    expect((await call(env.app, `${P}/znx/settings`, { token: admin })).env.body).toMatchObject({
      ratioBp: 8000,
      text: '融资比例80.00%，年化利率4.50%，服务费率0.10%',
    });
  });

  // 融资列表's summary and 待我审核 counts come from totals a trigger keeps (0068_znx_totals.sql):
  // after every kind of step above, and parallel applications and reviews now, they equal a recount.
  it('keeps the list totals equal to a recount of the applications, through parallel steps', async () => {
    const voucherId = await heldVoucher(400_000);
    const applied = await Promise.all(Array.from({ length: 6 }, () => apply(voucherId, '50000.00')));
    const appIds = applied.map((r) => r.env.body.id as number);
    await Promise.all(
      appIds.map(async (id) =>
        call(env.app, `${P}/znx/submit`, { token: await reviewer(), body: { id, approve: true } }),
      ),
    );
    await Promise.all(
      appIds.map(async (id, i) =>
        call(env.app, `${P}/znx/review`, {
          token: await loan1(),
          body: i % 2 === 0 ? { id, approve: true } : { id, approve: false, reason: '资料不全' },
        }),
      ),
    );
    const kept = await env.db.query<{
      comp_id: number;
      side: string;
      status: number;
      n: number;
      applied: string;
      financing: string;
    }>(
      `SELECT comp_id, side, status, n, applied_fen::text AS applied, financing_fen::text AS financing
         FROM znx_app_totals WHERE n <> 0
        ORDER BY comp_id, side, status`,
    );
    const counted = await env.db.query<(typeof kept)[number]>(
      `SELECT comp_id, side, status, n, applied, financing FROM (
         SELECT applicant_comp_id AS comp_id, 'A' AS side, status, count(*)::int AS n,
                sum(applied_fen)::text AS applied, sum(financing_fen)::text AS financing
           FROM znx_applications GROUP BY applicant_comp_id, status
         UNION ALL
         SELECT funder_comp_id, 'F', status, count(*)::int, sum(applied_fen)::text, sum(financing_fen)::text
           FROM znx_applications GROUP BY funder_comp_id, status
       ) c ORDER BY comp_id, side, status`,
    );
    expect(counted.length).toBeGreaterThan(2);
    expect(kept).toEqual(counted);
    // What the funder's reviewer sees is that recount.
    const { funding } = await ids();
    const list = await call(env.app, `${P}/znx/list`, {
      token: await loan1(),
      body: { pageNum: 1, pageSize: 10, status: [ZNX_APP.loanSecond] },
    });
    const second = counted.find((c) => c.comp_id === funding.id && c.side === 'F' && c.status === ZNX_APP.loanSecond);
    expect(list.env.body.total).toBe(second?.n);
    expect(list.env.body.waiting.loanSecond).toBe(second?.n);
  });
});
