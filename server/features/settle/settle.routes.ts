/** 结算服务 (product SETTLE): 待兑付, confirm payment, clearing detail, 待收款 / 已收款, paid records. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../core/envelope';
import { postEnvelopeCall } from '../../core/envelope-call';
import { sendPdf } from '../../core/download';
import { P } from '../../core/paths';
import { caller, productUser } from '../../plugins/auth.hook';
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

const settle = (roles: readonly string[]) => productUser({ products: ['SETTLE'], roles });
const view = settle(SETTLE_ROLES.view);

export const settleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  const tags = ['settle'];
  const S = `${P}/settle`;

  postEnvelopeCall(
    app,
    `${S}/due`,
    {
      config: view,
      tags,
      summary: "The issuer's 待兑付: due within 30 days or overdue, with totals per due date",
      body: DueQuery,
      response: DueList,
    },
    async (body, request) => ok(await dueList(ctx, caller(request), body)),
  );

  postEnvelopeCall(
    app,
    `${S}/confirm`,
    {
      config: settle(SETTLE_ROLES.confirm),
      tags,
      summary:
        '财务付款 confirms the payment of due vouchers (or all due on a date); each is cleared to its holders once',
      body: ConfirmBody,
      response: ConfirmResult,
    },
    async (body, request) => {
      const r = await confirmPayment(ctx, caller(request), request.ip, body);
      return ok(r, r.failed.length === 0 ? `已兑付${r.done}笔` : `已兑付${r.done}笔，${r.failed.length}笔未处理`);
    },
  );

  postEnvelopeCall(
    app,
    `${S}/clearing`,
    {
      config: view,
      tags,
      summary: 'Who gets what of a root voucher (plan before payment, records after)',
      body: VoucherIdBody,
      response: Clearing,
    },
    async (body, request) => ok(await clearingDetail(ctx, caller(request), body.voucherId)),
  );

  postEnvelopeCall(
    app,
    `${S}/receivables`,
    { config: view, tags, summary: "The holder's 待收款 / 已收款", body: ReceivableBody, response: Receivables },
    async (body, request) => ok(await receivableList(ctx, caller(request), body)),
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

  postEnvelopeCall(
    app,
    `${S}/paid`,
    { config: view, tags, summary: 'Settlements the company paid', body: PageBody, response: PaidPage },
    async (body, request) => ok(await paidList(ctx, caller(request), body)),
  );
};
