/**
 * A person added as a new employee is told by SMS and asked to set a password: they have none,
 * so the account is marked must-change-password (the first SMS-code login goes straight to
 * 设置新密码, as after an administrator's reset) and the message carries a one-time code for
 * 忘记密码, valid 24 hours. The code is stored in the add's transaction; the SMS goes out after
 * the commit, and a refused SMS (daily cap) leaves the employee added: the administrator can
 * send a new code with 重置密码.
 */
import type { AppContext } from '../../core/context';
import type { Db } from '../../db/db';
import { HOUR } from '../../core/time';
import { passwordByCode } from './one-time-code';

/** As long as an administrator's reset code: the employee can act on the message the same day. */
const WELCOME_CODE_TTL_MS = 24 * HOUR;

export interface Welcome {
  mobile: string;
  code: string;
}

/** Marks the new person to set a password and stores their one-time code (in the add's transaction). */
export async function prepareWelcome(tx: Db, person: { id: number; mobile: string }, now: number): Promise<Welcome> {
  return { mobile: person.mobile, code: await passwordByCode(tx, person, WELCOME_CODE_TTL_MS, now) };
}

function welcomeText(compName: string, code: string): string {
  return (
    `【供应链金融服务平台】${compName}已将您添加为企业员工。请在登录页用本手机号和短信验证码登录，并按提示设置登录密码；` +
    `也可点击“忘记密码”，输入本手机号和一次性验证码${code}设置密码，24小时内有效，请勿泄露给他人。`
  );
}

/** Sends the welcome SMS after the commit; a refusal is logged, never undoes the add. */
export async function sendWelcome(ctx: AppContext, compName: string, welcome: Welcome): Promise<boolean> {
  try {
    await ctx.senders.sms(welcome.mobile, welcomeText(compName, welcome.code), welcome.code);
    return true;
  } catch (err) {
    ctx.log.warn({ err }, 'new employee welcome SMS not sent');
    return false;
  }
}
