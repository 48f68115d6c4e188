/**
 * 融资列表's filters, summary and export (what parcels/znx shows): status, application number,
 * counterparty, applied-amount range and application-date range narrow the list; the summary
 * counts and totals every row the filters find (not the page); the Excel export takes the same
 * filters; a range the wrong way round or a malformed amount is refused in Chinese.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { call, P } from './helpers/api';
import { supplierVoucher, tokensOf, znxParties } from './helpers/znx';
import { databases, useTestEnv } from './helpers/test-app';
import { VOUCHER, ZNX_APP } from '../../shared/rules/status-codes';
import { addDays, chinaDate } from '../../shared/rules/calendar';
import { fenToYuan } from '../../shared/format/fen';

let seq = 0;
const key = () => `zl${Date.now().toString(36)}${(seq++).toString(36)}kkkk`;
let invoiceSeq = 20_000_000 + Math.floor(Math.random() * 1_000_000);

describe.each(databases())('the financing list on %s', (kind) => {
  const env = useTestEnv(kind);
  const as = tokensOf(env);
  const operator = () => as('13800000001', '华南');
  const manager = () => as('13800000356'); // 许洁, 财务管理 of the funder

  const companies = () => znxParties(env.db);

  async function applyFor(amount: string): Promise<{ id: number; appNo: string }> {
    const { funding } = await companies();
    const v = await supplierVoucher(env, { amountFen: 100_000_000 });
    const r = await call(env.app, `${P}/znx/apply`, {
      token: await operator(),
      body: {
        voucherId: v.id,
        amount,
        funderCompCode: funding.comp_code,
        contractNo: 'HT-LIST',
        invoices: [{ invoiceNo: String(invoiceSeq++), amount, invoiceDate: '2026-10-01' }],
        idemKey: key(),
      },
    });
    expect(r.env.ok, r.env.msg).toBe(true);
    return r.env.body as { id: number; appNo: string };
  }

  const list = async (token: string, body: Record<string, unknown>) =>
    call(env.app, `${P}/znx/list`, { token, body: { pageNum: 1, pageSize: 10, ...body } });

  it('narrows by amount range and date range, and the summary totals every row found', async () => {
    const small = await applyFor('1234.56');
    const big = await applyFor('98765.43');
    const token = await operator();
    const today = chinaDate(env.clock());

    const all = await list(token, { side: 'applicant', pageSize: 1 });
    expect(all.env.ok).toBe(true);
    // The summary is of everything found, not of the one row on the page.
    expect(all.env.body.list).toHaveLength(1);
    expect(all.env.body.summary.count).toBe(all.env.body.total);
    const every = await env.db.query<{ n: number; s: string }>(
      'SELECT count(*)::int AS n, sum(applied_fen)::text AS s FROM znx_applications WHERE applicant_comp_id = $1',
      [(await companies()).supplier],
    );
    expect(all.env.body.summary).toMatchObject({ count: every[0]?.n, totalAmount: fenToYuan(Number(every[0]?.s)) });

    const ranged = await list(token, {
      side: 'applicant',
      amountMin: '1234.56',
      amountMax: '1234.56',
      dateFrom: today,
      dateTo: today,
    });
    expect(ranged.env.body.list.map((r: { id: number }) => r.id)).toEqual([small.id]);
    expect(ranged.env.body.summary).toMatchObject({ count: 1, totalAmount: '1234.56', totalFinancing: '987.64' });
    // That summary is kept (voucher-summary-cache.ts) until an application changes: a new one counts at once.
    await applyFor('1234.56');
    const rangedAgain = await list(token, {
      side: 'applicant',
      amountMin: '1234.56',
      amountMax: '1234.56',
      dateFrom: today,
      dateTo: today,
    });
    expect(rangedAgain.env.body.summary).toMatchObject({ count: 2, totalAmount: '2469.12', totalFinancing: '1975.28' });

    const byNo = await list(token, { side: 'applicant', appNo: big.appNo });
    expect(byNo.env.body.list.map((r: { id: number }) => r.id)).toEqual([big.id]);

    const yesterday = await list(token, { side: 'applicant', dateTo: addDays(today, -30), amountMin: '98765.43' });
    expect(yesterday.env.body.summary).toMatchObject({ count: 0, totalAmount: '0.00' });

    const pending = await list(token, {
      side: 'applicant',
      status: [ZNX_APP.pendingSubmit],
      amountMin: '98765.43',
      amountMax: '98765.43',
    });
    expect(pending.env.body.list.map((r: { id: number }) => r.id)).toContain(big.id);
    expect(pending.env.body.list.every((r: { status: number }) => r.status === ZNX_APP.pendingSubmit)).toBe(true);
  });

  it(
    'offers the application form the vouchers it may finance: held, ' +
      'not due, balance left, never a funder’s part; operators only',
    async () => {
      const today = chinaDate(env.clock());
      const make = (due: string, status: number, financed = false) =>
        supplierVoucher(env, { amountFen: 500_000, dueDate: due, status, contractNo: 'HT-V', financed });
      const good = await make(addDays(today, 60), VOUCHER.held);
      const dueToday = await make(today, VOUCHER.held);
      const pending = await make(addDays(today, 60), VOUCHER.pendingSign);
      const bought = await make(addDays(today, 60), VOUCHER.held, true);
      const r = await call(env.app, `${P}/znx/vouchers`, { token: await operator(), body: {} });
      expect(r.env.ok, r.env.msg).toBe(true);
      const ids = (r.env.body as Array<{ id: number }>).map((v) => v.id);
      expect(ids).toContain(good.id);
      for (const v of [dueToday, pending, bought]) expect(ids).not.toContain(v.id);
      expect((r.env.body as Array<{ id: number }>).find((v) => v.id === good.id)).toMatchObject({
        amount: '5000.00',
        availableAmount: '5000.00',
        dueDate: addDays(today, 60),
        daysToDue: 60,
      });
      // The funder's people do not apply.
      const funder = await call(env.app, `${P}/znx/vouchers`, { token: await manager(), body: {} });
      expect(funder.env.ok).toBe(false);
    },
  );

  it('answers a page past the end with no rows, and still the tab’s summary and the funder’s 待我审核 counts', async () => {
    const one = await applyFor('2345.00');
    await call(env.app, `${P}/znx/submit`, { token: await as('13800000003'), body: { id: one.id, approve: true } });
    const funder = await as('13800000351'); // 韩冰, 放款初审
    const first = await list(funder, { status: [ZNX_APP.loanFirst] });
    expect(first.env.ok, first.env.msg).toBe(true);
    expect(first.env.body.list.length).toBeGreaterThan(0);
    const past = await list(funder, { status: [ZNX_APP.loanFirst], pageNum: 10_000 });
    expect(past.env.body.list).toEqual([]);
    expect(past.env.body.summary).toEqual(first.env.body.summary);
    expect(past.env.body.total).toBe(first.env.body.total);
    expect(past.env.body.waiting).toEqual(first.env.body.waiting);
    expect(past.env.body.waiting.loanFirst).toBe(first.env.body.total);
  });

  it('refuses ranges the wrong way round and malformed amounts, in Chinese', async () => {
    const token = await operator();
    const amounts = await list(token, { amountMin: '20.00', amountMax: '10.00' });
    expect(amounts.env).toMatchObject({ ok: false, msg: '最低金额不能大于最高金额' });
    const dates = await list(token, { dateFrom: '2026-11-02', dateTo: '2026-11-01' });
    expect(dates.env).toMatchObject({ ok: false, msg: '开始日期不能晚于结束日期' });
    const bad = await list(token, { amountMin: '1.234' });
    expect(bad.env.ok).toBe(false);
    expect(bad.env.msg).toMatch(/金额/);
    const noDate = await list(token, { dateFrom: '2026-02-30' });
    expect(noDate.env.ok).toBe(false);
    expect(noDate.env.msg).toMatch(/日期/);
  });

  it('exports what the filters find, for the funder’s 财务管理', async () => {
    const one = await applyFor('4321.00');
    await call(env.app, `${P}/znx/submit`, { token: await as('13800000003'), body: { id: one.id, approve: true } });
    const read = async (query: string) => {
      const res = await env.app.inject({
        method: 'GET',
        url: `/api${P}/znx/export${query}`,
        headers: { authorization: `Bearer ${await manager()}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const rows: string[][] = [];
      wb.worksheets[0]?.eachRow((row) =>
        rows.push(((row.values ?? []) as unknown[]).slice(1).map((v) => String(v ?? ''))),
      );
      return rows;
    };
    const filtered = await read(`?appNo=${one.appNo}&status=${ZNX_APP.loanFirst},${ZNX_APP.loanSecond}`);
    expect(filtered.slice(1).map((r) => r[0])).toEqual([one.appNo]);
    const none = await read(`?appNo=${one.appNo}&status=${ZNX_APP.disbursed}`);
    expect(none.slice(1)).toEqual([]);
    const bad = await env.app.inject({
      method: 'GET',
      url: `/api${P}/znx/export?status=abc`,
      headers: { authorization: `Bearer ${await manager()}` },
    });
    expect(bad.statusCode).toBeLessThan(500);
    expect(JSON.parse(bad.body)).toMatchObject({ ok: false, msg: '状态参数不正确' });
  });
});
