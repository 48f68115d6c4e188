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
  'voucher.issue': '开立凭证',
  'voucher.issueEdit': '修改开立申请',
  'voucher.issueWithdraw': '撤回开立申请',
  'voucher.issueReview': '复核开立',
  'voucher.sign': '签收凭证',
  'voucher.signReview': '复核签收',
  'voucher.void': '申请作废凭证',
  'voucher.voidReview': '复核作废',
  'voucher.transfer': '申请转让凭证',
  'voucher.transferEdit': '修改转让申请',
  'voucher.transferWithdraw': '撤回转让申请',
  'voucher.transferReview': '复核转让',
  'relation.add': '添加贸易关系',
  'relation.remove': '删除贸易关系',
  'credit.apply': '申请授信',
  'credit.withdraw': '撤回授信申请',
  'credit.firstReview': '授信风控初审',
  'credit.secondReview': '授信风控复审',
  'znx.apply': '申请融资',
  'znx.submit': '提交融资申请',
  'znx.return': '退回融资申请',
  'znx.withdraw': '撤回融资申请',
  'znx.review': '融资审核',
  'znx.disburse': '融资放款',
  'znx.settings': '修改融资产品参数',
  'settle.confirm': '确认兑付',
} as const;

export type OperationActionCode = keyof typeof OPERATION_ACTION_LABELS;

const OPERATION_ACTION_CODES = Object.keys(OPERATION_ACTION_LABELS) as OperationActionCode[];

/** The 操作类型 filter's choices, in the list's order. */
export const OPERATION_ACTION_OPTIONS: ReadonlyArray<{ value: OperationActionCode; label: string }> =
  OPERATION_ACTION_CODES.map((value) => ({
    value,
    label: OPERATION_ACTION_LABELS[value],
  }));
