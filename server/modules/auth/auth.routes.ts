/**
 * Login (password, SMS code), the company choice, token refresh / company switch, logout and
 * the login info of spec §7 (docs/api.md §5.2).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, fail, NullBody, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { MOBILE_RE, maskMobile } from '../../core/rules';
import { formatTime } from '../../core/time';
import { BrowserId, Captcha, Code, Code6, CompRoleCode, Empty, EncryptedPassword, Kid, Mobile, Obj, Ticket } from '../../core/schemas';
import { caller, optionalAuth } from '../../plugins/auth.hook';
import { consumeCaptcha } from '../captcha/captcha.service';
import { verifyCode } from '../codes/codes.service';
import { personById, personByMobile, personByUserCode } from '../account/person.repo';
import { enforce, POLICIES, reset, perIp } from '../throttle/throttle.service';
import { IDLE_LIMIT_MS, refresh, revokeSession } from '../session/session.service';
import { decryptPassword, verifyPassword } from './password.service';
import { choicesOf, completeLogin, submitChoice, ticketPerson } from './login.service';
import { ChoiceItemSchema, LoginResultSchema, TokenPairSchema } from './auth.schemas';
import { loginLogHook } from '../audit/login-log.hook';

export const WRONG_LOGIN = '账号或密码错误';

export const authRoutes: FastifyPluginAsync = async (app0) => {
  const app = app0.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = app.scf;
  // The login log: one row per answer of the login calls (kept apart from the login flow).
  app.addHook('onSend', loginLogHook(ctx));

  app.post(
    `${P}/company/custAccount/login/password`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Password login (added): account (mobile or user code), RSA-OAEP password, captcha',
        body: Obj({
          account: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$', 'x-msg': '请输入正确的账号或手机号' }),
          password: EncryptedPassword,
          kid: Type.Optional(Kid),
          captcha: Captcha,
          browserID: BrowserId,
        }),
        response: { 200: LoginResultSchema },
      },
    },
    async (request) => {
      const b = request.body;
      const now = ctx.clock();
      await enforce(ctx.db, `login:ip:${request.ip}`, perIp(POLICIES.loginIp, ctx.config.ipLimitFactor), now);
      await consumeCaptcha(ctx, b.browserID, b.captcha);
      const password = await decryptPassword(ctx, b.password, b.kid, 'password');
      const accountKey = `login:acct:${b.account.toUpperCase()}`;
      // Counted before the hash is checked: parallel guesses cannot exceed the limit.
      await enforce(ctx.db, accountKey, POLICIES.loginAccount, now);
      const person = MOBILE_RE.test(b.account) ? await personByMobile(ctx.db, b.account) : await personByUserCode(ctx.db, b.account.toUpperCase());
      const good = await verifyPassword(person?.password_hash ?? null, password);
      if (!person || !good) throw fail.bad(WRONG_LOGIN, 'password');
      await reset(ctx.db, accountKey);
      return ok(await completeLogin(ctx, person, request.ip), '登录成功');
    },
  );

  app.post(
    `${P}/company/custAccount/login/sms`,
    {
      schema: {
        tags: ['auth'],
        summary: 'SMS-code login (added); the code is sent by sms/sendCode with purpose login',
        body: Obj({ mobile: Mobile, smsCode: Code6, browserID: BrowserId }),
        response: { 200: LoginResultSchema },
      },
    },
    async (request) => {
      const b = request.body;
      const now = ctx.clock();
      await enforce(ctx.db, `login:ip:${request.ip}`, perIp(POLICIES.loginIp, ctx.config.ipLimitFactor), now);
      const accountKey = `login:acct:${b.mobile}`;
      await enforce(ctx.db, accountKey, POLICIES.loginAccount, now);
      await verifyCode(ctx, { channel: 'sms', purpose: 'login', destination: b.mobile }, b.smsCode, 'smsCode');
      const person = await personByMobile(ctx.db, b.mobile);
      if (!person) throw fail.bad('验证码已失效，请重新获取', 'smsCode');
      await reset(ctx.db, accountKey);
      return ok(await completeLogin(ctx, person, request.ip), '登录成功');
    },
  );

  app.post(
    `${P}/company/custAccount/login/employeeSmsTreeselect`,
    {
      schema: {
        tags: ['auth'],
        summary: 'The companies and roles a person may enter (with a login ticket, or signed in)',
        querystring: Obj({
          loginTicket: Type.Optional(Ticket),
          employeeCode: Type.Optional(Code()),
          compRole: Type.Optional(CompRoleCode),
        }),
        body: Empty,
        response: { 200: Envelope(Type.Array(ChoiceItemSchema)) },
      },
    },
    async (request) => {
      const q = request.query;
      let personId: number;
      if (q.loginTicket !== undefined) {
        personId = await ticketPerson(ctx, q.loginTicket);
      } else {
        const auth = await optionalAuth(ctx, request);
        if (!auth) throw fail.unauthenticated();
        personId = auth.personId;
      }
      const role = q.compRole?.slice(q.compRole.lastIndexOf('-') + 1);
      const list = (await choicesOf(ctx.db, personId)).filter(
        (c) =>
          (q.employeeCode === undefined || c.employeeCode === q.employeeCode) &&
          (role === undefined || c.compRole.some((r) => r.compRole === role)),
      );
      return ok(list);
    },
  );

  app.post(
    `${P}/company/custAccount/login/smsEmployeeSubmit`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Completes a login by choosing the company (employeeCode) with the login ticket',
        body: Obj({ loginTicket: Ticket, employeeCode: Code() }),
        response: { 200: Envelope(TokenPairSchema) },
      },
    },
    async (request) => ok(await submitChoice(ctx, request.body.loginTicket, request.body.employeeCode, request.ip), '登录成功'),
  );

  app.post(
    `${P}/employee/refresh/token`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotates the refresh token; with employeeCode/compBizCode/compRoleCode it switches company or role',
        body: Obj({
          refreshToken: Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }),
          employeeCode: Type.Optional(Code()),
          compRoleCode: Type.Optional(CompRoleCode),
          compBizCode: Type.Optional(Code()),
        }),
        response: { 200: Envelope(TokenPairSchema) },
      },
    },
    async (request) => {
      const b = request.body;
      return ok(
        await refresh(ctx, {
          refreshToken: b.refreshToken,
          employeeCode: b.employeeCode,
          compBizCode: b.compBizCode,
          compRoleCode: b.compRoleCode,
          ip: request.ip,
        }),
      );
    },
  );

  app.post(
    `${P}/company/custAccount/logout`,
    {
      config: { auth: 'user' },
      schema: { tags: ['auth'], summary: 'Ends the session (added)', body: Empty, response: { 200: Envelope(NullBody) } },
    },
    async (request) => {
      await revokeSession(ctx.db, caller(request).sessionId, 'logout', ctx.clock());
      return ok(null, '已退出登录');
    },
  );

  app.post(
    `${P}/loginInfo/view`,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'This login and the previous one',
        body: Empty,
        response: {
          200: Envelope(
            Type.Object({
              userName: Type.String(),
              mobile: Type.String(),
              loginTime: Type.String(),
              loginIp: Type.String(),
              lastLoginTime: Type.String(),
              lastLoginIp: Type.String(),
              idleLimitSeconds: Type.Integer(),
              sessionExpiresAt: Type.String(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const auth = caller(request);
      const person = await personById(ctx.db, auth.personId);
      const rows = await ctx.db.query<{ created_at: number; login_ip: string | null; absolute_expires_at: number }>(
        'SELECT created_at, login_ip, absolute_expires_at FROM sessions WHERE id = $1',
        [auth.sessionId],
      );
      const s = rows[0];
      if (!person || !s) throw fail.sessionOver();
      return ok({
        userName: person.name,
        mobile: maskMobile(person.mobile),
        loginTime: formatTime(s.created_at),
        loginIp: s.login_ip ?? '',
        lastLoginTime: formatTime(person.prev_login_at),
        lastLoginIp: person.prev_login_ip ?? '',
        idleLimitSeconds: IDLE_LIMIT_MS / 1000,
        sessionExpiresAt: formatTime(s.absolute_expires_at),
      });
    },
  );
};
