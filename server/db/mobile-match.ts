/**
 * How a search keyword may match a column holding mobile numbers, as SQL. The portal shows
 * mobiles masked (138******0004), so a keyword finds one only as the whole number or as its
 * last four digits, which the mask already shows; never as a part, or a few substring
 * searches would give the hidden digits away (server/features/account/mobile-search.ts
 * decides which of the two a keyword is, and limits searches by whole numbers).
 */
import { MOBILE_PATTERN } from '../../shared/rules/input-rules';

/** What a keyword may find in a mobile column: the whole number, its last four digits, or nothing. */
export type MobileTerm = { kind: 'whole'; mobile: string } | { kind: 'last4'; digits: string } | null;

/**
 * The condition "`column` holds the mobile of `term`",
 * its parameter pushed onto `params`; null when the term finds none.
 */
export function mobileMatchSql(column: string, term: MobileTerm, params: unknown[]): string | null {
  if (term === null) return null;
  if (term.kind === 'whole') {
    params.push(term.mobile);
    return `${column} = $${params.length}`;
  }
  params.push(term.digits);
  return `right(${column}, 4) = $${params.length}`;
}

/**
 * The condition "`column` is not a mobile number" for a free-text column that may hold one
 * (the account typed at a login): a substring search may look only at the other values, which
 * are shown in clear. The same pattern that decides which values are shown masked.
 */
export function notMobileSql(column: string, params: unknown[]): string {
  params.push(MOBILE_PATTERN);
  return `${column} !~ $${params.length}`;
}
