/**
 * The rules of company invitations: an administrator invites another company by SMS; the
 * invited company accepts within seven days, either by registering with the code (accepted
 * when the registration is approved) or, when it already has an account, from inside the
 * centre. Both end in acceptInvitation, which also tells the inviter's administrators.
 */
import type { AppContext, AuthContext } from '../../core/context';
import { randomFrom, sha256Hex } from '../../core/crypto';
import { fail } from '../../core/envelope';
import { bareRole, isUscc, maskMobile } from '../../core/rules';
import { INVITATION, INVITATION_NAMES, type InvitationStatus } from '../../core/status';
import { DAY, formatTime } from '../../core/time';
import { sanitizeHtml } from '../../core/sanitize';
import type { Db } from '../../db/db';
import { companyRoleText, logOperation } from '../audit/operation-log.service';
import { companyCreditCode, companyIdByCreditCode, companyName } from '../company/company.repo';
import { insertForCompanyAdmins } from '../message/message.repo';
import { announce } from '../session/hot-cache';
import { enforce } from '../../infra/throttle/throttle.service';
import {
  deleteInvitation,
  hasPendingInvitation,
  insertInvitation,
  invitationByCodeHash,
  invitationById,
  invitationOfCompany,
  markAccepted,
  pageInvitations,
  pendingInvitationsTo,
  type ReceivedInvitationRow,
  renewCode,
  revokeInvitation,
  type StoredInvitationStatus,
} from './invitation.repo';
import type { Static } from 'typebox';
import type { InvitationBody } from './invitation.schemas';

const INVITE_TTL_MS = 7 * DAY;
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A sent code expires at its deadline unless it is accepted or revoked first. */
function effectiveStatus(status: StoredInvitationStatus, expiresAt: number, now: number): InvitationStatus {
  if (status === INVITATION.sent && expiresAt <= now) return INVITATION.expired;
  return status;
}

async function deliver(ctx: AppContext, mobile: string, inviter: string, code: string): Promise<void> {
  await ctx.senders.sms(
    mobile,
    `【供应链金融服务平台】${inviter}邀请贵司加入供应链金融服务平台，邀请码${code}，7天内有效。注册或登录后在“邀请企业”中填写邀请码即可接受邀请。`,
    code,
  );
}

export type InvitationInput = Static<typeof InvitationBody>;

export async function createInvitation(
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  b: InvitationInput,
): Promise<{ id: number; inviteCode: string }> {
  const now = ctx.clock();
  await enforce(
    ctx.db,
    `invite:comp:${auth.compId}`,
    { limit: 50, windowMs: DAY, msg: '今日邀请次数已达上限，请{wait}后再试' },
    now,
  );
  const creditCode = b.creditCode.toUpperCase();
  if (!isUscc(creditCode)) throw fail.bad('统一社会信用代码不正确，请核对后重新输入', 'creditCode');
  if ((await companyIdByCreditCode(ctx.db, creditCode)) === auth.compId) throw fail.bad('不能邀请本企业', 'creditCode');
  if (await hasPendingInvitation(ctx.db, auth.compId, b.mobile, now))
    throw fail.conflict('已向该手机号发出邀请，可在列表中重新发送', { field: 'mobile' });
  const code = randomFrom(INVITE_ALPHABET, 8);
  const id = await insertInvitation(ctx.db, {
    compId: auth.compId,
    compName: b.compName.trim(),
    creditCode,
    contactName: b.contactName.trim(),
    mobile: b.mobile,
    compRole: bareRole(b.compRole),
    codeHash: sha256Hex(code),
    createdAt: now,
    expiresAt: now + INVITE_TTL_MS,
  });
  try {
    await deliver(ctx, b.mobile, await companyName(ctx.db, auth.compId), code);
  } catch (err) {
    // Not sent (e.g. the number's daily SMS cap): no invitation is left behind.
    await deleteInvitation(ctx.db, id);
    throw err;
  }
  // Logged once the SMS went out: an invitation whose SMS was refused is removed above and
  // leaves no entry (the message cannot be part of a database transaction).
  await logOperation(ctx.db, auth, ip, now, {
    action: 'invitation.send',
    target: b.compName.trim(),
    after: {
      企业名称: b.compName.trim(),
      统一社会信用代码: creditCode,
      联系人: b.contactName.trim(),
      手机号: maskMobile(b.mobile),
      企业角色: companyRoleText(b.compRole),
    },
  });
  return { id, inviteCode: code };
}

export async function listInvitations(
  ctx: AppContext,
  auth: AuthContext,
  f: { status?: InvitationStatus; pageNum: number; pageSize: number },
) {
  const now = ctx.clock();
  const { rows, total } = await pageInvitations(ctx.db, auth.compId, now, f);
  return {
    list: rows.map((r) => {
      const status = effectiveStatus(r.status, r.expires_at, now);
      return {
        id: r.id,
        compName: r.comp_name,
        creditCode: r.credit_code ?? '',
        contactName: r.contact_name,
        mobile: maskMobile(r.mobile),
        compRole: r.comp_role,
        status,
        createTime: formatTime(r.created_at),
        // Every send sets the expiry to the send time plus the validity, so it is derived.
        sendTime: formatTime(r.expires_at - INVITE_TTL_MS),
        expireTime: formatTime(r.expires_at),
        acceptTime: formatTime(r.accepted_at),
      };
    }),
    total,
    pageNum: f.pageNum,
    pageSize: f.pageSize,
  };
}

/**
 * A new code for an open invitation, sent by SMS and returned once to the administrator (for
 * the link and QR code): codes are stored only as their hash, so this is how a link is shared
 * again.
 */
export async function resendInvitation(
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  id: number,
): Promise<{ inviteCode: string }> {
  const now = ctx.clock();
  // Ownership first: another company's invitation is "not found", and its id cannot be used
  // to spend the owner's resend allowance (the limit is keyed on company + invitation).
  const inv = await invitationOfCompany(ctx.db, id, auth.compId);
  if (!inv) throw fail.notFound('邀请不存在');
  if (inv.status !== INVITATION.sent) throw fail.conflict('该邀请已被接受或撤销，不能重新发送');
  await enforce(
    ctx.db,
    `invite:resend:${auth.compId}:${id}`,
    { limit: 1, windowMs: 60_000, msg: '发送过于频繁，请{wait}后再试' },
    now,
  );
  await enforce(
    ctx.db,
    `invite:resend:day:${auth.compId}:${id}`,
    { limit: 5, windowMs: DAY, msg: '该邀请今日重发次数已达上限，请{wait}后再试' },
    now,
  );
  const code = randomFrom(INVITE_ALPHABET, 8);
  // Sent before the new code is stored: a refused SMS (daily cap) leaves the old code valid.
  await deliver(ctx, inv.mobile, await companyName(ctx.db, auth.compId), code);
  if (!(await renewCode(ctx.db, id, auth.compId, sha256Hex(code), now + INVITE_TTL_MS)))
    throw fail.conflict('该邀请已被接受或撤销，不能重新发送');
  // Logged once the SMS went out and the new code is stored, as the first send is.
  await logOperation(ctx.db, auth, ip, now, {
    action: 'invitation.resend',
    target: inv.comp_name,
    after: { 手机号: maskMobile(inv.mobile) },
  });
  return { inviteCode: code };
}

export async function revoke(ctx: AppContext, auth: AuthContext, ip: string, id: number): Promise<void> {
  const revoked = await ctx.db.transaction(async (tx) => {
    const compName = await revokeInvitation(tx, id, auth.compId);
    if (compName !== null) {
      await logOperation(tx, auth, ip, ctx.clock(), {
        action: 'invitation.revoke',
        target: compName,
        before: { 状态: INVITATION_NAMES[INVITATION.sent] },
        after: { 状态: INVITATION_NAMES[INVITATION.revoked] },
      });
    }
    return compName !== null;
  });
  if (!revoked) {
    if (!(await invitationOfCompany(ctx.db, id, auth.compId))) throw fail.notFound('邀请不存在');
    throw fail.conflict('该邀请已被接受或撤销');
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The one way an invitation becomes accepted (registration approval and acceptance in the
 * centre): marks it, and gives every administrator of the inviting company a site message, in
 * the caller's transaction. False when it was no longer sent (accepted or revoked meanwhile).
 */
async function acceptInvitation(
  tx: Db,
  inv: { id: number; inviterCompId: number },
  accepted: { compId: number; compName: string },
  now: number,
): Promise<boolean> {
  if (!(await markAccepted(tx, inv.id, now, accepted.compId))) return false;
  const name = accepted.compName;
  await insertForCompanyAdmins(tx, inv.inviterCompId, {
    title: `${name}已接受您的邀请`.slice(0, 200),
    summary: `${name}已接受贵司发出的企业邀请。`.slice(0, 500),
    content: sanitizeHtml(`<p>${escapeHtml(name)}已接受贵司发出的企业邀请，可在“邀请企业”中查看。</p>`),
    msgType: 'BUSINESS',
    sendTime: now,
  });
  await announce(tx, { kind: 'messages', compId: inv.inviterCompId });
  return true;
}

/**
 * A new company's registration carried an invitation code: when the company is approved, the
 * invitation is accepted if it is addressed to the applicant's mobile, still sent, and was
 * valid when the registration began (the review may outlast the code). Quietly nothing
 * otherwise: the registration itself does not depend on it.
 */
export async function acceptRegistrationInvitation(
  tx: Db,
  reg: { code: string; mobile: string; registeredAt: number },
  accepted: { compId: number; compName: string; creditCode: string | null },
  now: number,
): Promise<boolean> {
  const inv = await invitationByCodeHash(tx, sha256Hex(reg.code.toUpperCase()));
  if (
    !inv ||
    inv.mobile !== reg.mobile ||
    inv.status !== INVITATION.sent ||
    inv.expires_at <= reg.registeredAt ||
    inv.comp_id === accepted.compId
  )
    return false;
  // Bound to a company: the invited mobile registering another company does not take it.
  if (inv.credit_code !== null && inv.credit_code !== accepted.creditCode) return false;
  return acceptInvitation(tx, { id: inv.id, inviterCompId: inv.comp_id }, accepted, now);
}

/** Why an invitation cannot be accepted now, or null when it can. */
function refusal(inv: ReceivedInvitationRow, now: number): string | null {
  const status = effectiveStatus(inv.status, inv.expires_at, now);
  if (status === INVITATION.sent) return null;
  return status === INVITATION.expired ? '邀请已过期，请联系邀请方重新发送' : '该邀请已失效';
}

/**
 * Whether an invitation is addressed to the caller's company: to its unified social credit
 * code, never to its name (two companies may share one). An invitation sent before credit
 * codes were asked for is addressed to the invited mobile alone.
 */
function addressedTo(inv: ReceivedInvitationRow, auth: AuthContext, creditCode: string | null): boolean {
  if (inv.comp_id === auth.compId) return false;
  return inv.credit_code !== null ? inv.credit_code === creditCode : inv.mobile === auth.mobile;
}

/** Unexpired invitations addressed to the caller's company (its administrator may accept them). */
export async function receivedInvitations(ctx: AppContext, auth: AuthContext) {
  const now = ctx.clock();
  const creditCode = await companyCreditCode(ctx.db, auth.compId);
  const rows = await pendingInvitationsTo(ctx.db, { mobile: auth.mobile, creditCode, compId: auth.compId }, now);
  return rows.map((r) => ({
    id: r.id,
    inviterCompName: r.inviter,
    compName: r.comp_name,
    sendTime: formatTime(r.expires_at - INVITE_TTL_MS),
    expireTime: formatTime(r.expires_at),
  }));
}

async function acceptFor(
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  inv: ReceivedInvitationRow,
  field: 'inviteCode' | 'id',
): Promise<{ inviterCompName: string }> {
  const now = ctx.clock();
  const why = refusal(inv, now);
  if (why) throw fail.bad(why, field);
  const compName = await companyName(ctx.db, auth.compId);
  const done = await ctx.db.transaction(async (tx) => {
    if (
      !(await acceptInvitation(tx, { id: inv.id, inviterCompId: inv.comp_id }, { compId: auth.compId, compName }, now))
    )
      return false;
    await logOperation(tx, auth, ip, now, {
      action: 'invitation.accept',
      target: inv.inviter,
      before: { 状态: INVITATION_NAMES[INVITATION.sent] },
      after: { 状态: INVITATION_NAMES[INVITATION.accepted] },
    });
    return true;
  });
  if (!done) throw fail.bad('该邀请已失效', field);
  return { inviterCompName: inv.inviter };
}

/** Accepted with the code by the administrator of the company it is addressed to, while it is valid. */
export async function accept(
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  inviteCode: string,
): Promise<{ inviterCompName: string }> {
  await enforce(
    ctx.db,
    `invite:accept:${auth.personId}`,
    { limit: 10, windowMs: 15 * 60_000, msg: '尝试次数过多，请{wait}后再试' },
    ctx.clock(),
  );
  const inv = await invitationByCodeHash(ctx.db, sha256Hex(inviteCode.toUpperCase()));
  if (inv?.comp_id === auth.compId) throw fail.bad('不能接受本企业发出的邀请', 'inviteCode');
  if (!inv || !addressedTo(inv, auth, await companyCreditCode(ctx.db, auth.compId)))
    throw fail.bad('邀请码不正确', 'inviteCode');
  return acceptFor(ctx, auth, ip, inv, 'inviteCode');
}

/** Accepted from the list of invitations addressed to the caller's company. */
export async function acceptReceived(
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  id: number,
): Promise<{ inviterCompName: string }> {
  const inv = await invitationById(ctx.db, id);
  // Someone else's invitation is "not found", as in the inviter's own list.
  if (!inv || !addressedTo(inv, auth, await companyCreditCode(ctx.db, auth.compId))) throw fail.notFound('邀请不存在');
  return acceptFor(ctx, auth, ip, inv, 'id');
}
