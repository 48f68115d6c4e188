/**
 * 授信管理 (product CREDIT): typed calls of the credit-line API, types from the generated
 * contract. Amounts are decimal strings of yuan; an application carries a key made once per
 * submit (`newIdempotencyKey`), so a double click makes one application.
 */
import { P, post, type CallOptions } from './request';
import { withQuery } from './voucher.api';
import type { ApiBody, ApiResult } from './contract';

type C = `${typeof P}/credit`;

export type CreditFunder = ApiResult<`${C}/funders`>[number];
export type CreditApplyInput = ApiBody<`${C}/apply`>;
export type CreditListQuery = ApiBody<`${C}/list`>;
export type CreditPage = ApiResult<`${C}/list`>;
export type CreditLine = CreditPage['list'][number];
export type CreditLineAction = CreditLine['actions'][number];
export type CreditLineDetail = ApiResult<`${C}/detail`>;
export type CreditUsagePage = ApiResult<`${C}/usages`>;
export type CreditReviewInput = ApiBody<`${C}/review`>;
export type CreditBatchReviewInput = ApiBody<`${C}/batchReview`>;
export type CreditBatchResult = ApiResult<`${C}/batchReview`>;
export type CreditSummary = ApiResult<`${C}/summary`>;

export function listCreditFunders(opts?: CallOptions): Promise<CreditFunder[]> {
  return post(`${P}/credit/funders`, { body: {} }, { kind: 'list' }, opts);
}

export function listCreditLines(query: CreditListQuery, opts?: CallOptions): Promise<CreditPage> {
  return post(`${P}/credit/list`, { body: query }, { kind: 'list' }, opts);
}

export function getCreditLine(id: number, opts?: CallOptions): Promise<CreditLineDetail> {
  return post(`${P}/credit/detail`, { body: { id } }, { kind: 'list' }, opts);
}

export function listCreditUsages(
  id: number,
  page: { pageNum: number; pageSize: number },
  opts?: CallOptions,
): Promise<CreditUsagePage> {
  return post(`${P}/credit/usages`, { body: { id, ...page } }, { kind: 'list' }, opts);
}

export function getCreditSummary(opts?: CallOptions): Promise<CreditSummary> {
  return post(`${P}/credit/summary`, { body: {} }, { kind: 'list' }, opts);
}

export function applyCreditLine(input: CreditApplyInput, opts?: CallOptions): Promise<ApiResult<`${C}/apply`>> {
  return post(`${P}/credit/apply`, { body: input }, { kind: 'silent' }, opts);
}

export function withdrawCreditLine(id: number, reason: string, opts?: CallOptions): Promise<null> {
  return post(`${P}/credit/withdraw`, { body: { id, reason } }, { kind: 'update' }, opts);
}

/** 风控初审 or 风控复审, whichever the line waits for (the server checks the caller's role). */
export function reviewCreditLine(input: CreditReviewInput, opts?: CallOptions): Promise<ApiResult<`${C}/review`>> {
  return post(`${P}/credit/review`, { body: input }, { kind: 'update' }, opts);
}

export function batchReviewCreditLines(input: CreditBatchReviewInput, opts?: CallOptions): Promise<CreditBatchResult> {
  return post(`${P}/credit/batchReview`, { body: input }, { kind: 'silent' }, opts);
}

/** Excel export of the credit-line list with its current filters (one status at most). */
export function creditExportUrl(
  filters: {
    side?: CreditListQuery['side'];
    status?: NonNullable<CreditListQuery['status']>[number];
    lineNo?: string;
    counterparty?: string;
  } = {},
): string {
  return withQuery(`${P}/credit/export`, filters);
}
