/**
 * The signed-in person's own account (company/custAccount/*): their companies, profile,
 * password, e-mail, mobile and avatar.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fail, NullBody, ok } from '../../core/envelope';
import { postEnvelopeCall } from '../../core/envelope-call';
import { P } from '../../core/paths';
import { maskMobile } from '../../core/rules';
import { Empty } from '../../core/schemas';
import { changeHandler } from '../../plugins/caller-calls';
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
  const tags = ['account'];

  postEnvelopeCall(
    app,
    `${P}/company/custAccount/list/dict`,
    { config: user, tags, summary: 'Every company of the signed-in person', body: Empty, response: ListDictAnswer },
    async (_body, request) => {
      const auth = caller(request);
      return ok(await companiesOfPerson(ctx.db, auth.personId, auth.employeeId));
    },
  );

  postEnvelopeCall(
    app,
    `${P}/company/custAccount/login/view`,
    {
      config: user,
      tags,
      summary: 'The signed-in account: person, current company and roles',
      body: Empty,
      response: LoginViewAnswer,
    },
    async (_body, request) => {
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

  postEnvelopeCall(
    app,
    `${P}/company/custAccount/oldPwd/check`,
    {
      config: user,
      tags,
      summary: 'Checks the current password (pwd is RSA-OAEP encrypted)',
      query: OldPwdCheckQuery,
      response: NullBody,
    },
    async (q, request) => {
      const auth = caller(request);
      const plain = await decryptPassword(ctx, q.pwd, q.kid, 'pwd', request.ip);
      await checkOwnPassword(ctx, auth, plain, 'pwd');
      return ok(null, '原密码正确');
    },
  );

  postEnvelopeCall(
    app,
    `${P}/company/custAccount/passWord/update`,
    {
      config: user,
      tags,
      summary: 'Changes the password; every other session of the person is signed out',
      body: PassWordUpdateBody,
      response: NullBody,
    },
    async (b, request) => {
      const auth = caller(request);
      const oldPlain = await decryptPassword(ctx, b.oldPassword, b.kid, 'oldPassword', request.ip);
      const newPlain = await decryptNewPassword(ctx, b.newPassword, b.kid, 'newPassword', request.ip);
      await changePassword(ctx, auth, request.ip, oldPlain, newPlain);
      return ok(null, '密码修改成功');
    },
  );

  postEnvelopeCall(
    app,
    `${P}/company/custAccount/email/update`,
    {
      config: user,
      tags,
      summary: 'Sets the e-mail address verified through third/mail/emailCodeValid',
      query: EmailUpdateQuery,
      response: NullBody,
    },
    changeHandler('邮箱修改成功', (q, auth, ip) => changeEmail(ctx, auth, ip, q.email)),
  );

  postEnvelopeCall(
    app,
    `${P}/company/custAccount/mobile/update`,
    {
      config: user,
      tags,
      summary: 'Sets the mobile verified through sms/mobileNewCodeValid',
      query: MobileUpdateQuery,
      response: NullBody,
    },
    changeHandler('手机号修改成功', (q, auth, ip) => changeMobile(ctx, auth, ip, q.mobile)),
  );

  postEnvelopeCall(
    app,
    `${P}/company/custAccount/mobile/check`,
    {
      config: user,
      tags,
      summary: 'Whether a mobile number is free for this account',
      query: MobileUpdateQuery,
      response: MobileCheckAnswer,
    },
    async (q, request) => {
      // An answer for any number: limited per IP and per person, counted before the lookup.
      await enforceLookup(ctx, request.ip, [`person:${caller(request).personId}`]);
      const owner = await personByMobile(ctx.db, q.mobile);
      return ok({ available: owner === null }, owner === null ? '该手机号可以使用' : '该手机号已被使用');
    },
  );

  postEnvelopeCall(
    app,
    `${P}/company/custAccount/photo/update`,
    {
      config: user,
      tags,
      summary: 'Sets the avatar to an image the person uploaded',
      query: PhotoUpdateQuery,
      response: NullBody,
    },
    changeHandler('头像修改成功', (q, auth) => changePhoto(ctx, auth, q.fileToken, q.fileName)),
  );

  postEnvelopeCall(
    app,
    `${P}/custUser/checkPassByProductCodeCompCodeAndUserCode`,
    {
      config: user,
      tags,
      summary: "Whether a user of the caller's company may use a product",
      query: CustUserCheckPassByProductCodeCompCodeAndUserCodeQuery,
      response: CustUserCheckPassByProductCodeCompCodeAndUserCodeAnswer,
    },
    async (q, request) => {
      const auth = caller(request);
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
