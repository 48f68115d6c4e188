/**
 * Credit lines under the voucher flow (BILL through its routes): the reviewer's approval of an
 * issue takes the amount from the issuer's line, exactly under parallel approvals; a submit the
 * line cannot back is refused with the reason and creates nothing; a voided voucher gives its
 * amount back.
 */
import { describe, expect, it } from 'vitest';
import { call, login, P } from './helpers/api';
import { databases, useTestEnv } from './helpers/test-app';
import { CREDIT_LINE } from '../../shared/rules/status-codes';
import { addDays, chinaDate } from '../../shared/rules/calendar';
import { usedInForce } from '../../server/features/credit/credit.repo';

let seq = 0;
const idem = () => `t${Date.now().toString(36)}${(seq++).toString(36)}aaaaaaaaaaaaaa`.slice(0, 40);

describe.each(databases())('issuing vouchers on credit lines on %s', (kind) => {
  const env = useTestEnv(kind);

  it(
    'takes exactly what the line has under parallel approvals, ' + 'refuses on submit, and gives back on void',
    async () => {
      const core = (await env.db.query<{ id: number }>("SELECT id FROM companies WHERE comp_name LIKE '%华信%'"))[0]
        ?.id;
      const supplier = (
        await env.db.query<{ id: number; credit_code: string }>(
          "SELECT id, credit_code FROM companies WHERE comp_name LIKE '%华南%'",
        )
      )[0];
      const funding = (
        await env.db.query<{ comp_code: string }>("SELECT comp_code FROM companies WHERE comp_name LIKE '%恒丰%'")
      )[0]?.comp_code;
      if (!core || !supplier || !funding) throw new Error('demo companies missing');
      // Only the line made here backs the core enterprise's vouchers.
      await env.db.query(`UPDATE credit_lines SET status = ${CREDIT_LINE.withdrawn} WHERE applicant_comp_id = $1`, [
        core,
      ]);

      const operator = (await login(env.app, env.db, '13800000002')).accessToken; // 李娜 BILL E102, CREDIT E102
      const admin = (await login(env.app, env.db, '13800000001', '华信')).accessToken; // 张伟 BILL E101
      const first = (await login(env.app, env.db, '13800000353')).accessToken;
      const second = (await login(env.app, env.db, '13800000354')).accessToken;

      const applied = await call(env.app, `${P}/credit/apply`, {
        token: operator,
        body: {
          funderCompCode: funding,
          amount: '600000.00',
          termMonths: 12,
          maxVoucherDays: 200,
          purpose: '开立凭证',
          idemKey: idem(),
        },
      });
      const lineId = applied.env.body.id as number;
      await call(env.app, `${P}/credit/review`, { token: first, body: { id: lineId, approve: true } });
      expect(
        (await call(env.app, `${P}/credit/review`, { token: second, body: { id: lineId, approve: true } })).env.ok,
      ).toBe(true);

      const rel = await call(env.app, `${P}/voucher/relation/add`, {
        token: admin,
        body: { creditCode: supplier.credit_code },
      });
      expect(rel.env.ok || /已/.test(rel.env.msg)).toBe(true);
      const dueDate = addDays(chinaDate(env.clock()), 90);
      const issue = (amount: string) =>
        call(env.app, `${P}/voucher/issue`, {
          token: operator,
          body: { receiverCompId: supplier.id, amount, dueDate, contractNo: 'HT-2026-001', idempotencyKey: idem() },
        });

      // A voucher the line cannot back is refused when submitted, with the reason.
      const before = await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM credit_vouchers');
      const tooBig = await issue('600000.01');
      expect(tooBig.env).toMatchObject({ ok: false, msg: '授信可用额度不足：可用 ¥600000.00，本次需 ¥600000.01' });
      expect((await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM credit_vouchers'))[0]?.n).toBe(
        before[0]?.n,
      );

      // Eight of ¥100,000 submitted (each fits alone), approved in parallel: six fit. (Approvals of
      // one issuer wait for each other on its line's row lock, each holding a pooled connection:
      // eight stay within the pool of ten that PostgreSQL is reached through.)
      const vouchers: number[] = [];
      for (let i = 0; i < 8; i++) {
        const r = await issue('100000.00');
        expect(r.env.ok, r.env.msg).toBe(true);
        vouchers.push(r.env.body.id as number);
      }
      const apps = await env.db.query<{ id: number; voucher_id: number }>(
        "SELECT id, voucher_id FROM voucher_applications WHERE kind = 'issue' AND voucher_id = ANY($1::bigint[])",
        [vouchers],
      );
      const results = await Promise.all(
        apps.map((a) =>
          call(env.app, `${P}/voucher/review`, { token: admin, body: { applicationId: a.id, approve: true } }),
        ),
      );
      expect(results.filter((r) => r.env.ok)).toHaveLength(6);
      for (const r of results.filter((x) => !x.env.ok))
        expect(r.env.msg).toBe('授信可用额度不足：可用 ¥0.00，本次需 ¥100000.00');
      const d = await call(env.app, `${P}/credit/detail`, { token: operator, body: { id: lineId } });
      expect(d.env.body).toMatchObject({ used: '600000.00', available: '0.00' });
      expect(await usedInForce(env.db, lineId)).toBe(60_000_000);
      const pending = await env.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM credit_vouchers WHERE id = ANY($1::bigint[]) AND status = 10',
        [vouchers],
      );
      expect(pending[0]?.n).toBe(2);

      // Voiding an issued voucher (maker–checker) gives its amount back.
      const issued = await env.db.query<{ id: number }>(
        'SELECT id FROM credit_vouchers WHERE id = ANY($1::bigint[]) AND status = 20 ORDER BY id LIMIT 1',
        [vouchers],
      );
      const voucherId = issued[0]?.id as number;
      const v = await call(env.app, `${P}/voucher/void`, {
        token: operator,
        body: { voucherId, reason: '合同取消', idempotencyKey: idem() },
      });
      expect(v.env.ok, v.env.msg).toBe(true);
      const voidApp = await env.db.query<{ id: number }>(
        "SELECT id FROM voucher_applications WHERE kind = 'void' AND voucher_id = $1",
        [voucherId],
      );
      const vr = await call(env.app, `${P}/voucher/review`, {
        token: admin,
        body: { applicationId: voidApp[0]?.id, approve: true },
      });
      expect(vr.env.ok, vr.env.msg).toBe(true);
      const after = await call(env.app, `${P}/credit/detail`, { token: operator, body: { id: lineId } });
      expect(after.env.body).toMatchObject({ used: '500000.00', available: '100000.00' });
      const usages = await call(env.app, `${P}/credit/usages`, { token: operator, body: { id: lineId, pageSize: 50 } });
      expect(usages.env.body.list.find((u: { voucherId: number }) => u.voucherId === voucherId)).toMatchObject({
        inForce: false,
        releaseReason: '凭证作废',
      });
    },
  );
});
