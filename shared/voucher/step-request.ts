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

/** How a product words a batch: its approval's title, and its rejection (退回, 驳回). */
export interface BatchWords {
  approveTitle: string;
  reject: string;
}

const REVIEW_WORDS: BatchWords = { approveTitle: '批量复核通过', reject: '退回' };

/**
 * 批量通过 / 批量退回 of `count` rows (a rejection needs a reason); the dialog stays open and says
 * which failed and why when some were not decided (the others are).
 */
export function batchRequest(
  approve: boolean,
  count: number,
  unit: string,
  run: (reason: string) => Promise<BatchOutcome>,
  subject?: string,
  words: BatchWords = REVIEW_WORDS,
): ReasonRequest {
  return {
    title: approve ? `${words.approveTitle}（${count} ${unit}）` : `批量${words.reject}（${count} ${unit}）`,
    okText: approve ? '全部通过' : `全部${words.reject}`,
    required: !approve,
    danger: !approve,
    subject,
    run: async (reason) => throwBatchFailures(await run(reason), unit),
  };
}

/**
 * 通过 or the rejection (驳回, 退回) at one step a checker takes (风控初审, 放款复审…) on `what`
 * ("授信 SX…", an application's number): a rejection needs a reason and looks dangerous.
 */
export function decisionRequest(
  step: string,
  approve: boolean,
  what: string,
  run: (reason: string) => Promise<void>,
  subject?: string,
  reject = '驳回',
): ReasonRequest {
  const verb = approve ? '通过' : reject;
  return { title: `${step}${verb} · ${what}`, okText: verb, required: !approve, danger: !approve, subject, run };
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
