/**
 * 登录日志: a person reads their own login attempts; the company administrator reads those of
 * everyone in the company (scope 'company'). Read only.
 */
import { rolesOf } from '../session/session.service';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { AuthContext } from '../../core/context';
import { isAdmin } from '../../core/context';
import { Envelope, fail, ok, Page } from '../../core/envelope';
import { P } from '../../core/paths';
import { maskMobile, MOBILE_RE } from '../../core/rules';
import { formatTime } from '../../core/time';
import { Obj } from '../../core/schemas';
import { SortQuery } from '../../core/sort';
import type { Db } from '../../db/db';
import { caller } from '../../plugins/auth.hook';
import { listLoginLogs } from './login-log.repo';
import { mobileSearch } from '../account/mobile-search';
import { dateRange, LogQueryFields, paging } from './log-query';

export const LOGIN_METHOD_LABELS: Readonly<Record<string, string>> = { password: '密码登录', sms: '验证码登录', choose: '选择企业' };

export const LoginLogQuerySchema = Obj({
  scope: Type.Optional(Type.Union([Type.Literal('self'), Type.Literal('company')], { 'x-msg': '查询范围不正确' })),
  keyword: Type.Optional(Type.String({ maxLength: 32, 'x-msg': '关键字最多32个字符' })),
  result: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { 'x-msg': '登录结果不正确' })),
  ...LogQueryFields,
  ...SortQuery(['loginTime']),
});
export type LoginLogQueryInput = Static<typeof LoginLogQuerySchema>;

export const LoginLogItemSchema = Type.Object({
  id: Type.Integer(),
  loginTime: Type.String(),
  account: Type.String(),
  userName: Type.String(),
  method: Type.String(),
  ip: Type.String(),
  browser: Type.String(),
  os: Type.String(),
  result: Type.Integer(),
  reason: Type.String(),
});
export type LoginLogItem = Static<typeof LoginLogItemSchema>;

/** The rows a caller may see for a query (also used by the Excel export). */
export async function loginLogPage(db: Db, auth: AuthContext, q: LoginLogQueryInput, page: { limit: number; offset: number }, now: number) {
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

export const loginLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;

  app.post(
    `${P}/cust/log/login/list`,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['audit'],
        summary: "Login attempts: the caller's own, or (scope company, administrator) the company's people",
        body: LoginLogQuerySchema,
        response: { 200: Envelope(Page(LoginLogItemSchema)) },
      },
    },
    async (request) => {
      const b = request.body;
      const p = paging(b.pageNum, b.pageSize);
      const { list, total } = await loginLogPage(ctx.db, caller(request), b, p, ctx.clock());
      return ok({ list, total, pageNum: p.pageNum, pageSize: p.pageSize });
    },
  );
};
