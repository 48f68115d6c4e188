/**
 * Password hashing (argon2id, m=19456 KiB, t=2, p=1: OWASP minimum) and decryption of the
 * RSA-OAEP-encrypted password fields.
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { AppContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { passwordProblem } from '../../core/rules';

// Algorithm is a const enum (not importable under isolatedModules): 2 = Argon2id.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verifying against this when the account does not exist keeps the timing identical.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hashPassword('dummy-password-0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

export const DECRYPT_FAILED = '密码解密失败，请刷新页面后重试';

/**
 * The plain password of an encrypted field (`kid`: the key it was encrypted with); throws a
 * field error when it cannot be read. The caller's IP counts toward its RSA decryption limit
 * (see keys.service.ts).
 */
type DecryptField = (
  ctx: AppContext,
  encrypted: string,
  kid: string | undefined,
  field: string,
  ip: string,
) => Promise<string>;

export const decryptPassword: DecryptField = async (ctx, encrypted, kid, field, ip) => {
  const buf = await ctx.keys.decrypt(encrypted, kid, ip);
  if (!buf) throw fail.bad(DECRYPT_FAILED, field);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    throw fail.bad(DECRYPT_FAILED, field);
  }
  if (text.length === 0 || text.length > 128) throw fail.bad(DECRYPT_FAILED, field);
  return text;
};

/** Decrypts a new password and applies the password rule. */
export const decryptNewPassword: DecryptField = async (ctx, encrypted, kid, field, ip) => {
  const plain = await decryptPassword(ctx, encrypted, kid, field, ip);
  const problem = passwordProblem(plain);
  if (problem) throw fail.bad(problem, field);
  return plain;
};
