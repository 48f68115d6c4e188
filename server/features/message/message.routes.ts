/**
 * Site messages of the caller's company (read state per employee) and announcements.
 * getIsUnreadNumbers and affiche/list are the portal's original calls; the rest is added. Rules in
 * message.service.ts, SQL in message.repo.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok, Page } from '../../core/envelope';
import { postEnvelopeCall } from '../../core/envelope-call';
import { withPage } from '../../core/paging';
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
  const tags = ['message'];

  app.post(
    `${P}/message/getIsUnreadNumbers`,
    {
      config: user,
      // The header polls this call; its answer is tens of bytes, below the compression
      // threshold, so the compression plugin's two hooks would only cost every poll time.
      compress: false,
      schema: {
        tags,
        summary: 'Unread site messages of the caller in the company (send X-Scf-Background: 1 when polling)',
        querystring: MessageGetIsUnreadNumbersQuery,
        body: Empty,
        response: { 200: Envelope(UnreadCount) },
      },
    },
    async (request) => ok(await unreadCount(ctx, caller(request), request.query.receiveCompCode)),
  );

  postEnvelopeCall(
    app,
    `${P}/message/list`,
    {
      config: user,
      tags,
      summary: 'Site messages, unread first, then newest (added)',
      body: MessageListBody,
      response: Page(MessageItem),
    },
    async (b, request) => ok(await listMessages(ctx, caller(request), withPage(b))),
  );

  postEnvelopeCall(
    app,
    `${P}/message/detail`,
    {
      config: user,
      tags,
      summary: 'One site message; marks it read (added)',
      query: MessageDetailQuery,
      response: MessageDetailAnswer,
    },
    async (q, request) => ok(await openMessage(ctx, caller(request), q.id)),
  );

  postEnvelopeCall(
    app,
    `${P}/message/read`,
    { config: user, tags, summary: 'Marks messages read (added)', body: MessageReadBody, response: MessageReadAnswer },
    async (b, request) => ok({ updated: await readMessages(ctx, caller(request), b.ids) }, '已标记为已读'),
  );

  postEnvelopeCall(
    app,
    `${P}/message/readAll`,
    {
      config: user,
      tags,
      summary: 'Marks every message read, or every message of the given types (added)',
      body: MessageReadAllBody,
      response: MessageReadAnswer,
    },
    async (b, request) => ok({ updated: await readAllMessages(ctx, caller(request), b?.msgTypes) }, '已全部标记为已读'),
  );

  // Parameters in the query string and in the body: declared in full.
  app.post(
    '/mgr/msg/affiche/list',
    {
      config: user,
      schema: {
        tags,
        summary: 'Announcements of a product (EC: the portal); pinned first, then newest',
        querystring: AfficheListQuery,
        body: AfficheListBody,
        response: { 200: Envelope(Page(AfficheItem)) },
      },
    },
    async (request) => ok(await listAffiches(ctx, request.query.productCode, withPage(request.body))),
  );

  postEnvelopeCall(
    app,
    '/mgr/msg/affiche/detail',
    {
      config: user,
      tags,
      summary: 'One announcement (added)',
      query: MessageDetailQuery,
      response: AfficheDetailAnswer,
    },
    async (q) => ok(await openAffiche(ctx, q.id)),
  );
};
