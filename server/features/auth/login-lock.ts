/**
 * The per-person login lock. Failures count against the person, whatever identifier was typed
 * (mobile or user code), so that each identifier does not get its own five guesses. An
 * identifier that belongs to nobody gets a counter of its own, so an unknown account answers
 * exactly like a known one (no enumeration through the lock).
 */
import type { Db } from '../../db/db';
import type { PersonRow } from '../account/person.repo';
import { enforce, POLICIES, reset } from '../../infra/throttle/throttle.service';

/** The throttle key of a person's login lock. */
function personLockKey(personId: number): string {
  return `login:person:${personId}`;
}

function lockKey(person: PersonRow | null, typed: string): string {
  return person ? personLockKey(person.id) : `login:acct:${typed.toUpperCase()}`;
}

/** Counts a login attempt of this person (before the check, so parallel guesses cannot pass the limit). */
export async function countLoginAttempt(db: Db, person: PersonRow | null, typed: string, now: number): Promise<void> {
  await enforce(db, lockKey(person, typed), POLICIES.loginAccount, now);
}

/** A successful login (or a password reset) clears the person's failures. */
export async function clearLoginFailures(db: Db, personId: number): Promise<void> {
  await reset(db, personLockKey(personId));
}
