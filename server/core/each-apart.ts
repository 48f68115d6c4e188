/**
 * Batch actions (批量审核, 批量兑付): each item in its own step, so that one refusal does not undo
 * the others. An AppError is the item's answer to the user (a conflict, a missing right) and is
 * collected with its message; anything else is a fault and stops the batch.
 */
import type { AppContext, AuthContext } from './context';
import { AppError } from './envelope';

export interface EachApartResult {
  done: number;
  failed: Array<{ id: number; msg: string }>;
}

export async function eachApart(
  ids: readonly number[],
  step: (id: number) => Promise<unknown>,
): Promise<EachApartResult> {
  const failed: EachApartResult['failed'] = [];
  let done = 0;
  for (const id of ids) {
    try {
      await step(id);
      done++;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      failed.push({ id, msg: err.message });
    }
  }
  return { done, failed };
}

/** A reviewer's decision on one item (`approve` false returns or rejects it, with `reason`). */
export type ReviewOne<R> = (
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  id: number,
  approve: boolean,
  reason: string,
) => Promise<R>;

/** 批量审核 of a review: the same decision on each item, each apart. */
export function batchOf(one: ReviewOne<unknown>) {
  return (ctx: AppContext, auth: AuthContext, ip: string, ids: number[], approve: boolean, reason: string) =>
    eachApart(ids, (id) => one(ctx, auth, ip, id, approve, reason));
}
