/**
 * Company invitations (added): an administrator invites another company by SMS; the invited
 * company's administrator accepts with the code. Status sent / accepted / expired / revoked.
 * Rules in invitation.service.ts, SQL in invitation.repo.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, NullBody, ok, Page } from '../../core/envelope';
import { withPage } from '../../core/paging';
import { P } from '../../core/paths';
import { Empty } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
import {
  accept,
  acceptReceived,
  createInvitation,
  listInvitations,
  receivedInvitations,
  resendInvitation,
  revoke,
} from './invitation.service';
import {
  AcceptAnswer,
  AcceptBody,
  CreateAnswer,
  IdQuery,
  InvitationBody,
  InvitationItem,
  InvitationListBody,
  ReceivedList,
  ResendAnswer,
} from './invitation.schemas';

export const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  const admin = { auth: 'admin' as const };

  app.post(
    `${P}/cust/invitation/create`,
    {
      config: admin,
      schema: {
        tags: ['invitation'],
        summary:
          'Invites a company; the code is sent by SMS and valid 7 days, ' +
          'and is in the answer, once (only its hash is stored)',
        body: InvitationBody,
        response: { 200: Envelope(CreateAnswer) },
      },
    },
    async (request) => ok(await createInvitation(ctx, caller(request), request.ip, request.body), '邀请已发送'),
  );

  app.post(
    `${P}/cust/invitation/list`,
    {
      config: admin,
      schema: {
        tags: ['invitation'],
        summary: "The caller's company's invitations, newest first",
        body: InvitationListBody,
        response: {
          200: Envelope(Page(InvitationItem)),
        },
      },
    },
    async (request) => ok(await listInvitations(ctx, caller(request), withPage(request.body))),
  );

  app.post(
    `${P}/cust/invitation/resend`,
    {
      config: admin,
      schema: {
        tags: ['invitation'],
        summary:
          'Sends a new code (sent or expired invitations); the code is in the answer, once (only its hash is stored)',
        querystring: IdQuery,
        body: Empty,
        response: { 200: Envelope(ResendAnswer) },
      },
    },
    async (request) => ok(await resendInvitation(ctx, caller(request), request.ip, request.query.id), '邀请已重新发送'),
  );

  app.post(
    `${P}/cust/invitation/revoke`,
    {
      config: admin,
      schema: {
        tags: ['invitation'],
        summary: 'Revokes a sent or expired invitation',
        querystring: IdQuery,
        body: Empty,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      await revoke(ctx, caller(request), request.ip, request.query.id);
      return ok(null, '邀请已撤销');
    },
  );

  app.post(
    `${P}/cust/invitation/accept`,
    {
      config: admin,
      schema: {
        tags: ['invitation'],
        summary:
          "Accepts with its code an invitation addressed to the caller's company " +
          "(its credit code; older invitations: its administrator's mobile)",
        body: AcceptBody,
        response: { 200: Envelope(AcceptAnswer) },
      },
    },
    async (request) => ok(await accept(ctx, caller(request), request.ip, request.body.inviteCode), '已接受邀请'),
  );

  app.post(
    `${P}/cust/invitation/received`,
    {
      config: admin,
      schema: {
        tags: ['invitation'],
        summary: "Unexpired invitations addressed to the caller's company, from other companies (added)",
        body: Empty,
        response: {
          200: Envelope(ReceivedList),
        },
      },
    },
    async (request) => ok(await receivedInvitations(ctx, caller(request))),
  );

  app.post(
    `${P}/cust/invitation/acceptReceived`,
    {
      config: admin,
      schema: {
        tags: ['invitation'],
        summary: 'Accepts one of the invitations listed by invitation/received (added)',
        querystring: IdQuery,
        body: Empty,
        response: { 200: Envelope(AcceptAnswer) },
      },
    },
    async (request) => ok(await acceptReceived(ctx, caller(request), request.ip, request.query.id), '已接受邀请'),
  );
};
