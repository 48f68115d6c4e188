/**
 * A person without a usable password (an administrator's reset, a new employee): the password
 * is cleared, so the account must set one, and a one-time code for 忘记密码 is stored, hashed
 * with a salt. Runs in the caller's transaction; the caller sends the code after the commit.
 */
import { randomDigits, randomToken, sha256Hex } from '../../core/crypto';
import type { Db } from '../../db/db';
import { clearPassword, insertResetCode } from './password-reset.repo';

/** The code, valid `ttlMs` from `now`. */
export async function passwordByCode(
  tx: Db,
  person: { id: number; mobile: string },
  ttlMs: number,
  now: number,
): Promise<string> {
  const code = randomDigits(6);
  const salt = randomToken(12);
  await clearPassword(tx, person.id);
  await insertResetCode(tx, {
    mobile: person.mobile,
    personId: person.id,
    salt,
    codeHash: sha256Hex(salt + code),
    now,
    expiresAt: now + ttlMs,
  });
  return code;
}
