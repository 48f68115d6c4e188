/** The administrator's forced sign-out: every open session of a member, logged in the same transaction. */
import type { AppContext, AuthContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { logOperation } from '../audit/operation-log.service';
import { employeeOfCompany } from '../employee/employee.service';
import { activeSessionIdsOfEmployee } from './session-list.repo';
import { revokeSession } from './session.service';

/**
 * Signs the member out everywhere (never the caller:
 * they sign out under 我的设备); the member's name and how many sessions ended.
 */
export async function forceOut(
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  employeeCode: string,
): Promise<{ name: string; signedOut: number }> {
  const emp = await employeeOfCompany(ctx.db, auth.compId, employeeCode);
  if (emp.id === auth.employeeId) throw fail.bad('不能将自己强制下线，请在“我的设备”中退出', 'employeeCode');
  const now = ctx.clock();
  const ids = await ctx.db.transaction(async (tx) => {
    const open = await activeSessionIdsOfEmployee(tx, emp.id);
    for (const id of open) await revokeSession(tx, id, 'forced', now);
    await logOperation(tx, auth, ip, now, {
      action: 'session.revoke',
      target: emp.name,
      after: { 下线会话数: String(open.length) },
    });
    return open;
  });
  return { name: emp.name, signedOut: ids.length };
}
