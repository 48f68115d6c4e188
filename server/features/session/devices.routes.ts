/**
 * 登录设备 / 在线会话: a person lists their own signed-in sessions and signs any of them out;
 * the company administrator lists the company's active sessions and forces a person out.
 * Signing out goes through the session service's revokeSession, the one place that ends a
 * session, so every instance refuses the tokens at once.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, fail, NullBody, ok, Page } from '../../core/envelope';
import { readPage } from '../../core/paging';
import { P } from '../../core/paths';
import { maskMobile } from '../../core/rules';
import { formatTime } from '../../core/time';
import { Empty } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
import { mobileSearch } from '../account/mobile-search';
import { IDLE_LIMIT_MS, revokeSession } from './session.service';
import { forceOut } from './devices.service';
import {
  activeSessionsOfCompany,
  activeSessionsOfPerson,
  openSessionOfPerson,
  type ActiveSessionRow,
} from './session-list.repo';
import {
  CompanySessionSchema,
  DeviceList,
  SessionCompanyBody,
  SessionForceOutAnswer,
  SessionForceOutQuery,
  SessionSignOutQuery,
} from './devices.schemas';

function device(r: ActiveSessionRow, currentId: string) {
  return {
    sessionId: r.id,
    compName: r.comp_name,
    loginTime: formatTime(r.created_at),
    lastActiveTime: formatTime(r.last_activity_at),
    ip: r.login_ip ?? '',
    browser: r.browser ?? '未知',
    os: r.os ?? '未知',
    current: r.id === currentId,
  };
}

export const devicesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  const liveness = () => ({ now: ctx.clock(), idleLimitMs: IDLE_LIMIT_MS });

  app.post(
    `${P}/cust/session/mine`,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['session'],
        summary: "The caller's own signed-in sessions (every company)",
        body: Empty,
        response: { 200: Envelope(DeviceList) },
      },
    },
    async (request) => {
      const auth = caller(request);
      return ok(
        (await activeSessionsOfPerson(ctx.db, auth.personId, liveness())).map((r) => device(r, auth.sessionId)),
      );
    },
  );

  app.post(
    `${P}/cust/session/signOut`,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['session'],
        summary: "Signs one of the caller's own sessions out (the current one too)",
        querystring: SessionSignOutQuery,
        body: Empty,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { sessionId } = request.query;
      if (!(await openSessionOfPerson(ctx.db, auth.personId, sessionId))) throw fail.notFound('该设备已退出登录');
      await revokeSession(ctx.db, sessionId, 'user', ctx.clock());
      return ok(null, '该设备已退出登录');
    },
  );

  app.post(
    `${P}/cust/session/company`,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['session'],
        summary: "Active sessions of the caller's company (administrator)",
        body: SessionCompanyBody,
        response: { 200: Envelope(Page(CompanySessionSchema)) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const b = request.body;
      const keyword = b.keyword?.trim() || undefined;
      const mobile = await mobileSearch(ctx.db, auth.personId, keyword, ctx.clock());
      return ok(
        await readPage(b, async (window) => {
          const { rows, total } = await activeSessionsOfCompany(ctx.db, auth.compId, liveness(), {
            keyword,
            mobile,
            ascending: b.sortOrder === 'ascend',
            ...window,
          });
          const list = rows.map((r) => ({
            ...device(r, auth.sessionId),
            employeeCode: r.employee_code,
            userName: r.employee_name,
            mobile: maskMobile(r.mobile),
          }));
          return { list, total };
        }),
      );
    },
  );

  app.post(
    `${P}/cust/session/forceOut`,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['session'],
        summary: "Signs every session of an employee of the caller's company out (administrator)",
        querystring: SessionForceOutQuery,
        body: Empty,
        response: { 200: SessionForceOutAnswer },
      },
    },
    async (request) => {
      const { name, signedOut } = await forceOut(ctx, caller(request), request.ip, request.query.employeeCode);
      return ok({ signedOut }, signedOut > 0 ? `已将${name}强制下线` : `${name}当前没有在线会话`);
    },
  );
};
