/** The rules of site messages and announcements: who reads what, read marks, and their shapes. */
import type { AppContext, AuthContext } from '../../core/context';
import { fail, type PageResult } from '../../core/envelope';
import { sanitizeHtml } from '../../core/sanitize';
import { formatTime } from '../../core/time';
import { announce } from '../session/hot-cache';
import {
  afficheById,
  countUnread,
  markAllRead,
  markManyRead,
  markRead,
  type MessageFilter,
  type MessageSummaryRow,
  pageAffiches,
  pageMessages,
  visibleMessage,
} from './message.repo';
import { READ } from '../../core/status';

const MSG_TYPES: Record<string, string> = { SYSTEM: '系统通知', BUSINESS: '业务提醒', APPROVAL: '审核通知' };

function summaryOf(m: MessageSummaryRow) {
  return {
    id: m.id,
    title: m.title,
    summary: m.summary,
    msgType: m.msg_type,
    msgTypeName: MSG_TYPES[m.msg_type] ?? m.msg_type,
    readStatus: m.read ? READ.read : READ.unread,
    sendTime: formatTime(m.send_time),
  };
}

/** Polled by every open page: cached per employee until a message or a read changes it. */
export async function unreadCount(ctx: AppContext, auth: AuthContext, receiveCompCode: string): Promise<number> {
  if (receiveCompCode !== auth.compCode) throw fail.role('无权查看其他企业的消息');
  return ctx.hot.unread(auth.compId, auth.employeeId, () => countUnread(ctx.db, auth.compId, auth.employeeId));
}

export async function listMessages(
  ctx: AppContext,
  auth: AuthContext,
  f: MessageFilter,
): Promise<PageResult<ReturnType<typeof summaryOf>>> {
  const { rows, total } = await pageMessages(ctx.db, auth.compId, auth.employeeId, {
    ...f,
    keyword: f.keyword?.trim() || undefined,
  });
  return { list: rows.map(summaryOf), total, pageNum: f.pageNum, pageSize: f.pageSize };
}

/** Opening a message marks it read; the header badges of the company hear of it. */
export async function openMessage(ctx: AppContext, auth: AuthContext, id: number) {
  const m = await visibleMessage(ctx.db, auth.compId, auth.employeeId, id);
  if (!m) throw fail.notFound('消息不存在');
  if (await markRead(ctx.db, m.id, auth.employeeId, ctx.clock()))
    await announce(ctx.db, { kind: 'messages', compId: auth.compId });
  return { ...summaryOf(m), content: sanitizeHtml(m.content), readStatus: READ.read };
}

export async function readMessages(ctx: AppContext, auth: AuthContext, ids: number[]): Promise<number> {
  const updated = await markManyRead(ctx.db, auth.compId, auth.employeeId, [...new Set(ids)], ctx.clock());
  if (updated > 0) await announce(ctx.db, { kind: 'messages', compId: auth.compId });
  return updated;
}

/** Every visible message, or only those of `msgTypes` (one tab of the header's notice bell). */
export async function readAllMessages(
  ctx: AppContext,
  auth: AuthContext,
  msgTypes?: readonly string[],
): Promise<number> {
  const updated = await markAllRead(
    ctx.db,
    auth.compId,
    auth.employeeId,
    ctx.clock(),
    msgTypes?.length ? [...new Set(msgTypes)] : undefined,
  );
  if (updated > 0) await announce(ctx.db, { kind: 'messages', compId: auth.compId });
  return updated;
}

export async function listAffiches(
  ctx: AppContext,
  productCode: string,
  f: { title?: string; pageNum: number; pageSize: number },
) {
  const { rows, total } = await pageAffiches(ctx.db, productCode, { ...f, title: f.title?.trim() || undefined });
  return {
    list: rows.map((a) => ({
      id: a.id,
      title: a.title,
      summary: a.summary,
      productCode: a.prod_code,
      publishTime: formatTime(a.publish_time),
      top: a.top,
    })),
    total,
    pageNum: f.pageNum,
    pageSize: f.pageSize,
  };
}

export async function openAffiche(ctx: AppContext, id: number) {
  const a = await afficheById(ctx.db, id);
  if (!a) throw fail.notFound('公告不存在');
  return {
    id: a.id,
    title: a.title,
    content: sanitizeHtml(a.content),
    productCode: a.prod_code,
    publishTime: formatTime(a.publish_time),
  };
}
