/**
 * Site messages of the caller's company (read state per employee) and announcements.
 * getIsUnreadNumbers and affiche/list are spec §7; the rest is added.
 */
import { sanitizeHtml } from '../../core/sanitize';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, fail, ok, Page } from '../../core/envelope';
import { P } from '../../core/paths';
import { formatTime } from '../../core/time';
import { Code, Empty, Id, Obj, PageNum, PageSize, ProdCode } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
import { likePattern } from '../employee/employee.service';
import { announce } from '../session/hot-cache';

export const MSG_TYPES: Record<string, string> = { SYSTEM: '系统通知', BUSINESS: '业务提醒', APPROVAL: '审核通知' };

const VISIBLE = 'm.receive_comp_id = $1 AND (m.receive_employee_id IS NULL OR m.receive_employee_id = $2)';

const MessageItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  msgType: Type.String(),
  msgTypeName: Type.String(),
  readStatus: Type.Integer(),
  sendTime: Type.String(),
});

interface MessageRow {
  id: number;
  title: string;
  summary: string;
  content: string;
  msg_type: string;
  read: boolean;
  send_time: number;
}

export const messageRoutes: FastifyPluginAsync = async (app0) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.scf;
  const user = { auth: 'user' as const };

  app.post(
    `${P}/message/getIsUnreadNumbers`,
    {
      config: user,
      schema: {
        tags: ['message'],
        summary: 'Unread site messages of the caller in the company (send X-Scf-Background: 1 when polling)',
        querystring: Obj({ receiveCompCode: Code() }),
        body: Empty,
        response: { 200: Envelope(Type.Integer()) },
      },
    },
    async (request) => {
      const auth = caller(request);
      if (request.query.receiveCompCode !== auth.compCode) throw fail.role('无权查看其他企业的消息');
      // Polled by every open page: cached per employee until a message or a read changes it.
      const n = await ctx.hot.unread(auth.compId, auth.employeeId, ctx.clock(), async () => {
        const rows = await ctx.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM messages m
           WHERE ${VISIBLE} AND NOT EXISTS (SELECT 1 FROM message_reads r WHERE r.message_id = m.id AND r.employee_id = $2)`,
          [auth.compId, auth.employeeId],
        );
        return rows[0]?.n ?? 0;
      });
      return ok(n);
    },
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
          keyword: Type.Optional(Type.String({ maxLength: 50 })),
          pageNum: Type.Optional(PageNum),
          pageSize: Type.Optional(PageSize),
        }),
        response: { 200: Envelope(Page(MessageItem)) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const b = request.body;
      const pageNum = b.pageNum ?? 1;
      const pageSize = b.pageSize ?? 10;
      const params: unknown[] = [auth.compId, auth.employeeId];
      const where = [VISIBLE];
      if (b.readStatus !== undefined) where.push(b.readStatus === 1 ? 'r.message_id IS NOT NULL' : 'r.message_id IS NULL');
      if (b.msgType !== undefined) {
        params.push(b.msgType);
        where.push(`m.msg_type = $${params.length}`);
      }
      const kw = b.keyword?.trim();
      if (kw) {
        params.push(likePattern(kw));
        where.push(`(m.title ILIKE $${params.length} OR m.summary ILIKE $${params.length})`);
      }
      const from = `FROM messages m LEFT JOIN message_reads r ON r.message_id = m.id AND r.employee_id = $2 WHERE ${where.join(' AND ')}`;
      const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params))[0]?.n ?? 0;
      params.push(pageSize, (pageNum - 1) * pageSize);
      const rows = await ctx.db.query<MessageRow>(
        `SELECT m.id, m.title, m.summary, m.content, m.msg_type, (r.message_id IS NOT NULL) AS read, m.send_time ${from}
         ORDER BY (r.message_id IS NOT NULL), m.send_time DESC, m.id DESC
         LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      return ok({
        list: rows.map((m) => ({
          id: m.id,
          title: m.title,
          summary: m.summary,
          msgType: m.msg_type,
          msgTypeName: MSG_TYPES[m.msg_type] ?? m.msg_type,
          readStatus: m.read ? 1 : 0,
          sendTime: formatTime(m.send_time),
        })),
        total,
        pageNum,
        pageSize,
      });
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
    async (request) => {
      const auth = caller(request);
      const rows = await ctx.db.query<MessageRow>(
        `SELECT m.id, m.title, m.summary, m.content, m.msg_type, true AS read, m.send_time FROM messages m WHERE m.id = $3 AND ${VISIBLE}`,
        [auth.compId, auth.employeeId, request.query.id],
      );
      const m = rows[0];
      if (!m) throw fail.notFound('消息不存在');
      const read = await ctx.db.query(
        'INSERT INTO message_reads (message_id, employee_id, read_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING message_id',
        [m.id, auth.employeeId, ctx.clock()],
      );
      if (read.length > 0) await announce(ctx.db, { kind: 'messages', compId: auth.compId });
      return ok({
        id: m.id,
        title: m.title,
        summary: m.summary,
        content: sanitizeHtml(m.content),
        msgType: m.msg_type,
        msgTypeName: MSG_TYPES[m.msg_type] ?? m.msg_type,
        readStatus: 1,
        sendTime: formatTime(m.send_time),
      });
    },
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
    async (request) => {
      const auth = caller(request);
      const rows = await ctx.db.query<{ message_id: number }>(
        `INSERT INTO message_reads (message_id, employee_id, read_at)
         SELECT m.id, $2, $4 FROM messages m WHERE m.id = ANY($3::int[]) AND ${VISIBLE}
         ON CONFLICT DO NOTHING RETURNING message_id`,
        [auth.compId, auth.employeeId, [...new Set(request.body.ids)], ctx.clock()],
      );
      if (rows.length > 0) await announce(ctx.db, { kind: 'messages', compId: auth.compId });
      return ok({ updated: rows.length }, '已标记为已读');
    },
  );

  app.post(
    `${P}/message/readAll`,
    {
      config: user,
      schema: { tags: ['message'], summary: 'Marks every message read (added)', body: Empty, response: { 200: Envelope(Type.Object({ updated: Type.Integer() })) } },
    },
    async (request) => {
      const auth = caller(request);
      const rows = await ctx.db.query<{ message_id: number }>(
        `INSERT INTO message_reads (message_id, employee_id, read_at)
         SELECT m.id, $2, $3 FROM messages m WHERE ${VISIBLE}
         ON CONFLICT DO NOTHING RETURNING message_id`,
        [auth.compId, auth.employeeId, ctx.clock()],
      );
      if (rows.length > 0) await announce(ctx.db, { kind: 'messages', compId: auth.compId });
      return ok({ updated: rows.length }, '已全部标记为已读');
    },
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
      const pageNum = b.pageNum ?? 1;
      const pageSize = b.pageSize ?? 10;
      const params: unknown[] = [request.query.productCode];
      let filter = '';
      const t = b.title?.trim();
      if (t) {
        params.push(likePattern(t));
        filter = `AND title ILIKE $2`;
      }
      const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM affiches WHERE prod_code = $1 ${filter}`, params))[0]?.n ?? 0;
      params.push(pageSize, (pageNum - 1) * pageSize);
      const rows = await ctx.db.query<{ id: number; title: string; summary: string; prod_code: string; publish_time: number; top: number }>(
        `SELECT id, title, summary, prod_code, publish_time, top FROM affiches WHERE prod_code = $1 ${filter}
         ORDER BY top DESC, publish_time DESC, id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      return ok({
        list: rows.map((a) => ({ id: a.id, title: a.title, summary: a.summary, productCode: a.prod_code, publishTime: formatTime(a.publish_time), top: a.top })),
        total,
        pageNum,
        pageSize,
      });
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
    async (request) => {
      const rows = await ctx.db.query<{ id: number; title: string; content: string; prod_code: string; publish_time: number }>(
        'SELECT id, title, content, prod_code, publish_time FROM affiches WHERE id = $1',
        [request.query.id],
      );
      const a = rows[0];
      if (!a) throw fail.notFound('公告不存在');
      return ok({ id: a.id, title: a.title, content: sanitizeHtml(a.content), productCode: a.prod_code, publishTime: formatTime(a.publish_time) });
    },
  );
};
