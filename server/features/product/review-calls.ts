/**
 * The handlers of a product's review calls: one decision (approve, or return / reject with a
 * reason) answered with the item's new status, and 批量审核, the same decision on several items,
 * each apart (core/each-apart.ts). The product says only which step it is and what the user is told.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context';
import type { batchOf, ReviewOne } from '../../core/each-apart';
import { ok } from '../../core/envelope';
import { caller } from '../../plugins/auth.hook';

interface Decision {
  approve: boolean;
  reason?: string;
}

/** One item's decision; `said` is the message when approved and when not. */
export function reviewHandler<S>(ctx: AppContext, step: ReviewOne<S>, said: { approved: string; refused: string }) {
  return async (b: Decision & { id: number }, request: FastifyRequest) =>
    ok(
      { status: await step(ctx, caller(request), request.ip, b.id, b.approve, b.reason ?? '') },
      b.approve ? said.approved : said.refused,
    );
}

/** A step made a batch by `batchOf`. */
type BatchStep = ReturnType<typeof batchOf>;

/** 批量审核: the batch form of a step (`batchOf`), answered with what was done and what was refused. */
export function batchReviewHandler(ctx: AppContext, batch: BatchStep) {
  return async (b: Decision & { ids: number[] }, request: FastifyRequest) =>
    ok(await batch(ctx, caller(request), request.ip, b.ids, b.approve, b.reason ?? ''));
}
