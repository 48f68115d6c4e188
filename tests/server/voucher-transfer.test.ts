/**
 * 转让 / 拆分 (ENDORSE): parts become child vouchers keeping the root number, the remainder stays;
 * amounts are reserved while pending, so 20 parallel transfers of one voucher never spend more
 * than it has; a refused part comes back; returned and withdrawn applications give the
 * reservation back; the money invariant holds after every step.
 */
import { describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { key, SUPPLIER, SUPPLIER2, useCompanyIds, usePeople, voucherSteps } from './helpers/voucher';

describe.each(databases())('voucher transfer and split on %s', (kind) => {
  const env = useTestEnv(kind);
  const p = usePeople(env);
  const ids = useCompanyIds(env);
  const ops = voucherSteps(env, p);

  const detail = async (token: string, voucherId: number) => (await ops.post('/detail', token, { voucherId })).env.body;
  const apply = (
    voucherId: number,
    parts: Array<{ receiverCompId: number; amount: string }>,
    token = p.supOp.accessToken,
  ) => ops.post('/transfer/apply', token, { voucherId, parts, remark: '支付货款', idempotencyKey: key() });

  it(
    'splits to two receivers in one application: children keep the root number, ' +
      'the remainder stays, each receiver signs for its part',
    async () => {
      const id = await ops.heldVoucher('1000.00');
      const applied = await apply(id, [
        { receiverCompId: ids.supplier2, amount: '300.00' },
        { receiverCompId: ids.core, amount: '200.50' },
      ]);
      expect(applied.env.ok).toBe(true);
      let v = await detail(p.supOp.accessToken, id);
      expect(v).toMatchObject({
        status: 40,
        statusName: '转让中',
        availableAmount: '499.50',
        reservedAmount: '500.50',
      });

      // The maker cannot check it; the reviewer approves.
      expect(
        (
          await ops.post('/transfer/review', p.supOp.accessToken, {
            applicationId: applied.env.body.id,
            approve: true,
          })
        ).env.status,
      ).toBe(4030);
      expect(
        (
          await ops.post('/transfer/review', p.supAdmin.accessToken, {
            applicationId: applied.env.body.id,
            approve: true,
            reason: '',
          })
        ).env.ok,
      ).toBe(true);
      v = await detail(p.supOp.accessToken, id);
      expect(v).toMatchObject({ status: 55, availableAmount: '499.50', reservedAmount: '0.00' });
      expect(v.tree).toHaveLength(3);
      const children = v.tree.filter((t: { parentId: number | null }) => t.parentId === id);
      expect(children.map((c: { amount: string }) => c.amount).sort()).toEqual(['200.50', '300.00']);
      for (const c of children) expect(c.voucherNo).not.toBe(v.voucherNo);

      const transfer = await ops.post('/transfer/detail', p.supOp.accessToken, {
        applicationId: applied.env.body.id,
      });
      expect(transfer.env.body).toMatchObject({ status: 20, statusName: '待签收' });
      const toSup2 = transfer.env.body.parts.find(
        (x: { receiverCompId: number }) => x.receiverCompId === ids.supplier2,
      );
      const child = await detail(p.sup2Op.accessToken, toSup2.childVoucherId);
      expect(child).toMatchObject({
        rootNo: v.voucherNo,
        parentNo: v.voucherNo,
        status: 20,
        amount: '300.00',
        from: { compName: SUPPLIER },
        holder: { compName: SUPPLIER2 },
      });
      expect(child.actions).toEqual(['sign']);
      // The receiver's transfer list shows it under 待我签收, with only its own part.
      const toSign = await ops.post('/transfer/list', p.sup2Op.accessToken, { tab: 'toSign' });
      const row = toSign.env.body.list.find((a: { id: number }) => a.id === applied.env.body.id);
      expect(row.parts).toHaveLength(2);
      expect(
        (await ops.post('/transfer/detail', p.sup2Op.accessToken, { applicationId: applied.env.body.id })).env.body
          .parts,
      ).toHaveLength(1);

      const s = await ops.post('/sign', p.sup2Op.accessToken, {
        voucherId: toSup2.childVoucherId,
        decision: 'accept',
        idempotencyKey: key(),
      });
      expect(
        (
          await ops.post('/sign/review', p.sup2Rev.accessToken, {
            applicationId: s.env.body.applicationId,
            approve: true,
          })
        ).env.ok,
      ).toBe(true);
      expect((await detail(p.sup2Op.accessToken, toSup2.childVoucherId)).status).toBe(55);

      // The core refuses its part: the amount goes back to the supplier's voucher; the transfer is done.
      const toCore = transfer.env.body.parts.find((x: { receiverCompId: number }) => x.receiverCompId === ids.core);
      const r = await ops.post('/sign', p.coreOp.accessToken, {
        voucherId: toCore.childVoucherId,
        decision: 'refuse',
        reason: '不接受',
        idempotencyKey: key(),
      });
      expect(
        (
          await ops.post('/sign/review', p.coreRev.accessToken, {
            applicationId: r.env.body.applicationId,
            approve: true,
          })
        ).env.ok,
      ).toBe(true);
      expect(await detail(p.supOp.accessToken, id)).toMatchObject({ availableAmount: '700.00', status: 55 });
      expect(
        (await ops.post('/transfer/detail', p.supOp.accessToken, { applicationId: applied.env.body.id })).env.body,
      ).toMatchObject({ status: 55, statusName: '已完成' });
      expect(await ops.brokenBalances()).toEqual([]);
    },
  );

  it(
    'refuses a sum above the available balance, ' + 'parts below 0.01, non-relations and self, changing nothing',
    async () => {
      const id = await ops.heldVoucher('100.00');
      const before = await detail(p.supOp.accessToken, id);
      expect((await apply(id, [{ receiverCompId: ids.supplier2, amount: '100.01' }])).env).toMatchObject({
        status: 400,
        msg: '转让金额合计100.01元超过可用余额100.00元',
      });
      expect(
        (
          await apply(id, [
            { receiverCompId: ids.supplier2, amount: '60.00' },
            { receiverCompId: ids.core, amount: '40.01' },
          ])
        ).env.status,
      ).toBe(400);
      expect((await apply(id, [{ receiverCompId: ids.supplier2, amount: '0.00' }])).env).toMatchObject({
        status: 400,
        msg: '第1笔转让金额不能小于0.01元',
      });
      expect(
        (
          await apply(id, [
            { receiverCompId: ids.supplier2, amount: '1' },
            { receiverCompId: ids.supplier2, amount: '2' },
          ])
        ).env,
      ).toMatchObject({ msg: '同一受让方请合并为一笔' });
      expect((await apply(id, [{ receiverCompId: ids.supplier, amount: '1' }])).env).toMatchObject({
        msg: '受让方不能是本企业',
      });
      expect((await apply(id, [{ receiverCompId: ids.investor, amount: '1' }])).env).toMatchObject({
        msg: '受让方须是本企业的贸易关系，请先由管理员添加',
      });
      expect((await apply(id, [])).env.status).toBe(400);
      // Someone else's voucher; a role without ENDORSE.
      expect((await apply(id, [{ receiverCompId: ids.supplier, amount: '1' }], p.sup2Op.accessToken)).env.status).toBe(
        404,
      );
      expect((await apply(id, [{ receiverCompId: ids.supplier2, amount: '1' }], p.coreOp.accessToken)).env.status).toBe(
        '403',
      );
      expect(await detail(p.supOp.accessToken, id)).toMatchObject({
        availableAmount: before.availableAmount,
        reservedAmount: '0.00',
        status: 55,
      });
    },
  );

  it('20 parallel transfers of one voucher never spend more than it has', async () => {
    const id = await ops.heldVoucher('1000.00');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => apply(id, [{ receiverCompId: ids.supplier2, amount: '150.00' }])),
    );
    const ok = results.filter((r) => r.env.ok);
    expect(ok).toHaveLength(6);
    for (const r of results.filter((x) => !x.env.ok)) expect(r.env.msg).toMatch(/超过可用余额/);
    const v = await detail(p.supOp.accessToken, id);
    expect(v).toMatchObject({ availableAmount: '100.00', reservedAmount: '900.00', status: 40 });
    // Approving them all in a batch moves the reservation into six children.
    const batch = await ops.post('/transfer/batchReview', p.supRev.accessToken, {
      applicationIds: ok.map((r) => r.env.body.id),
      approve: true,
    });
    expect(batch.env.body).toEqual({ done: 6, failed: [] });
    expect(await detail(p.supOp.accessToken, id)).toMatchObject({
      availableAmount: '100.00',
      reservedAmount: '0.00',
      status: 55,
    });
    expect(await ops.brokenBalances()).toEqual([]);
  });

  it('gives the reservation back when returned or withdrawn, and reserves again on resubmit', async () => {
    const id = await ops.heldVoucher('50.00');
    const a = await apply(id, [{ receiverCompId: ids.supplier2, amount: '50.00' }]);
    expect(await detail(p.supOp.accessToken, id)).toMatchObject({ availableAmount: '0.00', reservedAmount: '50.00' });
    expect(
      (
        await ops.post('/transfer/review', p.supRev.accessToken, {
          applicationId: a.env.body.id,
          approve: false,
          reason: '受让方有误',
        })
      ).env.ok,
    ).toBe(true);
    expect(await detail(p.supOp.accessToken, id)).toMatchObject({
      availableAmount: '50.00',
      reservedAmount: '0.00',
      status: 55,
    });
    const edited = await ops.post('/transfer/edit', p.supOp.accessToken, {
      applicationId: a.env.body.id,
      parts: [{ receiverCompId: ids.supplier2, amount: '20.00' }],
    });
    expect(edited.env.ok).toBe(true);
    expect(await detail(p.supOp.accessToken, id)).toMatchObject({
      availableAmount: '30.00',
      reservedAmount: '20.00',
      status: 40,
    });
    expect((await ops.post('/transfer/withdraw', p.supOp.accessToken, { applicationId: a.env.body.id })).env.ok).toBe(
      true,
    );
    expect(await detail(p.supOp.accessToken, id)).toMatchObject({
      availableAmount: '50.00',
      reservedAmount: '0.00',
      status: 55,
    });
    // Transferring everything leaves 已转让.
    const all = await apply(id, [{ receiverCompId: ids.supplier2, amount: '50.00' }]);
    await ops.post('/transfer/review', p.supRev.accessToken, { applicationId: all.env.body.id, approve: true });
    expect(await detail(p.supOp.accessToken, id)).toMatchObject({
      availableAmount: '0.00',
      status: 60,
      statusName: '已转让',
    });
    expect(await ops.brokenBalances()).toEqual([]);
  });

  it(
    'edits a returned application only by its company and only while returned; ' +
      'the new maker may not check it; the tasks move on',
    async () => {
      const id = await ops.heldVoucher('80.00');
      const a = await apply(id, [{ receiverCompId: ids.supplier2, amount: '30.00' }]);
      const appId = a.env.body.id as number;
      const edit = (
        token: string,
        parts: Array<{ receiverCompId: number; amount: string }>,
        remark = '改为分两笔支付',
      ) => ops.post('/transfer/edit', token, { applicationId: appId, parts, remark });
      const unreadOf = async (taskKey: string) =>
        (
          await env.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM messages m WHERE m.task_key = $1
             AND NOT EXISTS (SELECT 1 FROM message_reads r WHERE r.message_id = m.id)`,
            [taskKey],
          )
        )[0]?.n ?? 0;

      // Not returned yet: nothing to edit.
      expect((await edit(p.supOp.accessToken, [{ receiverCompId: ids.supplier2, amount: '10.00' }])).env).toMatchObject(
        {
          status: 409,
          msg: '只有已退回的转让申请可以修改后重新提交',
        },
      );
      expect(
        (
          await ops.post('/transfer/review', p.supRev.accessToken, {
            applicationId: appId,
            approve: false,
            reason: '金额有误',
          })
        ).env.ok,
      ).toBe(true);
      expect(await unreadOf(`voucher-app:${appId}:returned`)).toBeGreaterThan(0);
      const returned = (await ops.post('/transfer/detail', p.supOp.accessToken, { applicationId: appId })).env.body;
      expect(returned).toMatchObject({ status: 15, statusName: '已退回', returnReason: '金额有误' });
      expect(returned.actions).toEqual(expect.arrayContaining(['edit', 'withdraw']));
      // The reviewer sees no edit; another company gets nothing; a role without ENDORSE is refused by the route.
      expect(
        (await ops.post('/transfer/detail', p.supRev.accessToken, { applicationId: appId })).env.body.actions,
      ).not.toContain('edit');
      expect((await edit(p.sup2Op.accessToken, [{ receiverCompId: ids.supplier, amount: '10.00' }])).env.status).toBe(
        404,
      );
      expect((await edit(p.coreOp.accessToken, [{ receiverCompId: ids.supplier2, amount: '10.00' }])).env.status).toBe(
        '403',
      );

      // Bad edits change nothing: above the balance, a non-relation, bad input.
      expect((await edit(p.supOp.accessToken, [{ receiverCompId: ids.supplier2, amount: '80.01' }])).env).toMatchObject(
        {
          status: 400,
          msg: '转让金额合计80.01元超过可用余额80.00元',
        },
      );
      expect((await edit(p.supOp.accessToken, [{ receiverCompId: ids.investor, amount: '1.00' }])).env).toMatchObject({
        status: 400,
        msg: '受让方须是本企业的贸易关系，请先由管理员添加',
      });
      expect((await edit(p.supOp.accessToken, [{ receiverCompId: ids.supplier2, amount: '-1' }])).env.status).toBe(400);
      expect(
        (await edit(p.supOp.accessToken, [{ receiverCompId: ids.supplier2, amount: '1.00' }], '<script>')).env.status,
      ).toBe(400);
      expect(
        (await ops.post('/transfer/detail', p.supOp.accessToken, { applicationId: appId })).env.body,
      ).toMatchObject({ status: 15, amount: '30.00' });
      expect(await detail(p.supOp.accessToken, id)).toMatchObject({
        availableAmount: '80.00',
        reservedAmount: '0.00',
        status: 55,
      });

      // The administrator resubmits it, split in two: reserved again, waiting for review, the return's task done.
      const ok = await edit(p.supAdmin.accessToken, [
        { receiverCompId: ids.supplier2, amount: '25.00' },
        { receiverCompId: ids.core, amount: '15.50' },
      ]);
      expect(ok.env).toMatchObject({ ok: true, msg: '已重新提交，等待复核', body: { id: appId } });
      expect(await detail(p.supOp.accessToken, id)).toMatchObject({
        availableAmount: '39.50',
        reservedAmount: '40.50',
        status: 40,
      });
      const resubmitted = (await ops.post('/transfer/detail', p.supRev.accessToken, { applicationId: appId })).env.body;
      expect(resubmitted).toMatchObject({
        status: 10,
        amount: '40.50',
        reason: '改为分两笔支付',
        makerName: expect.any(String),
      });
      expect(resubmitted.parts.map((x: { amount: string }) => x.amount)).toEqual(['25.00', '15.50']);
      expect(resubmitted.actions).toContain('review');
      expect(await unreadOf(`voucher-app:${appId}:returned`)).toBe(0);
      expect(await unreadOf(`voucher-app:${appId}:review`)).toBeGreaterThan(0);
      // A second edit of the same resubmission (a double click) is refused and reserves nothing more.
      expect(
        (
          await edit(p.supAdmin.accessToken, [
            { receiverCompId: ids.supplier2, amount: '25.00' },
            { receiverCompId: ids.core, amount: '15.50' },
          ])
        ).env.status,
      ).toBe(409);
      expect(await detail(p.supOp.accessToken, id)).toMatchObject({
        availableAmount: '39.50',
        reservedAmount: '40.50',
      });
      // The administrator made it now, so may not check it; the reviewer does.
      expect(
        (await ops.post('/transfer/review', p.supAdmin.accessToken, { applicationId: appId, approve: true })).env,
      ).toMatchObject({ status: 409, msg: '不能复核本人经办的业务，请由其他复核人员处理' });
      expect(
        (await ops.post('/transfer/review', p.supRev.accessToken, { applicationId: appId, approve: true })).env.ok,
      ).toBe(true);
      expect(await unreadOf(`voucher-app:${appId}:review`)).toBe(0);
      expect(await detail(p.supOp.accessToken, id)).toMatchObject({
        availableAmount: '39.50',
        reservedAmount: '0.00',
        status: 55,
      });

      // Each step is in the voucher's record and the company's log.
      const steps = (await detail(p.supOp.accessToken, id)).records.map((r: { step: string }) => r.step);
      expect(steps).toEqual(expect.arrayContaining(['transfer.submit', 'transfer.review', 'transfer.edit']));
      const logged = await env.db.query<{ action: string }>(
        "SELECT action FROM operation_logs WHERE action = 'voucher.transferEdit' AND after_data LIKE '%40.50%'",
      );
      expect(logged).toHaveLength(1);
      // Decided: no more edit or withdrawal.
      expect((await ops.post('/transfer/withdraw', p.supOp.accessToken, { applicationId: appId })).env).toMatchObject({
        status: 409,
        msg: '该转让申请已处理，不能撤回',
      });
      expect(await ops.brokenBalances()).toEqual([]);
    },
  );

  it('a returned application resubmitted twice at once reserves its sum once', async () => {
    const id = await ops.heldVoucher('60.00');
    const a = await apply(id, [{ receiverCompId: ids.supplier2, amount: '60.00' }]);
    await ops.post('/transfer/review', p.supRev.accessToken, {
      applicationId: a.env.body.id,
      approve: false,
      reason: '再议',
    });
    const body = { applicationId: a.env.body.id, parts: [{ receiverCompId: ids.supplier2, amount: '45.00' }] };
    const [x, y] = await Promise.all([
      ops.post('/transfer/edit', p.supOp.accessToken, body),
      ops.post('/transfer/edit', p.supAdmin.accessToken, body),
    ]);
    expect([x.env.ok, y.env.ok].filter(Boolean)).toHaveLength(1);
    expect(await detail(p.supOp.accessToken, id)).toMatchObject({
      availableAmount: '15.00',
      reservedAmount: '45.00',
      status: 40,
    });
    expect(await ops.brokenBalances()).toEqual([]);
  });

  it('lists transfers with tabs, filters and a summary, and exports them', async () => {
    const id = await ops.heldVoucher('321.00');
    const a = await apply(id, [{ receiverCompId: ids.supplier2, amount: '21.00' }]);
    const todo = await ops.post('/transfer/list', p.supRev.accessToken, {
      tab: 'todo',
      amountMin: '21.00',
      amountMax: '21.00',
    });
    expect(todo.env.msg).toBe('操作成功');
    expect(todo.env.body.list.map((x: { id: number }) => x.id)).toContain(a.env.body.id);
    expect(todo.env.body.summary.count).toBe(todo.env.body.total);
    // The maker's own application is not in its reviewer-less todo.
    const makerTodo = await ops.post('/transfer/list', p.supOp.accessToken, { tab: 'todo' });
    expect(makerTodo.env.body.list.map((x: { id: number }) => x.id)).not.toContain(a.env.body.id);
    expect(
      (await ops.post('/transfer/list', p.supOp.accessToken, { amountMin: '9', amountMax: '1' })).env,
    ).toMatchObject({ status: 400, msg: '最低金额不能大于最高金额' });
    const res = await env.app.inject({
      method: 'GET',
      url: `/api/web/portal/api/voucher/transfer/export?tab=mine`,
      headers: { authorization: `Bearer ${p.supOp.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
