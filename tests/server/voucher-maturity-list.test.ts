/**
 * 到期 by the server's clock (the test moves it): 待兑付 on the due date, 已逾期 after it, no
 * transfer from the due date on, pending work lapses. The voucher list: tabs, filters, summary,
 * paging, export; the PDF of the face and the public verification of its hash.
 */
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DAY } from '../../server/core/time';
import { databases, useTestEnv } from './helpers/test-app';
import { call, login, P } from './helpers/api';
import { dueIn, key, SUPPLIER, SUPPLIER2, useCompanyIds, usePeople, voucherSteps } from './helpers/voucher';

describe.each(databases())('voucher maturity, list, PDF and verification on %s', (kind) => {
  const env = useTestEnv(kind);
  const p = usePeople(env);
  const ids = useCompanyIds(env);
  const ops = voucherSteps(env, p);
  /** 华信's operator issues `amount` to the supplier, due in `dueDays` (waiting for review). */
  const issueToSupplier = (amount: string, dueDays: number, contractNo: string) =>
    ops.post('/issue', p.coreOp.accessToken, {
      receiverCompId: ids.supplier,
      amount,
      dueDate: dueIn(env.clock(), dueDays),
      contractNo,
      idempotencyKey: key(),
    });
  afterAll(() => env.clock.reset());

  const detail = async (token: string, voucherId: number) => (await ops.post('/detail', token, { voucherId })).env.body;

  it('lists by tab with filters, a summary of the filtered list, and pages', async () => {
    const a = await ops.heldVoucher('1234.56');
    const b = await ops.heldVoucher('4321.00', SUPPLIER2);
    const issued = await ops.post('/list', p.coreOp.accessToken, {
      tab: 'issued',
      amountMin: '1234.56',
      amountMax: '4321.00',
      pageSize: 100,
    });
    const issuedIds = issued.env.body.list.map((v: { id: number }) => v.id);
    expect(issuedIds).toEqual(expect.arrayContaining([a, b]));
    const sum = issued.env.body.list.reduce(
      (s: number, v: { amount: string }) => s + Math.round(Number(v.amount) * 100),
      0,
    );
    expect(issued.env.body.summary).toEqual({ count: issued.env.body.total, totalAmount: (sum / 100).toFixed(2) });

    const supHeld = await ops.post('/list', p.supOp.accessToken, {
      tab: 'held',
      amountMin: '1234.56',
      amountMax: '1234.56',
    });
    expect(supHeld.env.body.list.map((v: { id: number }) => v.id)).toContain(a);
    expect(supHeld.env.body.list.map((v: { id: number }) => v.id)).not.toContain(b);
    expect(supHeld.env.body.list[0].actions).toContain('transfer');
    // The second supplier does not see the first one's voucher.
    expect(
      (await ops.post('/list', p.sup2Op.accessToken, { amountMin: '1234.56', amountMax: '1234.56' })).env.body.list.map(
        (v: { id: number }) => v.id,
      ),
    ).not.toContain(a);

    const no = (await detail(p.supOp.accessToken, a)).voucherNo as string;
    const byNo = await ops.post('/list', p.supOp.accessToken, { voucherNo: no });
    expect(byNo.env.body.list.map((v: { id: number }) => v.id)).toEqual([a]);
    expect(
      (await ops.post('/list', p.supOp.accessToken, { counterparty: '华信核心', status: 55, pageSize: 1 })).env.body,
    ).toMatchObject({ pageSize: 1 });
    const today = dueIn(env.clock(), 0);
    const byDate = await ops.post('/list', p.coreOp.accessToken, {
      issueDateFrom: today,
      issueDateTo: today,
      dueDateFrom: dueIn(env.clock(), 90),
      dueDateTo: dueIn(env.clock(), 90),
      pageSize: 100,
    });
    expect(byDate.env.body.list.map((v: { id: number }) => v.id)).toEqual(expect.arrayContaining([a, b]));
    expect(
      (await ops.post('/list', p.coreOp.accessToken, { dueDateFrom: '2030-01-02', dueDateTo: '2030-01-01' })).env,
    ).toMatchObject({ status: 400, msg: '开始日期不能晚于结束日期' });
    expect((await ops.post('/list', p.coreOp.accessToken, { status: 99 })).env).toMatchObject({
      status: 400,
      msg: '凭证状态不正确',
    });
    expect((await ops.post('/list', p.coreOp.accessToken, { tab: 'mine' })).env).toMatchObject({
      status: 400,
      msg: '列表页签不正确',
    });

    // 待我处理: the reviewer sees what waits for review, not what they made.
    const fresh = await issueToSupplier('77.77', 30, 'HT-2');
    const todo = await ops.post('/list', p.coreRev.accessToken, {
      tab: 'todo',
      amountMin: '77.77',
      amountMax: '77.77',
    });
    expect(todo.env.body.list.map((v: { id: number }) => v.id)).toContain(fresh.env.body.id);
    expect(todo.env.body.list.find((v: { id: number }) => v.id === fresh.env.body.id).actions).toEqual(['review']);
    expect(
      (
        await ops.post('/list', p.coreOp.accessToken, { tab: 'todo', amountMin: '77.77', amountMax: '77.77' })
      ).env.body.list.map((v: { id: number }) => v.id),
    ).not.toContain(fresh.env.body.id);
    // The summary follows every change (it is cached until a voucher or application changes).
    const todoCount = async () =>
      (await ops.post('/list', p.coreRev.accessToken, { tab: 'todo' })).env.body.summary.count as number;
    const before = await todoCount();
    expect(await todoCount()).toBe(before);
    // Batch review: one done, an unknown one reported, nothing else touched.
    const batch = await ops.post('/batchReview', p.coreRev.accessToken, {
      applicationIds: [await ops.pendingApp(fresh.env.body.id, 'issue'), 2_000_000],
      approve: false,
      reason: '批量退回',
    });
    expect(batch.env.body).toMatchObject({
      done: 1,
      failed: [{ applicationId: 2_000_000, msg: '申请不存在或无权访问' }],
    });
    expect(await todoCount()).toBe(before - 1);
    const issuedCount = async () =>
      (await ops.post('/list', p.coreOp.accessToken, { tab: 'issued' })).env.body.summary.count as number;
    const issuedBefore = await issuedCount();
    await issueToSupplier('1.00', 30, 'HT-3');
    expect(await issuedCount()).toBe(issuedBefore + 1);

    const res = await env.app.inject({
      method: 'GET',
      url: `/api${P}/voucher/export?tab=issued`,
      headers: { authorization: `Bearer ${p.coreOp.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('凭证列表'));
  });

  it('prints the face as a PDF whose hash the public verification accepts, and nothing else', async () => {
    const id = await ops.heldVoucher('100000.10');
    const no = (await detail(p.supOp.accessToken, id)).voucherNo as string;
    const res = await env.app.inject({
      method: 'GET',
      url: `/api${P}/voucher/pdf?voucherId=${id}`,
      headers: { authorization: `Bearer ${p.supOp.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(400_000);
    const hash = createHash('sha256').update(pdf).digest('hex');
    expect(res.headers['x-content-sha256']).toBe(hash);

    const ok = await call(env.app, `${P}/public/voucher/verify`, {
      body: { voucherNo: no, sha256: hash.toUpperCase() },
    });
    expect(ok.env).toMatchObject({
      ok: true,
      body: {
        genuine: true,
        voucherNo: no,
        amount: '100000.10',
        issuerName: '华信核心制造集团有限公司',
        holderName: SUPPLIER,
      },
    });
    const tampered = Buffer.from(pdf);
    tampered[tampered.length - 10] = (tampered[tampered.length - 10] ?? 0) ^ 1;
    const bad = await call(env.app, `${P}/public/voucher/verify`, {
      body: { voucherNo: no, sha256: createHash('sha256').update(tampered).digest('hex') },
    });
    expect(bad.env.body).toMatchObject({ genuine: false, issuerName: '', amount: '' });
    expect(
      (await call(env.app, `${P}/public/voucher/verify`, { body: { voucherNo: '000000000000', sha256: hash } })).env
        .body.genuine,
    ).toBe(false);
    expect(
      (await call(env.app, `${P}/public/voucher/verify`, { body: { voucherNo: no, sha256: 'xyz' } })).env,
    ).toMatchObject({ status: 400, msg: '文件摘要为64位十六进制字符（SHA-256）' });
    // Another company may not print it.
    const foreign = await env.app.inject({
      method: 'GET',
      url: `/api${P}/voucher/pdf?voucherId=${id}`,
      headers: { authorization: `Bearer ${p.sup2Op.accessToken}` },
    });
    expect(JSON.parse(foreign.body).status).toBe(404);
  });
  // Last: it moves the clock days ahead (the sessions above would end).
  it('becomes 待兑付 on its due date and 已逾期 after it; no transfer from the due date; pending work lapses', async () => {
    const held = await ops.heldVoucher('800.00', SUPPLIER, 10);
    // A transfer pending at the due date, and an issued voucher nobody signed for.
    const pending = await ops.post('/transfer/apply', p.supOp.accessToken, {
      voucherId: held,
      parts: [{ receiverCompId: ids.supplier2, amount: '100.00' }],
      idempotencyKey: key(),
    });
    expect(pending.env.ok).toBe(true);
    const unsigned = await issueToSupplier('5.00', 10, 'HT-1');
    await ops.approveIssue(unsigned.env.body.id);

    // Sessions do not outlive days: each day's look is a fresh login at the moved time.
    env.clock.advance(9 * DAY);
    let sup = await login(env.app, env.db, '13800000013');
    expect((await detail(sup.accessToken, held)).status).toBe(40);
    env.clock.advance(DAY);
    sup = await login(env.app, env.db, '13800000013');
    const core = await login(env.app, env.db, '13800000002');
    const due = await detail(sup.accessToken, held);
    expect(due).toMatchObject({
      status: 70,
      statusName: '待兑付',
      availableAmount: '800.00',
      reservedAmount: '0.00',
      daysToDue: 0,
    });
    expect(due.records.at(-1)).toMatchObject({ stepName: '到期处理', actorName: '系统', result: '到期待兑付' });
    expect(
      (await ops.post('/transfer/detail', sup.accessToken, { applicationId: pending.env.body.id })).env.body,
    ).toMatchObject({ status: 90, statusName: '已失效' });
    expect((await detail(core.accessToken, unsigned.env.body.id)).status).toBe(30);
    const late = await ops.post('/transfer/apply', sup.accessToken, {
      voucherId: held,
      parts: [{ receiverCompId: ids.supplier2, amount: '1.00' }],
      idempotencyKey: key(),
    });
    expect(late.env).toMatchObject({ status: 409 });
    expect(due.actions).not.toContain('transfer');

    env.clock.advance(DAY);
    sup = await login(env.app, env.db, '13800000013');
    expect(await detail(sup.accessToken, held)).toMatchObject({ status: 85, statusName: '已逾期', daysToDue: -1 });
    expect(await ops.brokenBalances()).toEqual([]);
  });
});
