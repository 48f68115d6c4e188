/**
 * Telling the next actor: a site message to each employee whose role lets them take the next
 * step (not the maker of the work they must check), with a link to the voucher; and closing
 * the task when the step is done, so the bell's count goes down. Called in the transaction of
 * the step; the companies' cached unread counts are dropped after it commits.
 */
import { sanitizeHtml } from '../../core/sanitize';
import type { Db } from '../../db/db';
import { announce } from '../session/hot-cache';
import { VOUCHER_ABILITIES, type VoucherAbility } from '../../../shared/access/voucher-abilities';
import { completeTask, insertTaskMessages } from './voucher-task.repo';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface Ask {
  compId: number;
  /** Who may act: the holders of this ability's roles. */
  ability: VoucherAbility;
  exceptEmployeeId?: number | null;
  taskKey: string;
  title: string;
  text: string;
  link: string;
  /** APPROVAL (审核通知) for checkers, BUSINESS (业务提醒) for makers. */
  msgType: 'APPROVAL' | 'BUSINESS';
  now: number;
}

export async function ask(tx: Db, a: Ask): Promise<void> {
  const need = VOUCHER_ABILITIES[a.ability];
  const n = await insertTaskMessages(tx, {
    compId: a.compId,
    products: need.products,
    roles: need.roles,
    exceptEmployeeId: a.exceptEmployeeId ?? null,
    taskKey: a.taskKey,
    title: a.title.slice(0, 200),
    summary: a.text.slice(0, 500),
    content: sanitizeHtml(`<p>${escapeHtml(a.text)}</p><p><a href="${escapeHtml(a.link)}">查看详情</a></p>`),
    msgType: a.msgType,
    now: a.now,
  });
  if (n > 0) await announce(tx, { kind: 'messages', compId: a.compId });
}

export async function done(tx: Db, taskKey: string, now: number): Promise<void> {
  for (const compId of await completeTask(tx, taskKey, now)) await announce(tx, { kind: 'messages', compId });
}

/** Task keys: one per thing awaited. */
export const taskKey = {
  review: (applicationId: number) => `voucher-app:${applicationId}:review`,
  returned: (applicationId: number) => `voucher-app:${applicationId}:returned`,
  sign: (voucherId: number) => `voucher:${voucherId}:sign`,
  refused: (voucherId: number) => `voucher:${voucherId}:refused`,
};
