/** 结算服务 (product SETTLE): 待兑付, confirm payment, clearing detail, 待收款 / 已收款, paid records. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../core/envelope';
import { sendPdf } from '../../core/download';
import { P } from '../../core/paths';
import { caller } from '../../plugins/auth.hook';
import { SETTLE_ROLES } from '../../../shared/rules/settlement';
import {
  Clearing,
  ConfirmBody,
  ConfirmResult,
  DueList,
  DueQuery,
  PageBody,
  PaidPage,
  ReceivableBody,
  Receivables,
  SettleNoQuery,
  VoucherIdBody,
} from './settle.schemas';
import { clearingDetail, confirmPayment, dueList, paidList, receivableList, settlementPdf } from './settle.service';

const view = { auth: 'user' as const, productRoles: { products: ['SETTLE'], roles: SETTLE_ROLES.view } };

export const settleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  const tags = ['settle'];
  const S = `${P}/settle`;

  app.post(
    `${S}/due`,
    {
      config: view,
      schema: {
        tags,
        summary: "The issuer's 待兑付: due within 30 days or overdue, with totals per due date",
        body: DueQuery,
        response: { 200: Envelope(DueList) },
      },
    },
    async (request) => ok(await dueList(ctx, caller(request), request.body)),
  );

  app.post(
    `${S}/confirm`,
    {
      config: { auth: 'user', productRoles: { products: ['SETTLE'], roles: SETTLE_ROLES.confirm } },
      schema: {
        tags,
        summary:
          '财务付款 confirms the payment of due vouchers (or all due on a date); each is cleared to its holders once',
        body: ConfirmBody,
        response: { 200: Envelope(ConfirmResult) },
      },
    },
    async (request) => {
      const r = await confirmPayment(ctx, caller(request), request.ip, request.body);
      return ok(r, r.failed.length === 0 ? `已兑付${r.done}笔` : `已兑付${r.done}笔，${r.failed.length}笔未处理`);
    },
  );

  app.post(
    `${S}/clearing`,
    {
      config: view,
      schema: {
        tags,
        summary: 'Who gets what of a root voucher (plan before payment, records after)',
        body: VoucherIdBody,
        response: { 200: Envelope(Clearing) },
      },
    },
    async (request) => ok(await clearingDetail(ctx, caller(request), request.body.voucherId)),
  );

  app.post(
    `${S}/receivables`,
    {
      config: view,
      schema: {
        tags,
        summary: "The holder's 待收款 / 已收款",
        body: ReceivableBody,
        response: { 200: Envelope(Receivables) },
      },
    },
    async (request) => ok(await receivableList(ctx, caller(request), request.body)),
  );

  app.get(
    `${S}/pdf`,
    {
      config: { ...view, cookieAuth: true },
      schema: {
        tags,
        summary: 'A settlement record as PDF; its SHA-256 is recorded for the public verification',
        querystring: SettleNoQuery,
      },
    },
    async (request, reply) => sendPdf(reply, await settlementPdf(ctx, caller(request), request.query.settleNo)),
  );

  app.post(
    `${S}/paid`,
    {
      config: view,
      schema: { tags, summary: 'Settlements the company paid', body: PageBody, response: { 200: Envelope(PaidPage) } },
    },
    async (request) => ok(await paidList(ctx, caller(request), request.body)),
  );
};
