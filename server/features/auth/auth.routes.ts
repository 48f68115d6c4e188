/**
 * Login (password, SMS code), the company choice, token refresh / company switch, logout and
 * the login info of the portal API (docs/api.md, "Login and session").
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, fail, NullBody, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { MOBILE_RE, maskMobile } from '../../core/rules';
import { formatTime } from '../../core/time';
import { Empty } from '../../core/schemas';
import { caller, optionalAuth } from '../../plugins/auth.hook';
import { consumeCaptcha } from '../captcha/captcha.service';
import { CODE_INVALID, hasLiveCode, verifyCode } from '../codes/codes.service';
import { personById, personByMobile, personByUserCode } from '../account/person.repo';
import { enforceIp, POLICIES } from '../../infra/throttle/throttle.service';
import { clearLoginFailures, countLoginAttempt } from './login-lock';
import { IDLE_LIMIT_MS, refresh, revokeSession } from '../session/session.service';
import { sessionLoginInfo } from '../session/session.repo';
import { decryptPassword, verifyPassword } from './password.service';
import { unbindLoginPassword } from './login-binding';
import { choicesOf, completeLogin, submitChoice, ticketPerson, type LoginResult } from './login.service';
import {
  ChoiceList,
  ChoicesQuery,
  EmployeeSubmitBody,
  LoginResultSchema,
  PasswordLoginBody,
  RefreshBody,
  SessionInfo,
  SmsLoginBody,
  TokenPairSchema,
} from './auth.schemas';
import { clearRefreshCookie, deliverTokens, presentedRefreshToken } from './refresh-cookie';

/** A login answer: tokens (refresh token into its cookie) or the company choice as it is. */
function loginAnswer(request: FastifyRequest, reply: FastifyReply, result: LoginResult) {
  return 'needChoose' in result ? result : deliverTokens(request, reply, result);
}
import { loginLogHook } from '../audit/login-log.hook';

const WRONG_LOGIN = '账号或密码错误';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  // The login log: one row per answer of the login calls (kept apart from the login flow).
  app.addHook('onSend', loginLogHook(ctx));

  app.post(
    `${P}/company/custAccount/login/password`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Password login (added): account (mobile or user code), RSA-OAEP of `<captcha>\\n<password>`, captcha',
        body: PasswordLoginBody,
        response: { 200: LoginResultSchema },
      },
    },
    // Password logins take turns (a bounded queue): a burst waits in order or is told at once
    // that the system is busy, instead of slowing every other request.
    async (request, reply) =>
      ctx.loginQueue.run(async () => {
        const b = request.body;
        const now = ctx.clock();
        await enforceIp(ctx, 'login', request.ip, POLICIES.loginIp, now);
        await consumeCaptcha(ctx, b.browserID, b.captcha);
        // Bound to this login's (now used) captcha: a captured ciphertext cannot be replayed.
        const password = unbindLoginPassword(
          await decryptPassword(ctx, b.password, b.kid, 'password', request.ip),
          b.captcha,
          'password',
        );
        const person = MOBILE_RE.test(b.account)
          ? await personByMobile(ctx.db, b.account)
          : await personByUserCode(ctx.db, b.account.toUpperCase());
        // Counted per person (mobile and user code share one lock), before the hash is checked.
        await countLoginAttempt(ctx.db, person, b.account, now);
        const good = await verifyPassword(person?.password_hash ?? null, password);
        if (!person || !good) throw fail.bad(WRONG_LOGIN, 'password');
        await clearLoginFailures(ctx.db, person.id);
        return ok(loginAnswer(request, reply, await completeLogin(ctx, person, request.ip)), '登录成功');
      }),
  );

  app.post(
    `${P}/company/custAccount/login/sms`,
    {
      schema: {
        tags: ['auth'],
        summary: 'SMS-code login (added); the code is sent by sms/sendCode with purpose login',
        body: SmsLoginBody,
        response: { 200: LoginResultSchema },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const now = ctx.clock();
      await enforceIp(ctx, 'login', request.ip, POLICIES.loginIp, now);
      const selector = { channel: 'sms', purpose: 'login', destination: b.mobile } as const;
      // A guess without a code actually sent (which needed the image captcha) counts against
      // the IP only: otherwise anyone could lock a person's login with six bare requests.
      if (!(await hasLiveCode(ctx, selector))) throw fail.bad(CODE_INVALID, 'smsCode');
      const person = await personByMobile(ctx.db, b.mobile);
      if (!person) throw fail.bad(CODE_INVALID, 'smsCode');
      await countLoginAttempt(ctx.db, person, b.mobile, now);
      await verifyCode(ctx, selector, b.smsCode, 'smsCode');
      await clearLoginFailures(ctx.db, person.id);
      return ok(loginAnswer(request, reply, await completeLogin(ctx, person, request.ip)), '登录成功');
    },
  );

  app.post(
    `${P}/company/custAccount/login/employeeSmsTreeselect`,
    {
      schema: {
        tags: ['auth'],
        summary: 'The companies and roles a person may enter (with a login ticket, or signed in)',
        querystring: ChoicesQuery,
        body: Empty,
        response: { 200: Envelope(ChoiceList) },
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
        body: EmployeeSubmitBody,
        response: { 200: Envelope(TokenPairSchema) },
      },
    },
    async (request, reply) =>
      ok(
        deliverTokens(
          request,
          reply,
          await submitChoice(ctx, request.body.loginTicket, request.body.employeeCode, request.ip),
        ),
        '登录成功',
      ),
  );

  app.post(
    `${P}/employee/refresh/token`,
    {
      schema: {
        tags: ['auth'],
        summary:
          'Rotates the refresh token (read from the HttpOnly refresh_token cookie, ' +
          'or the body field outside a browser); ' +
          'with employeeCode/compBizCode/compRoleCode it switches company or role',
        body: RefreshBody,
        response: { 200: Envelope(TokenPairSchema) },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const refreshToken = presentedRefreshToken(request, b.refreshToken);
      if (refreshToken === null) throw fail.sessionOver();
      const pair = await refresh(ctx, {
        refreshToken,
        employeeCode: b.employeeCode,
        compBizCode: b.compBizCode,
        compRoleCode: b.compRoleCode,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return ok(deliverTokens(request, reply, pair));
    },
  );

  app.post(
    `${P}/company/custAccount/logout`,
    {
      config: { auth: 'user', duringPasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'Ends the session (added)',
        body: Empty,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request, reply) => {
      await revokeSession(ctx.db, caller(request).sessionId, 'logout', ctx.clock());
      clearRefreshCookie(request, reply);
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
          200: Envelope(SessionInfo),
        },
      },
    },
    async (request) => {
      const auth = caller(request);
      const person = await personById(ctx.db, auth.personId);
      const s = await sessionLoginInfo(ctx.db, auth.sessionId);
      if (!person || !s) throw fail.sessionOver();
      return ok({
        userName: person.name,
        mobile: maskMobile(person.mobile),
        loginTime: formatTime(s.created_at),
        loginIp: s.login_ip ?? '',
        // null on a person's first login: the page says 首次登录.
        lastLoginTime: person.prev_login_at === null ? null : formatTime(person.prev_login_at),
        lastLoginIp: person.prev_login_ip ?? '',
        idleLimitSeconds: IDLE_LIMIT_MS / 1000,
        sessionExpiresAt: formatTime(s.absolute_expires_at),
      });
    },
  );
};
