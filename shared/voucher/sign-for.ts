/**
 * The receiving side's steps on a voucher, as every product sends them (BILL's list and detail,
 * ENDORSE's application and voucher pages): 签收 / 拒签, where the reason goes only with a
 * refusal and each click is one request (a new idempotency key), and its reviewer's 签收复核.
 */
import { newIdempotencyKey, reviewSignFor, signForVoucher } from '../index';
import type { VoucherStep } from './voucher-actions';
import { pendingApplicationOf, type VoucherScreen } from './voucher-screen-data';

/** 签收, 拒签, and the reviewer's 通过 / 退回 of a sign-for. */
export type SignStep = Extract<VoucherStep, 'signFor' | 'refuse' | 'signApprove' | 'signReturn'>;

export function isSignStep(step: VoucherStep): step is SignStep {
  return step === 'signFor' || step === 'refuse' || step === 'signApprove' || step === 'signReturn';
}

export async function sendSignFor(voucherId: number, step: 'signFor' | 'refuse', reason: string): Promise<void> {
  await signForVoucher({
    voucherId,
    decision: step === 'signFor' ? 'accept' : 'refuse',
    reason: step === 'refuse' ? reason : undefined,
    idempotencyKey: newIdempotencyKey(),
  });
}

/** A sign step on a voucher: the sign-for itself, or the decision on the one waiting for review. */
export async function sendSignStep(
  v: Pick<VoucherScreen, 'id' | 'pendingApplicationId'>,
  step: SignStep,
  reason: string,
): Promise<void> {
  if (step === 'signFor' || step === 'refuse') {
    await sendSignFor(v.id, step, reason);
    return;
  }
  await reviewSignFor({
    applicationId: pendingApplicationOf(v),
    approve: step === 'signApprove',
    reason: reason || undefined,
  });
}
