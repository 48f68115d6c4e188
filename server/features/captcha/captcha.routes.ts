/** Image captcha: verify/code issues one, verify/codeValid pre-checks an answer. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, NullBody, ok } from '../../core/envelope';
import { P } from '../../core/paths';
import { Empty } from '../../core/schemas';
import { enforce, POLICIES, perIp } from '../../infra/throttle/throttle.service';
import { checkCaptcha, issueCaptcha } from './captcha.service';
import { VerifyCodeAnswer, VerifyCodeQuery, VerifyCodeValidQuery } from './captcha.schemas';

export const captchaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;

  app.post(
    `${P}/company/custAccount/verify/code`,
    {
      schema: {
        tags: ['captcha'],
        summary: 'New image captcha bound to browserID (2 minutes, single use)',
        querystring: VerifyCodeQuery,
        body: Empty,
        response: { 200: VerifyCodeAnswer },
      },
    },
    async (request) => {
      await enforce(
        ctx.db,
        `captcha:ip:${request.ip}`,
        perIp(POLICIES.captchaIp, ctx.config.ipLimitFactor),
        ctx.clock(),
      );
      return ok({ image: await issueCaptcha(ctx, request.query.browserID) });
    },
  );

  app.post(
    `${P}/company/custAccount/verify/codeValid`,
    {
      schema: {
        tags: ['captcha'],
        summary: 'Pre-checks a captcha answer; a wrong answer burns the captcha',
        querystring: VerifyCodeValidQuery,
        body: Empty,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      await checkCaptcha(ctx, request.query.browserID, request.query.code);
      return ok(null);
    },
  );
};
