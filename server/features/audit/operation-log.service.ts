/**
 * Writes the operation log. Call it with the transaction of the change itself (`tx`): the
 * entry and the change are committed together or not at all, so a failed change leaves no entry
 * and a logged change always happened. Before and after hold only the fields that changed, as
 * labelled values (masked where the value is personal).
 */
import type { AuthContext } from '../../core/context';
import type { Db } from '../../db/db';
import { insertOperation, insertSystemOperation } from './operation-log.repo';

/** The kinds of change, with their names in the log. */
export const OPERATION_ACTIONS = {
  'employee.add': '新增员工',
  'employee.edit': '编辑员工',
  'employee.enable': '启用员工',
  'employee.disable': '停用员工',
  'employee.roles': '分配角色',
  'company.edit': '修改企业信息',
  'invitation.send': '发送邀请',
  'invitation.revoke': '撤销邀请',
  'invitation.accept': '接受邀请',
  'account.password': '修改密码',
  'account.mobile': '修改手机号',
  'account.email': '修改邮箱',
  'session.revoke': '强制下线',
  'employee.resetPassword': '重置员工密码',
  'account.setPassword': '设置新密码',
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

export type OperationAction = keyof typeof OPERATION_ACTIONS;

export type Snapshot = Readonly<Record<string, string>>;

export interface Operation {
  action: OperationAction;
  /** Who or what was changed, as people read it (e.g. "李娜（138******0002）"). */
  target: string;
  before?: Snapshot | null;
  after?: Snapshot | null;
}

export async function logOperation(tx: Db, auth: AuthContext, ip: string, now: number, op: Operation): Promise<void> {
  await insertOperation(tx, {
    createdAt: now,
    compId: auth.compId,
    actorPersonId: auth.personId,
    actorEmployeeId: auth.employeeId,
    action: op.action,
    target: op.target.slice(0, 200),
    before: op.before ? JSON.stringify(op.before) : null,
    after: op.after ? JSON.stringify(op.after) : null,
    ip,
  });
}

/** Roles as "CRM:E101, CREDIT:E102" for a before/after snapshot. */
export function rolesText(roles: ReadonlyArray<{ prodCode: string; employeeRole: string }>): string {
  return roles.map((r) => `${r.prodCode}:${r.employeeRole}`).sort().join(', ');
}

/**
 * Changes of the portal itself rather than of a company (deploys of the import map): written
 * to the same log with the actor's name and no company, so no company's page lists them.
 */
export const SYSTEM_OPERATION_ACTIONS = {
  'importmap.deploy': '部署模块',
  'importmap.rollback': '回滚导入映射',
  'importmap.upload': '上传模块文件',
} as const;

export type SystemOperationAction = keyof typeof SYSTEM_OPERATION_ACTIONS;

export async function logSystemOperation(tx: Db, actorName: string, ip: string, now: number, op: { action: SystemOperationAction; target: string; before?: Snapshot | null; after?: Snapshot | null }): Promise<void> {
  await insertSystemOperation(tx, {
    createdAt: now,
    actorName: actorName.slice(0, 100),
    action: op.action,
    target: op.target.slice(0, 200),
    before: op.before ? JSON.stringify(op.before) : null,
    after: op.after ? JSON.stringify(op.after) : null,
    ip,
  });
}
