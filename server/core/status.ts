/**
 * The status codes stored in the database and sent to the client, by name. Each is written
 * only here (those the client shows too live in shared/rules/status-codes.ts and are
 * re-exported); SQL and services use the names (interpolated constants, never user input).
 */

export {
  ACCOUNT_STATUS,
  ACTIVE,
  CERT,
  CERT_NAMES,
  INVITATION,
  INVITATION_NAMES,
  INVITATION_STATUSES,
  CREDIT_LINE,
  CREDIT_LINE_NAMES,
  PERMIT,
  PERMIT_NAMES,
  READ,
  VOUCHER,
  VOUCHER_APP,
  VOUCHER_APP_KINDS,
  ZNX_APP,
  ZNX_APP_NAMES,
  ZNX_LIVE_STATUSES,
  VOUCHER_APP_NAMES,
  VOUCHER_APP_STATUSES,
  VOUCHER_HELD_STATUSES,
  VOUCHER_NAMES,
  VOUCHER_STATUSES,
} from '../../shared/rules/status-codes';
export type {
  CreditLineStatus,
  InvitationStatus,
  ZnxAppStatus,
  VoucherAppKind,
  VoucherAppStatus,
  VoucherStatus,
} from '../../shared/rules/status-codes';

/** A company's registration (companies.status): waiting for approval, approved, rejected. */
export const COMPANY = { pending: 0, approved: 1, rejected: 2 } as const;

/**
 * A membership (employees.status): 1 member, 0 removed, 2 invited (an administrator added a
 * person who already has an account; they join when they accept).
 */
export const MEMBERSHIP = { removed: 0, member: 1, invited: 2 } as const;
