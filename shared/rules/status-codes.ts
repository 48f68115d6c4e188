/**
 * Status codes the API sends and the pages show, by name: written only here; the server
 * (server/core/status.ts re-exports them) and `@scf/shared` both import this module.
 */

/**
 * Body status of a call refused because an administrator reset the caller's password: the
 * session may only set a new password (or log out) until it has done so.
 */
export const PASSWORD_CHANGE_REQUIRED = 4031;

/** A company's permit for one product (company_products.permit_status; permitStatus). */
export const PERMIT = { notOpened: 10, rejected: 15, underReview: 20, opened: 55 } as const;
export const PERMIT_NAMES: Readonly<Record<number, string>> = {
  [PERMIT.notOpened]: '未开通',
  [PERMIT.rejected]: '已驳回',
  [PERMIT.underReview]: '审核中',
  [PERMIT.opened]: '已开通',
};

/** A person's digital certificate (certStatus); `expired` is derived from the validity. */
export const CERT = { notApplied: 10, applying: 20, valid: 55, expired: 90 } as const;
export const CERT_NAMES: Readonly<Record<number, string>> = {
  [CERT.notApplied]: '未申请',
  [CERT.applying]: '申请中',
  [CERT.valid]: '有效',
  [CERT.expired]: '已过期',
};

/** Whether a membership is enabled (employees.is_active; isActive). */
export const ACTIVE = { disabled: 0, enabled: 1 } as const;

/** A company list item's status: 1 while the membership and the company are in force, else 0. */
export const ACCOUNT_STATUS = { ended: 0, inForce: 1 } as const;

/** A message as the reader sees it (readStatus). */
export const READ = { unread: 0, read: 1 } as const;

/**
 * A company invitation (invitations.status; status). The database stores sent, accepted and
 * revoked; `expired` is never stored but derived: a sent invitation whose deadline has passed.
 */
export const INVITATION = { sent: 'sent', accepted: 'accepted', expired: 'expired', revoked: 'revoked' } as const;
export type InvitationStatus = (typeof INVITATION)[keyof typeof INVITATION];
/** Every invitation status, in the order lists and filters show them. */
export const INVITATION_STATUSES: readonly InvitationStatus[] = Object.values(INVITATION);
export const INVITATION_NAMES: Readonly<Record<InvitationStatus, string>> = {
  [INVITATION.sent]: '已发送',
  [INVITATION.accepted]: '已接受',
  [INVITATION.expired]: '已过期',
  [INVITATION.revoked]: '已撤销',
};

export function isInvitationStatus(v: unknown): v is InvitationStatus {
  return (INVITATION_STATUSES as readonly unknown[]).includes(v);
}

/** Resend and revoke apply to invitations not yet accepted or revoked (sent, or sent and expired). */
export function isOpenInvitation(status: InvitationStatus): boolean {
  return status === INVITATION.sent || status === INVITATION.expired;
}

/**
 * An electronic credit voucher (电子债权凭证; credit_vouchers.status), products BILL and ENDORSE
 * (docs/decisions/voucher-status-codes.md). The codes are the portal's, with the colours of
 * shared/format/status-colour.ts; their meanings for the voucher are defined here only.
 */
export const VOUCHER = {
  /** 开立 prepared by the issuer's operator, waiting for its reviewer. */
  pendingReview: 10,
  /** 开立 returned by the reviewer with a reason: the operator edits and resubmits, or withdraws. */
  returned: 15,
  /** Approved: the receiver's operator signs for it or refuses it. */
  pendingSign: 20,
  /** The receiver's operator signed for (or refused) it: waiting for the receiver's reviewer. */
  signPendingReview: 25,
  /** Voided (or withdrawn before approval): no obligation. */
  voided: 30,
  /** Refused by the receiver: back with the issuer, who may void it. */
  refused: 35,
  /** Held, with part of its balance reserved by a pending transfer. */
  transferring: 40,
  /** Held by its holder, nothing pending. */
  held: 55,
  /** Its whole balance was transferred on (the children hold it). */
  transferred: 60,
  /** The due date has come: waiting for the issuer's payment (SETTLE). */
  due: 70,
  /** Paid at maturity (SETTLE). */
  paid: 80,
  /** Past the due date and unpaid. */
  overdue: 85,
} as const;
export type VoucherStatus = (typeof VOUCHER)[keyof typeof VOUCHER];
export const VOUCHER_NAMES: Readonly<Record<VoucherStatus, string>> = {
  [VOUCHER.pendingReview]: '待复核',
  [VOUCHER.returned]: '已退回',
  [VOUCHER.pendingSign]: '待签收',
  [VOUCHER.signPendingReview]: '签收待复核',
  [VOUCHER.voided]: '已作废',
  [VOUCHER.refused]: '已拒签',
  [VOUCHER.transferring]: '转让中',
  [VOUCHER.held]: '持有中',
  [VOUCHER.transferred]: '已转让',
  [VOUCHER.due]: '待兑付',
  [VOUCHER.paid]: '已兑付',
  [VOUCHER.overdue]: '已逾期',
};
/** Every voucher status, in the order filters show them. */
export const VOUCHER_STATUSES: readonly VoucherStatus[] = Object.values(VOUCHER);
/** Statuses in which the holder holds the voucher (signed for, not yet paid). */
export const VOUCHER_HELD_STATUSES: readonly VoucherStatus[] = [
  VOUCHER.held,
  VOUCHER.transferring,
  VOUCHER.due,
  VOUCHER.overdue,
];

export function isVoucherStatus(v: unknown): v is VoucherStatus {
  return (VOUCHER_STATUSES as readonly unknown[]).includes(v);
}

/**
 * A maker–checker application on a voucher (voucher_applications.status): 开立, 签收/拒签,
 * 转让/拆分, 作废.
 */
export const VOUCHER_APP = {
  /** Prepared by an operator, waiting for a reviewer of the same company. */
  pendingReview: 10,
  /** Returned by the reviewer with a reason: the operator edits and resubmits, or withdraws. */
  returned: 15,
  /** A transfer approved by the holder's reviewer: its parts wait for their receivers. */
  pendingSign: 20,
  /** Withdrawn by its company (nothing happened). */
  withdrawn: 30,
  /** Done: approved (and, for a transfer, every part signed for or refused). */
  done: 55,
  /** Lapsed at the due date before it was done (reservations released). */
  lapsed: 90,
} as const;
export type VoucherAppStatus = (typeof VOUCHER_APP)[keyof typeof VOUCHER_APP];
export const VOUCHER_APP_NAMES: Readonly<Record<VoucherAppStatus, string>> = {
  [VOUCHER_APP.pendingReview]: '待复核',
  [VOUCHER_APP.returned]: '已退回',
  [VOUCHER_APP.pendingSign]: '待签收',
  [VOUCHER_APP.withdrawn]: '已撤回',
  [VOUCHER_APP.done]: '已完成',
  [VOUCHER_APP.lapsed]: '已失效',
};
export const VOUCHER_APP_STATUSES: readonly VoucherAppStatus[] = Object.values(VOUCHER_APP);

/** The kinds of voucher application and their names. */
export const VOUCHER_APP_KINDS = { issue: '开立', signFor: '签收', transfer: '转让', void: '作废' } as const;
export type VoucherAppKind = keyof typeof VOUCHER_APP_KINDS;

/**
 * A credit line (授信, product CREDIT; credit_lines.status), docs/decisions/credit-lines.md.
 * `expired` is never stored but derived: an approved line whose last valid day has passed.
 */
export const CREDIT_LINE = {
  firstReview: 10,
  secondReview: 20,
  withdrawn: 30,
  rejected: 35,
  active: 55,
  expired: 90,
} as const;
export type CreditLineStatus = (typeof CREDIT_LINE)[keyof typeof CREDIT_LINE];
export const CREDIT_LINE_NAMES: Readonly<Record<CreditLineStatus, string>> = {
  [CREDIT_LINE.firstReview]: '待风控初审',
  [CREDIT_LINE.secondReview]: '待风控复审',
  [CREDIT_LINE.withdrawn]: '已撤回',
  [CREDIT_LINE.rejected]: '已驳回',
  [CREDIT_LINE.active]: '生效中',
  [CREDIT_LINE.expired]: '已失效',
};

/**
 * A financing application (保理融资, product ZNX; znx_applications.status),
 * docs/decisions/financing.md. The holder's reviewer submits it; the funder's loan reviewers,
 * above the funder's threshold also its risk reviewers, approve; its finance pays out.
 */
export const ZNX_APP = {
  pendingSubmit: 10,
  returned: 15,
  loanFirst: 20,
  loanSecond: 25,
  withdrawn: 30,
  rejected: 35,
  riskFirst: 40,
  riskSecond: 50,
  pendingPayment: 60,
  disbursed: 80,
  lapsed: 90,
} as const;
export type ZnxAppStatus = (typeof ZNX_APP)[keyof typeof ZNX_APP];
export const ZNX_APP_NAMES: Readonly<Record<ZnxAppStatus, string>> = {
  [ZNX_APP.pendingSubmit]: '待复核',
  [ZNX_APP.returned]: '已退回',
  [ZNX_APP.loanFirst]: '待放款初审',
  [ZNX_APP.loanSecond]: '待放款复审',
  [ZNX_APP.withdrawn]: '已撤回',
  [ZNX_APP.rejected]: '已驳回',
  [ZNX_APP.riskFirst]: '待风控初审',
  [ZNX_APP.riskSecond]: '待风控复审',
  [ZNX_APP.pendingPayment]: '待放款',
  [ZNX_APP.disbursed]: '已放款',
  [ZNX_APP.lapsed]: '已失效',
};
/** Statuses in which the applied amount is reserved on the voucher (the application is alive). */
export const ZNX_LIVE_STATUSES: readonly ZnxAppStatus[] = [
  ZNX_APP.pendingSubmit,
  ZNX_APP.loanFirst,
  ZNX_APP.loanSecond,
  ZNX_APP.riskFirst,
  ZNX_APP.riskSecond,
  ZNX_APP.pendingPayment,
];
