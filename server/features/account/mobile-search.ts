/**
 * The one rule for searching people by mobile, used by every list that takes a keyword and
 * shows mobiles masked (employees, signed-in sessions, the login log and its export): a
 * keyword finds a mobile only as the whole number or as its last four digits
 * (server/db/mobile-match.ts). A search by a whole number tests a guess of the hidden digits,
 * so those are limited per person (POLICIES.mobileSearch), one allowance for all the lists.
 */
import type { Db } from '../../db/db';
import type { MobileTerm } from '../../db/mobile-match';
import { MOBILE_RE } from '../../core/rules';
import { enforce, POLICIES } from '../../infra/throttle/throttle.service';

/** What a keyword finds in a mobile column, before any limit is counted. */
function mobileTermOf(keyword: string | undefined): MobileTerm {
  if (keyword === undefined) return null;
  if (MOBILE_RE.test(keyword)) return { kind: 'whole', mobile: keyword };
  if (/^\d{4}$/.test(keyword)) return { kind: 'last4', digits: keyword };
  return null;
}

/** The keyword's mobile term, counted against the person's allowance of searches by whole number. */
export async function mobileSearch(
  db: Db,
  personId: number,
  keyword: string | undefined,
  now: number,
): Promise<MobileTerm> {
  const term = mobileTermOf(keyword);
  if (term?.kind === 'whole') await enforce(db, `search:mobile:${personId}`, POLICIES.mobileSearch, now);
  return term;
}
