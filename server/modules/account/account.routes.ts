/**
 * The signed-in person's own account (spec §7 company/custAccount/*): their companies, profile,
 * password, e-mail, mobile and avatar.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, fail, NullBody, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { maskMobile } from '../../core/rules';
import { Code, Email, Empty, EncryptedPassword, Kid, Mobile, Obj, ProdCode, Text } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
import { EMP_INVITED, personById, personByMobile } from './person.repo';
import { companiesOfPerson } from '../company/company-list.service';
import { CompanyListItemSchema } from '../company/company.schemas';
import { compRolesByComp, empRolesByEmployee, productOpened } from '../company/company.repo';
import { CompRoleList, EmpRoleList } from '../auth/auth.schemas';
import { decryptNewPassword, decryptPassword, hashPassword, verifyPassword } from '../auth/password.service';
import { enforce, enforceLookup, POLICIES, reset } from '../throttle/throttle.service';
import { revokePersonSessions } from '../session/session.service';
import { announce } from '../session/hot-cache';
import { takeVerified } from '../codes/codes.service';
import { logOperation } from '../audit/operation-log.service';

export const accountRoutes: FastifyPluginAsync = async (app0) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.scf;
  const user = { auth: 'user' as const };

  app.post(
    `${P}/company/custAccount/list/dict`,
    {
      config: user,
      schema: { tags: ['account'], summary: 'Every company of the signed-in person', body: Empty, response: { 200: Envelope(Type.Array(CompanyListItemSchema)) } },
    },
    async (request) => {
      const auth = caller(request);
      return ok(await companiesOfPerson(ctx.db, auth.personId, auth.employeeId));
    },
  );

  app.post(
    `${P}/company/custAccount/login/view`,
    {
      config: user,
      schema: {
        tags: ['account'],
        summary: 'The signed-in account: person, current company and roles',
        body: Empty,
        response: {
          200: Envelope(
            Type.Object({
              userCode: Type.String(),
              userName: Type.String(),
              mobile: Type.String(),
              email: Type.String(),
              photoFileToken: Type.String(),
              photoFileName: Type.String(),
              employeeCode: Type.String(),
              compCode: Type.String(),
              compName: Type.String(),
              compRole: CompRoleList,
              /** The enterprise role chosen with refresh/token compRoleCode; '' until one is chosen. */
              currentCompRole: Type.String(),
              employeeRole: EmpRoleList,
            }),
          ),
        },
      },
    },
    async (request) => {
      const auth = caller(request);
      const person = await personById(ctx.db, auth.personId);
      const comp = await ctx.db.query<{ comp_name: string; name: string }>(
        'SELECT c.comp_name, e.name FROM employees e JOIN companies c ON c.id = e.comp_id WHERE e.id = $1',
        [auth.employeeId],
      );
      if (!person || !comp[0]) throw fail.sessionOver();
      return ok({
        userCode: person.user_code,
        userName: person.name,
        mobile: maskMobile(person.mobile),
        email: person.email ?? '',
        photoFileToken: person.photo_file_token ?? '',
        photoFileName: person.photo_file_name ?? '',
        employeeCode: auth.employeeCode,
        compCode: auth.compCode,
        compName: comp[0].comp_name,
        compRole: (await compRolesByComp(ctx.db, [auth.compId])).get(auth.compId) ?? [],
        currentCompRole: auth.compRole ?? '',
        employeeRole: (await empRolesByEmployee(ctx.db, [auth.employeeId])).get(auth.employeeId) ?? [],
      });
    },
  );

  app.post(
    `${P}/company/custAccount/oldPwd/check`,
    {
      config: user,
      schema: {
        tags: ['account'],
        summary: 'Checks the current password (pwd is RSA-OAEP encrypted)',
        querystring: Obj({ pwd: EncryptedPassword, kid: Type.Optional(Kid) }),
        body: Empty,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const plain = await decryptPassword(ctx, request.query.pwd, request.query.kid, 'pwd', request.ip);
      const key = `pwdcheck:${auth.personId}`;
      await enforce(ctx.db, key, POLICIES.pwdCheck, ctx.clock());
      const person = await personById(ctx.db, auth.personId);
      if (!(await verifyPassword(person?.password_hash ?? null, plain))) throw fail.bad('原密码不正确', 'pwd');
      await reset(ctx.db, key);
      return ok(null, '原密码正确');
    },
  );

  app.post(
    `${P}/company/custAccount/passWord/update`,
    {
      config: user,
      schema: {
        tags: ['account'],
        summary: 'Changes the password; every other session of the person is signed out',
        body: Obj({ oldPassword: EncryptedPassword, newPassword: EncryptedPassword, kid: Type.Optional(Kid) }),
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const b = request.body;
      const oldPlain = await decryptPassword(ctx, b.oldPassword, b.kid, 'oldPassword', request.ip);
      const newPlain = await decryptNewPassword(ctx, b.newPassword, b.kid, 'newPassword', request.ip);
      const key = `pwdcheck:${auth.personId}`;
      await enforce(ctx.db, key, POLICIES.pwdCheck, ctx.clock());
      const person = await personById(ctx.db, auth.personId);
      if (!(await verifyPassword(person?.password_hash ?? null, oldPlain))) throw fail.bad('原密码不正确', 'oldPassword');
      if (oldPlain === newPlain) throw fail.bad('新密码不能与原密码相同', 'newPassword');
      await reset(ctx.db, key);
      const hash = await hashPassword(newPlain);
      await ctx.db.transaction(async (tx) => {
        await tx.query('UPDATE persons SET password_hash = $2 WHERE id = $1', [auth.personId, hash]);
        await revokePersonSessions(tx, auth.personId, 'password', ctx.clock(), auth.sessionId);
        await logOperation(tx, auth, request.ip, ctx.clock(), { action: 'account.password', target: maskMobile(auth.mobile) });
      });
      return ok(null, '密码修改成功');
    },
  );

  app.post(
    `${P}/company/custAccount/email/update`,
    {
      config: user,
      schema: {
        tags: ['account'],
        summary: 'Sets the e-mail address verified through third/mail/emailCodeValid',
        querystring: Obj({ email: Email }),
        body: Empty,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const email = request.query.email.toLowerCase();
      if (!(await takeVerified(ctx, 'email', 'email', email, auth.personId))) throw fail.bad('请先验证新邮箱', 'email');
      await ctx.db.transaction(async (tx) => {
        const before = (await personById(tx, auth.personId))?.email ?? '';
        await tx.query('UPDATE persons SET email = $2 WHERE id = $1', [auth.personId, email]);
        await logOperation(tx, auth, request.ip, ctx.clock(), {
          action: 'account.email',
          target: maskMobile(auth.mobile),
          before: { 邮箱: before },
          after: { 邮箱: email },
        });
      });
      return ok(null, '邮箱修改成功');
    },
  );

  app.post(
    `${P}/company/custAccount/mobile/update`,
    {
      config: user,
      schema: {
        tags: ['account'],
        summary: 'Sets the mobile verified through sms/mobileNewCodeValid',
        querystring: Obj({ mobile: Mobile }),
        body: Empty,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { mobile } = request.query;
      const owner = await personByMobile(ctx.db, mobile);
      if (owner) throw fail.conflict(owner.id === auth.personId ? '新手机号不能与当前手机号相同' : '该手机号已被其他账号使用', { field: 'mobile' });
      if (!(await takeVerified(ctx, 'sms', 'mobile', mobile, auth.personId))) throw fail.bad('请先验证新手机号', 'mobile');
      try {
        await ctx.db.transaction(async (tx) => {
          await tx.query('UPDATE persons SET mobile = $2 WHERE id = $1', [auth.personId, mobile]);
          await announce(tx, { kind: 'person', id: auth.personId }); // cached sessions carry the mobile
          await logOperation(tx, auth, request.ip, ctx.clock(), {
            action: 'account.mobile',
            target: maskMobile(mobile),
            before: { 手机号: maskMobile(auth.mobile) },
            after: { 手机号: maskMobile(mobile) },
          });
        });
      } catch (err) {
        if ((err as { code?: string }).code === '23505') throw fail.conflict('该手机号已被其他账号使用', { field: 'mobile' });
        throw err;
      }
      return ok(null, '手机号修改成功');
    },
  );

  app.post(
    `${P}/company/custAccount/mobile/check`,
    {
      config: user,
      schema: {
        tags: ['account'],
        summary: 'Whether a mobile number is free for this account',
        querystring: Obj({ mobile: Mobile }),
        body: Empty,
        response: { 200: Envelope(Type.Object({ available: Type.Boolean() })) },
      },
    },
    async (request) => {
      // An answer for any number: limited per IP and per person, counted before the lookup.
      await enforceLookup(ctx.db, request.ip, [`person:${caller(request).personId}`], ctx.config.ipLimitFactor, ctx.clock());
      const owner = await personByMobile(ctx.db, request.query.mobile);
      return ok({ available: owner === null }, owner === null ? '该手机号可以使用' : '该手机号已被使用');
    },
  );

  app.post(
    `${P}/company/custAccount/photo/update`,
    {
      config: user,
      schema: {
        tags: ['account'],
        summary: 'Sets the avatar to an image the person uploaded',
        querystring: Obj({ fileToken: Code(64), fileName: Text(100, 1) }),
        body: Empty,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const { fileToken, fileName } = request.query;
      const file = await ctx.db.query<{ content_type: string }>(
        'SELECT content_type FROM files WHERE token = $1 AND owner_person_id = $2',
        [fileToken, auth.personId],
      );
      const type = file[0]?.content_type;
      if (!type) throw fail.bad('文件不存在，请重新上传', 'fileToken');
      if (!type.startsWith('image/')) throw fail.bad('头像必须是 JPG、PNG 或 WebP 图片', 'fileToken');
      await ctx.db.query('UPDATE persons SET photo_file_token = $2, photo_file_name = $3 WHERE id = $1', [
        auth.personId,
        fileToken,
        fileName.replace(/[\u0000-\u001f<>"]/g, '').slice(0, 100),
      ]);
      return ok(null, '头像修改成功');
    },
  );

  app.post(
    `${P}/custUser/checkPassByProductCodeCompCodeAndUserCode`,
    {
      config: user,
      schema: {
        tags: ['account'],
        summary: 'Whether a user of the caller\'s company may use a product',
        querystring: Obj({ productCode: ProdCode, compCode: Code(), userCode: Code() }),
        body: Empty,
        response: { 200: Envelope(Type.Object({ pass: Type.Boolean(), employeeRole: Type.Array(Type.String()) })) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const q = request.query;
      if (q.compCode !== auth.compCode) throw fail.role('无权查看其他企业的数据');
      const emp = await ctx.db.query<{ id: number; status: number; is_active: number }>(
        `SELECT e.id, e.status, e.is_active FROM employees e JOIN persons p ON p.id = e.person_id
         WHERE e.comp_id = $1 AND (e.employee_code = $2 OR p.user_code = $2) AND e.status <> ${EMP_INVITED}`,
        [auth.compId, q.userCode],
      );
      const e = emp[0];
      if (!e) throw fail.notFound('该用户不是贵司员工');
      const roles = ((await empRolesByEmployee(ctx.db, [e.id])).get(e.id) ?? [])
        .filter((r) => r.prodCode === q.productCode)
        .map((r) => r.employeeRole);
      const opened = await productOpened(ctx.db, auth.compId, q.productCode);
      return ok({ pass: opened && e.status === 1 && e.is_active === 1 && roles.length > 0, employeeRole: roles });
    },
  );
};
