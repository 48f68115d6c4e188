/** Login and operation logs (read only): the person's own, or the company's for the administrator. */
import { P, post, type CallOptions } from './request';
import type { ApiBody, ApiResult } from './contract';

type LoginLogPath = `${typeof P}/cust/log/login/list`;
type OperationLogPath = `${typeof P}/cust/log/operation/list`;

/** `scope: 'company'` (administrator only): everyone in the company; otherwise the caller's own. */
export type LoginLogQuery = ApiBody<LoginLogPath>;
/** `result`: 1 success, 0 refused. */
export type LoginLogItem = ApiResult<LoginLogPath>['list'][number];
export type SortOrder = NonNullable<LoginLogQuery['order']>;

export function listLoginLogs(query: LoginLogQuery = {}, opts?: CallOptions): Promise<ApiResult<LoginLogPath>> {
  return post(`${P}/cust/log/login/list`, { body: query }, { kind: 'list' }, opts);
}

/** The kinds of change in the operation log: one list, shared with the server. */
export { OPERATION_ACTION_OPTIONS } from '../format/operation-actions';

export type OperationQuery = ApiBody<OperationLogPath>;
export type OperationAction = NonNullable<OperationQuery['action']>;
/** `before` and `after` hold only the fields that changed, by their Chinese labels. */
export type OperationItem = ApiResult<OperationLogPath>['list'][number];

/** Administrator only (status 4030 otherwise). */
export function listOperationLogs(
  query: OperationQuery = {},
  opts?: CallOptions,
): Promise<ApiResult<OperationLogPath>> {
  return post(`${P}/cust/log/operation/list`, { body: query }, { kind: 'list' }, opts);
}
