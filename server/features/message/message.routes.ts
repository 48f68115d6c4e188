/**
 * Site messages of the caller's company (read state per employee) and announcements.
 * getIsUnreadNumbers and affiche/list are the portal's original calls; the rest is added. Rules in
 * message.service.ts, SQL in message.repo.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, ok, Page } from '../../core/envelope';
import { P } from '../../core/paths';
import { Code, Empty, Id, Obj, PageNum, PageSize, ProdCode } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
import { listAffiches, listMessages, openAffiche, openMessage, readAllMessages, readMessages, unreadCount } from './message.service';

/** Message types to keep (the header's 通知 and 消息 tabs each show a group of types). */
const MsgTypes = Type.Array(Code(16), { minItems: 1, maxItems: 10 });

const MessageItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  msgType: Type.String(),
  msgTypeName: Type.String(),
  readStatus: Type.Integer(),
  sendTime: Type.String(),
});

export const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  const user = { auth: 'user' as const };

  app.post(
    `${P}/message/getIsUnreadNumbers`,
    {
      config: user,
      // The header polls this call; its answer is tens of bytes, below the compression
      // threshold, so the compression plugin's two hooks would only cost every poll time.
      compress: false,
      schema: {
        tags: ['message'],
        summary: 'Unread site messages of the caller in the company (send X-Scf-Background: 1 when polling)',
        querystring: Obj({ receiveCompCode: Code() }),
        body: Empty,
        response: { 200: Envelope(Type.Integer()) },
      },
    },
    async (request) => ok(await unreadCount(ctx, caller(request), request.query.receiveCompCode)),
  );

  app.post(
    `${P}/message/list`,
    {
      config: user,
      schema: {
        tags: ['message'],
        summary: 'Site messages, unread first, then newest (added)',
        body: Obj({
          readStatus: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
          msgType: Type.Optional(Code(16)),
          msgTypes: Type.Optional(MsgTypes),
          keyword: Type.Optional(Type.String({ maxLength: 50 })),
          pageNum: Type.Optional(PageNum),
          pageSize: Type.Optional(PageSize),
        }),
        response: { 200: Envelope(Page(MessageItem)) },
      },
    },
    async (request) => {
      const b = request.body;
      return ok(
        await listMessages(ctx, caller(request), { readStatus: b.readStatus, msgType: b.msgType, msgTypes: b.msgTypes, keyword: b.keyword, pageNum: b.pageNum ?? 1, pageSize: b.pageSize ?? 10 }),
      );
    },
  );

  app.post(
    `${P}/message/detail`,
    {
      config: user,
      schema: {
        tags: ['message'],
        summary: 'One site message; marks it read (added)',
        querystring: Obj({ id: Id }),
        body: Empty,
        response: { 200: Envelope(Type.Object({ ...MessageItem.properties, content: Type.String() })) },
      },
    },
    async (request) => ok(await openMessage(ctx, caller(request), request.query.id)),
  );

  app.post(
    `${P}/message/read`,
    {
      config: user,
      schema: {
        tags: ['message'],
        summary: 'Marks messages read (added)',
        body: Obj({ ids: Type.Array(Id, { minItems: 1, maxItems: 100 }) }),
        response: { 200: Envelope(Type.Object({ updated: Type.Integer() })) },
      },
    },
    async (request) => ok({ updated: await readMessages(ctx, caller(request), request.body.ids) }, '已标记为已读'),
  );

  app.post(
    `${P}/message/readAll`,
    {
      config: user,
      schema: {
        tags: ['message'],
        summary: 'Marks every message read, or every message of the given types (added)',
        body: Obj({ msgTypes: Type.Optional(MsgTypes) }),
        response: { 200: Envelope(Type.Object({ updated: Type.Integer() })) },
      },
    },
    async (request) => ok({ updated: await readAllMessages(ctx, caller(request), request.body?.msgTypes) }, '已全部标记为已读'),
  );

  const AfficheItem = Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    summary: Type.String(),
    productCode: Type.String(),
    publishTime: Type.String(),
    top: Type.Integer(),
  });

  app.post(
    '/mgr/msg/affiche/list',
    {
      config: user,
      schema: {
        tags: ['message'],
        summary: 'Announcements of a product (EC: the portal); pinned first, then newest',
        querystring: Obj({ productCode: ProdCode }),
        body: Obj({ title: Type.Optional(Type.String({ maxLength: 50 })), pageNum: Type.Optional(PageNum), pageSize: Type.Optional(PageSize) }),
        response: { 200: Envelope(Page(AfficheItem)) },
      },
    },
    async (request) => {
      const b = request.body;
      return ok(await listAffiches(ctx, request.query.productCode, { title: b.title, pageNum: b.pageNum ?? 1, pageSize: b.pageSize ?? 10 }));
    },
  );

  app.post(
    '/mgr/msg/affiche/detail',
    {
      config: user,
      schema: {
        tags: ['message'],
        summary: 'One announcement (added)',
        querystring: Obj({ id: Id }),
        body: Empty,
        response: {
          200: Envelope(Type.Object({ id: Type.Integer(), title: Type.String(), content: Type.String(), productCode: Type.String(), publishTime: Type.String() })),
        },
      },
    },
    async (request) => ok(await openAffiche(ctx, request.query.id)),
  );
};
