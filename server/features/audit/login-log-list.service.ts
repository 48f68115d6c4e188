/**
 * 登录日志 as a page: a person reads their own login attempts; the company administrator reads
 * those of everyone in the company (scope 'company'). Used by the list route and the Excel export.
 */
import type { AuthContext } from '../../core/context';
import { isAdmin } from '../../core/context';
import { fail } from '../../core/envelope';
import { maskMobile, MOBILE_RE } from '../../core/rules';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/db';
import { mobileSearch } from '../account/mobile-search';
import { rolesOf } from '../session/session.service';
import type { LoginLogItem, LoginLogQueryInput } from './audit.schemas';
import { listLoginLogs } from './login-log.repo';
import { dateRange, logPage, type LogWindow } from './log-query';

const LOGIN_METHOD_LABELS: Readonly<Record<string, string>> = {
  password: '密码登录',
  sms: '验证码登录',
  choose: '选择企业',
};

/** The rows a caller may see for a query (also used by the Excel export). */
export async function loginLogPage(db: Db, auth: AuthContext, q: LoginLogQueryInput, page: LogWindow, now: number) {
  const company = q.scope === 'company';
  // Roles are read only here: the hot read path does not load them for every request.
  if (company && !isAdmin(await rolesOf(db, auth.employeeId))) throw fail.role();
  const { from, to } = dateRange(q.startDate, q.endDate);
  const keyword = q.keyword?.trim() || undefined;
  const { rows, total } = await listLoginLogs(db, {
    personId: company ? undefined : auth.personId,
    compId: company ? auth.compId : undefined,
    account: keyword,
    mobile: await mobileSearch(db, auth.personId, keyword, now),
    result: q.result,
    from,
    to,
    ascending: q.order === 'ascend',
    ...page,
  });
  const list: LoginLogItem[] = rows.map((r) => ({
    id: r.id,
    loginTime: formatTime(r.created_at),
    account: MOBILE_RE.test(r.account) ? maskMobile(r.account) : r.account,
    userName: r.user_name ?? '',
    method: LOGIN_METHOD_LABELS[r.method] ?? r.method,
    ip: r.ip,
    browser: r.browser,
    os: r.os,
    result: r.result,
    reason: r.reason,
  }));
  return { list, total };
}

/** The login log list: one page of what `loginLogPage` shows the caller. */
export function loginLogList(db: Db, auth: AuthContext, q: LoginLogQueryInput, now: number) {
  return logPage(q, (window) => loginLogPage(db, auth, q, window, now));
}
