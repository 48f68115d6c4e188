/**
 * The voucher API of the products BILL (票据服务) and ENDORSE (背书转让). Every route declares
 * the product roles it needs (VOUCHER_ABILITIES; enforced by the auth hook before the body is
 * read); the services add the finer rules (whose voucher, which status, never one's own work).
 * Submits carry an idempotency key. Rules in the *.service.ts files, SQL in the *.repo.ts files.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, fail, NullBody, ok } from '../../core/envelope';
import { postEnvelopeCall } from '../../core/envelope-call';
import { sendExport, sendPdf, sendStoredFile } from '../../core/download';
import { P } from '../../core/paths';
import { Empty } from '../../core/schemas';
import { caller, productUser } from '../../plugins/auth.hook';
import { VOUCHER_ABILITIES as A } from '../../../shared/access/voucher-abilities';
import { enforce } from '../../infra/throttle/throttle.service';
import {
  ApplicationIdBody,
  ApplicationItem,
  AppRef,
  AttachmentQuery,
  BatchResult,
  BatchReviewBody,
  CompIdBody,
  Created,
  IssueBody,
  IssueEditBody,
  IssueResult,
  RelationAddBody,
  RelationAdded,
  RelationList,
  ReviewBody,
  SignBody,
  TransferBody,
  TransferEditBody,
  TransferExportQuery,
  TransferListBody,
  TransferPage,
  VerifyBody,
  VerifyResult,
  VoidBody,
  VoucherDetail,
  VoucherExportQuery,
  VoucherIdBody,
  VoucherIdQuery,
  VoucherListBody,
  VoucherPage,
} from './voucher.schemas';
import { voucherCaller } from './voucher-caller';
import { upToDate } from './voucher-maturity.service';
import { editIssue, issueVoucher, withdrawIssue } from './voucher-issue.service';
import { requestVoid, signFor, withdrawVoid } from './voucher-sign.service';
import { applyTransfer, editTransfer, withdrawTransfer } from './voucher-transfer.service';
import { batchReview, review } from './voucher-review.service';
import { listTransfers, listVouchers, transferDetail, voucherDetail, visibleVoucher } from './voucher-query.service';
import { addRelation, listRelations, removeRelation } from './trade-relation.service';
import { exportTransfers, exportVouchers } from './voucher-export.service';
import { voucherPdf, verifyVoucherPdf } from './voucher-pdf.service';
import { fileByToken } from '../files/files.repo';

const V = `${P}/voucher`;
const tags = ['voucher'];

export const voucherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;
  /** The caller of a step, once the vouchers are up to date with the day (待兑付, 已逾期 move with time). */
  const callerOf = async (request: FastifyRequest) => {
    await upToDate(ctx);
    return voucherCaller(ctx, caller(request));
  };

  // ---- reading ----------------------------------------------------------------------------
  postEnvelopeCall(
    app,
    `${V}/list`,
    {
      config: productUser(A.view),
      tags,
      summary: 'Vouchers the company is party to: tabs, filters, a page and the summary (count, total)',
      body: VoucherListBody,
      response: VoucherPage,
    },
    async (body, request) => ok(await listVouchers(ctx, await callerOf(request), body)),
  );

  postEnvelopeCall(
    app,
    `${V}/detail`,
    {
      config: productUser(A.view),
      tags,
      summary: 'A voucher: face, parties, attachments, transfer tree, operation record, applications, actions',
      body: VoucherIdBody,
      response: VoucherDetail,
    },
    async (body, request) => ok(await voucherDetail(ctx, await callerOf(request), body.voucherId)),
  );

  app.get(
    `${V}/export`,
    {
      config: { ...productUser(A.view), cookieAuth: true },
      schema: { tags, summary: 'The voucher list as .xlsx (the list filters)', querystring: VoucherExportQuery },
    },
    async (request, reply) =>
      sendExport(reply, await exportVouchers(ctx, await callerOf(request), request.query), ctx.clock()),
  );

  app.get(
    `${V}/pdf`,
    {
      config: { ...productUser(A.view), cookieAuth: true },
      schema: {
        tags,
        summary: 'The voucher face as PDF (seal, hash line); its SHA-256 is recorded for the public verification',
        querystring: VoucherIdQuery,
      },
    },
    async (request, reply) => sendPdf(reply, await voucherPdf(ctx, await callerOf(request), request.query.voucherId)),
  );

  app.get(
    `${V}/attachment`,
    {
      config: { ...productUser(A.view), cookieAuth: true },
      schema: {
        tags,
        summary: "An attachment of a voucher the company may see (the issuer's contract and invoices)",
        querystring: AttachmentQuery,
      },
    },
    async (request, reply) => {
      const v = await visibleVoucher(ctx, await callerOf(request), request.query.voucherId);
      const file = v.attachments.some((a) => a.fileToken === request.query.fileToken)
        ? await fileByToken(ctx.db, request.query.fileToken)
        : null;
      if (!file) throw fail.notFound('附件不存在或无权访问');
      return sendStoredFile(reply, file);
    },
  );

  app.post(
    `${P}/public/voucher/verify`,
    {
      schema: {
        tags,
        summary: 'Public: whether a voucher PDF (number + SHA-256 of the file) was issued by the platform',
        body: VerifyBody,
        response: { 200: Envelope(VerifyResult) },
      },
    },
    async (request) => {
      await enforce(
        ctx.db,
        `voucher-verify:${request.ip}`,
        { limit: 30, windowMs: 60_000, msg: '查询过于频繁，请{wait}后再试' },
        ctx.clock(),
      );
      const r = await verifyVoucherPdf(ctx, request.body.voucherNo, request.body.sha256.toLowerCase());
      return ok(r, r.genuine ? '验证通过：该凭证文件由平台出具' : '验证未通过：凭证编号与文件摘要不匹配');
    },
  );

  // ---- 开立 / 复核 / 作废 (BILL) -----------------------------------------------------------
  postEnvelopeCall(
    app,
    `${V}/issue`,
    {
      config: productUser(A.issue),
      tags,
      summary: "开立: the issuer's operator prepares a voucher (idempotent by key)",
      body: IssueBody,
      response: IssueResult,
    },
    async (body, request) => {
      const r = await issueVoucher(ctx, await callerOf(request), request.ip, body);
      return ok(r, '开立申请已提交，等待复核');
    },
  );

  postEnvelopeCall(
    app,
    `${V}/issue/edit`,
    {
      config: productUser(A.issue),
      tags,
      summary: 'Edits and resubmits a returned issue application',
      body: IssueEditBody,
      response: IssueResult,
    },
    async (body, request) =>
      ok(await editIssue(ctx, await callerOf(request), request.ip, body), '已重新提交，等待复核'),
  );

  postEnvelopeCall(
    app,
    `${V}/issue/withdraw`,
    {
      config: productUser(A.issue),
      tags,
      summary: 'Withdraws an issue application not yet approved (the voucher is voided)',
      body: VoucherIdBody,
      response: NullBody,
    },
    async (body, request) => {
      await withdrawIssue(ctx, await callerOf(request), request.ip, body.voucherId);
      return ok(null, '开立申请已撤回');
    },
  );

  postEnvelopeCall(
    app,
    `${V}/review`,
    {
      config: productUser(A.issueReview),
      tags,
      summary: "The issuer's reviewer approves or returns an issue or void application (never their own)",
      body: ReviewBody,
      response: NullBody,
    },
    async (body, request) => {
      await review(ctx, await callerOf(request), request.ip, body, ['issue', 'void']);
      return ok(null, body.approve ? '复核通过' : '已退回');
    },
  );

  postEnvelopeCall(
    app,
    `${V}/batchReview`,
    {
      config: productUser(A.issueReview),
      tags,
      summary: 'Approves or returns several issue / void applications; each on its own',
      body: BatchReviewBody,
      response: BatchResult,
    },
    async (body, request) => {
      const r = await batchReview(ctx, await callerOf(request), request.ip, body, ['issue', 'void']);
      return ok(r, r.failed.length === 0 ? `已处理${r.done}笔` : `已处理${r.done}笔，${r.failed.length}笔未处理`);
    },
  );

  postEnvelopeCall(
    app,
    `${V}/void`,
    {
      config: productUser(A.void),
      tags,
      summary: 'Applies to void a voucher nobody signed for (pending sign-for or refused)',
      body: VoidBody,
      response: AppRef,
    },
    async (body, request) =>
      ok(await requestVoid(ctx, await callerOf(request), request.ip, body), '作废申请已提交，等待复核'),
  );

  postEnvelopeCall(
    app,
    `${V}/void/withdraw`,
    {
      config: productUser(A.void),
      tags,
      summary: 'Withdraws a void application',
      body: ApplicationIdBody,
      response: NullBody,
    },
    async (body, request) => {
      await withdrawVoid(ctx, await callerOf(request), request.ip, body.applicationId);
      return ok(null, '作废申请已撤回');
    },
  );

  // ---- 签收 / 拒签 (BILL or ENDORSE) -------------------------------------------------------
  postEnvelopeCall(
    app,
    `${V}/sign`,
    {
      config: productUser(A.signFor),
      tags,
      summary: "The receiver's operator signs for or refuses (reason) a voucher waiting for it",
      body: SignBody,
      response: AppRef,
    },
    async (body, request) => ok(await signFor(ctx, await callerOf(request), request.ip, body), '已提交，等待复核'),
  );

  postEnvelopeCall(
    app,
    `${V}/sign/review`,
    {
      config: productUser(A.signForReview),
      tags,
      summary: "The receiver's reviewer confirms or returns a sign-for or refusal",
      body: ReviewBody,
      response: NullBody,
    },
    async (body, request) => {
      await review(ctx, await callerOf(request), request.ip, body, ['signFor']);
      return ok(null, body.approve ? '复核通过' : '已退回');
    },
  );

  postEnvelopeCall(
    app,
    `${V}/sign/batchReview`,
    {
      config: productUser(A.signForReview),
      tags,
      summary: 'Confirms or returns several sign-for applications',
      body: BatchReviewBody,
      response: BatchResult,
    },
    async (body, request) => {
      const r = await batchReview(ctx, await callerOf(request), request.ip, body, ['signFor']);
      return ok(r, r.failed.length === 0 ? `已处理${r.done}笔` : `已处理${r.done}笔，${r.failed.length}笔未处理`);
    },
  );

  // ---- 转让 / 拆分 (ENDORSE) -----------------------------------------------------------------
  postEnvelopeCall(
    app,
    `${V}/transfer/list`,
    {
      config: productUser(A.view),
      tags,
      summary: 'Transfer applications: mine, waiting for my sign-for, waiting for me; filters, page, summary',
      body: TransferListBody,
      response: TransferPage,
    },
    async (body, request) => ok(await listTransfers(ctx, await callerOf(request), body)),
  );

  postEnvelopeCall(
    app,
    `${V}/transfer/detail`,
    {
      config: productUser(A.view),
      tags,
      summary: 'A transfer application with its parts',
      body: ApplicationIdBody,
      response: ApplicationItem,
    },
    async (body, request) => ok(await transferDetail(ctx, await callerOf(request), body.applicationId)),
  );

  app.get(
    `${V}/transfer/export`,
    {
      config: { ...productUser(A.view), cookieAuth: true },
      schema: { tags, summary: 'The transfer list as .xlsx (the list filters)', querystring: TransferExportQuery },
    },
    async (request, reply) =>
      sendExport(reply, await exportTransfers(ctx, await callerOf(request), request.query), ctx.clock()),
  );

  postEnvelopeCall(
    app,
    `${V}/transfer/apply`,
    {
      config: productUser(A.transfer),
      tags,
      summary: 'Transfers parts of a held voucher to trade relations (amounts reserved at once; idempotent by key)',
      body: TransferBody,
      response: Created,
    },
    async (body, request) =>
      ok(await applyTransfer(ctx, await callerOf(request), request.ip, body), '转让申请已提交，等待复核'),
  );

  postEnvelopeCall(
    app,
    `${V}/transfer/edit`,
    {
      config: productUser(A.transfer),
      tags,
      summary: 'Edits and resubmits a returned transfer application',
      body: TransferEditBody,
      response: Created,
    },
    async (body, request) =>
      ok(await editTransfer(ctx, await callerOf(request), request.ip, body), '已重新提交，等待复核'),
  );

  postEnvelopeCall(
    app,
    `${V}/transfer/withdraw`,
    {
      config: productUser(A.transfer),
      tags,
      summary: 'Withdraws a transfer application not yet approved (the reservation is released)',
      body: ApplicationIdBody,
      response: NullBody,
    },
    async (body, request) => {
      await withdrawTransfer(ctx, await callerOf(request), request.ip, body.applicationId);
      return ok(null, '转让申请已撤回');
    },
  );

  postEnvelopeCall(
    app,
    `${V}/transfer/review`,
    {
      config: productUser(A.transferReview),
      tags,
      summary: "The holder's reviewer approves (children are created) or returns (reservation released) a transfer",
      body: ReviewBody,
      response: NullBody,
    },
    async (body, request) => {
      await review(ctx, await callerOf(request), request.ip, body, ['transfer']);
      return ok(null, body.approve ? '复核通过，已通知受让方签收' : '已退回');
    },
  );

  postEnvelopeCall(
    app,
    `${V}/transfer/batchReview`,
    {
      config: productUser(A.transferReview),
      tags,
      summary: 'Approves or returns several transfer applications',
      body: BatchReviewBody,
      response: BatchResult,
    },
    async (body, request) => {
      const r = await batchReview(ctx, await callerOf(request), request.ip, body, ['transfer']);
      return ok(r, r.failed.length === 0 ? `已处理${r.done}笔` : `已处理${r.done}笔，${r.failed.length}笔未处理`);
    },
  );

  // ---- 贸易关系 ----------------------------------------------------------------------------
  postEnvelopeCall(
    app,
    `${V}/relations`,
    {
      config: productUser(A.view),
      tags,
      summary: "The company's trade relations (who may receive its vouchers)",
      body: Empty,
      response: RelationList,
    },
    async (_body, request) => ok(await listRelations(ctx, await callerOf(request))),
  );

  postEnvelopeCall(
    app,
    `${V}/relation/add`,
    {
      config: productUser(A.relations),
      tags,
      summary: "Adds a trade relation by the other company's credit code (administrator)",
      body: RelationAddBody,
      response: RelationAdded,
    },
    async (body, request) =>
      ok(await addRelation(ctx, await callerOf(request), request.ip, body.creditCode), '贸易关系已添加'),
  );

  postEnvelopeCall(
    app,
    `${V}/relation/remove`,
    {
      config: productUser(A.relations),
      tags,
      summary: 'Removes a trade relation (administrator)',
      body: CompIdBody,
      response: NullBody,
    },
    async (body, request) => {
      await removeRelation(ctx, await callerOf(request), request.ip, body.compId);
      return ok(null, '贸易关系已删除');
    },
  );
};
