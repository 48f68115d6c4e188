/**
 * Ending a financing application without a payout: its reserved part goes back to the voucher and
 * its invoices may be used again. The maturity sweep lapses unpaid applications at the due date
 * (lapseFinancingDue), so this module stays apart from the service that runs the sweep first.
 */
import { ZNX_APP } from '../../core/status';
import type { AppContext } from '../../core/context';
import type { Db } from '../../db/db';
import { lockVoucher } from '../voucher/voucher.repo';
import { releaseReservation } from '../voucher/voucher-reservation';
import {
  appOfCompany,
  type AppRow,
  insertStep,
  liveAppsDue,
  lockAppApplicant,
  moveApp,
  releaseInvoices,
} from './znx.repo';

/** Gives an ended application's reservation and invoices back (inside its transaction). */
export async function releaseApp(tx: Db, a: AppRow, now: number): Promise<void> {
  const v = await lockVoucher(tx, Number(a.voucher_id));
  if (v) await releaseReservation(tx, v, Number(a.applied_fen), now);
  await releaseInvoices(tx, a.id);
}

/** Applications not paid out by the voucher's due date lapse, giving their reservation back (the maturity sweep). */
export async function lapseFinancingDue(ctx: AppContext, today: string): Promise<number> {
  let n = 0;
  const now = ctx.clock();
  for (const id of await liveAppsDue(ctx.db, today)) {
    await ctx.db.transaction(async (tx) => {
      const compId = await lockAppApplicant(tx, id);
      if (compId === undefined) return;
      const a = await appOfCompany(tx, id, compId);
      if (!a || !(await moveApp(tx, id, a.status, ZNX_APP.lapsed, { reason: '凭证到期前未放款，申请已失效', now })))
        return;
      await releaseApp(tx, a, now);
      await insertStep(tx, {
        appId: id,
        step: '到期处理',
        compId,
        employeeId: null,
        result: '已失效',
        reason: '凭证到期前未放款',
        now,
      });
      n++;
    });
  }
  return n;
}
