/**
 * 到期 maturity, by the server's clock. On its due date a held voucher becomes 待兑付 (paid by
 * SETTLE), and past it, unpaid, 已逾期. What was still pending on the due date lapses: open
 * applications (reservations released), transfer parts nobody signed for (the amount goes back
 * to the transferring holder), and issued vouchers nobody signed for (voided).
 *
 * The sweep runs on the first voucher call of each new day (per server instance; it is
 * idempotent, and every change is made under the row locks the steps use), and when a test
 * moves the clock.
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
const running = new WeakMap<AppContext, Promise<void>>();

export async function matureIfNewDay(ctx: AppContext): Promise<void> {
  const today = todayOf(ctx.clock());
  if (lastSwept.get(ctx) === today) return;
  let run = running.get(ctx);
  if (!run) {
    run = matureVouchers(ctx, today).finally(() => running.delete(ctx));
    running.set(ctx, run);
  }
  await run;
  lastSwept.set(ctx, today);
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

/**
 * Keeps vouchers up to date with the day even when nobody calls the voucher API (the next
 * actor's messages and the lists of other instances), and forgets idempotency keys older than
 * their life. Every instance runs it; each step is idempotent.
 */
export function startVoucherUpkeep(ctx: AppContext, everyMs = 10 * 60_000): () => void {
  const timer = setInterval(() => {
    (async () => {
      await matureIfNewDay(ctx);
      await deleteKeysBefore(ctx.db, ctx.clock() - IDEMPOTENCY_TTL_MS);
    })().catch((err: unknown) => ctx.log.warn({ err }, 'voucher upkeep failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
