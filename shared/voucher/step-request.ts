/**
 * The dialog request of a step on a voucher or an application: its title, button text, whether
 * a reason is required and whether it looks dangerous all come from the step (VOUCHER_STEPS),
 * so every page asks the same way.
 */
import { VOUCHER_STEPS, type VoucherStep } from './voucher-actions';
import type { ReasonRequest } from './reason-modal.component';

/** `what` names the thing ("凭证 000000000012", "转让申请 ZR…"); `subject` is shown above the field. */
export function stepRequest(step: VoucherStep, what: string, run: (reason: string) => Promise<void>, subject?: string): ReasonRequest {
  const info = VOUCHER_STEPS[step];
  return { title: `${info.label} · ${what}`, okText: info.label, required: info.reasonRequired, danger: info.danger, subject, run };
}

/** Steps shown as the page's main button (the forward step of the person's side). */
export const PRIMARY_STEPS: ReadonlySet<VoucherStep> = new Set<VoucherStep>(['approve', 'signFor', 'signApprove', 'transfer']);
