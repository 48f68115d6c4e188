/** Login and operation logs (read only): the person's own, or the company's for the administrator. */
import { P, post, type CallOptions } from './request';
import type { Page } from './types';

export type SortOrder = 'ascend' | 'descend';

export interface LogQueryBase {
  startDate?: string;
  endDate?: string;
  sortOrder?: SortOrder;
  pageNum?: number;
  pageSize?: number;
}

export interface LoginLogQuery extends LogQueryBase {
  /** 'company' (administrator only): everyone in the company; otherwise the caller's own. */
  scope?: 'self' | 'company';
  keyword?: string;
  result?: 0 | 1;
}

export interface LoginLogItem {
  id: number;
  loginTime: string;
  account: string;
  userName: string;
  method: string;
  ip: string;
  browser: string;
  os: string;
  /** 1 success, 0 refused. */
  result: number;
  reason: string;
}

export function listLoginLogs(query: LoginLogQuery = {}, opts?: CallOptions): Promise<Page<LoginLogItem>> {
  return post<Page<LoginLogItem>>(`${P}/cust/log/login/list`, { body: query }, { kind: 'list' }, opts);
}
