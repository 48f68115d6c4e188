/**
 * The signed-in person's own account (company/custAccount/*): their companies, profile,
 * password, e-mail, mobile and avatar.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, fail, NullBody, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { maskMobile } from '../../core/rules';
import { Empty } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
import { companyMemberByCode, personById, personByMobile } from './person.repo';
import { changeEmail, changeMobile, changePassword, changePhoto, checkOwnPassword } from './account.service';
import { companiesOfPerson } from '../company/company-list.service';
import { compRolesByComp, empRolesByEmployee, membershipNames, productOpened } from '../company/company.repo';
import { decryptNewPassword, decryptPassword } from '../auth/password.service';
import { enforceLookup } from '../../infra/throttle/throttle.service';
import { ACTIVE, MEMBERSHIP } from '../../core/status';
import {
  CustUserCheckPassByProductCodeCompCodeAndUserCodeAnswer,
  CustUserCheckPassByProductCodeCompCodeAndUserCodeQuery,
  EmailUpdateQuery,
  ListDictAnswer,
  LoginViewAnswer,
  MobileCheckAnswer,
  MobileUpdateQuery,
  OldPwdCheckQuery,
  PassWordUpdateBody,
  PhotoUpdateQuery,
} from './account.schemas';

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  const user = { auth: 'user' as const };

  app.post(
    `${P}/company/custAccount/list/dict`,
    {
      config: user,
      schema: {
        tags: ['account'],
        summary: 'Every company of the signed-in person',
        body: Empty,
        response: { 200: ListDictAnswer },
      },
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
          200: LoginViewAnswer,
        },
      },
    },
    async (request) => {
      const auth = caller(request);
      const person = await personById(ctx.db, auth.personId);
      const comp = await membershipNames(ctx.db, auth.employeeId);
      if (!person || !comp) throw fail.sessionOver();
      return ok({
        userCode: person.user_code,
        userName: person.name,
        mobile: maskMobile(person.mobile),
        email: person.email ?? '',
        photoFileToken: person.photo_file_token ?? '',
        photoFileName: person.photo_file_name ?? '',
        employeeCode: auth.employeeCode,
        compCode: auth.compCode,
        compName: comp.comp_name,
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
        querystring: OldPwdCheckQuery,
        body: Empty,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const plain = await decryptPassword(ctx, request.query.pwd, request.query.kid, 'pwd', request.ip);
      await checkOwnPassword(ctx, auth, plain, 'pwd');
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
        body: PassWordUpdateBody,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const b = request.body;
      const oldPlain = await decryptPassword(ctx, b.oldPassword, b.kid, 'oldPassword', request.ip);
      const newPlain = await decryptNewPassword(ctx, b.newPassword, b.kid, 'newPassword', request.ip);
      await changePassword(ctx, auth, request.ip, oldPlain, newPlain);
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
        querystring: EmailUpdateQuery,
        body: Empty,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      await changeEmail(ctx, caller(request), request.ip, request.query.email);
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
        querystring: MobileUpdateQuery,
        body: Empty,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      await changeMobile(ctx, caller(request), request.ip, request.query.mobile);
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
        querystring: MobileUpdateQuery,
        body: Empty,
        response: { 200: MobileCheckAnswer },
      },
    },
    async (request) => {
      // An answer for any number: limited per IP and per person, counted before the lookup.
      await enforceLookup(
        ctx.db,
        request.ip,
        [`person:${caller(request).personId}`],
        ctx.config.ipLimitFactor,
        ctx.clock(),
      );
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
        querystring: PhotoUpdateQuery,
        body: Empty,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      await changePhoto(ctx, caller(request), request.query.fileToken, request.query.fileName);
      return ok(null, '头像修改成功');
    },
  );

  app.post(
    `${P}/custUser/checkPassByProductCodeCompCodeAndUserCode`,
    {
      config: user,
      schema: {
        tags: ['account'],
        summary: "Whether a user of the caller's company may use a product",
        querystring: CustUserCheckPassByProductCodeCompCodeAndUserCodeQuery,
        body: Empty,
        response: { 200: CustUserCheckPassByProductCodeCompCodeAndUserCodeAnswer },
      },
    },
    async (request) => {
      const auth = caller(request);
      const q = request.query;
      if (q.compCode !== auth.compCode) throw fail.role('无权查看其他企业的数据');
      const e = await companyMemberByCode(ctx.db, auth.compId, q.userCode);
      if (!e) throw fail.notFound('该用户不是贵司员工');
      const roles = ((await empRolesByEmployee(ctx.db, [e.id])).get(e.id) ?? [])
        .filter((r) => r.prodCode === q.productCode)
        .map((r) => r.employeeRole);
      const opened = await productOpened(ctx.db, auth.compId, q.productCode);
      return ok({
        pass: opened && e.status === MEMBERSHIP.member && e.is_active === ACTIVE.enabled && roles.length > 0,
        employeeRole: roles,
      });
    },
  );
};
