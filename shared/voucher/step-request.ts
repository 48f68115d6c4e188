/**
 * The dialog request of a step on a voucher or an application: its title, button text, whether
 * a reason is required and whether it looks dangerous all come from the step (VOUCHER_STEPS),
 * so every page asks the same way.
 */
import { VOUCHER_STEPS, type VoucherStep } from './voucher-actions';
import type { ReasonRequest } from './reason-modal.component';

/** `what` names the thing ("凭证 000000000012", "转让申请 ZR…"); `subject` is shown above the field. */
export function stepRequest(
  step: VoucherStep,
  what: string,
  run: (reason: string) => Promise<void>,
  subject?: string,
): ReasonRequest {
  const info = VOUCHER_STEPS[step];
  return {
    title: `${info.label} · ${what}`,
    okText: info.label,
    required: info.reasonRequired,
    danger: info.danger,
    subject,
    run,
  };
}

/** Steps shown as the page's main button (the forward step of the person's side). */
export const PRIMARY_STEPS: ReadonlySet<VoucherStep> = new Set<VoucherStep>([
  'approve',
  'signFor',
  'signApprove',
  'transfer',
]);

/** What a batch decision answers: how many were decided, and why the others were not. */
export interface BatchOutcome {
  done: number;
  failed: ReadonlyArray<{ msg: string }>;
}

/**
 * 批量通过 / 批量退回 of `count` rows (a return needs a reason); the dialog stays open and says
 * which failed and why when some were not decided (the others are).
 */
export function batchRequest(
  approve: boolean,
  count: number,
  unit: string,
  run: (reason: string) => Promise<BatchOutcome>,
  subject?: string,
): ReasonRequest {
  return {
    title: approve ? `批量复核通过（${count} ${unit}）` : `批量退回（${count} ${unit}）`,
    okText: approve ? '全部通过' : '全部退回',
    required: !approve,
    danger: !approve,
    subject,
    run: async (reason) => throwBatchFailures(await run(reason), unit),
  };
}

/**
 * When some of a batch were not decided, throws what the batch dialog then shows (it stays open):
 * how many were decided, how many not, and why ("2 笔已处理，1 笔未成功：…").
 */
export function throwBatchFailures(outcome: BatchOutcome, unit: string): void {
  const { done, failed } = outcome;
  if (failed.length)
    throw new Error(`${done} ${unit}已处理，${failed.length} ${unit}未成功：${failed.map((f) => f.msg).join('；')}`);
}
