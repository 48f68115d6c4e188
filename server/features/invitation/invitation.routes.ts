/**
 * Company invitations (added): an administrator invites another company by SMS; the invited
 * company's administrator accepts with the code. Status sent / accepted / expired / revoked.
 * Rules in invitation.service.ts, SQL in invitation.repo.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, NullBody, ok, Page } from '../../core/envelope';
import { INVITATION_STATUSES } from '../../core/status';
import { P } from '../../core/paths';
import { Empty, Id, Obj, PageNum, PageSize } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
import { accept, acceptReceived, createInvitation, listInvitations, receivedInvitations, resendInvitation, revoke } from './invitation.service';
import { InvitationBody } from './invitation.schemas';

/** A code that is sent expires at its deadline unless it is accepted or revoked first. */
const InvitationStatus = Type.Enum(INVITATION_STATUSES);

export const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  const admin = { auth: 'admin' as const };
  const IdQuery = Obj({ id: Id });

  app.post(
    `${P}/cust/invitation/create`,
    {
      config: admin,
      schema: {
        tags: ['invitation'],
        summary: 'Invites a company; the code is sent by SMS and valid 7 days, ' +
          'and is in the answer, once (only its hash is stored)',
        body: InvitationBody,
        response: { 200: Envelope(Type.Object({ id: Type.Integer(), inviteCode: Type.String() })) },
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
        body: Obj({
          status: Type.Optional(InvitationStatus),
          pageNum: Type.Optional(PageNum),
          pageSize: Type.Optional(PageSize),
        }),
        response: {
          200: Envelope(
            Page(
              Type.Object({
                id: Type.Integer(),
                compName: Type.String(),
                /**
                 * The invited company's unified social credit code; '' for invitations sent before it was asked for.
                 */
                creditCode: Type.String(),
                contactName: Type.String(),
                mobile: Type.String(),
                compRole: Type.String(),
                status: InvitationStatus,
                createTime: Type.String(),
                /** When the code was last sent (a resend moves it): its expiry less the validity. */
                sendTime: Type.String(),
                expireTime: Type.String(),
                acceptTime: Type.String(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const b = request.body;
      return ok(await listInvitations(ctx, caller(request), { status: b.status, pageNum: b.pageNum ?? 1, pageSize: b.pageSize ?? 10 }));
    },
  );

  app.post(
    `${P}/cust/invitation/resend`,
    {
      config: admin,
      schema: {
        tags: ['invitation'],
        summary: 'Sends a new code (sent or expired invitations); the code is in the answer, once (only its hash is stored)',
        querystring: IdQuery,
        body: Empty,
        response: { 200: Envelope(Type.Object({ inviteCode: Type.String() })) },
      },
    },
    async (request) => ok(await resendInvitation(ctx, caller(request), request.ip, request.query.id), '邀请已重新发送'),
  );

  app.post(
    `${P}/cust/invitation/revoke`,
    {
      config: admin,
      schema: { tags: ['invitation'], summary: 'Revokes a sent or expired invitation', querystring: IdQuery, body: Empty, response: { 200: Envelope(NullBody) } },
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
        summary: "Accepts with its code an invitation addressed to the caller's company (its credit code; " +
          "older invitations: its administrator's mobile)",
        body: Obj({ inviteCode: Type.String({ minLength: 8, maxLength: 8, pattern: '^[A-Za-z0-9]{8}$', 'x-msg': '邀请码为8位字母或数字' }) }),
        response: { 200: Envelope(Type.Object({ inviterCompName: Type.String() })) },
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
          200: Envelope(
            Type.Array(
              Type.Object({ id: Type.Integer(), inviterCompName: Type.String(), compName: Type.String(), sendTime: Type.String(), expireTime: Type.String() }),
            ),
          ),
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
        response: { 200: Envelope(Type.Object({ inviterCompName: Type.String() })) },
      },
    },
    async (request) => ok(await acceptReceived(ctx, caller(request), request.ip, request.query.id), '已接受邀请'),
  );
};
