/** 结算服务 (product SETTLE): typed calls of the settlement API, types from the generated contract. */
import { P, post, type CallOptions } from './request';
import { withQuery } from './voucher.api';
import type { ApiBody, ApiResult } from './contract';

type S = `${typeof P}/settle`;

export type SettleDueQuery = ApiBody<`${S}/due`>;
export type SettleDueList = ApiResult<`${S}/due`>;
export type SettleDueItem = SettleDueList['list'][number];
export type SettleConfirmInput = ApiBody<`${S}/confirm`>;
export type SettleConfirmResult = ApiResult<`${S}/confirm`>;
export type SettleClearing = ApiResult<`${S}/clearing`>;
export type SettlePayout = SettleClearing['payouts'][number];
export type SettleReceivableQuery = ApiBody<`${S}/receivables`>;
export type SettleReceivables = ApiResult<`${S}/receivables`>;
export type SettlePaidPage = ApiResult<`${S}/paid`>;

/** The issuer's 待兑付 (due within 30 days or overdue), a page at a time, filtered by due day or range. */
export function listSettleDue(query: SettleDueQuery, opts?: CallOptions): Promise<SettleDueList> {
  return post(`${P}/settle/due`, { body: query }, { kind: 'list' }, opts);
}

export function confirmSettlement(input: SettleConfirmInput, opts?: CallOptions): Promise<SettleConfirmResult> {
  return post(`${P}/settle/confirm`, { body: input }, { kind: 'silent' }, opts);
}

export function getClearing(voucherId: number, opts?: CallOptions): Promise<SettleClearing> {
  return post(`${P}/settle/clearing`, { body: { voucherId } }, { kind: 'list' }, opts);
}

/** The holder's 待收款 (paged, filtered by due day or range) / 已收款 (paged). */
export function listReceivables(query: SettleReceivableQuery, opts?: CallOptions): Promise<SettleReceivables> {
  return post(`${P}/settle/receivables`, { body: query }, { kind: 'list' }, opts);
}

export function listSettlementsPaid(
  page: { pageNum: number; pageSize: number },
  opts?: CallOptions,
): Promise<SettlePaidPage> {
  return post(`${P}/settle/paid`, { body: page }, { kind: 'list' }, opts);
}

/** Download link of a settlement record PDF. */
export function settlementPdfUrl(settleNo: string): string {
  return withQuery(`${P}/settle/pdf`, { settleNo });
}
