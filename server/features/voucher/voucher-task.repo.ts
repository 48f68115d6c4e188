/**
 * Site messages that ask someone to act on a voucher (SQL only). Each is addressed to one
 * employee and carries the task it belongs to (messages.task_key); when the task is done its
 * messages are marked read for everyone they went to, so the header bell's count goes down.
 */
import type { Db } from '../../db/db';
import { MEMBERSHIP } from '../../core/status';

export interface TaskMessage {
  compId: number;
  /** Employees holding one of these roles in one of these products are told. */
  products: readonly string[];
  roles: readonly string[];
  /** Not told (the maker of the work to check). */
  exceptEmployeeId: number | null;
  taskKey: string;
  title: string;
  summary: string;
  content: string;
  msgType: string;
  now: number;
}

/** One message per employee of the company with such a role (active members); how many. */
export async function insertTaskMessages(tx: Db, m: TaskMessage): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO messages (receive_comp_id, receive_employee_id, title, summary, content, msg_type, send_time, task_key)
     SELECT $1, e.id, $2, $3, $4, $5, $6, $7 FROM employees e
      WHERE e.comp_id = $1 AND e.status = ${MEMBERSHIP.member} AND e.is_active = 1 AND e.id IS DISTINCT FROM $10::int
        AND EXISTS (SELECT 1 FROM employee_roles r WHERE r.employee_id = e.id
          AND r.prod_code = ANY($8::text[]) AND r.employee_role = ANY($9::text[]))
     RETURNING id`,
    [
      m.compId,
      m.title,
      m.summary,
      m.content,
      m.msgType,
      m.now,
      m.taskKey,
      [...m.products],
      [...m.roles],
      m.exceptEmployeeId,
    ],
  );
  return rows.length;
}

/** Marks every message of the task read for its addressee; the companies whose counts changed. */
export async function completeTask(tx: Db, taskKey: string, now: number): Promise<number[]> {
  const rows = await tx.query<{ comp_id: number }>(
    `WITH done AS (
       INSERT INTO message_reads (message_id, employee_id, read_at)
       SELECT m.id, m.receive_employee_id, $2 FROM messages m
         WHERE m.task_key = $1 AND m.receive_employee_id IS NOT NULL
       ON CONFLICT DO NOTHING RETURNING message_id)
     SELECT DISTINCT m.receive_comp_id AS comp_id FROM messages m JOIN done d ON d.message_id = m.id`,
    [taskKey, now],
  );
  return rows.map((r) => r.comp_id);
}
