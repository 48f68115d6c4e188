/**
 * Sending and checking SMS / e-mail codes: sms/sendCode (added), sms/mobileNewCodeValid,
 * third/mail/sendEmailCode, third/mail/emailCodeValid.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fail, NullBody, ok } from '../../core/envelope';
import { postEnvelopeCall } from '../../core/envelope-call';
import { P } from '../../core/paths';
import { caller, optionalAuth } from '../../plugins/auth.hook';
import { consumeCaptcha } from '../captcha/captcha.service';
import { personByMobile } from '../account/person.repo';
import { enforceLookup } from '../../infra/throttle/throttle.service';
import { sendCode, verifyCode } from './codes.service';
import {
  Cooldown,
  MailEmailCodeValidAnswer,
  MailEmailCodeValidQuery,
  MailSendEmailCodeQuery,
  SmsMobileNewCodeValidQuery,
  SmsSendCodeBody,
} from './codes.schemas';

export const codesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  const user = { auth: 'user' as const };
  const tags = ['codes'];

  postEnvelopeCall(
    app,
    `${P}/sms/sendCode`,
    {
      tags,
      summary:
        'Send a 6-digit SMS code (added). Captcha required for every purpose; ' +
        'mobile (a new number) refuses a taken one before sending',
      body: SmsSendCodeBody,
      response: Cooldown,
    },
    async ({ mobile, purpose, captcha, browserID }, request) => {
      const person = await personByMobile(ctx.db, mobile);
      let personId: number | null = null;
      let deliver = true;
      if (purpose === 'mobile') {
        const auth = await optionalAuth(ctx, request);
        if (!auth) throw fail.unauthenticated();
        // Whether a number is taken is told here, before any SMS (docs/decisions/
        // mobile-change-taken-number.md): never texting a stranger's phone is worth the answer,
        // which costs a solved captcha each and counts against the person's lookups (the same
        // limit as mobile/check), so it cannot be used to enumerate accounts at speed.
        await enforceLookup(ctx, request.ip, [`person:${auth.personId}`, `browser:${browserID}`]);
        if (captcha === undefined) throw fail.bad('请输入图形验证码', 'captcha');
        await consumeCaptcha(ctx, browserID, captcha);
        if (person && person.id === auth.personId) throw fail.bad('新手机号不能与当前手机号相同', 'mobile');
        if (person) throw fail.conflict('该手机号已被其他账号使用', { field: 'mobile' });
        personId = auth.personId;
      } else {
        if (captcha === undefined) throw fail.bad('请输入图形验证码', 'captcha');
        await consumeCaptcha(ctx, browserID, captcha);
        if (purpose !== 'register') {
          // login / resetpwd: an unknown number gets the same answer and no SMS (no enumeration).
          deliver = person !== null;
          personId = person?.id ?? null;
        }
        // register: every number gets its code; "already registered" is told by reg/account
        // only after the code is verified (the caller then owns the number).
      }
      return ok(
        await sendCode(ctx, {
          channel: 'sms',
          destination: mobile,
          purpose,
          browserId: browserID,
          personId,
          ip: request.ip,
          deliver,
        }),
        '验证码已发送',
      );
    },
  );

  postEnvelopeCall(
    app,
    `${P}/sms/mobileNewCodeValid`,
    {
      config: user,
      tags,
      summary: 'Checks the captcha (code) and the SMS code sent to the new mobile (newCode)',
      query: SmsMobileNewCodeValidQuery,
      response: NullBody,
    },
    async (q, request) => {
      const auth = caller(request);
      await consumeCaptcha(ctx, q.browserID, q.code, 'code');
      await verifyCode(
        ctx,
        { channel: 'sms', purpose: 'mobile', destination: q.mobile, personId: auth.personId },
        q.newCode,
        'newCode',
      );
      // Told only now, to the person who proved they hold the number.
      const owner = await personByMobile(ctx.db, q.mobile);
      if (owner && owner.id !== auth.personId) throw fail.conflict('该手机号已被其他账号使用', { field: 'mobile' });
      return ok(null, '验证成功');
    },
  );

  postEnvelopeCall(
    app,
    '/third/mail/sendEmailCode',
    {
      config: user,
      tags,
      summary: 'Send a 6-digit code to an e-mail address of the signed-in person',
      query: MailSendEmailCodeQuery,
      response: Cooldown,
    },
    async ({ email, browserID }, request) =>
      ok(
        await sendCode(ctx, {
          channel: 'email',
          destination: email.toLowerCase(),
          purpose: 'email',
          browserId: browserID,
          personId: caller(request).personId,
          ip: request.ip,
          deliver: true,
        }),
        '验证码已发送',
      ),
  );

  postEnvelopeCall(
    app,
    '/third/mail/emailCodeValid',
    {
      config: user,
      tags,
      summary: 'Checks the e-mail code last sent for this browserID',
      query: MailEmailCodeValidQuery,
      response: MailEmailCodeValidAnswer,
    },
    async (q, request) => {
      const email = await verifyCode(
        ctx,
        { channel: 'email', purpose: 'email', browserId: q.browserID, personId: caller(request).personId },
        q.code,
        'code',
      );
      return ok({ email }, '验证成功');
    },
  );
};
