/**
 * The administrator resets an employee's password: the old password stops working, every
 * session of the person ends at once (through revokeSession), and the employee gets a one-time
 * code by SMS with which they set a new password on the 找回密码 page; signing in by SMS code
 * instead, they must set a new password before anything else. The change, the session
 * ends and the log entry share one transaction; the SMS goes out after the commit.
 */
import type { AppContext, AuthContext } from '../../core/context';
import { AppError, fail } from '../../core/envelope';
import { HOUR } from '../../core/time';
import { maskMobile } from '../../core/rules';
import { personById } from '../account/person.repo';
import { logOperation } from '../audit/operation-log.service';
import { revokeSession } from '../session/session.service';
import { employeeOfCompany } from './employee.service';
import { openSessionIdsOfPerson } from './password-reset.repo';
import { passwordByCode } from './one-time-code';

/** Long enough for the employee to act on the message the same day. */
const ADMIN_RESET_CODE_TTL_MS = 24 * HOUR;

export async function resetEmployeePassword(
  ctx: AppContext,
  auth: AuthContext,
  employeeCode: string,
  ip: string,
): Promise<{ mobile: string }> {
  const emp = await employeeOfCompany(ctx.db, auth.compId, employeeCode);
  if (emp.id === auth.employeeId) throw fail.bad('不能重置自己的密码，请在个人信息中修改密码', 'employeeCode');
  const person = await personById(ctx.db, emp.person_id);
  if (!person) throw fail.notFound('员工不存在');
  const now = ctx.clock();
  const code = await ctx.db.transaction(async (tx) => {
    const oneTime = await passwordByCode(tx, person, ADMIN_RESET_CODE_TTL_MS, now);
    for (const id of await openSessionIdsOfPerson(tx, person.id)) await revokeSession(tx, id, 'admin-reset', now);
    await logOperation(tx, auth, ip, now, {
      action: 'employee.resetPassword',
      target: `${emp.name}（${maskMobile(person.mobile)}）`,
    });
    return oneTime;
  });
  const text =
    `【供应链金融服务平台】企业管理员已重置您的登录密码，原密码已失效。请使用短信验证码登录后设置新密码，` +
    `或在登录页点击“忘记密码”，输入本手机号和一次性验证码${code}设置新密码，24小时内有效，请勿泄露给他人。`;
  try {
    await ctx.senders.sms(person.mobile, text, code);
  } catch (err) {
    ctx.log.error({ err }, 'password reset SMS failed');
    throw new AppError(503, '密码已重置，但短信发送失败，请稍后再次重置', null, 503);
  }
  return { mobile: maskMobile(person.mobile) };
}
