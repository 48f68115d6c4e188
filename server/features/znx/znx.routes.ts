/** 保理融资 (product ZNX): funders' terms, applications, the funder's review chain, disbursement, export. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, NullBody, ok } from '../../core/envelope';
import { sendExport, sendPdf } from '../../core/download';
import { P } from '../../core/paths';
import { Empty } from '../../core/schemas';
import { caller } from '../../plugins/auth.hook';
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

const view = { auth: 'user' as const, productRoles: { products: ['ZNX'], roles: ZNX_VIEW_ROLES } };
const roles = (r: readonly string[]) => ({ auth: 'user' as const, productRoles: { products: ['ZNX'], roles: r } });
const REVIEWERS = [...ZNX_ROLES.loanFirst, ...ZNX_ROLES.loanSecond, ...ZNX_ROLES.riskFirst, ...ZNX_ROLES.riskSecond];

export const znxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  const tags = ['znx'];
  const Z = `${P}/znx`;

  app.post(
    `${Z}/funders`,
    {
      config: view,
      schema: {
        tags,
        summary: 'Funders that opened ZNX, with their terms',
        body: Empty,
        response: { 200: Envelope(FunderTermsList) },
      },
    },
    async (request) => ok(await listFunders(ctx, caller(request))),
  );

  app.post(
    `${Z}/settings`,
    {
      config: view,
      schema: {
        tags,
        summary: "The caller funder's product settings",
        body: Empty,
        response: { 200: Envelope(SettingsView) },
      },
    },
    async (request) => ok(await getSettings(ctx, caller(request))),
  );

  app.post(
    `${Z}/settings/save`,
    {
      config: roles(ZNX_ROLES.settings),
      schema: {
        tags,
        summary: "The funder's administrator sets ratio, rate, fees and the risk threshold",
        body: SettingsBody,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      await updateSettings(ctx, caller(request), request.ip, request.body);
      return ok(null, '融资产品参数已保存');
    },
  );

  app.post(
    `${Z}/vouchers`,
    {
      config: roles(ZNX_ROLES.apply),
      schema: {
        tags,
        summary: "The holder's vouchers it may finance now (the application form)",
        body: Empty,
        response: { 200: Envelope(FinanceableList) },
      },
    },
    async (request) => ok(await listFinanceable(ctx, caller(request))),
  );

  app.post(
    `${Z}/quote`,
    {
      config: view,
      schema: {
        tags,
        summary: 'The calculation of an application (financing, interest, fees, net)',
        body: QuoteBody,
        response: { 200: Envelope(Quote) },
      },
    },
    async (request) => ok(await quote(ctx, caller(request), request.body)),
  );

  app.post(
    `${Z}/apply`,
    {
      config: roles(ZNX_ROLES.apply),
      schema: {
        tags,
        summary: "The holder's operator applies; the applied part is reserved on the voucher",
        body: ApplyBody,
        response: { 200: Envelope(Applied) },
      },
    },
    async (request) =>
      ok(await applyFinancing(ctx, caller(request), request.ip, request.body), '融资申请已提交，等待复核'),
  );

  app.post(
    `${Z}/submit`,
    {
      config: roles(ZNX_ROLES.submit),
      schema: {
        tags,
        summary: "The holder's reviewer submits it to the funder or returns it",
        body: DecideBody,
        response: { 200: Envelope(Moved) },
      },
    },
    async (request) => {
      const b = request.body;
      return ok(
        { status: await submitFinancing(ctx, caller(request), request.ip, b.id, b.approve, b.reason ?? '') },
        b.approve ? '已提交资金方' : '已退回',
      );
    },
  );

  app.post(
    `${Z}/withdraw`,
    {
      config: roles(ZNX_ROLES.withdraw),
      schema: {
        tags,
        summary: 'Withdraws an application not yet submitted',
        body: IdBody,
        response: { 200: Envelope(NullBody) },
      },
    },
    async (request) => {
      await withdrawFinancing(ctx, caller(request), request.ip, request.body.id);
      return ok(null, '融资申请已撤回');
    },
  );

  app.post(
    `${Z}/review`,
    {
      config: roles(REVIEWERS),
      schema: {
        tags,
        summary: "The funder's 放款初审/复审 (and 风控初审/复审 above its threshold); one person never two steps",
        body: DecideBody,
        response: { 200: Envelope(Moved) },
      },
    },
    async (request) => {
      const b = request.body;
      return ok(
        { status: await reviewFinancing(ctx, caller(request), request.ip, b.id, b.approve, b.reason ?? '') },
        b.approve ? '审核通过' : '已驳回',
      );
    },
  );

  app.post(
    `${Z}/batchReview`,
    {
      config: roles(REVIEWERS),
      schema: {
        tags,
        summary: 'Several reviews at once; each alone',
        body: BatchBody,
        response: { 200: Envelope(BatchResult) },
      },
    },
    async (request) => {
      const b = request.body;
      return ok(await batchReviewFinancing(ctx, caller(request), request.ip, b.ids, b.approve, b.reason ?? ''));
    },
  );

  app.post(
    `${Z}/disburse`,
    {
      config: roles(ZNX_ROLES.disburse),
      schema: {
        tags,
        summary: '财务付款 records the payment; the part goes to the funder (融)',
        body: DisburseBody,
        response: { 200: Envelope(Disbursed) },
      },
    },
    async (request) => ok(await disburse(ctx, caller(request), request.ip, request.body), '放款已登记'),
  );

  app.post(
    `${Z}/list`,
    {
      config: view,
      schema: {
        tags,
        summary: "The company's applications (applicant) or those it funds (funder)",
        body: ListBody,
        response: { 200: Envelope(AppPage) },
      },
    },
    async (request) => ok(await listFinancing(ctx, caller(request), request.body)),
  );

  app.post(
    `${Z}/detail`,
    {
      config: view,
      schema: {
        tags,
        summary: 'One application: calculation, documents, record, actions',
        body: IdBody,
        response: { 200: Envelope(AppDetail) },
      },
    },
    async (request) => ok(await financingDetail(ctx, caller(request), request.body.id)),
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
