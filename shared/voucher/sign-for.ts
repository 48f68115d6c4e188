/**
 * 签收 / 拒签 of a voucher sent to this company, as every product sends it (BILL's list and
 * detail, ENDORSE's voucher page): the reason goes only with a refusal, and each click is one
 * request (a new idempotency key).
 */
import { newIdempotencyKey, signForVoucher } from '../index';

export async function sendSignFor(voucherId: number, step: 'signFor' | 'refuse', reason: string): Promise<void> {
  await signForVoucher({
    voucherId,
    decision: step === 'signFor' ? 'accept' : 'refuse',
    reason: step === 'refuse' ? reason : undefined,
    idempotencyKey: newIdempotencyKey(),
  });
}
