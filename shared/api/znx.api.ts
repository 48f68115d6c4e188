/**
 * 保理融资 (product ZNX): typed calls of the financing API, types from the generated contract.
 * The form computes the quote live with `quoteFinancing` (shared/rules/financing.ts), the same
 * function the server decides with; `quoteZnx` asks the server for it.
 */
import { P, post, type CallOptions } from './request';
import { withQuery } from './voucher.api';
import type { ApiBody, ApiResult } from './contract';

type Z = `${typeof P}/znx`;

export type ZnxFunder = ApiResult<`${Z}/funders`>[number];
export type ZnxSettings = ApiResult<`${Z}/settings`>;
export type ZnxSettingsInput = ApiBody<`${Z}/settings/save`>;
export type ZnxApplyInput = ApiBody<`${Z}/apply`>;
export type ZnxInvoiceInput = ZnxApplyInput['invoices'][number];
export type ZnxQuoteInput = ApiBody<`${Z}/quote`>;
export type ZnxQuote = ApiResult<`${Z}/quote`>;
export type ZnxListQuery = ApiBody<`${Z}/list`>;
export type ZnxPage = ApiResult<`${Z}/list`>;
export type ZnxApplication = ZnxPage['list'][number];
export type ZnxApplicationAction = ZnxApplication['actions'][number];
export type ZnxDetail = ApiResult<`${Z}/detail`>;
export type ZnxDecideInput = ApiBody<`${Z}/review`>;
export type ZnxBatchInput = ApiBody<`${Z}/batchReview`>;
export type ZnxBatchResult = ApiResult<`${Z}/batchReview`>;
export type ZnxDisburseInput = ApiBody<`${Z}/disburse`>;
export type ZnxDisbursed = ApiResult<`${Z}/disburse`>;

export function listZnxFunders(opts?: CallOptions): Promise<ZnxFunder[]> {
  return post(`${P}/znx/funders`, { body: {} }, { kind: 'list' }, opts);
}

/** The held vouchers the holder's operator may finance now (the application form). */
export function listZnxVouchers(opts?: CallOptions): Promise<ApiResult<`${Z}/vouchers`>> {
  return post(`${P}/znx/vouchers`, { body: {} }, { kind: 'list' }, opts);
}
export type ZnxFinanceable = ApiResult<`${Z}/vouchers`>[number];

export function getZnxSettings(opts?: CallOptions): Promise<ZnxSettings> {
  return post(`${P}/znx/settings`, { body: {} }, { kind: 'list' }, opts);
}

export function saveZnxSettings(input: ZnxSettingsInput, opts?: CallOptions): Promise<null> {
  return post(`${P}/znx/settings/save`, { body: input }, { kind: 'update' }, opts);
}

export function quoteZnx(input: ZnxQuoteInput, opts?: CallOptions): Promise<ZnxQuote> {
  return post(`${P}/znx/quote`, { body: input }, { kind: 'silent' }, opts);
}

export function applyZnx(input: ZnxApplyInput, opts?: CallOptions): Promise<ApiResult<`${Z}/apply`>> {
  return post(`${P}/znx/apply`, { body: input }, { kind: 'silent' }, opts);
}

/** The holder's reviewer submits to the funder (approve) or returns it (reason). */
export function submitZnx(input: ZnxDecideInput, opts?: CallOptions): Promise<ApiResult<`${Z}/submit`>> {
  return post(`${P}/znx/submit`, { body: input }, { kind: 'update' }, opts);
}

export function withdrawZnx(id: number, opts?: CallOptions): Promise<null> {
  return post(`${P}/znx/withdraw`, { body: { id } }, { kind: 'update' }, opts);
}

/** The funder's review step the application waits for (放款初审/复审, 风控初审/复审). */
export function reviewZnx(input: ZnxDecideInput, opts?: CallOptions): Promise<ApiResult<`${Z}/review`>> {
  return post(`${P}/znx/review`, { body: input }, { kind: 'update' }, opts);
}

export function batchReviewZnx(input: ZnxBatchInput, opts?: CallOptions): Promise<ZnxBatchResult> {
  return post(`${P}/znx/batchReview`, { body: input }, { kind: 'silent' }, opts);
}

export function disburseZnx(input: ZnxDisburseInput, opts?: CallOptions): Promise<ZnxDisbursed> {
  return post(`${P}/znx/disburse`, { body: input }, { kind: 'silent' }, opts);
}

export function listZnx(query: ZnxListQuery, opts?: CallOptions): Promise<ZnxPage> {
  return post(`${P}/znx/list`, { body: query }, { kind: 'list' }, opts);
}

export function getZnx(id: number, opts?: CallOptions): Promise<ZnxDetail> {
  return post(`${P}/znx/detail`, { body: { id } }, { kind: 'list' }, opts);
}

/** Download link of the disbursement record PDF (the access-token cookie authorises a plain link). */
export function disbursementPdfUrl(id: number): string {
  return withQuery(`${P}/znx/pdf`, { id });
}

export type ZnxExportQuery = Omit<ZnxListQuery, 'status' | 'pageNum' | 'pageSize'> & { status?: readonly number[] };

/** Excel export of the company's applications the list's filters find (E109 oversees them). */
export function znxExportUrl(query: ZnxExportQuery = {}): string {
  const { status, ...rest } = typeof query === 'object' && query !== null ? query : {};
  return withQuery(`${P}/znx/export`, { ...rest, status: status && status.length > 0 ? status.join(',') : undefined });
}
