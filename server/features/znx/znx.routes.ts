/** 保理融资 (product ZNX): funders' terms, applications, the funder's review chain, disbursement, export. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NullBody, ok } from '../../core/envelope';
import { postEnvelopeCall } from '../../core/envelope-call';
import { sendExport, sendPdf } from '../../core/download';
import { P } from '../../core/paths';
import { Empty } from '../../core/schemas';
import { changeHandler } from '../../plugins/caller-calls';
import { caller, productUser } from '../../plugins/auth.hook';
import { ZNX_ROLES, ZNX_VIEW_ROLES } from '../../../shared/rules/financing';
import {
  AppDetail,
  Applied,
  ApplyBody,
  AppPage,
  BatchBody,
  BatchResult,
  DecideBody,
  DisburseBody,
  Disbursed,
  ExportQuery,
  FinanceableList,
  FunderTermsList,
  IdBody,
  ListBody,
  Moved,
  Quote,
  QuoteBody,
  SettingsBody,
  SettingsView,
} from './znx.schemas';
import {
  applyFinancing,
  batchReviewFinancing,
  disburse,
  financingDetail,
  getSettings,
  listFinancing,
  listFunders,
  quote,
  reviewFinancing,
  submitFinancing,
  updateSettings,
  withdrawFinancing,
  disbursementPdf,
  listFinanceable,
} from './znx.service';
import { exportApplications } from './znx-export.service';
import { batchReviewHandler, reviewHandler } from '../product/review-calls';

const roles = (r: readonly string[]) => productUser({ products: ['ZNX'], roles: r });
const view = roles(ZNX_VIEW_ROLES);
const REVIEWERS = [...ZNX_ROLES.loanFirst, ...ZNX_ROLES.loanSecond, ...ZNX_ROLES.riskFirst, ...ZNX_ROLES.riskSecond];

export const znxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  const tags = ['znx'];
  const Z = `${P}/znx`;

  postEnvelopeCall(
    app,
    `${Z}/funders`,
    {
      config: view,
      tags,
      summary: 'Funders that opened ZNX, with their terms',
      body: Empty,
      response: FunderTermsList,
    },
    async (_body, request) => ok(await listFunders(ctx, caller(request))),
  );

  postEnvelopeCall(
    app,
    `${Z}/settings`,
    { config: view, tags, summary: "The caller funder's product settings", body: Empty, response: SettingsView },
    async (_body, request) => ok(await getSettings(ctx, caller(request))),
  );

  postEnvelopeCall(
    app,
    `${Z}/settings/save`,
    {
      config: roles(ZNX_ROLES.settings),
      tags,
      summary: "The funder's administrator sets ratio, rate, fees and the risk threshold",
      body: SettingsBody,
      response: NullBody,
    },
    changeHandler('融资产品参数已保存', (b, auth, ip) => updateSettings(ctx, auth, ip, b)),
  );

  postEnvelopeCall(
    app,
    `${Z}/vouchers`,
    {
      config: roles(ZNX_ROLES.apply),
      tags,
      summary: "The holder's vouchers it may finance now (the application form)",
      body: Empty,
      response: FinanceableList,
    },
    async (_body, request) => ok(await listFinanceable(ctx, caller(request))),
  );

  postEnvelopeCall(
    app,
    `${Z}/quote`,
    {
      config: view,
      tags,
      summary: 'The calculation of an application (financing, interest, fees, net)',
      body: QuoteBody,
      response: Quote,
    },
    async (body, request) => ok(await quote(ctx, caller(request), body)),
  );

  postEnvelopeCall(
    app,
    `${Z}/apply`,
    {
      config: roles(ZNX_ROLES.apply),
      tags,
      summary: "The holder's operator applies; the applied part is reserved on the voucher",
      body: ApplyBody,
      response: Applied,
    },
    async (body, request) =>
      ok(await applyFinancing(ctx, caller(request), request.ip, body), '融资申请已提交，等待复核'),
  );

  postEnvelopeCall(
    app,
    `${Z}/submit`,
    {
      config: roles(ZNX_ROLES.submit),
      tags,
      summary: "The holder's reviewer submits it to the funder or returns it",
      body: DecideBody,
      response: Moved,
    },
    reviewHandler(ctx, submitFinancing, { approved: '已提交资金方', refused: '已退回' }),
  );

  postEnvelopeCall(
    app,
    `${Z}/withdraw`,
    {
      config: roles(ZNX_ROLES.withdraw),
      tags,
      summary: 'Withdraws an application not yet submitted',
      body: IdBody,
      response: NullBody,
    },
    changeHandler('融资申请已撤回', (b, auth, ip) => withdrawFinancing(ctx, auth, ip, b.id)),
  );

  postEnvelopeCall(
    app,
    `${Z}/review`,
    {
      config: roles(REVIEWERS),
      tags,
      summary: "The funder's 放款初审/复审 (and 风控初审/复审 above its threshold); one person never two steps",
      body: DecideBody,
      response: Moved,
    },
    reviewHandler(ctx, reviewFinancing, { approved: '审核通过', refused: '已驳回' }),
  );

  postEnvelopeCall(
    app,
    `${Z}/batchReview`,
    {
      config: roles(REVIEWERS),
      tags,
      summary: 'Several reviews at once; each alone',
      body: BatchBody,
      response: BatchResult,
    },
    batchReviewHandler(ctx, batchReviewFinancing),
  );

  postEnvelopeCall(
    app,
    `${Z}/disburse`,
    {
      config: roles(ZNX_ROLES.disburse),
      tags,
      summary: '财务付款 records the payment; the part goes to the funder (融)',
      body: DisburseBody,
      response: Disbursed,
    },
    async (body, request) => ok(await disburse(ctx, caller(request), request.ip, body), '放款已登记'),
  );

  postEnvelopeCall(
    app,
    `${Z}/list`,
    {
      config: view,
      tags,
      summary: "The company's applications (applicant) or those it funds (funder)",
      body: ListBody,
      response: AppPage,
    },
    async (body, request) => ok(await listFinancing(ctx, caller(request), body)),
  );

  postEnvelopeCall(
    app,
    `${Z}/detail`,
    {
      config: view,
      tags,
      summary: 'One application: calculation, documents, record, actions',
      body: IdBody,
      response: AppDetail,
    },
    async (body, request) => ok(await financingDetail(ctx, caller(request), body.id)),
  );

  app.get(
    `${Z}/pdf`,
    {
      config: { ...view, cookieAuth: true },
      schema: {
        tags,
        summary:
          'The disbursement record as PDF (seal, hash line); its SHA-256 is recorded for the public verification',
        querystring: IdBody,
      },
    },
    async (request, reply) => sendPdf(reply, await disbursementPdf(ctx, caller(request), request.query.id)),
  );

  app.get(
    `${Z}/export`,
    {
      config: { ...view, cookieAuth: true },
      schema: {
        tags,
        summary: 'The applications and disbursements of the company the filters find, as .xlsx (E109 oversees)',
        querystring: ExportQuery,
      },
    },
    async (request, reply) =>
      sendExport(reply, await exportApplications(ctx, caller(request), request.query), ctx.clock()),
  );
};
