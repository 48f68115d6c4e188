/**
 * 到期 maturity, by the server's clock. On its due date a held voucher becomes 待兑付 (paid by
 * SETTLE), and past it, unpaid, 已逾期. What was still pending on the due date lapses: open
 * applications (reservations released), transfer parts nobody signed for (the amount goes back
 * to the transferring holder), and issued vouchers nobody signed for (voided).
 *
 * The sweep runs at each China midnight and every ten minutes (per server instance; it is
 * idempotent, and every change is made under the row locks the steps use). A product call of a
 * day not yet swept (the instance was down at midnight, or a test moved the clock) starts it and
 * waits for it at most `sweepWaitMs`: a sweep over many due vouchers must not hold the caller past
 * its patience, and what a step allows is decided by dates, not by the swept status (a transfer
 * checks the days to its due date itself), so the answer is at worst a day's status behind for
 * those seconds.
 */
import type { AppContext } from '../../core/context';
import { VOUCHER, VOUCHER_APP } from '../../core/status';
import {
  decideApplication,
  lockApplication,
  lockVoucher,
  partOfChild,
  pendingPartCount,
  setVoucherStatus,
} from './voucher.repo';
import { matureHeld, openApplicationsDue, unsignedDue } from './voucher-maturity.repo';
import { recordSystemStep } from './voucher-record';
import { todayOf } from './voucher-rules';
import { done, taskKey } from './voucher-notify';
import { releaseReservation } from './voucher-reservation';
import { returnToParent } from './voucher-sign.service';
import { deleteKeysBefore } from '../idempotency/idempotency.repo';
import { IDEMPOTENCY_TTL_MS } from '../idempotency/idempotency.service';
import { releaseCredit } from '../credit/credit-usage.service';
import { lapseFinancingDue } from '../znx/znx-release';
import { remindOverdue } from '../settle/settle-reminder.service';

const lastSwept = new WeakMap<AppContext, string>();
const running = new WeakMap<AppContext, { day: string; run: Promise<void> }>();
/** Runs a late call was told of: the warning is written once per run, not once per call. */
const warned = new WeakSet<Promise<void>>();

/**
 * Today's sweep, started if it has not run yet; resolves when it has (a failed run is tried again
 * next call). Null when today is already swept: the common case, on every product call.
 */
function matureIfNewDay(ctx: AppContext): Promise<void> | null {
  const today = todayOf(ctx.clock());
  if (lastSwept.get(ctx) === today) return null;
  const current = running.get(ctx);
  if (current?.day === today) return current.run;
  // A run of an earlier day still going: today's starts after it (the steps lock rows; two at once
  // would only wait on each other).
  const run = (current?.run ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => matureVouchers(ctx, today))
    .then(() => {
      lastSwept.set(ctx, today);
    })
    .finally(() => {
      if (running.get(ctx)?.run === run) running.delete(ctx);
    });
  running.set(ctx, { day: today, run });
  return run;
}

/**
 * Before a product call: today's sweep, waited for at most `config.sweepWaitMs`. Past that the call
 * goes on and the sweep finishes in the background (its failure is logged, and tried again on the
 * next call).
 */
export async function upToDate(ctx: AppContext): Promise<void> {
  const run = matureIfNewDay(ctx);
  if (!run) return;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ctx.config.sweepWaitMs);
  });
  try {
    const outcome = await Promise.race([run.then(() => 'done' as const), late]);
    if (outcome === 'late' && !warned.has(run)) {
      warned.add(run);
      ctx.log.warn("the day's voucher sweep is still running: answering from the vouchers as they are");
      run.catch((err: unknown) => ctx.log.warn({ err }, 'voucher maturity sweep failed'));
    }
  } finally {
    clearTimeout(timer);
  }
}

async function matureVouchers(ctx: AppContext, today: string): Promise<void> {
  const now = ctx.clock();
  // Financing applications not paid out by the due date lapse (their reservation goes back).
  await lapseFinancingDue(ctx, today);
  for (const a of await openApplicationsDue(ctx.db, today)) {
    await ctx.db.transaction(async (tx) => {
      const app = await lockApplication(tx, a.id);
      if (!app || (app.status !== VOUCHER_APP.pendingReview && app.status !== VOUCHER_APP.returned)) return;
      const v = await lockVoucher(tx, app.voucher_id);
      if (!v) return;
      if (app.kind === 'transfer' && app.status === VOUCHER_APP.pendingReview)
        await releaseReservation(tx, v, app.amount_fen, now);
      await decideApplication(tx, app.id, { status: VOUCHER_APP.lapsed, now });
      await done(tx, taskKey.review(app.id), now);
      await done(tx, taskKey.returned(app.id), now);
      await recordSystemStep(tx, now, {
        voucherId: v.id,
        applicationId: app.id,
        step: 'maturity',
        result: '到期未处理，申请已失效',
      });
    });
  }
  // Children before their parents (newest first): a lapsed part returns to its parent.
  for (const id of await unsignedDue(ctx.db, today)) {
    await ctx.db.transaction(async (tx) => {
      const v = await lockVoucher(tx, id);
      if (
        !v ||
        ![VOUCHER.pendingReview, VOUCHER.returned, VOUCHER.pendingSign, VOUCHER.signPendingReview].includes(
          v.status as 10,
        )
      )
        return;
      await setVoucherStatus(tx, v.id, VOUCHER.voided, now);
      // A root voided unsigned gives its amount back to the issuer's credit line (CREDIT).
      if (v.parent_id === null) await releaseCredit(tx, v.id, 'void', now);
      await done(tx, taskKey.sign(v.id), now);
      if (v.parent_id !== null) {
        await returnToParent(tx, v, now);
        const part = await partOfChild(tx, v.id);
        const app = part ? await lockApplication(tx, part.application_id) : null;
        if (app && app.status === VOUCHER_APP.pendingSign && (await pendingPartCount(tx, app.id)) === 0) {
          await decideApplication(tx, app.id, { status: VOUCHER_APP.done, now });
        }
      }
      await recordSystemStep(tx, now, { voucherId: v.id, step: 'maturity', result: '到期未签收，已自动作废' });
    });
  }
  await ctx.db.transaction((tx) => matureHeld(tx, today, now));
  // 已逾期 and unpaid: a reminder a day to the issuer and the holders (SETTLE).
  await remindOverdue(ctx, today);
}

/** Milliseconds from `nowMs` to the next midnight in China (the calendar due dates are on). */
export function msToChinaMidnight(nowMs: number): number {
  const next = Date.parse(`${todayOf(nowMs)}T00:00:00+08:00`) + 86_400_000;
  return next - nowMs;
}

/**
 * Keeps vouchers up to date with the day even when nobody calls the voucher API (the next
 * actor's messages and the lists of other instances), and forgets idempotency keys older than
 * their life: just after each China midnight, and every `everyMs` besides (a missed midnight, a
 * failed run). Every instance runs it; each step is idempotent.
 */
export function startVoucherUpkeep(ctx: AppContext, everyMs = 10 * 60_000): () => void {
  const upkeep = () => {
    (async () => {
      await matureIfNewDay(ctx);
      await deleteKeysBefore(ctx.db, ctx.clock() - IDEMPOTENCY_TTL_MS);
    })().catch((err: unknown) => ctx.log.warn({ err }, 'voucher upkeep failed'));
  };
  const timer = setInterval(upkeep, everyMs);
  timer.unref();
  let midnight: NodeJS.Timeout | undefined;
  const atMidnight = () => {
    // A second past midnight: the new day has begun on every clock that agrees to the second.
    midnight = setTimeout(() => {
      upkeep();
      atMidnight();
    }, msToChinaMidnight(ctx.clock()) + 1_000);
    midnight.unref();
  };
  atMidnight();
  return () => {
    clearInterval(timer);
    clearTimeout(midnight);
  };
}
