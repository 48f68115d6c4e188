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

/** The kinds of change in the operation log, with their Chinese names (as the server names them). */
export const OPERATION_ACTION_OPTIONS: ReadonlyArray<{ value: OperationAction; label: string }> = [
  { value: 'employee.add', label: '新增员工' },
  { value: 'employee.edit', label: '编辑员工' },
  { value: 'employee.enable', label: '启用员工' },
  { value: 'employee.disable', label: '停用员工' },
  { value: 'employee.roles', label: '分配角色' },
  { value: 'company.edit', label: '修改企业信息' },
  { value: 'invitation.send', label: '发送邀请' },
  { value: 'invitation.revoke', label: '撤销邀请' },
  { value: 'invitation.accept', label: '接受邀请' },
  { value: 'account.password', label: '修改密码' },
  { value: 'account.mobile', label: '修改手机号' },
  { value: 'account.email', label: '修改邮箱' },
  { value: 'session.revoke', label: '强制下线' },
  { value: 'employee.resetPassword', label: '重置员工密码' },
  { value: 'account.setPassword', label: '设置新密码' },
  { value: 'voucher.issue', label: '开立凭证' },
  { value: 'voucher.issueEdit', label: '修改开立申请' },
  { value: 'voucher.issueWithdraw', label: '撤回开立申请' },
  { value: 'voucher.issueReview', label: '复核开立' },
  { value: 'voucher.sign', label: '签收凭证' },
  { value: 'voucher.signReview', label: '复核签收' },
  { value: 'voucher.void', label: '申请作废凭证' },
  { value: 'voucher.voidReview', label: '复核作废' },
  { value: 'voucher.transfer', label: '申请转让凭证' },
  { value: 'voucher.transferEdit', label: '修改转让申请' },
  { value: 'voucher.transferWithdraw', label: '撤回转让申请' },
  { value: 'voucher.transferReview', label: '复核转让' },
  { value: 'relation.add', label: '添加贸易关系' },
  { value: 'relation.remove', label: '删除贸易关系' },
  { value: 'credit.apply', label: '申请授信' },
  { value: 'credit.withdraw', label: '撤回授信申请' },
  { value: 'credit.firstReview', label: '授信风控初审' },
  { value: 'credit.secondReview', label: '授信风控复审' },
  { value: 'znx.apply', label: '申请融资' },
  { value: 'znx.submit', label: '提交融资申请' },
  { value: 'znx.return', label: '退回融资申请' },
  { value: 'znx.withdraw', label: '撤回融资申请' },
  { value: 'znx.review', label: '融资审核' },
  { value: 'znx.disburse', label: '融资放款' },
  { value: 'znx.settings', label: '修改融资产品参数' },
  { value: 'settle.confirm', label: '确认兑付' },
];

export type OperationQuery = ApiBody<OperationLogPath>;
export type OperationAction = NonNullable<OperationQuery['action']>;
/** `before` and `after` hold only the fields that changed, by their Chinese labels. */
export type OperationItem = ApiResult<OperationLogPath>['list'][number];

/** Administrator only (status 4030 otherwise). */
export function listOperationLogs(query: OperationQuery = {}, opts?: CallOptions): Promise<ApiResult<OperationLogPath>> {
  return post(`${P}/cust/log/operation/list`, { body: query }, { kind: 'list' }, opts);
}
