/** 授信管理 (product CREDIT): credit lines, their applications and reviews, the vouchers they back. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendExport } from '../../core/download';
import { NullBody, ok } from '../../core/envelope';
import { postEnvelopeCall } from '../../core/envelope-call';
import { P } from '../../core/paths';
import { Empty } from '../../core/schemas';
import { changeHandler } from '../../plugins/caller-calls';
import { caller, productUser } from '../../plugins/auth.hook';
import { CREDIT_ACCESS } from '../../../shared/rules/credit-line';
import {
  Applied,
  ApplyBody,
  BatchResult,
  BatchReviewBody,
  CreditSummary,
  ExportQuery,
  FunderList,
  IdBody,
  LineDetail,
  LinePage,
  ListBody,
  ReviewAnswer,
  ReviewBody,
  UsagePage,
  UsagesBody,
  WithdrawBody,
} from './credit.schemas';
import {
  applyForLine,
  batchReviewLines,
  creditSummary,
  lineDetail,
  lineUsages,
  listFunders,
  listLines,
  reviewLine,
  withdrawLine,
} from './credit.service';
import { exportLines } from './credit-export.service';
import { batchReviewHandler, reviewHandler } from '../product/review-calls';

export const creditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  const view = productUser(CREDIT_ACCESS.view);
  const tags = ['credit'];

  postEnvelopeCall(
    app,
    `${P}/credit/funders`,
    {
      config: view,
      tags,
      summary: 'Funding parties the caller may apply to (CREDIT opened, role C103/C104)',
      body: Empty,
      response: FunderList,
    },
    async (_body, request) => ok(await listFunders(ctx, caller(request))),
  );

  postEnvelopeCall(
    app,
    `${P}/credit/apply`,
    {
      config: productUser(CREDIT_ACCESS.apply),
      tags,
      summary: "Applies for a credit line (core enterprise, E101/E102); goes to the funder's 风控初审",
      body: ApplyBody,
      response: Applied,
    },
    async (body, request) =>
      ok(await applyForLine(ctx, caller(request), request.ip, body), '授信申请已提交，等待资金方风控初审'),
  );

  postEnvelopeCall(
    app,
    `${P}/credit/list`,
    {
      config: view,
      tags,
      summary: 'Credit lines the company applied for (applicant) or grants (funder)',
      body: ListBody,
      response: LinePage,
    },
    async (body, request) => ok(await listLines(ctx, caller(request), body)),
  );

  app.get(
    `${P}/credit/export`,
    {
      config: { ...view, cookieAuth: true },
      schema: { tags, summary: 'The credit-line list as .xlsx (the list filters)', querystring: ExportQuery },
    },
    async (request, reply) => sendExport(reply, await exportLines(ctx, caller(request), request.query), ctx.clock()),
  );

  postEnvelopeCall(
    app,
    `${P}/credit/detail`,
    {
      config: view,
      tags,
      summary: "One credit line with its review record and the caller's actions",
      body: IdBody,
      response: LineDetail,
    },
    async (body, request) => ok(await lineDetail(ctx, caller(request), body.id)),
  );

  postEnvelopeCall(
    app,
    `${P}/credit/usages`,
    {
      config: view,
      tags,
      summary: 'The vouchers a line backs (taken and given back)',
      body: UsagesBody,
      response: UsagePage,
    },
    async (b, request) => ok(await lineUsages(ctx, caller(request), b.id, b.pageNum, b.pageSize)),
  );

  postEnvelopeCall(
    app,
    `${P}/credit/withdraw`,
    {
      config: productUser(CREDIT_ACCESS.withdraw),
      tags,
      summary: 'Withdraws an application still waiting for 风控初审',
      body: WithdrawBody,
      response: NullBody,
    },
    changeHandler('授信申请已撤回', (b, auth, ip) => withdrawLine(ctx, auth, ip, b.id, b.reason)),
  );

  postEnvelopeCall(
    app,
    `${P}/credit/review`,
    {
      config: productUser(CREDIT_ACCESS.review),
      tags,
      summary:
        "The funder's 风控初审 (E110) or 风控复审 (E111): approve or reject with a reason; one person never both",
      body: ReviewBody,
      response: ReviewAnswer,
    },
    reviewHandler(ctx, reviewLine, { approved: '审核通过', refused: '已驳回' }),
  );

  postEnvelopeCall(
    app,
    `${P}/credit/batchReview`,
    {
      config: productUser(CREDIT_ACCESS.review),
      tags,
      summary: 'Reviews several applications at once; each succeeds or fails alone',
      body: BatchReviewBody,
      response: BatchResult,
    },
    batchReviewHandler(ctx, batchReviewLines),
  );

  postEnvelopeCall(
    app,
    `${P}/credit/summary`,
    {
      config: productUser({ products: ['BILL', 'CREDIT'], roles: CREDIT_ACCESS.view.roles }),
      tags,
      summary: "The caller company's lines in force today, summed (for the issue form)",
      body: Empty,
      response: CreditSummary,
    },
    async (_body, request) => ok(await creditSummary(ctx, caller(request))),
  );
};
