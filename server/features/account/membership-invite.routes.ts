/**
 * The signed-in person's invitations to join other companies (an administrator added their
 * mobile as an employee): list, accept, decline. Accepting makes the membership usable at the
 * next login or company switch; declining removes it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, fail, NullBody, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { Empty } from '../../core/schemas';
import { formatTime } from '../../core/time';
import { caller } from '../../plugins/auth.hook';
import { acceptInvite, declineInvite, pendingInvitesOf } from './membership-invite.repo';
import { CodeQuery, JoinInvitesListAnswer } from './membership-invite.schemas';

const NOT_FOUND = '邀请不存在或已处理';

export const membershipInviteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  const user = { auth: 'user' as const };

  app.post(
    `${P}/company/custAccount/joinInvites/list`,
    {
      config: user,
      schema: {
        tags: ['account'],
        summary: 'Companies that invited the signed-in person to join (added)',
        body: Empty,
        response: { 200: JoinInvitesListAnswer },
      },
    },
    async (request) => {
      const list = await pendingInvitesOf(ctx.db, caller(request).personId);
      return ok(
        list.map((i) => ({
          employeeCode: i.employee_code,
          compName: i.comp_name,
          createTime: formatTime(i.created_at),
        })),
      );
    },
  );

  app.post(
    `${P}/company/custAccount/joinInvites/accept`,
    {
      config: user,
      schema: {
        tags: ['account'],
        summary: 'Accepts an invitation: the person becomes an employee (added)',
        querystring: CodeQuery,
        body: Empty,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      if (!(await acceptInvite(ctx.db, caller(request).personId, request.query.employeeCode)))
        throw fail.notFound(NOT_FOUND);
      return ok(null, '已加入该企业，可在“我的企业”中切换');
    },
  );

  app.post(
    `${P}/company/custAccount/joinInvites/decline`,
    {
      config: user,
      schema: {
        tags: ['account'],
        summary: 'Declines an invitation (added)',
        querystring: CodeQuery,
        body: Empty,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      if (!(await declineInvite(ctx.db, caller(request).personId, request.query.employeeCode)))
        throw fail.notFound(NOT_FOUND);
      return ok(null, '已拒绝该邀请');
    },
  );
};
