/**
 * Company invitations (added): an administrator invites another company by SMS; the invited
 * company's administrator accepts with the code. Status sent / accepted / expired / revoked.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, fail, NullBody, ok, Page } from '../../core/envelope';
import { P } from '../../core/paths';
import { bareRole, maskMobile } from '../../core/rules';
import { DAY, formatTime } from '../../core/time';
import { randomFrom, sha256Hex } from '../../core/crypto';
import { CompRoleCode, Empty, Id, Mobile, Name, Obj, PageNum, PageSize } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
import { logOperation } from '../audit/operation-log.service';
import { enforce } from '../throttle/throttle.service';
import type { AppContext } from '../../core/context';

const INVITE_TTL_MS = 7 * DAY;
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

type Status = 'sent' | 'accepted' | 'expired' | 'revoked';

function effectiveStatus(status: string, expiresAt: number, now: number): Status {
  if (status === 'sent' && expiresAt <= now) return 'expired';
  return status as Status;
}

async function deliver(ctx: AppContext, mobile: string, inviter: string, code: string): Promise<void> {
  await ctx.senders.sms(
    mobile,
    `【供应链金融服务平台】${inviter}邀请贵司加入供应链金融服务平台，邀请码${code}，7天内有效。注册或登录后在“邀请企业”中填写邀请码即可接受邀请。`,
    code,
  );
}

export const invitationRoutes: FastifyPluginAsync = async (app0) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.scf;
  const admin = { auth: 'admin' as const };
  const IdQuery = Obj({ id: Id });

  app.post(
    `${P}/cust/invitation/create`,
    {
      config: admin,
      schema: {
        tags: ['invitation'],
        summary: 'Invites a company; the code is sent by SMS and valid 7 days',
        body: Obj({ compName: Name(100), contactName: Name(50), mobile: Mobile, compRole: CompRoleCode }),
        response: { 200: Envelope(Type.Object({ id: Type.Integer(), inviteCode: Type.String() })) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const b = request.body;
      const now = ctx.clock();
      await enforce(ctx.db, `invite:comp:${auth.compId}`, { limit: 50, windowMs: DAY, msg: '今日邀请次数已达上限，请{wait}后再试' }, now);
      const pending = await ctx.db.query<{ id: number }>(
        "SELECT id FROM invitations WHERE comp_id = $1 AND mobile = $2 AND status = 'sent' AND expires_at > $3",
        [auth.compId, b.mobile, now],
      );
      if (pending.length > 0) throw fail.conflict('已向该手机号发出邀请，可在列表中重新发送', { field: 'mobile' });
      const code = randomFrom(INVITE_ALPHABET, 8);
      const rows = await ctx.db.query<{ id: number }>(
        `INSERT INTO invitations (comp_id, comp_name, contact_name, mobile, comp_role, code_hash, status, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'sent', $7, $8) RETURNING id`,
        [auth.compId, b.compName.trim(), b.contactName.trim(), b.mobile, bareRole(b.compRole), sha256Hex(code), now, now + INVITE_TTL_MS],
      );
      const id = rows[0]?.id ?? 0;
      const inviter = await ctx.db.query<{ comp_name: string }>('SELECT comp_name FROM companies WHERE id = $1', [auth.compId]);
      try {
        await deliver(ctx, b.mobile, inviter[0]?.comp_name ?? '', code);
      } catch (err) {
        // Not sent (e.g. the number's daily SMS cap): no invitation is left behind.
        await ctx.db.query('DELETE FROM invitations WHERE id = $1', [id]);
        throw err;
      }
      // Logged once the SMS went out: an invitation whose SMS was refused is removed above and
      // leaves no entry (the message cannot be part of a database transaction).
      await logOperation(ctx.db, auth, request.ip, now, {
        action: 'invitation.send',
        target: b.compName.trim(),
        after: { 企业名称: b.compName.trim(), 联系人: b.contactName.trim(), 手机号: maskMobile(b.mobile), 企业角色: bareRole(b.compRole) },
      });
      return ok({ id, inviteCode: code }, '邀请已发送');
    },
  );

  app.post(
    `${P}/cust/invitation/list`,
    {
      config: admin,
      schema: {
        tags: ['invitation'],
        summary: "The caller's company's invitations, newest first",
        body: Obj({
          status: Type.Optional(Type.Union([Type.Literal('sent'), Type.Literal('accepted'), Type.Literal('expired'), Type.Literal('revoked')])),
          pageNum: Type.Optional(PageNum),
          pageSize: Type.Optional(PageSize),
        }),
        response: {
          200: Envelope(
            Page(
              Type.Object({
                id: Type.Integer(),
                compName: Type.String(),
                contactName: Type.String(),
                mobile: Type.String(),
                compRole: Type.String(),
                status: Type.String(),
                createTime: Type.String(),
                /** When the code was last sent (a resend moves it): its expiry less the validity. */
                sendTime: Type.String(),
                expireTime: Type.String(),
                acceptTime: Type.String(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const auth = caller(request);
      const now = ctx.clock();
      const b = request.body;
      const pageNum = b.pageNum ?? 1;
      const pageSize = b.pageSize ?? 10;
      const params: unknown[] = [auth.compId, now];
      let filter = '';
      if (b.status === 'sent') filter = "AND status = 'sent' AND expires_at > $2";
      else if (b.status === 'expired') filter = "AND status = 'sent' AND expires_at <= $2";
      else if (b.status !== undefined) {
        params.push(b.status);
        filter = `AND status = $3`;
      }
      const where = `FROM invitations WHERE comp_id = $1 AND $2::bigint IS NOT NULL ${filter}`;
      const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n ${where}`, params))[0]?.n ?? 0;
      params.push(pageSize, (pageNum - 1) * pageSize);
      const rows = await ctx.db.query<{
        id: number; comp_name: string; contact_name: string; mobile: string; comp_role: string; status: string;
        created_at: number; expires_at: number; accepted_at: number | null;
      }>(
        `SELECT id, comp_name, contact_name, mobile, comp_role, status, created_at, expires_at, accepted_at ${where}
         ORDER BY id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      return ok({
        list: rows.map((r) => ({
          id: r.id,
          compName: r.comp_name,
          contactName: r.contact_name,
          mobile: maskMobile(r.mobile),
          compRole: r.comp_role,
          status: effectiveStatus(r.status, r.expires_at, now),
          createTime: formatTime(r.created_at),
          // Every send sets the expiry to the send time plus the validity, so it is derived.
          sendTime: formatTime(r.expires_at - INVITE_TTL_MS),
          expireTime: formatTime(r.expires_at),
          acceptTime: formatTime(r.accepted_at),
        })),
        total,
        pageNum,
        pageSize,
      });
    },
  );

  app.post(
    `${P}/cust/invitation/resend`,
    {
      config: admin,
      schema: { tags: ['invitation'], summary: 'Sends a new code (sent or expired invitations)', querystring: IdQuery, body: Empty, response: { 200: Envelope(NullBody) } },
    },
    async (request) => {
      const auth = caller(request);
      const now = ctx.clock();
      const id = request.query.id;
      // Ownership first: another company's invitation is "not found", and its id cannot be used
      // to spend the owner's resend allowance (the limit is keyed on company + invitation).
      const found = await ctx.db.query<{ status: string; mobile: string }>(
        'SELECT status, mobile FROM invitations WHERE id = $1 AND comp_id = $2',
        [id, auth.compId],
      );
      const inv = found[0];
      if (!inv) throw fail.notFound('邀请不存在');
      if (inv.status !== 'sent') throw fail.conflict('该邀请已被接受或撤销，不能重新发送');
      await enforce(ctx.db, `invite:resend:${auth.compId}:${id}`, { limit: 1, windowMs: 60_000, msg: '发送过于频繁，请{wait}后再试' }, now);
      await enforce(ctx.db, `invite:resend:day:${auth.compId}:${id}`, { limit: 5, windowMs: DAY, msg: '该邀请今日重发次数已达上限，请{wait}后再试' }, now);
      const code = randomFrom(INVITE_ALPHABET, 8);
      const inviter = await ctx.db.query<{ comp_name: string }>('SELECT comp_name FROM companies WHERE id = $1', [auth.compId]);
      // Sent before the new code is stored: a refused SMS (daily cap) leaves the old code valid.
      await deliver(ctx, inv.mobile, inviter[0]?.comp_name ?? '', code);
      const updated = await ctx.db.query<{ id: number }>(
        `UPDATE invitations SET code_hash = $3, expires_at = $4
         WHERE id = $1 AND comp_id = $2 AND status = 'sent' RETURNING id`,
        [id, auth.compId, sha256Hex(code), now + INVITE_TTL_MS],
      );
      if (updated.length === 0) throw fail.conflict('该邀请已被接受或撤销，不能重新发送');
      return ok(null, '邀请已重新发送');
    },
  );

  app.post(
    `${P}/cust/invitation/revoke`,
    {
      config: admin,
      schema: { tags: ['invitation'], summary: 'Revokes a sent or expired invitation', querystring: IdQuery, body: Empty, response: { 200: Envelope(NullBody) } },
    },
    async (request) => {
      const auth = caller(request);
      const rows = await ctx.db.transaction(async (tx) => {
        const updated = await tx.query<{ id: number; comp_name: string }>(
          "UPDATE invitations SET status = 'revoked' WHERE id = $1 AND comp_id = $2 AND status = 'sent' RETURNING id, comp_name",
          [request.query.id, auth.compId],
        );
        const inv = updated[0];
        if (inv) {
          await logOperation(tx, auth, request.ip, ctx.clock(), {
            action: 'invitation.revoke',
            target: inv.comp_name,
            before: { 状态: '已发送' },
            after: { 状态: '已撤销' },
          });
        }
        return updated;
      });
      if (rows.length === 0) {
        const exists = await ctx.db.query<{ id: number }>('SELECT id FROM invitations WHERE id = $1 AND comp_id = $2', [request.query.id, auth.compId]);
        if (exists.length === 0) throw fail.notFound('邀请不存在');
        throw fail.conflict('该邀请已被接受或撤销');
      }
      return ok(null, '邀请已撤销');
    },
  );

  app.post(
    `${P}/cust/invitation/accept`,
    {
      config: admin,
      schema: {
        tags: ['invitation'],
        summary: "Accepts an invitation addressed to the caller's mobile",
        body: Obj({ inviteCode: Type.String({ minLength: 8, maxLength: 8, pattern: '^[A-Za-z0-9]{8}$', 'x-msg': '邀请码为8位字母或数字' }) }),
        response: { 200: Envelope(Type.Object({ inviterCompName: Type.String() })) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const now = ctx.clock();
      await enforce(ctx.db, `invite:accept:${auth.personId}`, { limit: 10, windowMs: 15 * 60_000, msg: '尝试次数过多，请{wait}后再试' }, now);
      const rows = await ctx.db.query<{ id: number; comp_id: number; mobile: string; status: string; expires_at: number; inviter: string }>(
        `SELECT i.id, i.comp_id, i.mobile, i.status, i.expires_at, c.comp_name AS inviter
         FROM invitations i JOIN companies c ON c.id = i.comp_id WHERE i.code_hash = $1`,
        [sha256Hex(request.body.inviteCode.toUpperCase())],
      );
      const inv = rows[0];
      if (!inv || inv.mobile !== auth.mobile) throw fail.bad('邀请码不正确', 'inviteCode');
      if (inv.comp_id === auth.compId) throw fail.bad('不能接受本企业发出的邀请', 'inviteCode');
      const status = effectiveStatus(inv.status, inv.expires_at, now);
      if (status !== 'sent') throw fail.bad(status === 'expired' ? '邀请已过期，请联系邀请方重新发送' : '该邀请已失效', 'inviteCode');
      const updated = await ctx.db.query<{ id: number }>(
        "UPDATE invitations SET status = 'accepted', accepted_at = $2, accepted_comp_id = $3 WHERE id = $1 AND status = 'sent' RETURNING id",
        [inv.id, now, auth.compId],
      );
      if (updated.length === 0) throw fail.bad('该邀请已失效', 'inviteCode');
      return ok({ inviterCompName: inv.inviter }, '已接受邀请');
    },
  );
};
