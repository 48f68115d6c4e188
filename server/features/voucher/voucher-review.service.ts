/**
 * The checker's side of every voucher application: one entry that locks the application and
 * its voucher (in that order, as every step does), applies the rules common to all checks
 * (the company's pending application; never one's own work; a reason to return it), and hands
 * over to the step's own decision. Batches decide each application in its own transaction.
 */
import type { AppContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { eachApart } from '../../core/each-apart';
import type { VoucherAppKind } from '../../core/status';
import type { VoucherAbility } from '../../../shared/access/voucher-abilities';
import { lockApplication, lockVoucher } from './voucher.repo';
import { need, type VoucherCaller } from './voucher-caller';
import { checkable, decideIssue } from './voucher-issue.service';
import { decideSign, decideVoid } from './voucher-sign.service';
import { decideTransfer } from './voucher-transfer.service';
import type { DecideStep } from './voucher-application-steps';

/** Which checker role each kind needs. */
const CHECKER: Readonly<Record<VoucherAppKind, VoucherAbility>> = {
  issue: 'issueReview',
  void: 'issueReview',
  signFor: 'signForReview',
  transfer: 'transferReview',
};

/** Each kind's own decision. */
const DECIDE: Readonly<Record<VoucherAppKind, DecideStep>> = {
  issue: decideIssue,
  signFor: decideSign,
  void: decideVoid,
  transfer: decideTransfer,
};

export interface Decision {
  applicationId: number;
  approve: boolean;
  reason?: string;
}

/** Decides one application of one of `kinds` (the route's product). */
export async function review(
  ctx: AppContext,
  c: VoucherCaller,
  ip: string,
  d: Decision,
  kinds: readonly VoucherAppKind[],
): Promise<void> {
  const reason = (d.reason ?? '').trim();
  await ctx.db.transaction(async (tx) => {
    const locked = await lockApplication(tx, d.applicationId);
    if (!locked || !kinds.includes(locked.kind)) throw fail.notFound('申请不存在或无权访问');
    need(c, CHECKER[locked.kind]);
    const app = checkable(c, locked, d.approve, reason);
    const v = await lockVoucher(tx, app.voucher_id);
    if (!v) throw fail.notFound('凭证不存在或无权访问');
    await DECIDE[app.kind](tx, ctx, c, ip, app, v, d.approve, reason);
  });
}

export async function batchReview(
  ctx: AppContext,
  c: VoucherCaller,
  ip: string,
  b: { applicationIds: number[]; approve: boolean; reason?: string },
  kinds: readonly VoucherAppKind[],
): Promise<{ done: number; failed: Array<{ applicationId: number; msg: string }> }> {
  if (!b.approve && (b.reason ?? '').trim() === '') throw fail.bad('请填写退回原因', 'reason');
  const r = await eachApart(b.applicationIds, (applicationId) =>
    review(ctx, c, ip, { applicationId, approve: b.approve, reason: b.reason }, kinds),
  );
  return { done: r.done, failed: r.failed.map((f) => ({ applicationId: f.id, msg: f.msg })) };
}
