/** Image captcha: verify/code issues one, verify/codeValid pre-checks an answer. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NullBody, ok } from '../../core/envelope';
import { postEnvelopeCall } from '../../core/envelope-call';
import { P } from '../../core/paths';
import { enforceIp, POLICIES } from '../../infra/throttle/throttle.service';
import { checkCaptcha, issueCaptcha } from './captcha.service';
import { VerifyCodeAnswer, VerifyCodeQuery, VerifyCodeValidQuery } from './captcha.schemas';

export const captchaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  const tags = ['captcha'];

  postEnvelopeCall(
    app,
    `${P}/company/custAccount/verify/code`,
    {
      tags,
      summary: 'New image captcha bound to browserID (2 minutes, single use)',
      query: VerifyCodeQuery,
      response: VerifyCodeAnswer,
    },
    async (q, request) => {
      await enforceIp(ctx, 'captcha', request.ip, POLICIES.captchaIp);
      return ok({ image: await issueCaptcha(ctx, q.browserID) });
    },
  );

  postEnvelopeCall(
    app,
    `${P}/company/custAccount/verify/codeValid`,
    {
      tags,
      summary: 'Pre-checks a captcha answer; a wrong answer burns the captcha',
      query: VerifyCodeValidQuery,
      response: NullBody,
    },
    async (q) => {
      await checkCaptcha(ctx, q.browserID, q.code);
      return ok(null);
    },
  );
};
