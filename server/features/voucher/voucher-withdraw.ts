/**
 * 撤回: the maker's company takes back an application that waits for review or was returned
 * (transfers and voids alike). One entry: the application and its voucher locked in that order
 * (as every step), the application closed as withdrawn, the tasks it raised done (the bell
 * counts down), the step recorded in the voucher's record and the company's log.
 */
import type { AppContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { VOUCHER_APP, type VoucherAppKind } from '../../core/status';
import type { Db } from '../../db/db';
import type { OperationAction } from '../audit/operation-log.service';
import { type ApplicationRow, decideApplication, lockApplication, lockVoucher, type VoucherRow } from './voucher.repo';
import type { VoucherCaller } from './voucher-caller';
import { done, taskKey } from './voucher-notify';
import { recordStep, type VoucherStep } from './voucher-record';

/** The company's application of `kind` and its voucher, locked (application first). */
export async function lockOwnApplication(tx: Db, c: VoucherCaller, applicationId: number, kind: VoucherAppKind): Promise<{ app: ApplicationRow; v: VoucherRow }> {
  const app = await lockApplication(tx, applicationId);
  if (app?.kind !== kind || app.comp_id !== c.auth.compId) throw fail.notFound('申请不存在或无权访问');
  const v = await lockVoucher(tx, app.voucher_id);
  if (!v) throw fail.notFound('凭证不存在或无权访问');
  return { app, v };
}

export interface WithdrawStep {
  kind: VoucherAppKind;
  step: VoucherStep;
  action: OperationAction;
  /** Why it cannot be withdrawn any more (it was decided). */
  decided: string;
  /** What the kind gives back first (a transfer's reservation while it waits for review). */
  release?: (tx: Db, app: ApplicationRow, v: VoucherRow, now: number) => Promise<void>;
}

export async function withdrawApplication(ctx: AppContext, c: VoucherCaller, ip: string, applicationId: number, s: WithdrawStep): Promise<void> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const { app, v } = await lockOwnApplication(tx, c, applicationId, s.kind);
    if (app.status !== VOUCHER_APP.pendingReview && app.status !== VOUCHER_APP.returned) throw fail.conflict(s.decided);
    await s.release?.(tx, app, v, now);
    await decideApplication(tx, app.id, { status: VOUCHER_APP.withdrawn, now });
    await done(tx, taskKey.review(app.id), now);
    await done(tx, taskKey.returned(app.id), now);
    await recordStep(tx, c.auth, ip, now, { voucherId: v.id, voucherNo: v.voucher_no, applicationId: app.id, step: s.step, result: '已撤回', action: s.action });
  });
}
