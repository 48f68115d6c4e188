/**
 * The buttons of a voucher or an application: the server says which steps the person may take
 * now (`actions`: the status, the side of the company, the person's roles in BILL / ENDORSE as
 * VOUCHER_ABILITIES says, and that one never checks one's own work); each step becomes one or
 * two buttons here (a review is 通过 and 退回). Pure; the server checks again on every call.
 */
import { VOUCHER } from '../rules/status-codes';

/**
 * Whether the pages offer the voucher's PDF: once it is a voucher, not while its issue waits
 * for review or was returned, nor once voided (a face nobody may rely on).
 */
export function offersPdf(status: number): boolean {
  return status !== VOUCHER.pendingReview && status !== VOUCHER.returned && status !== VOUCHER.voided;
}

/** The steps the API names in `actions`. */
export type VoucherActionCode = 'review' | 'edit' | 'withdraw' | 'sign' | 'signReview' | 'void' | 'transfer';

/** A button: what it does, its text, whether it needs a reason and looks dangerous. */
export type VoucherStep =
  | 'approve'
  | 'return'
  | 'edit'
  | 'withdraw'
  | 'signFor'
  | 'refuse'
  | 'signApprove'
  | 'signReturn'
  | 'void'
  | 'transfer';

export interface StepInfo {
  label: string;
  /** The dialog asks for a reason that must be given. */
  reasonRequired: boolean;
  /** Undoes or refuses something: a red button. */
  danger: boolean;
  /** A checker's decision (may be taken on several rows at once). */
  review: boolean;
}

export const VOUCHER_STEPS: Readonly<Record<VoucherStep, StepInfo>> = {
  approve: { label: '复核通过', reasonRequired: false, danger: false, review: true },
  return: { label: '退回', reasonRequired: true, danger: true, review: true },
  edit: { label: '修改', reasonRequired: false, danger: false, review: false },
  withdraw: { label: '撤回', reasonRequired: false, danger: true, review: false },
  signFor: { label: '签收', reasonRequired: false, danger: false, review: false },
  refuse: { label: '拒签', reasonRequired: true, danger: true, review: false },
  signApprove: { label: '确认签收', reasonRequired: false, danger: false, review: true },
  signReturn: { label: '退回', reasonRequired: true, danger: true, review: true },
  void: { label: '作废', reasonRequired: true, danger: true, review: false },
  transfer: { label: '转让', reasonRequired: false, danger: false, review: false },
};

const STEPS_OF: Readonly<Record<VoucherActionCode, readonly VoucherStep[]>> = {
  review: ['approve', 'return'],
  edit: ['edit'],
  withdraw: ['withdraw'],
  sign: ['signFor', 'refuse'],
  signReview: ['signApprove', 'signReturn'],
  void: ['void'],
  transfer: ['transfer'],
};

/** The buttons of the steps the server allows, in its order; unknown codes are ignored. */
export function voucherSteps(actions: readonly string[]): VoucherStep[] {
  return actions.flatMap((a) => (Object.hasOwn(STEPS_OF, a) ? STEPS_OF[a as VoucherActionCode] : []));
}

/** Whether a row can take part in a batch approve / return (a checker's step is open on it). */
export function isReviewable(actions: readonly string[]): boolean {
  return actions.includes('review') || actions.includes('signReview');
}
