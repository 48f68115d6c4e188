/**
 * The steps every kind of voucher application shares, in one place:
 * - 撤回: the maker's company takes back an application that waits for review or was returned
 *   (transfers and voids alike): the application and its voucher locked in that order (as every
 *   step), closed as withdrawn, the tasks it raised done (the bell counts down), recorded;
 * - 退回: the checker returns it with a reason: the application returned, recorded in the
 *   voucher's record and the company's log, and its makers told (a site message linking to
 *   where they edit or withdraw it).
 */
import type { AppContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { VOUCHER_APP, type VoucherAppKind } from '../../core/status';
import type { Db } from '../../db/db';
import type { OperationAction } from '../audit/operation-log.service';
import {
  type ApplicationRow,
  decideApplication,
  insertApplication,
  lockApplication,
  lockVoucher,
  resubmitApplication,
  setDecision,
  type VoucherRow,
} from './voucher.repo';
import type { VoucherCaller } from './voucher-caller';
import { ask, done, taskKey } from './voucher-notify';
import type { VoucherAbility } from '../../../shared/access/voucher-abilities';
import { recordAppStep, type VoucherStep } from './voucher-record';

/**
 * The checker's decision on an application of one kind: the application and its voucher are
 * locked and the common checks done (voucher-review.service); `reason` is trimmed.
 */
export type DecideStep = (
  tx: Db,
  ctx: AppContext,
  c: VoucherCaller,
  ip: string,
  app: ApplicationRow,
  v: VoucherRow,
  approve: boolean,
  reason: string,
) => Promise<void>;

/** The company's application of `kind` and its voucher, locked (application first). */
export async function lockOwnApplication(
  tx: Db,
  c: VoucherCaller,
  applicationId: number,
  kind: VoucherAppKind,
): Promise<{ app: ApplicationRow; v: VoucherRow }> {
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

export async function withdrawApplication(
  ctx: AppContext,
  c: VoucherCaller,
  ip: string,
  applicationId: number,
  s: WithdrawStep,
): Promise<void> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const { app, v } = await lockOwnApplication(tx, c, applicationId, s.kind);
    if (app.status !== VOUCHER_APP.pendingReview && app.status !== VOUCHER_APP.returned) throw fail.conflict(s.decided);
    await s.release?.(tx, app, v, now);
    await decideApplication(tx, app.id, { status: VOUCHER_APP.withdrawn, now });
    await done(tx, taskKey.review(app.id), now);
    await done(tx, taskKey.returned(app.id), now);
    await recordAppStep(tx, c.auth, ip, now, v, app.id, {
      step: s.step,
      result: '已撤回',
      action: s.action,
    });
  });
}

export interface ReturnStep {
  step: VoucherStep;
  action: OperationAction;
  /** The recorded result ("已退回", "签收已退回"). */
  result?: string;
  /** Who is told: the makers of this kind. */
  ability: VoucherAbility;
  /** What it was ("开立申请", "转让申请ZR…", "签收"). */
  what: string;
  /** What the makers may do now. */
  next: string;
  link: string;
}

/** The checker returns the application with a reason (the caller changed the voucher already). */
export async function returnToMaker(
  tx: Db,
  c: VoucherCaller,
  ip: string,
  now: number,
  app: ApplicationRow,
  v: VoucherRow,
  reason: string,
  s: ReturnStep,
): Promise<void> {
  await decideApplication(tx, app.id, {
    status: VOUCHER_APP.returned,
    checkerId: c.auth.employeeId,
    returnReason: reason,
    now,
  });
  await done(tx, taskKey.review(app.id), now);
  await recordAppStep(tx, c.auth, ip, now, v, app.id, {
    step: s.step,
    result: s.result ?? '已退回',
    reason,
    action: s.action,
  });
  await ask(tx, {
    compId: c.auth.compId,
    ability: s.ability,
    taskKey: taskKey.returned(app.id),
    title: `已退回：凭证${v.voucher_no}${s.what}`,
    text: `凭证${v.voucher_no}的${s.what}被退回，原因：${reason}。${s.next}`,
    link: s.link,
    msgType: 'BUSINESS',
    now,
  });
}

/**
 * A maker's request on a voucher (签收/拒签, 作废): the company's returned application of that kind
 * is submitted again (its return task done); otherwise a new one is opened. Its id.
 */
export async function submitRequest(
  tx: Db,
  c: VoucherCaller,
  now: number,
  prior: ApplicationRow | null,
  v: VoucherRow,
  r: { kind: VoucherAppKind; reason: string; decision?: 'accept' | 'refuse' },
): Promise<number> {
  if (prior && prior.status === VOUCHER_APP.returned && prior.comp_id === c.auth.compId) {
    if (r.decision) await setDecision(tx, prior.id, r.decision);
    await resubmitApplication(tx, prior.id, { makerId: c.auth.employeeId, reason: r.reason, now });
    await done(tx, taskKey.returned(prior.id), now);
    return prior.id;
  }
  const app = await insertApplication(tx, {
    kind: r.kind,
    voucherId: v.id,
    compId: c.auth.compId,
    status: VOUCHER_APP.pendingReview,
    decision: r.decision,
    amountFen: v.amount_fen,
    reason: r.reason,
    makerId: c.auth.employeeId,
    now,
  });
  return app.id;
}

/** The company's checkers (not the maker) are asked to review the application. */
export async function askChecker(
  tx: Db,
  c: VoucherCaller,
  now: number,
  appId: number,
  a: { ability: VoucherAbility; title: string; text: string; link: string },
): Promise<void> {
  await ask(tx, {
    compId: c.auth.compId,
    ability: a.ability,
    exceptEmployeeId: c.auth.employeeId,
    taskKey: taskKey.review(appId),
    title: a.title,
    text: a.text,
    link: a.link,
    msgType: 'APPROVAL',
    now,
  });
}
