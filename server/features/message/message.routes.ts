/**
 * Site messages of the caller's company (read state per employee) and announcements.
 * getIsUnreadNumbers and affiche/list are the portal's original calls; the rest is added. Rules in
 * message.service.ts, SQL in message.repo.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok, Page } from '../../core/envelope';
import { pageRequest } from '../../core/paging';
import { P } from '../../core/paths';
import { Empty } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
import {
  listAffiches,
  listMessages,
  openAffiche,
  openMessage,
  readAllMessages,
  readMessages,
  unreadCount,
} from './message.service';
import {
  AfficheDetailAnswer,
  AfficheItem,
  AfficheListBody,
  AfficheListQuery,
  MessageDetailAnswer,
  MessageDetailQuery,
  MessageGetIsUnreadNumbersQuery,
  MessageItem,
  MessageListBody,
  MessageReadAllBody,
  MessageReadAnswer,
  MessageReadBody,
  UnreadCount,
} from './message.schemas';

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
        querystring: MessageGetIsUnreadNumbersQuery,
        body: Empty,
        response: { 200: Envelope(UnreadCount) },
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
        body: MessageListBody,
        response: { 200: Envelope(Page(MessageItem)) },
      },
    },
    async (request) => {
      const b = request.body;
      return ok(
        await listMessages(ctx, caller(request), {
          readStatus: b.readStatus,
          msgType: b.msgType,
          msgTypes: b.msgTypes,
          keyword: b.keyword,
          ...pageRequest(b),
        }),
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
        querystring: MessageDetailQuery,
        body: Empty,
        response: { 200: MessageDetailAnswer },
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
        body: MessageReadBody,
        response: { 200: MessageReadAnswer },
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
        body: MessageReadAllBody,
        response: { 200: MessageReadAnswer },
      },
    },
    async (request) =>
      ok({ updated: await readAllMessages(ctx, caller(request), request.body?.msgTypes) }, '已全部标记为已读'),
  );

  app.post(
    '/mgr/msg/affiche/list',
    {
      config: user,
      schema: {
        tags: ['message'],
        summary: 'Announcements of a product (EC: the portal); pinned first, then newest',
        querystring: AfficheListQuery,
        body: AfficheListBody,
        response: { 200: Envelope(Page(AfficheItem)) },
      },
    },
    async (request) => {
      const b = request.body;
      return ok(
        await listAffiches(ctx, request.query.productCode, {
          title: b.title,
          ...pageRequest(b),
        }),
      );
    },
  );

  app.post(
    '/mgr/msg/affiche/detail',
    {
      config: user,
      schema: {
        tags: ['message'],
        summary: 'One announcement (added)',
        querystring: MessageDetailQuery,
        body: Empty,
        response: {
          200: AfficheDetailAnswer,
        },
      },
    },
    async (request) => ok(await openAffiche(ctx, request.query.id)),
  );
};
