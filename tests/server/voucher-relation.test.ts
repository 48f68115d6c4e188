/**
 * 贸易关系 (trade relations): an administrator removes one, refused with a clear message while
 * business to that company is open (docs/decisions/voucher-relations.md), logged; afterwards
 * nothing new goes to that company until the relation is added again; a removal racing an issue
 * to the same company leaves no voucher to a company that is no longer a relation.
 */
import { describe, expect, it } from 'vitest';
import { databases, useTestEnv } from './helpers/test-app';
import { dueIn, key, SUPPLIER2, useCompanyIds, usePeople, voucherSteps } from './helpers/voucher';

describe.each(databases())('voucher trade relations on %s', (kind) => {
  const env = useTestEnv(kind);
  const p = usePeople(env);
  const ids = useCompanyIds(env);
  const ops = voucherSteps(env, p);

  const relations = async (token: string) =>
    (await ops.post('/relations', token)).env.body.map((r: { compName: string }) => r.compName) as string[];
  const remove = (token: string, compId: number) => ops.post('/relation/remove', token, { compId });
  const issueTo = (receiverCompId: number, amount = '10.00') =>
    ops.post('/issue', p.coreOp.accessToken, {
      receiverCompId,
      amount,
      dueDate: dueIn(env.clock(), 60),
      contractNo: 'HT-REL-001',
      idempotencyKey: key(),
    });
  const logged = async (target: string) =>
    (
      await env.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM operation_logs WHERE action = 'relation.remove' AND target = $1",
        [target],
      )
    )[0]?.n ?? 0;

  it(
    'refuses while business to the company is open, ' + 'removes it once it is not, and then nothing new goes there',
    async () => {
      // Only administrators; a relation that is not there; bad input.
      expect((await remove(p.coreOp.accessToken, ids.supplier2)).env.status).toBe(4030);
      expect((await remove(p.coreAdmin.accessToken, ids.investor)).env).toMatchObject({
        status: 404,
        msg: '贸易关系不存在，请刷新后查看',
      });
      expect((await remove(p.coreAdmin.accessToken, -1)).env.status).toBe(400);
      expect((await ops.post('/relation/remove', p.coreAdmin.accessToken, { compId: 'x' })).env.status).toBe(400);

      // The demo's returned issue to 东莞华科 is still open: refused, nothing changes.
      const open = await env.db.query<{ id: number }>(
        'SELECT id FROM credit_vouchers WHERE issuer_comp_id = $1 AND holder_comp_id = $2 AND status = 15',
        [ids.core, ids.supplier2],
      );
      expect(open).toHaveLength(1);
      const refused = await remove(p.coreAdmin.accessToken, ids.supplier2);
      expect(refused.env).toMatchObject({
        ok: false,
        status: 409,
        msg: '与该企业还有1笔未办结的凭证业务（待复核、已退回或待签收），办结或撤回后才能删除贸易关系',
      });
      expect(await relations(p.coreOp.accessToken)).toContain(SUPPLIER2);
      expect(await logged(SUPPLIER2)).toBe(0);

      // The operator withdraws it: the relation may go.
      expect((await ops.post('/issue/withdraw', p.coreOp.accessToken, { voucherId: open[0]?.id })).env.ok).toBe(true);
      expect((await remove(p.coreAdmin.accessToken, ids.supplier2)).env).toMatchObject({
        ok: true,
        msg: '贸易关系已删除',
      });
      expect(await relations(p.coreOp.accessToken)).not.toContain(SUPPLIER2);
      expect(await logged(SUPPLIER2)).toBe(1);
      expect((await remove(p.coreAdmin.accessToken, ids.supplier2)).env.status).toBe(404);

      // No new voucher to it; the vouchers it already holds are untouched (the other direction stays).
      expect((await issueTo(ids.supplier2)).env).toMatchObject({
        status: 400,
        msg: '收款方不在本企业的贸易关系中，请先由管理员添加',
      });
      expect(await relations(p.supAdmin.accessToken)).toContain(SUPPLIER2);

      // Added again by its credit code, it works again.
      const code = (
        await env.db.query<{ credit_code: string }>('SELECT credit_code FROM companies WHERE id = $1', [ids.supplier2])
      )[0]?.credit_code;
      expect((await ops.post('/relation/add', p.coreAdmin.accessToken, { creditCode: code })).env.ok).toBe(true);
      expect((await issueTo(ids.supplier2)).env.ok).toBe(true);
    },
  );

  it('counts open transfers and parts waiting for the receiver’s sign-for', async () => {
    // The demo's supplier has a transfer to 东莞华科 waiting for review and parts waiting for its sign-for.
    const r = await remove(p.supAdmin.accessToken, ids.supplier2);
    expect(r.env.status).toBe(409);
    expect(r.env.msg).toMatch(/^与该企业还有\d+笔未办结的凭证业务/);
    expect(await relations(p.supAdmin.accessToken)).toContain(SUPPLIER2);
  });

  it(
    'a removal racing an issue to the same company: ' +
      'either the issue came first and the removal is refused, or the issue is refused',
    async () => {
      const code = (
        await env.db.query<{ credit_code: string }>('SELECT credit_code FROM companies WHERE id = $1', [ids.supplier2])
      )[0]?.credit_code;
      const present = await relations(p.coreAdmin.accessToken);
      if (!present.includes(SUPPLIER2))
        expect((await ops.post('/relation/add', p.coreAdmin.accessToken, { creditCode: code })).env.ok).toBe(true);
      const openTo = async () =>
        (
          await env.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM credit_vouchers WHERE from_comp_id = $1
             AND holder_comp_id = $2 AND status IN (10, 15, 20, 25)`,
            [ids.core, ids.supplier2],
          )
        )[0]?.n ?? 0;
      // Withdraw what the first test left open so the race starts from a removable relation.
      for (const v of await env.db.query<{ id: number }>(
        'SELECT id FROM credit_vouchers WHERE from_comp_id = $1 AND holder_comp_id = $2 AND status IN (10, 15)',
        [ids.core, ids.supplier2],
      )) {
        expect((await ops.post('/issue/withdraw', p.coreOp.accessToken, { voucherId: v.id })).env.ok).toBe(true);
      }
      expect(await openTo()).toBe(0);
      const [issued, removed] = await Promise.all([
        issueTo(ids.supplier2, '11.00'),
        remove(p.coreAdmin.accessToken, ids.supplier2),
      ]);
      expect([issued.env.ok, removed.env.ok].filter(Boolean)).toHaveLength(1);
      if (issued.env.ok) {
        expect(removed.env.status).toBe(409);
        expect(await relations(p.coreAdmin.accessToken)).toContain(SUPPLIER2);
      } else {
        expect(issued.env).toMatchObject({ status: 400, msg: '收款方不在本企业的贸易关系中，请先由管理员添加' });
        expect(await openTo()).toBe(0);
      }
    },
  );
});
