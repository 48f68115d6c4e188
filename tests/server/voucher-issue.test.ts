/**
 * 开立 / 签收 / 拒签 / 作废 (BILL): maker–checker on both sides, never one's own work, roles per
 * product enforced by the server, bad input refused in Chinese with nothing changed, the
 * operation record and log of every step, and the bell's count that goes up and down.
 */
import { describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { call, P, PDF_MINI, upload } from './helpers/api';
import { dueIn, key, SUPPLIER, SUPPLIER2, useCompanyIds, usePeople, voucherSteps } from './helpers/voucher';

describe.each(databases())('voucher issue, sign-for and void on %s', (kind) => {
  const env = useTestEnv(kind);
  const p = usePeople(env);
  const ids = useCompanyIds(env);
  const ops = voucherSteps(env, p);

  const count = async (sql: string, params: unknown[] = []) =>
    (await env.db.query<{ n: number }>(sql, params))[0]?.n ?? 0;
  const vouchers = () => count('SELECT count(*)::int AS n FROM credit_vouchers');
  const unread = async (t: { accessToken: string; compCode: string }) =>
    (
      await call(env.app, `${P}/message/getIsUnreadNumbers?receiveCompCode=${t.compCode}`, {
        token: t.accessToken,
        body: {},
      })
    ).env.body as number;
  const issueBody = (over: Record<string, unknown> = {}) => ({
    receiverCompId: ids.supplier,
    amount: '12345.67',
    dueDate: dueIn(env.clock(), 90),
    contractNo: 'HT-2026-001',
    invoiceNos: ['04400001'],
    remark: '货款',
    idempotencyKey: key(),
    ...over,
  });

  it('walks issue → review → sign for → confirm, with records, log, and the bell going up and down', async () => {
    const bellBefore = await unread(p.coreRev);
    const issued = await ops.post('/issue', p.coreOp.accessToken, issueBody());
    expect(issued.env).toMatchObject({ ok: true, body: { warning: null } });
    expect(issued.env.body.no).toMatch(/^\d{12}$/);
    const id = issued.env.body.id as number;
    expect(await unread(p.coreRev)).toBe(bellBefore + 1);

    // The receiver cannot see a draft.
    expect((await ops.post('/detail', p.supOp.accessToken, { voucherId: id })).env.status).toBe(404);
    // The maker's detail: status 待复核, the face in capitals.
    const draft = await ops.post('/detail', p.coreOp.accessToken, { voucherId: id });
    expect(draft.env.body).toMatchObject({
      status: 10,
      statusName: '待复核',
      amount: '12345.67',
      amountInWords: '壹万贰仟叁佰肆拾伍元陆角柒分',
      issuer: { compName: '华信核心制造集团有限公司' },
    });
    expect(draft.env.body.issuer.creditCode).toMatch(/^[0-9A-Z]{18}$/);

    const appId = await ops.pendingApp(id, 'issue');
    const reviewerView = await ops.post('/detail', p.coreRev.accessToken, { voucherId: id });
    expect(reviewerView.env.body.actions).toContain('review');
    const approved = await ops.post('/review', p.coreRev.accessToken, { applicationId: appId, approve: true });
    expect(approved.env.ok).toBe(true);
    expect(await unread(p.coreRev)).toBe(bellBefore);

    const supBell = await unread(p.supOp);
    const pending = await ops.post('/detail', p.supOp.accessToken, { voucherId: id });
    expect(pending.env.body).toMatchObject({ status: 20, statusName: '待签收', actions: ['sign'] });
    expect(pending.env.body.issueDate).toBe(dueIn(env.clock(), 0));
    const signed = await ops.post('/sign', p.supOp.accessToken, {
      voucherId: id,
      decision: 'accept',
      idempotencyKey: key(),
    });
    expect(signed.env.ok).toBe(true);
    expect(await unread(p.supOp)).toBe(supBell - 1);
    // The supplier's operator may not confirm its own sign-for; its reviewer does.
    expect(
      (
        await ops.post('/sign/review', p.supOp.accessToken, {
          applicationId: signed.env.body.applicationId,
          approve: true,
        })
      ).env.status,
    ).toBe(4030);
    expect(
      (
        await ops.post('/sign/review', p.supRev.accessToken, {
          applicationId: signed.env.body.applicationId,
          approve: true,
        })
      ).env.ok,
    ).toBe(true);

    const held = await ops.post('/detail', p.supOp.accessToken, { voucherId: id });
    expect(held.env.body).toMatchObject({ status: 55, statusName: '持有中', availableAmount: '12345.67' });
    expect(held.env.body.records.map((r: { stepName: string; result: string }) => `${r.stepName}:${r.result}`)).toEqual(
      ['开立申请:已提交', '开立复核:复核通过', '签收处理:申请签收', '签收复核:已签收'],
    );
    expect(held.env.body.records[1]).toMatchObject({ actorName: '刘洋', compName: '华信核心制造集团有限公司' });
    expect(
      await count("SELECT count(*)::int AS n FROM operation_logs WHERE target = $1 AND action LIKE 'voucher.%'", [
        `凭证${issued.env.body.no}`,
      ]),
    ).toBe(4);
    expect(await ops.brokenBalances()).toEqual([]);
  });

  it('never lets a person check their own work; an administrator may make or check, not both', async () => {
    const mine = await ops.post('/issue', p.coreAdmin.accessToken, issueBody());
    expect(mine.env.ok).toBe(true);
    const appId = await ops.pendingApp(mine.env.body.id, 'issue');
    const own = await ops.post('/review', p.coreAdmin.accessToken, { applicationId: appId, approve: true });
    expect(own.env).toMatchObject({ ok: false, status: 409, msg: '不能复核本人经办的业务，请由其他复核人员处理' });
    // Another's work: the administrator may check it.
    const other = await ops.post('/issue', p.coreOp.accessToken, issueBody());
    expect(
      (
        await ops.post('/review', p.coreAdmin.accessToken, {
          applicationId: await ops.pendingApp(other.env.body.id, 'issue'),
          approve: true,
        })
      ).env.ok,
    ).toBe(true);
    // The operator holds no reviewer role.
    expect((await ops.post('/review', p.coreOp.accessToken, { applicationId: appId, approve: true })).env.status).toBe(
      4030,
    );
  });

  it(
    'refuses by role and product: query role reads only, ' +
      'a supplier cannot issue, a company without the product gets 403',
    async () => {
      const before = await vouchers();
      expect((await ops.post('/issue', p.query.accessToken, issueBody())).env.status).toBe(4030);
      expect((await ops.post('/list', p.query.accessToken, {})).env.ok).toBe(true);
      const sup = await ops.post('/issue', p.supAdmin.accessToken, issueBody({ receiverCompId: ids.supplier2 }));
      expect(sup.env).toMatchObject({ ok: false, status: 4030, msg: '仅核心企业或其会员单位可以开立凭证' });
      expect((await ops.post('/list', p.investAdmin.accessToken, {})).env.status).toBe('403');
      expect((await call(env.app, `${P}/voucher/list`, { body: {} })).http).toBe(401);
      expect(await vouchers()).toBe(before);
    },
  );

  it('checks amount, due date, receiver and attachments with clear Chinese messages, changing nothing', async () => {
    const before = await vouchers();
    const bad = async (over: Record<string, unknown>) =>
      (await ops.post('/issue', p.coreOp.accessToken, issueBody(over))).env;
    expect(await bad({ amount: '0.00' })).toMatchObject({ ok: false, status: 400, msg: '金额不能小于0.01元' });
    expect(await bad({ amount: '100000000.01' })).toMatchObject({ status: 400, msg: '金额不能超过100,000,000.00元' });
    expect(await bad({ amount: '1.234' })).toMatchObject({
      status: 400,
      msg: '金额格式不正确，请输入大于0、最多两位小数的金额',
    });
    expect(await bad({ amount: '-5' })).toMatchObject({ status: 400 });
    expect(await bad({ amount: 100 })).toMatchObject({ status: 400, msg: '金额的类型不正确' });
    expect(await bad({ dueDate: dueIn(env.clock(), 0) })).toMatchObject({ status: 400, msg: '到期日须晚于今天' });
    expect(await bad({ dueDate: dueIn(env.clock(), 366) })).toMatchObject({
      status: 400,
      msg: '到期日距今不能超过365天',
    });
    expect(await bad({ dueDate: '2026-02-30' })).toMatchObject({ status: 400, msg: '到期日不是有效日期' });
    expect(await bad({ dueDate: '明天' })).toMatchObject({ status: 400, msg: '日期格式应为YYYY-MM-DD' });
    expect(await bad({ receiverCompId: ids.investor })).toMatchObject({
      status: 400,
      msg: '收款方不在本企业的贸易关系中，请先由管理员添加',
    });
    expect(await bad({ contractNo: '<script>' })).toMatchObject({ status: 400 });
    expect(await bad({ attachments: [{ fileToken: 'abcdefgh1234', fileName: '合同.pdf' }] })).toMatchObject({
      status: 400,
      msg: '附件不存在或不属于本企业，请重新上传',
    });
    expect(await bad({ idempotencyKey: 'short' })).toMatchObject({
      status: 400,
      msg: '提交标识不正确，请刷新页面后重试',
    });
    expect(await vouchers()).toBe(before);
    // The boundaries themselves are accepted; a long term with a warning.
    const max = await ops.post(
      '/issue',
      p.coreOp.accessToken,
      issueBody({ amount: '100000000.00', dueDate: dueIn(env.clock(), 365) }),
    );
    expect(max.env.ok).toBe(true);
    expect(max.env.body.warning).toContain('180');
    expect(
      (await ops.post('/issue', p.coreOp.accessToken, issueBody({ amount: '0.01', dueDate: dueIn(env.clock(), 1) })))
        .env.body.warning,
    ).toBeNull();
  });

  it('makes one voucher of a double click (same key in parallel), another with a new key', async () => {
    const before = await vouchers();
    const body = issueBody();
    const results = await Promise.all(Array.from({ length: 6 }, () => ops.post('/issue', p.coreOp.accessToken, body)));
    expect(results.every((r) => r.env.ok)).toBe(true);
    expect(new Set(results.map((r) => r.env.body.id)).size).toBe(1);
    expect(await vouchers()).toBe(before + 1);
    // The same key for another request is refused.
    const reused = await ops.post('/issue', p.coreOp.accessToken, { ...body, amount: '1.00' });
    expect(reused.env).toMatchObject({ ok: false, status: 409 });
    expect((await ops.post('/issue', p.coreOp.accessToken, { ...body, idempotencyKey: key() })).env.ok).toBe(true);
    expect(await vouchers()).toBe(before + 2);
  });

  it('returns with a reason; the operator edits and resubmits, or withdraws', async () => {
    const issued = await ops.post('/issue', p.coreOp.accessToken, issueBody());
    const id = issued.env.body.id as number;
    const appId = await ops.pendingApp(id, 'issue');
    await ops.expectReasonRequired('/review', p.coreRev, { applicationId: appId, approve: false }, '请填写退回原因');
    expect(
      (
        await ops.post('/review', p.coreRev.accessToken, {
          applicationId: appId,
          approve: false,
          reason: '金额有误',
        })
      ).env.ok,
    ).toBe(true);
    const returned = await ops.post('/detail', p.coreOp.accessToken, { voucherId: id });
    expect(returned.env.body).toMatchObject({ status: 15, statusName: '已退回' });
    expect(returned.env.body.actions).toEqual(expect.arrayContaining(['edit', 'withdraw']));
    expect(returned.env.body.applications[0]).toMatchObject({ returnReason: '金额有误', checkerName: '刘洋' });
    // A second decision on the same application is refused.
    expect((await ops.post('/review', p.coreRev.accessToken, { applicationId: appId, approve: true })).env.status).toBe(
      409,
    );

    const { idempotencyKey: _k, ...fields } = issueBody({ amount: '999.99' });
    expect((await ops.post('/issue/edit', p.coreOp.accessToken, { voucherId: id, ...fields })).env.ok).toBe(true);
    expect((await ops.post('/detail', p.coreOp.accessToken, { voucherId: id })).env.body).toMatchObject({
      status: 10,
      amount: '999.99',
    });
    expect(
      (
        await ops.post('/review', p.coreRev.accessToken, {
          applicationId: appId,
          approve: false,
          reason: '仍有误',
        })
      ).env.ok,
    ).toBe(true);
    expect((await ops.post('/issue/withdraw', p.coreOp.accessToken, { voucherId: id })).env.ok).toBe(true);
    expect((await ops.post('/detail', p.coreOp.accessToken, { voucherId: id })).env.body).toMatchObject({
      status: 30,
      statusName: '已作废',
    });
    expect((await ops.post('/issue/edit', p.coreOp.accessToken, { voucherId: id, ...fields })).env.status).toBe(409);
  });

  it('refusal goes back to the issuer, who voids it (maker–checker); a signed voucher cannot be voided', async () => {
    const issued = await ops.post('/issue', p.coreOp.accessToken, issueBody({ amount: '500.00' }));
    const id = issued.env.body.id as number;
    await ops.approveIssue(id);
    const refusal = { voucherId: id, decision: 'refuse' };
    await ops.expectReasonRequired('/sign', p.supOp, { ...refusal, idempotencyKey: key() }, '请填写拒签原因');
    const refused = await ops.post('/sign', p.supOp.accessToken, {
      ...refusal,
      reason: '未收到货物',
      idempotencyKey: key(),
    });
    expect((await ops.post('/detail', p.supOp.accessToken, { voucherId: id })).env.body.status).toBe(25);
    const coreBell = await unread(p.coreOp);
    expect(
      (
        await ops.post('/sign/review', p.supRev.accessToken, {
          applicationId: refused.env.body.applicationId,
          approve: true,
        })
      ).env.ok,
    ).toBe(true);
    expect(await unread(p.coreOp)).toBe(coreBell + 1);
    const back = await ops.post('/detail', p.coreOp.accessToken, { voucherId: id });
    expect(back.env.body).toMatchObject({ status: 35, statusName: '已拒签' });
    expect(back.env.body.actions).toContain('void');

    await ops.expectReasonRequired(
      '/void',
      p.coreOp,
      { voucherId: id, reason: '', idempotencyKey: key() },
      '请填写作废原因',
    );
    const v = await ops.post('/void', p.coreOp.accessToken, {
      voucherId: id,
      reason: '收款方拒签',
      idempotencyKey: key(),
    });
    expect(v.env.ok).toBe(true);
    expect(
      (await ops.post('/review', p.coreOp.accessToken, { applicationId: v.env.body.applicationId, approve: true })).env
        .status,
    ).toBe(4030);
    expect(
      (
        await ops.post('/review', p.coreRev.accessToken, {
          applicationId: v.env.body.applicationId,
          approve: true,
        })
      ).env.ok,
    ).toBe(true);
    expect((await ops.post('/detail', p.coreOp.accessToken, { voucherId: id })).env.body.status).toBe(30);
    expect(await unread(p.coreOp)).toBe(coreBell);

    // Signed for: no void.
    const held = await ops.heldVoucher('10.00');
    expect(
      (
        await ops.post('/void', p.coreOp.accessToken, {
          voucherId: held,
          reason: '误开',
          idempotencyKey: key(),
        })
      ).env,
    ).toMatchObject({
      status: 409,
      msg: '只有待签收或已拒签的凭证可以作废',
    });
    // Another company's voucher cannot be signed for.
    expect(
      (
        await ops.post('/sign', p.sup2Op.accessToken, {
          voucherId: held,
          decision: 'accept',
          idempotencyKey: key(),
        })
      ).env.status,
    ).toBe(404);
  });

  it('adds a trade relation by credit code (administrator), refusing unknown codes and duplicates', async () => {
    const invest = await env.db.query<{ credit_code: string }>(
      "SELECT credit_code FROM companies WHERE comp_name = '金桥投资管理有限公司'",
    );
    const code = invest[0]?.credit_code as string;
    expect((await ops.post('/relation/add', p.coreOp.accessToken, { creditCode: code })).env.status).toBe(4030);
    expect(
      (await ops.post('/relation/add', p.coreAdmin.accessToken, { creditCode: '91310000MA1H000000' })).env,
    ).toMatchObject({ status: 400 });
    expect((await ops.post('/relation/add', p.coreAdmin.accessToken, { creditCode: code })).env).toMatchObject({
      ok: true,
      body: { compName: '金桥投资管理有限公司' },
    });
    expect((await ops.post('/relation/add', p.coreAdmin.accessToken, { creditCode: code })).env.status).toBe(409);
    const list = await ops.post('/relations', p.coreOp.accessToken, {});
    expect(list.env.body.map((r: { compName: string }) => r.compName)).toEqual(
      expect.arrayContaining([SUPPLIER, SUPPLIER2, '金桥投资管理有限公司']),
    );
    // Related now, but the company has not opened BILL / ENDORSE: it could not sign for.
    const r = await ops.post('/issue', p.coreOp.accessToken, issueBody({ receiverCompId: ids.investor }));
    expect(r.env).toMatchObject({ status: 400, msg: '收款方尚未开通票据服务或背书转让，无法签收凭证' });
  });

  it(
    "carries the issuer's attachments to the receiver, " + "and links the next actor's message to the voucher",
    async () => {
      const file = await upload(env.app, PDF_MINI, '采购合同.pdf', { token: p.coreOp.accessToken });
      expect(file.env.ok).toBe(true);
      const attachments = [{ fileToken: file.env.body.fileToken, fileName: '采购合同.pdf' }];
      const issued = await ops.post('/issue', p.coreOp.accessToken, issueBody({ attachments }));
      expect(issued.env.ok).toBe(true);
      const id = issued.env.body.id as number;
      const message = await env.db.query<{ content: string }>(
        'SELECT m.content FROM messages m WHERE m.task_key = $1 ORDER BY m.id DESC LIMIT 1',
        [`voucher-app:${await ops.pendingApp(id, 'issue')}:review`],
      );
      expect(message[0]?.content).toContain(`/center/product/BILL/detail/${id}`);
      await ops.approveIssue(id);
      const url = `/api${P}/voucher/attachment?voucherId=${id}&fileToken=${file.env.body.fileToken}`;
      const got = await env.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${p.supOp.accessToken}` },
      });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(PDF_MINI)).toBe(true);
      const foreign = await env.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${p.sup2Op.accessToken}` },
      });
      expect(JSON.parse(foreign.body).status).toBe(404);
      // A token that is not one of the voucher's attachments.
      const other = await env.app.inject({
        method: 'GET',
        url: `/api${P}/voucher/attachment?voucherId=${id}&fileToken=abcdefgh12345678`,
        headers: { authorization: `Bearer ${p.supOp.accessToken}` },
      });
      expect(JSON.parse(other.body).status).toBe(404);
      expect((await ops.post('/detail', p.supOp.accessToken, { voucherId: id })).env.body.attachments).toEqual(
        attachments,
      );
    },
  );

  it(
    'lets exactly one of two parallel checkers decide an application, ' + 'and one of sign-for and void win a race',
    async () => {
      const issued = await ops.post('/issue', p.coreOp.accessToken, issueBody({ amount: '66.00' }));
      const appId = await ops.pendingApp(issued.env.body.id, 'issue');
      const [a, b] = await Promise.all([
        ops.post('/review', p.coreRev.accessToken, { applicationId: appId, approve: true }),
        ops.post('/review', p.coreAdmin.accessToken, { applicationId: appId, approve: false, reason: '重复' }),
      ]);
      expect([a.env.ok, b.env.ok].filter(Boolean)).toHaveLength(1);
      expect([a.env.status, b.env.status]).toContain(409);
      const v = await ops.post('/detail', p.coreOp.accessToken, { voucherId: issued.env.body.id });
      expect([15, 20]).toContain(v.env.body.status);
      expect(
        await count('SELECT count(*)::int AS n FROM voucher_records WHERE voucher_id = $1 AND step = $2', [
          issued.env.body.id,
          'issue.review',
        ]),
      ).toBe(1);

      // The receiver signs for a voucher while the issuer's void waits for review: the void can no longer pass.
      const other = await ops.post('/issue', p.coreOp.accessToken, issueBody({ amount: '67.00' }));
      await ops.approveIssue(other.env.body.id);
      const voidApp = await ops.post('/void', p.coreOp.accessToken, {
        voucherId: other.env.body.id,
        reason: '开错',
        idempotencyKey: key(),
      });
      expect(voidApp.env.ok).toBe(true);
      expect(
        (
          await ops.post('/sign', p.supOp.accessToken, {
            voucherId: other.env.body.id,
            decision: 'accept',
            idempotencyKey: key(),
          })
        ).env.ok,
      ).toBe(true);
      const late = await ops.post('/review', p.coreRev.accessToken, {
        applicationId: voidApp.env.body.applicationId,
        approve: true,
      });
      expect(late.env).toMatchObject({
        ok: false,
        status: 409,
        msg: '该凭证已被签收或正在签收，不能作废，请退回该申请',
      });
      expect((await ops.post('/detail', p.coreOp.accessToken, { voucherId: other.env.body.id })).env.body.status).toBe(
        25,
      );
    },
  );
});
