/** Site messages, their read marks, and announcements (SQL only; rules in message.service.ts). */
import type { Db } from '../../db/db';
import { likePattern } from '../../db/like';
import { pageWithTotal } from '../../db/page';
import { ADMIN_ROLE } from '../../core/context';
import { MEMBERSHIP, READ } from '../../core/status';

/** The messages one employee sees: the company's, and those addressed to them ($1 company, $2 employee). */
const VISIBLE = 'm.receive_comp_id = $1 AND (m.receive_employee_id IS NULL OR m.receive_employee_id = $2)';

/** A message as lists show it (no content). */
export interface MessageSummaryRow {
  id: number;
  title: string;
  summary: string;
  msg_type: string;
  read: boolean;
  send_time: number;
}

export interface MessageRow extends MessageSummaryRow {
  content: string;
}

export async function countUnread(db: Db, compId: number, employeeId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM messages m
     WHERE ${VISIBLE} AND NOT EXISTS (SELECT 1 FROM message_reads r WHERE r.message_id = m.id AND r.employee_id = $2)`,
    [compId, employeeId],
  );
  return rows[0]?.n ?? 0;
}

export interface MessageFilter {
  readStatus?: 0 | 1;
  msgType?: string;
  /** Any of these types. */
  msgTypes?: readonly string[];
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

/** One page, unread first, then newest; with the count of all that match (one statement, db/page.ts). */
export async function pageMessages(
  db: Db,
  compId: number,
  employeeId: number,
  f: MessageFilter,
): Promise<{ rows: MessageSummaryRow[]; total: number }> {
  const params: unknown[] = [compId, employeeId];
  const where = [VISIBLE];
  if (f.readStatus !== undefined)
    where.push(f.readStatus === READ.read ? 'r.message_id IS NOT NULL' : 'r.message_id IS NULL');
  if (f.msgType !== undefined) {
    params.push(f.msgType);
    where.push(`m.msg_type = $${params.length}`);
  }
  if (f.msgTypes?.length) {
    params.push([...f.msgTypes]);
    where.push(`m.msg_type = ANY($${params.length}::text[])`);
  }
  if (f.keyword) {
    params.push(likePattern(f.keyword));
    where.push(`(m.title ILIKE $${params.length} OR m.summary ILIKE $${params.length})`);
  }
  const from = `FROM messages m LEFT JOIN message_reads r ON r.message_id = m.id
     AND r.employee_id = $2 WHERE ${where.join(' AND ')}`;
  return pageWithTotal<MessageSummaryRow>(db, {
    columns: 'm.id, m.title, m.summary, m.msg_type, (r.message_id IS NOT NULL) AS read, m.send_time',
    from,
    orderBy: '(r.message_id IS NOT NULL), m.send_time DESC, m.id DESC',
    params,
    limit: f.pageSize,
    offset: (f.pageNum - 1) * f.pageSize,
  });
}

export async function visibleMessage(
  db: Db,
  compId: number,
  employeeId: number,
  id: number,
): Promise<MessageRow | null> {
  const rows = await db.query<MessageRow>(
    `SELECT m.id, m.title, m.summary, m.content, m.msg_type, true AS read, m.send_time
       FROM messages m WHERE m.id = $3 AND ${VISIBLE}`,
    [compId, employeeId, id],
  );
  return rows[0] ?? null;
}

/** Marks one message read; true when it was unread. */
export async function markRead(db: Db, messageId: number, employeeId: number, now: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO message_reads (message_id, employee_id, read_at)
       VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING message_id`,
    [messageId, employeeId, now],
  );
  return rows.length > 0;
}

/** Marks the listed visible messages read; how many were unread. */
export async function markManyRead(
  db: Db,
  compId: number,
  employeeId: number,
  ids: number[],
  now: number,
): Promise<number> {
  const rows = await db.query<{ message_id: number }>(
    `INSERT INTO message_reads (message_id, employee_id, read_at)
     SELECT m.id, $2, $4 FROM messages m WHERE m.id = ANY($3::int[]) AND ${VISIBLE}
     ON CONFLICT DO NOTHING RETURNING message_id`,
    [compId, employeeId, ids, now],
  );
  return rows.length;
}

/** Marks every visible message (of `msgTypes` when given) read; how many were unread. */
export async function markAllRead(
  db: Db,
  compId: number,
  employeeId: number,
  now: number,
  msgTypes?: readonly string[],
): Promise<number> {
  const params: unknown[] = [compId, employeeId, now];
  let byType = '';
  if (msgTypes?.length) {
    params.push([...msgTypes]);
    byType = 'AND m.msg_type = ANY($4::text[])';
  }
  const rows = await db.query<{ message_id: number }>(
    `INSERT INTO message_reads (message_id, employee_id, read_at)
     SELECT m.id, $2, $3 FROM messages m WHERE ${VISIBLE} ${byType}
     ON CONFLICT DO NOTHING RETURNING message_id`,
    params,
  );
  return rows.length;
}

export interface AfficheRow {
  id: number;
  title: string;
  summary: string;
  content: string;
  prod_code: string;
  publish_time: number;
  top: number;
}

/** One page of a product's announcements, pinned first, then newest (one statement, db/page.ts). */
export async function pageAffiches(
  db: Db,
  productCode: string,
  f: { title?: string; pageNum: number; pageSize: number },
): Promise<{ rows: Omit<AfficheRow, 'content'>[]; total: number }> {
  const params: unknown[] = [productCode];
  let filter = '';
  if (f.title) {
    params.push(likePattern(f.title));
    filter = 'AND title ILIKE $2';
  }
  return pageWithTotal<Omit<AfficheRow, 'content'>>(db, {
    columns: 'id, title, summary, prod_code, publish_time, top',
    from: `FROM affiches WHERE prod_code = $1 ${filter}`,
    orderBy: 'top DESC, publish_time DESC, id DESC',
    params,
    limit: f.pageSize,
    offset: (f.pageNum - 1) * f.pageSize,
  });
}

export async function afficheById(
  db: Db,
  id: number,
): Promise<Pick<AfficheRow, 'id' | 'title' | 'content' | 'prod_code' | 'publish_time'> | null> {
  const rows = await db.query<Pick<AfficheRow, 'id' | 'title' | 'content' | 'prod_code' | 'publish_time'>>(
    'SELECT id, title, content, prod_code, publish_time FROM affiches WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

export interface NewMessage {
  title: string;
  summary: string;
  /** Filtered HTML (sanitizeHtml) */
  content: string;
  msgType: string;
  sendTime: number;
}

/**
 * One message to each administrator (E101 of CRM or EC) of a company, addressed to the
 * employee so that others of the company do not see it; how many were written.
 */
export async function insertForCompanyAdmins(db: Db, compId: number, m: NewMessage): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO messages (receive_comp_id, receive_employee_id, title, summary, content, msg_type, send_time)
     SELECT $1, e.id, $2, $3, $4, $5, $6 FROM employees e
      WHERE e.comp_id = $1 AND e.status = ${MEMBERSHIP.member}
        AND EXISTS (SELECT 1 FROM employee_roles r WHERE r.employee_id = e.id
          AND r.employee_role = '${ADMIN_ROLE}' AND r.prod_code IN ('CRM', 'EC'))
     RETURNING id`,
    [compId, m.title, m.summary, m.content, m.msgType, m.sendTime],
  );
  return rows.length;
}
