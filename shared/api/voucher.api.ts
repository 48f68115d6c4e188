/**
 * Electronic credit vouchers (products BILL 票据服务 and ENDORSE 背书转让): typed calls of the
 * server's voucher API, types read from the generated contract. Submits need an idempotency key
 * made once per submit (`newIdempotencyKey`), so that a double click makes one voucher.
 * Amounts are decimal strings of yuan ("1234.50"); dates YYYY-MM-DD.
 */
import { asText, isRecord } from '../util/guards';
import { apiBase } from '../http/api-base';
import { P, post, type CallOptions } from './request';
import type { ApiBody, ApiResult } from './contract';

type V = `${typeof P}/voucher`;

export type VoucherListQuery = ApiBody<`${V}/list`>;
export type VoucherPage = ApiResult<`${V}/list`>;
export type VoucherItem = VoucherPage['list'][number];
export type VoucherTab = NonNullable<VoucherListQuery['tab']>;
export type VoucherAction = VoucherItem['actions'][number];
export type VoucherDetail = ApiResult<`${V}/detail`>;
export type VoucherTreeNode = VoucherDetail['tree'][number];
export type VoucherRecord = VoucherDetail['records'][number];
export type VoucherApplication = VoucherDetail['applications'][number];
export type IssueInput = ApiBody<`${V}/issue`>;
export type IssueResult = ApiResult<`${V}/issue`>;
export type IssueEditInput = ApiBody<`${V}/issue/edit`>;
export type ReviewInput = ApiBody<`${V}/review`>;
export type BatchReviewInput = ApiBody<`${V}/batchReview`>;
export type BatchReviewResult = ApiResult<`${V}/batchReview`>;
export type SignInput = ApiBody<`${V}/sign`>;
export type VoidInput = ApiBody<`${V}/void`>;
export type TransferInput = ApiBody<`${V}/transfer/apply`>;
export type TransferPart = TransferInput['parts'][number];
export type TransferEditInput = ApiBody<`${V}/transfer/edit`>;
export type TransferListQuery = ApiBody<`${V}/transfer/list`>;
export type TransferPage = ApiResult<`${V}/transfer/list`>;
export type TransferItem = TransferPage['list'][number];
export type TransferTab = NonNullable<TransferListQuery['tab']>;
export type TradeRelation = ApiResult<`${V}/relations`>[number];
export type VerifyInput = ApiBody<`${typeof P}/public/voucher/verify`>;
export type VerifyResult = ApiResult<`${typeof P}/public/voucher/verify`>;

/** A fresh key for one submit (keep it while the same form is resubmitted after a network error). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

// ---- reading --------------------------------------------------------------------------------

export function listVouchers(query: VoucherListQuery = {}, opts?: CallOptions): Promise<VoucherPage> {
  return post(`${P}/voucher/list`, { body: query }, { kind: 'list' }, opts);
}

export function getVoucher(voucherId: number, opts?: CallOptions): Promise<VoucherDetail> {
  return post(`${P}/voucher/detail`, { body: { voucherId } }, { kind: 'list' }, opts);
}

export function listTransfers(query: TransferListQuery = {}, opts?: CallOptions): Promise<TransferPage> {
  return post(`${P}/voucher/transfer/list`, { body: query }, { kind: 'list' }, opts);
}

export function getTransfer(applicationId: number, opts?: CallOptions): Promise<TransferItem> {
  return post(`${P}/voucher/transfer/detail`, { body: { applicationId } }, { kind: 'list' }, opts);
}

export function listTradeRelations(opts?: CallOptions): Promise<TradeRelation[]> {
  return post(`${P}/voucher/relations`, { body: {} }, { kind: 'list' }, opts);
}

export function withQuery(path: string, q: Readonly<Record<string, unknown>>): string {
  const s = new URLSearchParams();
  try {
    for (const [k, v] of Object.entries(isRecord(q) ? q : {})) {
      if ((typeof v === 'string' && v !== '') || typeof v === 'number') s.set(k, String(v));
    }
  } catch {
    // A hostile query object (a throwing getter): the link carries no parameters.
  }
  const qs = s.toString();
  return `${apiBase()}${typeof path === 'string' ? path : ''}${qs ? `?${qs}` : ''}`;
}

/** Download link of the voucher face PDF (the access-token cookie authorises a plain link). */
export function voucherPdfUrl(voucherId: number): string {
  return withQuery(`${P}/voucher/pdf`, { voucherId });
}

/** Download link of one of a voucher's attachments. */
export function voucherAttachmentUrl(voucherId: number, fileToken: string): string {
  return withQuery(`${P}/voucher/attachment`, { voucherId, fileToken: asText(fileToken) });
}

/** Excel export of the voucher list with its current filters (paging is ignored). */
export function voucherExportUrl(filters: Omit<VoucherListQuery, 'pageNum' | 'pageSize'> = {}): string {
  return withQuery(`${P}/voucher/export`, filters);
}

/** Excel export of the transfer list with its current filters. */
export function transferExportUrl(filters: Omit<TransferListQuery, 'pageNum' | 'pageSize'> = {}): string {
  return withQuery(`${P}/voucher/transfer/export`, filters);
}

// ---- 开立 / 复核 / 作废 (BILL) ------------------------------------------------------------------

/** Silent: the form shows the message next to its field (`field` in the error body). */
export function issueVoucher(input: IssueInput, opts?: CallOptions): Promise<IssueResult> {
  return post(`${P}/voucher/issue`, { body: input }, { kind: 'silent' }, opts);
}

export function editIssue(input: IssueEditInput, opts?: CallOptions): Promise<IssueResult> {
  return post(`${P}/voucher/issue/edit`, { body: input }, { kind: 'silent' }, opts);
}

export function withdrawIssue(voucherId: number, opts?: CallOptions): Promise<null> {
  return post(`${P}/voucher/issue/withdraw`, { body: { voucherId } }, { kind: 'update' }, opts);
}

/** The issuer's reviewer on an issue or void application. */
export function reviewVoucherApplication(input: ReviewInput, opts?: CallOptions): Promise<null> {
  return post(`${P}/voucher/review`, { body: input }, { kind: 'update' }, opts);
}

export function batchReviewVoucherApplications(
  input: BatchReviewInput,
  opts?: CallOptions,
): Promise<BatchReviewResult> {
  return post(`${P}/voucher/batchReview`, { body: input }, { kind: 'update' }, opts);
}

export function requestVoid(input: VoidInput, opts?: CallOptions): Promise<{ applicationId: number }> {
  return post(`${P}/voucher/void`, { body: input }, { kind: 'silent' }, opts);
}

export function withdrawVoid(applicationId: number, opts?: CallOptions): Promise<null> {
  return post(`${P}/voucher/void/withdraw`, { body: { applicationId } }, { kind: 'update' }, opts);
}

// ---- 签收 / 拒签 ------------------------------------------------------------------------------

export function signForVoucher(input: SignInput, opts?: CallOptions): Promise<{ applicationId: number }> {
  return post(`${P}/voucher/sign`, { body: input }, { kind: 'silent' }, opts);
}

export function reviewSignFor(input: ReviewInput, opts?: CallOptions): Promise<null> {
  return post(`${P}/voucher/sign/review`, { body: input }, { kind: 'update' }, opts);
}

export function batchReviewSignFor(input: BatchReviewInput, opts?: CallOptions): Promise<BatchReviewResult> {
  return post(`${P}/voucher/sign/batchReview`, { body: input }, { kind: 'update' }, opts);
}

// ---- 转让 / 拆分 (ENDORSE) ----------------------------------------------------------------------

export function applyTransfer(input: TransferInput, opts?: CallOptions): Promise<{ id: number; no: string }> {
  return post(`${P}/voucher/transfer/apply`, { body: input }, { kind: 'silent' }, opts);
}

export function editTransfer(input: TransferEditInput, opts?: CallOptions): Promise<{ id: number; no: string }> {
  return post(`${P}/voucher/transfer/edit`, { body: input }, { kind: 'silent' }, opts);
}

export function withdrawTransfer(applicationId: number, opts?: CallOptions): Promise<null> {
  return post(`${P}/voucher/transfer/withdraw`, { body: { applicationId } }, { kind: 'update' }, opts);
}

export function reviewTransfer(input: ReviewInput, opts?: CallOptions): Promise<null> {
  return post(`${P}/voucher/transfer/review`, { body: input }, { kind: 'update' }, opts);
}

export function batchReviewTransfers(input: BatchReviewInput, opts?: CallOptions): Promise<BatchReviewResult> {
  return post(`${P}/voucher/transfer/batchReview`, { body: input }, { kind: 'update' }, opts);
}

// ---- 贸易关系 ---------------------------------------------------------------------------------

export function addTradeRelation(
  creditCode: string,
  opts?: CallOptions,
): Promise<{ compId: number; compName: string }> {
  return post(`${P}/voucher/relation/add`, { body: { creditCode } }, { kind: 'silent' }, opts);
}

export function removeTradeRelation(compId: number, opts?: CallOptions): Promise<null> {
  // Silent: the page shows the answer in place (a refusal names the open business).
  return post(`${P}/voucher/relation/remove`, { body: { compId } }, { kind: 'silent' }, opts);
}

// ---- 验证 (public) ----------------------------------------------------------------------------

/** Silent: the page shows genuine or not. */
export function verifyVoucher(input: VerifyInput, opts?: CallOptions): Promise<VerifyResult> {
  return post(`${P}/public/voucher/verify`, { body: input }, { kind: 'silent' }, opts);
}
