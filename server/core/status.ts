/**
 * The status codes stored in the database and sent to the client, by name. Each is written
 * only here (those the client shows too live in shared/rules/status-codes.ts and are
 * re-exported); SQL and services use the names (interpolated constants, never user input).
 */

export * from '../../shared/rules/status-codes';

/** A company's registration (companies.status): waiting for approval, approved, rejected. */
export const COMPANY = { pending: 0, approved: 1, rejected: 2 } as const;

/**
 * A membership (employees.status): 1 member, 0 removed, 2 invited (an administrator added a
 * person who already has an account; they join when they accept).
 */
export const MEMBERSHIP = { removed: 0, member: 1, invited: 2 } as const;
