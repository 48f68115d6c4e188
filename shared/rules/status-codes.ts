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
