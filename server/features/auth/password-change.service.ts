/**
 * The new password a person must set after an administrator reset theirs: the only thing the
 * session may do until then (auth.hook.ts refuses the rest). Setting it lifts the obligation,
 * signs out the person's other sessions and is logged, in one transaction; the password follows
 * the same rules as everywhere (decryptNewPassword).
 */
import type { AppContext, AuthContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { maskMobile } from '../../core/rules';
import { logOperation } from '../audit/operation-log.service';
import { revokePersonSessions } from '../session/session.service';
import { clearLoginFailures } from './login-lock';
import { decryptNewPassword, hashPassword } from './password.service';
import { mustChangePassword, storeRequiredPassword } from './password-change.repo';

const NOT_REQUIRED = '当前无需设置新密码，如需修改密码请在个人信息中操作';

export async function setRequiredPassword(
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  encrypted: string,
  kid: string | undefined,
): Promise<void> {
  if (!(await mustChangePassword(ctx.db, auth.personId))) throw fail.conflict(NOT_REQUIRED);
  const plain = await decryptNewPassword(ctx, encrypted, kid, 'newPassword', ip);
  const hash = await hashPassword(plain);
  const now = ctx.clock();
  const done = await ctx.db.transaction(async (tx) => {
    if (!(await storeRequiredPassword(tx, auth.personId, hash))) return false;
    // Also announces the person, so no instance keeps the restricted session cached.
    await revokePersonSessions(tx, auth.personId, 'password', now, auth.sessionId);
    await logOperation(tx, auth, ip, now, { action: 'account.setPassword', target: maskMobile(auth.mobile) });
    return true;
  });
  if (!done) throw fail.conflict(NOT_REQUIRED);
  await clearLoginFailures(ctx.db, auth.personId);
}
