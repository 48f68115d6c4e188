/**
 * 兑付 / 清分 (SETTLE): due vouchers appear for the issuer's finance; confirming pays the face
 * amount once, cleared to the holders of every part (the financed part to the funder); parallel
 * confirms pay once; the tree becomes 已兑付 and the credit line gets the amount back; overdue
 * vouchers get one reminder a day; roles enforced.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, login, P } from './helpers/api';
import { databases, useTestEnv } from './helpers/test-app';
import { insertVoucher } from '../../server/features/voucher/voucher.repo';
import { vouchersChanged } from '../../server/features/voucher/voucher-summary-cache';
import { takeCredit } from '../../server/features/credit/credit-usage.service';
import { VOUCHER } from '../../shared/rules/status-codes';
import { addDays, chinaDate } from '../../shared/rules/calendar';
import { DAY } from '../../server/core/time';
import type { Db } from '../../server/db/db';
import {
  dueDays,
  pageDueRoots,
  pageReceivables,
  summarizeReceivables,
} from '../../server/features/settle/settle-list.repo';

async function comp(db: Db, name: string): Promise<number> {
  const id = (await db.query<{ id: number }>('SELECT id FROM companies WHERE comp_name LIKE $1', [`%${name}%`]))[0]?.id;
  if (id === undefined) throw new Error(name);
  return id;
}

describe.each(databases())('settlement on %s', (kind) => {
  const env = useTestEnv(kind);

  /**
   * A root of ¥300,000 held by the supplier,
   * ¥100,000 of it transferred to the second supplier and ¥50,000 financed by the funder.
   */
  async function tree(dueInDays: number) {
    const core = await comp(env.db, '华信');
    const supplier = await comp(env.db, '华南精密');
    const supplier2 = await comp(env.db, '东莞华科');
    const funding = await comp(env.db, '恒丰');
    const by = (await env.db.query<{ id: number }>('SELECT id FROM employees WHERE comp_id = $1 LIMIT 1', [core]))[0]
      ?.id as number;
    const today = chinaDate(env.clock());
    const due = addDays(today, dueInDays);
    const base = {
      depth: 0,
      issuerCompId: core,
      issueDate: today,
      dueDate: due,
      contractNo: 'HT',
      invoiceNos: [],
      attachments: [],
      remark: '',
      createdBy: by,
      now: env.clock(),
    };
    const root = await insertVoucher(env.db, {
      ...base,
      rootId: null,
      rootNo: null,
      parentId: null,
      fromCompId: core,
      holderCompId: supplier,
      amountFen: 30_000_000,
      status: VOUCHER.held,
    });
    await env.db.query('UPDATE credit_vouchers SET available_fen = 15000000 WHERE id = $1', [root.id]);
    const child = {
      ...base,
      rootId: root.id,
      rootNo: root.voucherNo,
      parentId: root.id,
      depth: 1,
      fromCompId: supplier,
    };
    await insertVoucher(env.db, { ...child, holderCompId: supplier2, amountFen: 10_000_000, status: VOUCHER.held });
    await insertVoucher(env.db, {
      ...child,
      holderCompId: funding,
      amountFen: 5_000_000,
      status: VOUCHER.held,
      financed: true,
    });
    await env.db.transaction((tx) =>
      takeCredit(tx, {
        issuerCompId: core,
        voucherId: root.id,
        voucherNo: root.voucherNo,
        amountFen: 30_000_000,
        issueDate: today,
        dueDate: due,
        lineId: null,
        now: env.clock(),
      }),
    );
    return { root, core, supplier, supplier2, funding };
  }

  it("pays the demo's due voucher with a financed part: the funder its part (融), the supplier the rest", async () => {
    const root = (
      await env.db.query<{ id: number; voucher_no: string }>(
        "SELECT id, voucher_no FROM credit_vouchers WHERE contract_no = 'HX-CG-2026-0900' AND parent_id IS NULL",
      )
    )[0];
    expect(root).toBeTruthy();
    const id = Number(root?.id);
    const funding = await comp(env.db, '恒丰');
    const supplier = await comp(env.db, '华南精密');
    // As seeded: the part was bought through a disbursed financing application, then matured.
    const tree = await env.db.query<{
      id: number;
      holder_comp_id: number;
      amount_fen: number;
      available_fen: number;
      status: number;
      financed: boolean;
    }>(
      `SELECT id, holder_comp_id, amount_fen, available_fen, status, financed
         FROM credit_vouchers WHERE root_id = $1 ORDER BY id`,
      [id],
    );
    expect(
      tree.map((n) => [n.holder_comp_id, Number(n.amount_fen), Number(n.available_fen), n.status, n.financed]),
    ).toEqual([
      [supplier, 12_000_000, 7_000_000, VOUCHER.due, false],
      [funding, 5_000_000, 5_000_000, VOUCHER.due, true],
    ]);
    const app = await env.db.query<{ status: number; child_voucher_id: number }>(
      'SELECT status, child_voucher_id FROM znx_applications WHERE voucher_id = $1',
      [id],
    );
    expect(app).toHaveLength(1);
    expect(Number(app[0]?.child_voucher_id)).toBe(Number(tree[1]?.id));
    // The funder sees its part in 待收款 (融).
    const funderPayer = (await login(env.app, env.db, '13800000355')).accessToken; // 马超, the funder's 财务付款
    const waiting = (
      await call(env.app, `${P}/settle/receivables`, {
        token: funderPayer,
        body: { tab: 'pending', dueDate: chinaDate(env.clock()) },
      })
    ).env.body;
    expect(waiting.pending.find((r: { voucherId: number }) => r.voucherId === Number(tree[1]?.id))).toMatchObject({
      amount: '50000.00',
      financed: true,
      statusName: '待兑付',
    });

    const finance = (await login(env.app, env.db, '13800000007')).accessToken;
    const plan = (await call(env.app, `${P}/settle/clearing`, { token: finance, body: { voucherId: id } })).env.body;
    expect(
      plan.payouts.map((p: { payeeName: string; amount: string; financed: boolean }) => [
        p.payeeName,
        p.amount,
        p.financed,
      ]),
    ).toEqual([
      ['华南精密零部件供应有限公司', '70000.00', false],
      ['恒丰资金服务有限公司', '50000.00', true],
    ]);
    // The voucher list's summary of 已兑付 (cached until a voucher changes) counts it at once.
    const core = (await login(env.app, env.db, '13800000002')).accessToken; // 李娜, BILL
    const paidCount = async () =>
      (await call(env.app, `${P}/voucher/list`, { token: core, body: { tab: 'issued', status: VOUCHER.paid } })).env
        .body.summary.count as number;
    const paidBefore = await paidCount();
    const paid = await call(env.app, `${P}/settle/confirm`, {
      token: finance,
      body: { voucherIds: [id], bankRef: 'ICBC-FIN-1' },
    });
    expect(paid.env.body).toMatchObject({ done: 1, paid: '120000.00', failed: [] });
    const records = await env.db.query<{ payee_comp_id: number; amount_fen: number; financed: boolean }>(
      'SELECT payee_comp_id, amount_fen, financed FROM settlements WHERE root_id = $1 ORDER BY id',
      [id],
    );
    expect(records.map((r) => [r.payee_comp_id, Number(r.amount_fen), r.financed])).toEqual([
      [supplier, 7_000_000, false],
      [funding, 5_000_000, true],
    ]);
    expect(await paidCount()).toBe(paidBefore + 1);
    const after = (await call(env.app, `${P}/settle/clearing`, { token: finance, body: { voucherId: id } })).env.body;
    expect(after.paid).toBe(true);
    expect(
      after.payouts.map((p: { payeeName: string; amount: string; financed: boolean; status: string }) => [
        p.payeeName,
        p.amount,
        p.financed,
        p.status,
      ]),
    ).toEqual([
      ['华南精密零部件供应有限公司', '70000.00', false, '已兑付'],
      ['恒丰资金服务有限公司', '50000.00', true, '已兑付'],
    ]);
    // The funder's 已收款 shows its part, the financed mark on it.
    const got = (await call(env.app, `${P}/settle/receivables`, { token: funderPayer, body: { tab: 'received' } })).env
      .body;
    expect(got.received.find((r: { voucherId: number }) => r.voucherId === Number(tree[1]?.id))).toMatchObject({
      amount: '50000.00',
      financed: true,
      bankRef: 'ICBC-FIN-1',
    });
  });

  it('pays a due root once, cleared to every holder, under parallel confirms', async () => {
    const t = await tree(10);
    let finance = (await login(env.app, env.db, '13800000007')).accessToken; // 孙丽, core SETTLE E108
    const due = await call(env.app, `${P}/settle/due`, { token: finance, body: {} });
    const row = due.env.body.list.find((r: { voucherId: number }) => r.voucherId === t.root.id);
    expect(row).toMatchObject({ amount: '300000.00', parts: 3, payable: false, statusName: '未到期' });
    expect(due.env.body.days.find((d: { dueDate: string }) => d.dueDate === row.dueDate).count).toBeGreaterThanOrEqual(
      1,
    );
    const early = await call(env.app, `${P}/settle/confirm`, {
      token: finance,
      body: { voucherIds: [t.root.id], bankRef: 'PAY001' },
    });
    expect(early.env.body.failed[0].msg).toContain('尚未到期');

    const plan = await call(env.app, `${P}/settle/clearing`, { token: finance, body: { voucherId: t.root.id } });
    expect(
      plan.env.body.payouts
        .map((p: { amount: string; financed: boolean }) => `${p.amount}${p.financed ? '融' : ''}`)
        .sort(),
    ).toEqual(['100000.00', '150000.00', '50000.00融']);

    env.clock.advance(10 * DAY);
    try {
      finance = (await login(env.app, env.db, '13800000007')).accessToken;
      // A supplier's operator cannot confirm.
      const supplierOp = (await login(env.app, env.db, '13800000013')).accessToken;
      expect(
        (
          await call(env.app, `${P}/settle/confirm`, {
            token: supplierOp,
            body: { voucherIds: [t.root.id], bankRef: 'PAY001' },
          })
        ).env.status,
      ).toBe(4030);
      // The day buttons' totals, read (and cached) before the payment, count the root.
      const dayOf = async () => {
        const body = (await call(env.app, `${P}/settle/due`, { token: finance, body: {} })).env.body;
        return body.days.find((d: { dueDate: string }) => d.dueDate === row.dueDate) ?? { count: 0 };
      };
      const dayBefore = await dayOf();
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          call(env.app, `${P}/settle/confirm`, {
            token: finance,
            body: { voucherIds: [t.root.id], bankRef: 'PAY002' },
          }),
        ),
      );
      expect(results.filter((r) => r.env.body?.done === 1)).toHaveLength(1);
      // Paid: gone from the day's totals at once (the payment announces the change).
      expect((await dayOf()).count).toBe(dayBefore.count - 1);
      for (const r of results.filter((x) => x.env.body?.done !== 1))
        expect(r.env.body.failed[0].msg).toMatch(/已兑付，不会重复付款/);
      const paid = await env.db.query<{ payee_comp_id: number; amount_fen: number; financed: boolean }>(
        'SELECT payee_comp_id, amount_fen, financed FROM settlements WHERE root_id = $1',
        [t.root.id],
      );
      expect(paid.reduce((s, p) => s + Number(p.amount_fen), 0)).toBe(30_000_000);
      expect(paid.find((p) => p.financed)).toMatchObject({ payee_comp_id: t.funding, amount_fen: 5_000_000 });
      const statuses = await env.db.query<{ status: number }>(
        'SELECT DISTINCT status FROM credit_vouchers WHERE root_id = $1',
        [t.root.id],
      );
      expect(statuses.map((s) => s.status)).toEqual([VOUCHER.paid]);
      const usage = await env.db.query<{ released_at: number | null; release_reason: string }>(
        'SELECT released_at, release_reason FROM credit_usages WHERE voucher_id = $1',
        [t.root.id],
      );
      expect(usage[0]).toMatchObject({ release_reason: '凭证已兑付' });
      // The second supplier sees it received.
      const s2 = (await login(env.app, env.db, '13800000014')).accessToken;
      const got = await call(env.app, `${P}/settle/receivables`, { token: s2, body: { tab: 'received' } });
      expect(
        got.env.body.received.find((r: { voucherNo: string; amount: string }) => r.amount === '100000.00'),
      ).toBeTruthy();
      const after = await call(env.app, `${P}/settle/clearing`, { token: finance, body: { voucherId: t.root.id } });
      expect(after.env.body).toMatchObject({ paid: true });
      expect(
        after.env.body.payouts.every(
          (p: { settleNo: string; bankRef: string }) => /^JS\d{10}$/.test(p.settleNo) && p.bankRef === 'PAY002',
        ),
      ).toBe(true);
      // Each settlement record as PDF, accepted by the public verification; the payee may download it, others not.
      const settleNo = after.env.body.payouts[0].settleNo as string;
      const pdf = await env.app.inject({
        method: 'GET',
        url: `/api${P}/settle/pdf?settleNo=${settleNo}`,
        headers: { authorization: `Bearer ${finance}` },
      });
      expect(pdf.statusCode).toBe(200);
      const sha = createHash('sha256').update(pdf.rawPayload).digest('hex');
      const verified = await call(env.app, `${P}/public/voucher/verify`, {
        body: { voucherNo: settleNo, sha256: sha },
      });
      expect(verified.env.body).toMatchObject({
        genuine: true,
        issuerName: '华信核心制造集团有限公司',
        statusName: '已兑付',
      });
      const stranger = (await login(env.app, env.db, '13800000011')).accessToken;
      const refused = await env.app.inject({
        method: 'GET',
        url: `/api${P}/settle/pdf?settleNo=${settleNo}`,
        headers: { authorization: `Bearer ${stranger}` },
      });
      expect(JSON.parse(refused.body).ok).toBe(false);
    } finally {
      env.clock.reset();
    }
  });

  it('reminds of an overdue unpaid voucher once a day, and pays all due on a date', async () => {
    const t = await tree(3);
    env.clock.advance(5 * DAY);
    try {
      const finance = (await login(env.app, env.db, '13800000007')).accessToken;
      await call(env.app, `${P}/settle/due`, { token: finance, body: {} });
      await call(env.app, `${P}/settle/due`, { token: finance, body: {} });
      const reminders = async () =>
        (
          await env.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM messages m JOIN employees e
               ON e.id = m.receive_employee_id JOIN persons p ON p.id = e.person_id
               WHERE p.mobile = '13800000007' AND m.title = $1`,
            [`逾期提醒：凭证${t.root.voucherNo}`],
          )
        )[0]?.n;
      expect(await reminders()).toBe(1);
      const row = (await call(env.app, `${P}/settle/due`, { token: finance, body: {} })).env.body.list.find(
        (r: { voucherId: number }) => r.voucherId === t.root.id,
      );
      expect(row).toMatchObject({ statusName: '已逾期', payable: true });
      env.clock.advance(DAY);
      const again = (await login(env.app, env.db, '13800000007')).accessToken;
      await call(env.app, `${P}/settle/due`, { token: again, body: {} });
      expect(await reminders()).toBe(2);
      const byDate = await call(env.app, `${P}/settle/confirm`, {
        token: again,
        body: { dueDate: row.dueDate, bankRef: 'PAY-BATCH-1' },
      });
      expect(byDate.env.ok, byDate.env.msg).toBe(true);
      expect(byDate.env.body.done).toBeGreaterThanOrEqual(1);
      const bad = await call(env.app, `${P}/settle/confirm`, {
        token: again,
        body: { dueDate: '2026-02-30', bankRef: 'X' },
      });
      expect(bad.env.ok).toBe(false);
    } finally {
      env.clock.reset();
    }
  });

  /** `n` roots of ¥1.01 … issued by the core enterprise to the supplier, due on `day`. */
  async function bulkRoots(n: number, day: string, tag: string): Promise<void> {
    const core = await comp(env.db, '华信');
    const supplier = await comp(env.db, '华南精密');
    const by = (await env.db.query<{ id: number }>('SELECT id FROM employees WHERE comp_id = $1 LIMIT 1', [core]))[0]
      ?.id as number;
    await env.db.query(
      `INSERT INTO credit_vouchers (voucher_no, root_no, depth, issuer_comp_id,
         from_comp_id, holder_comp_id, amount_fen, available_fen, reserved_fen,
         issue_date, due_date, status, contract_no, created_by, created_at, updated_at)
       SELECT lpad(nextval('credit_voucher_no_seq')::text, 12, '0'), '', 0, $1::int, $1::int, $2::int,
         100 + g, 100 + g, 0, $3::date, $4::date, ${VOUCHER.held}, $7, $5::int, $6::bigint, $6::bigint
       FROM generate_series(1, $8::int) g`,
      [core, supplier, addDays(day, -60), day, by, env.clock(), tag, n],
    );
    await env.db.query('UPDATE credit_vouchers SET root_id = id, root_no = voucher_no WHERE contract_no = $1', [tag]);
    // Written past the repositories: announced as they announce theirs (the cached list summaries).
    await vouchersChanged(env.db);
  }
  /** The fen of ¥1.01 + ¥1.02 + … of n roots, as yuan text. */
  const bulkYuan = (n: number): string => {
    const fen = n * 100 + (n * (n + 1)) / 2;
    return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
  };
  const yuanFen = (y: string): number => {
    const [i = '0', f = '00'] = y.split('.');
    return Number(i) * 100 + Number(f);
  };

  it('sums 待兑付 per due date over every due root, whatever page or day the list shows', async () => {
    const today = chinaDate(env.clock());
    const day = addDays(today, 11);
    const n = 520;
    await bulkRoots(n, day, 'BULK-DAYS');
    try {
      const finance = (await login(env.app, env.db, '13800000007')).accessToken;
      const all = (await call(env.app, `${P}/settle/due`, { token: finance, body: {} })).env.body;
      const bulk = all.days.find((d: { dueDate: string }) => d.dueDate === day);
      expect(bulk).toEqual({ dueDate: day, count: n, total: bulkYuan(n) });
      // The summary is the sum of the days; a page is a page.
      expect(all.summary.count).toBe(all.days.reduce((s: number, d: { count: number }) => s + d.count, 0));
      expect(yuanFen(all.summary.totalAmount)).toBe(
        all.days.reduce((s: number, d: { total: string }) => s + yuanFen(d.total), 0),
      );
      expect(all).toMatchObject({ total: all.summary.count, pageNum: 1, pageSize: 10 });
      expect(all.list).toHaveLength(10);
      // Asked for that day alone: the day's summary; the day buttons still show every day.
      const one = (await call(env.app, `${P}/settle/due`, { token: finance, body: { dueDate: day } })).env.body;
      expect(one.summary).toEqual({ count: n, totalAmount: bulkYuan(n), overdueCount: 0, overdueAmount: '0.00' });
      expect(one.days).toEqual(all.days);
    } finally {
      await env.db.query("DELETE FROM credit_vouchers WHERE contract_no = 'BULK-DAYS'");
      await vouchersChanged(env.db);
    }
  });

  it('pages 待兑付 and 待收款 beyond 500 rows, filtered by due day or range, overdue summed apart', async () => {
    const today = chinaDate(env.clock());
    const late = addDays(today, 13);
    const past = addDays(today, -3);
    const finance = (await login(env.app, env.db, '13800000007')).accessToken; // 孙丽, the issuer's 财务付款
    const holder = (await login(env.app, env.db, '13800000013')).accessToken; // 林涛, the supplier's operator
    const range = { dueDateFrom: past, dueDateTo: late };
    const before = {
      due: (await call(env.app, `${P}/settle/due`, { token: finance, body: range })).env.body.summary,
      pending: (await call(env.app, `${P}/settle/receivables`, { token: holder, body: { tab: 'pending', ...range } }))
        .env.body.summary,
    };
    await bulkRoots(530, late, 'BULK-PAGE');
    await bulkRoots(12, past, 'BULK-PAST');
    try {
      for (const [path, token, extra, key] of [
        ['due', finance, {}, 'list'],
        ['receivables', holder, { tab: 'pending' }, 'pending'],
      ] as const) {
        // Every row of the day once, in order, over six pages of 100.
        const seen: number[] = [];
        for (let pageNum = 1; pageNum <= 6; pageNum++) {
          const page = (
            await call(env.app, `${P}/settle/${path}`, {
              token,
              body: { ...extra, dueDate: late, pageNum, pageSize: 100 },
            })
          ).env.body;
          expect(page).toMatchObject({ total: 530, pageNum, pageSize: 100 });
          expect(page.summary).toEqual({
            count: 530,
            totalAmount: bulkYuan(530),
            overdueCount: 0,
            overdueAmount: '0.00',
          });
          for (const r of page[key] as Array<{ voucherId: number; dueDate: string }>) {
            expect(r.dueDate).toBe(late);
            seen.push(r.voucherId);
          }
        }
        expect(seen).toHaveLength(530);
        expect(new Set(seen).size).toBe(530);
        expect(seen).toEqual([...seen].sort((a, b) => a - b));
        // A range: what was there before, and both bulks, the overdue one apart.
        const ranged = (
          await call(env.app, `${P}/settle/${path}`, { token, body: { ...extra, ...range, pageSize: 100 } })
        ).env.body;
        const was = path === 'due' ? before.due : before.pending;
        expect(ranged.summary.count).toBe(was.count + 542);
        expect(yuanFen(ranged.summary.totalAmount)).toBe(
          yuanFen(was.totalAmount) + yuanFen(bulkYuan(530)) + yuanFen(bulkYuan(12)),
        );
        expect(ranged.summary.overdueCount).toBe(was.overdueCount + 12);
        expect(yuanFen(ranged.summary.overdueAmount)).toBe(yuanFen(was.overdueAmount) + yuanFen(bulkYuan(12)));
        expect((ranged[key] as Array<{ dueDate: string }>)[0]?.dueDate).toBe(past);
        // Past the last page: empty, the totals unchanged.
        const beyond = (
          await call(env.app, `${P}/settle/${path}`, {
            token,
            body: { ...extra, dueDate: late, pageNum: 7, pageSize: 100 },
          })
        ).env.body;
        expect(beyond[key]).toEqual([]);
        expect(beyond.total).toBe(530);
      }
      // The overdue rows say so.
      const overdue = (await call(env.app, `${P}/settle/due`, { token: finance, body: { dueDate: past } })).env.body
        .list;
      expect(
        overdue.every((r: { statusName: string; payable: boolean }) => r.statusName === '已逾期' && r.payable),
      ).toBe(true);
    } finally {
      await env.db.query("DELETE FROM credit_vouchers WHERE contract_no IN ('BULK-PAGE', 'BULK-PAST')");
      await vouchersChanged(env.db);
    }
  });

  it('refuses bad list input with a Chinese message and changes nothing', async () => {
    const finance = (await login(env.app, env.db, '13800000007')).accessToken;
    const holder = (await login(env.app, env.db, '13800000013')).accessToken;
    const count = async () => (await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM settlements'))[0]?.n;
    const settledBefore = await count();
    const cases: Array<[string, string, Record<string, unknown>, RegExp]> = [
      [finance, 'due', { dueDate: '2026-02-30' }, /到期日不是有效日期/],
      [finance, 'due', { dueDate: '20261201' }, /日期格式应为YYYY-MM-DD/],
      [finance, 'due', { dueDateFrom: '2026-12-10', dueDateTo: '2026-12-01' }, /开始日期不能晚于结束日期/],
      [finance, 'due', { pageSize: 1000 }, /[\u4e00-\u9fa5]/],
      [finance, 'due', { pageNum: 0 }, /[\u4e00-\u9fa5]/],
      [finance, 'due', { status: 70 }, /[\u4e00-\u9fa5]/],
      [holder, 'receivables', { tab: 'pending', dueDateTo: '2026-13-01' }, /到期日不是有效日期/],
      [holder, 'receivables', { tab: 'all' }, /列表页签/],
      [holder, 'receivables', { tab: 'received', dueDate: '2026-12-01' }, /已收款不按到期日筛选/],
    ];
    for (const [token, path, body, msg] of cases) {
      const r = await call(env.app, `${P}/settle/${path}`, { token, body });
      expect(r.env.ok, `${path} ${JSON.stringify(body)}`).toBe(false);
      expect(r.http, JSON.stringify(body)).toBeLessThan(500);
      expect(r.env.msg, JSON.stringify(body)).toMatch(msg);
    }
    expect(await count()).toBe(settledBefore);
  });

  it('reads each list on its partial index (PostgreSQL)', async () => {
    if (env.db.kind !== 'pg') return;
    const today = chinaDate(env.clock());
    const f = {
      compId: await comp(env.db, '华信'),
      today,
      until: addDays(today, 30),
      dueDateFrom: addDays(today, -10),
    };
    // Each query EXPLAINed with sequential scans off: the plan can use the index only when the
    // query states the index's predicate.
    const plans: string[] = [];
    await env.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const explain: Db = {
        ...tx,
        query: async <T>(sql: string, params?: unknown[]) => {
          const rows = await tx.query<Record<string, string>>(`EXPLAIN ${sql}`, params);
          plans.push(rows.map((r) => Object.values(r).join('')).join('\n'));
          return [] as T[];
        },
      };
      await pageDueRoots(explain, f, 10, 0);
      await dueDays(explain, f.compId, f.until);
      await pageReceivables(explain, { ...f, compId: await comp(env.db, '华南精密') }, 10, 0);
      await summarizeReceivables(explain, { ...f, compId: await comp(env.db, '华南精密') });
    });
    expect(plans[0]).toContain('credit_vouchers_settle_due');
    expect(plans[1]).toContain('credit_vouchers_settle_due');
    expect(plans[2]).toContain('credit_vouchers_settle_receivable');
    expect(plans[3]).toContain('credit_vouchers_settle_receivable');
  });
});
