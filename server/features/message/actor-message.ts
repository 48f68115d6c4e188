/**
 * Site messages to the next person who must act: every member of a company who holds one of
 * the given roles in a product (a reviewer, a payer). Written in the transaction of the step
 * that makes it their turn; the header bells of that company are told when it commits.
 */
import type { Db } from '../../db/db';
import { sanitizeHtml } from '../../core/sanitize';
import { insertForRoleHolders } from './actor-message.repo';
import { announce } from '../session/hot-cache';

export interface ActorMessage {
  compId: number;
  /** A product, or several: a role in any of them counts. */
  prodCode: string | readonly string[];
  roles: readonly string[];
  title: string;
  summary: string;
  /** Portal path of the thing to act on (the message links to it). */
  link: string;
  /** Business reminders (BUSINESS) or steps waiting for review (APPROVAL). */
  msgType: 'BUSINESS' | 'APPROVAL';
  now: number;
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Tells the company that applied (for a credit line, a financing) how its application ended: a
 * business message to its administrators, operators and reviewers of the product (E101–E103),
 * who asked for it or approved asking. Nobody there has to act.
 */
export function notifyApplicant(
  tx: Db,
  compId: number,
  m: Omit<ActorMessage, 'compId' | 'roles' | 'msgType'>,
): Promise<number> {
  return notifyRoleHolders(tx, { ...m, compId, roles: ['E101', 'E102', 'E103'], msgType: 'BUSINESS' });
}

/** How many people were told. */
export async function notifyRoleHolders(tx: Db, m: ActorMessage): Promise<number> {
  const content = sanitizeHtml(`<p>${escapeText(m.summary)}</p><p><a href="${escapeText(m.link)}">立即处理</a></p>`);
  const n = await insertForRoleHolders(tx, {
    compId: m.compId,
    prodCodes: typeof m.prodCode === 'string' ? [m.prodCode] : [...m.prodCode],
    roles: [...m.roles],
    title: m.title.slice(0, 100),
    summary: m.summary.slice(0, 200),
    content,
    msgType: m.msgType,
    now: m.now,
  });
  if (n > 0) await announce(tx, { kind: 'messages', compId: m.compId });
  return n;
}
