/**
 * The kinds of change the operation log records, with their Chinese names: the one list the
 * server writes and names entries from, and the 操作类型 filter is derived from.
 */
export const OPERATION_ACTION_LABELS = {
  'employee.add': '新增员工',
  'employee.edit': '编辑员工',
  'employee.enable': '启用员工',
  'employee.disable': '停用员工',
  'employee.roles': '分配角色',
  'employee.resetPassword': '重置员工密码',
  'employee.export': '导出员工（含完整手机号）',
  'company.edit': '修改企业信息',
  'invitation.send': '发送邀请',
  'invitation.resend': '重新发送邀请',
  'invitation.revoke': '撤销邀请',
  'invitation.accept': '接受邀请',
  'account.password': '修改密码',
  'account.setPassword': '设置新密码',
  'account.mobile': '修改手机号',
  'account.email': '修改邮箱',
  'session.revoke': '强制下线',
} as const;

export type OperationActionCode = keyof typeof OPERATION_ACTION_LABELS;

export const OPERATION_ACTION_CODES = Object.keys(OPERATION_ACTION_LABELS) as OperationActionCode[];

/** The 操作类型 filter's choices, in the list's order. */
export const OPERATION_ACTION_OPTIONS: ReadonlyArray<{ value: OperationActionCode; label: string }> = OPERATION_ACTION_CODES.map((value) => ({
  value,
  label: OPERATION_ACTION_LABELS[value],
}));
