/**
 * The rules of the person's own account changes: the password (other sessions signed out), the
 * e-mail and mobile (verified first), the avatar (an image they uploaded); each change is logged
 * in the same transaction.
 */
import type { AppContext, AuthContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { maskMobile } from '../../core/rules';
import { enforce, POLICIES, reset } from '../../infra/throttle/throttle.service';
import { logOperation } from '../audit/operation-log.service';
import { hashPassword, verifyPassword } from '../auth/password.service';
import { takeVerified } from '../codes/codes.service';
import { ownFileType } from '../files/files.repo';
import { announce } from '../session/hot-cache';
import { revokePersonSessions } from '../session/session.service';
import { personById, personByMobile, setEmail, setMobile, setPasswordHash, setPhoto } from './person.repo';

/** Checks the current password, counted per person (a wrong guess is throttled). */
export async function checkOwnPassword(
  ctx: AppContext,
  auth: AuthContext,
  plain: string,
  field: string,
): Promise<void> {
  const key = `pwdcheck:${auth.personId}`;
  await enforce(ctx.db, key, POLICIES.pwdCheck, ctx.clock());
  const person = await personById(ctx.db, auth.personId);
  if (!(await verifyPassword(person?.password_hash ?? null, plain))) throw fail.bad('原密码不正确', field);
  await reset(ctx.db, key);
}

export async function changePassword(
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  oldPlain: string,
  newPlain: string,
): Promise<void> {
  const key = `pwdcheck:${auth.personId}`;
  await enforce(ctx.db, key, POLICIES.pwdCheck, ctx.clock());
  const person = await personById(ctx.db, auth.personId);
  if (!(await verifyPassword(person?.password_hash ?? null, oldPlain))) throw fail.bad('原密码不正确', 'oldPassword');
  if (oldPlain === newPlain) throw fail.bad('新密码不能与原密码相同', 'newPassword');
  await reset(ctx.db, key);
  const hash = await hashPassword(newPlain);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, auth.personId, hash);
    await revokePersonSessions(tx, auth.personId, 'password', ctx.clock(), auth.sessionId);
    await logOperation(tx, auth, ip, ctx.clock(), { action: 'account.password', target: maskMobile(auth.mobile) });
  });
}

export async function changeEmail(ctx: AppContext, auth: AuthContext, ip: string, rawEmail: string): Promise<void> {
  const email = rawEmail.toLowerCase();
  if (!(await takeVerified(ctx, 'email', 'email', email, auth.personId))) throw fail.bad('请先验证新邮箱', 'email');
  await ctx.db.transaction(async (tx) => {
    const before = (await personById(tx, auth.personId))?.email ?? '';
    await setEmail(tx, auth.personId, email);
    await logOperation(tx, auth, ip, ctx.clock(), {
      action: 'account.email',
      target: maskMobile(auth.mobile),
      before: { 邮箱: before },
      after: { 邮箱: email },
    });
  });
}

export async function changeMobile(ctx: AppContext, auth: AuthContext, ip: string, mobile: string): Promise<void> {
  const owner = await personByMobile(ctx.db, mobile);
  if (owner)
    throw fail.conflict(owner.id === auth.personId ? '新手机号不能与当前手机号相同' : '该手机号已被其他账号使用', {
      field: 'mobile',
    });
  if (!(await takeVerified(ctx, 'sms', 'mobile', mobile, auth.personId))) throw fail.bad('请先验证新手机号', 'mobile');
  try {
    await ctx.db.transaction(async (tx) => {
      await setMobile(tx, auth.personId, mobile);
      await announce(tx, { kind: 'person', id: auth.personId }); // cached sessions carry the mobile
      await logOperation(tx, auth, ip, ctx.clock(), {
        action: 'account.mobile',
        target: maskMobile(mobile),
        before: { 手机号: maskMobile(auth.mobile) },
        after: { 手机号: maskMobile(mobile) },
      });
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505')
      throw fail.conflict('该手机号已被其他账号使用', { field: 'mobile' });
    throw err;
  }
}

/** The avatar: an image the person uploaded; the shown name is stripped of markup characters. */
export async function changePhoto(
  ctx: AppContext,
  auth: AuthContext,
  fileToken: string,
  fileName: string,
): Promise<void> {
  const type = await ownFileType(ctx.db, fileToken, auth.personId);
  if (!type) throw fail.bad('文件不存在，请重新上传', 'fileToken');
  if (!type.startsWith('image/')) throw fail.bad('头像必须是 JPG、PNG 或 WebP 图片', 'fileToken');
  await setPhoto(ctx.db, auth.personId, fileToken, fileName.replace(/[\u0000-\u001f<>"]/g, '').slice(0, 100));
}
