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

/** The kinds of change in the operation log, with their Chinese names (as the server names them). */
export const OPERATION_ACTION_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'employee.add', label: '新增员工' },
  { value: 'employee.edit', label: '编辑员工' },
  { value: 'employee.enable', label: '启用员工' },
  { value: 'employee.disable', label: '停用员工' },
  { value: 'employee.roles', label: '分配角色' },
  { value: 'company.edit', label: '修改企业信息' },
  { value: 'invitation.send', label: '发送邀请' },
  { value: 'invitation.revoke', label: '撤销邀请' },
  { value: 'account.password', label: '修改密码' },
  { value: 'account.mobile', label: '修改手机号' },
  { value: 'account.email', label: '修改邮箱' },
  { value: 'session.revoke', label: '强制下线' },
  { value: 'employee.resetPassword', label: '重置员工密码' },
];

export interface OperationQuery extends LogQueryBase {
  action?: string;
  keyword?: string;
}

export interface OperationItem {
  id: number;
  operateTime: string;
  operator: string;
  action: string;
  actionName: string;
  target: string;
  /** Only the fields that changed, by their Chinese labels. */
  before: Record<string, string>;
  after: Record<string, string>;
  ip: string;
}

/** Administrator only (status 4030 otherwise). */
export function listOperationLogs(query: OperationQuery = {}, opts?: CallOptions): Promise<Page<OperationItem>> {
  return post<Page<OperationItem>>(`${P}/cust/log/operation/list`, { body: query }, { kind: 'list' }, opts);
}
