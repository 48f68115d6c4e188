/**
 * Every step on a voucher is written twice, in the step's transaction: in the voucher's own
 * operation record (detail page: step, person, time, result, reason) and in the company's
 * operation log (操作日志), so that neither can miss a step the other has.
 */
import type { AuthContext } from '../../core/context';
import type { Db } from '../../db/db';
import { logOperation, type OperationAction } from '../audit/operation-log.service';
import { insertRecord } from './voucher.repo';

/** The steps of the operation record and their names. */
export const STEP_NAMES = {
  'issue.submit': '开立申请',
  'issue.edit': '修改后重新提交',
  'issue.withdraw': '撤回开立',
  'issue.review': '开立复核',
  'sign.submit': '签收处理',
  'sign.review': '签收复核',
  'void.submit': '作废申请',
  'void.review': '作废复核',
  'transfer.submit': '转让申请',
  'transfer.edit': '修改后重新提交',
  'transfer.withdraw': '撤回转让',
  'transfer.review': '转让复核',
  'transfer.receive': '转让生成',
  'transfer.return': '拒签退回',
  maturity: '到期处理',
  // 保理融资 (ZNX, issue 35)
  'znx.apply': '融资申请',
  'znx.release': '融资终止',
  'znx.disburse': '融资放款',
  'znx.receive': '融资受让',
  // 结算服务 (SETTLE, issue 35)
  'settle.pay': '到期兑付',
} as const;
export type VoucherStep = keyof typeof STEP_NAMES;

export interface StepEntry {
  voucherId: number;
  voucherNo: string;
  applicationId?: number | null;
  step: VoucherStep;
  result: string;
  reason?: string;
  action: OperationAction;
  /** Extra facts for the operation log's "after" column. */
  facts?: Record<string, string>;
}

export async function recordStep(tx: Db, auth: AuthContext, ip: string, now: number, e: StepEntry): Promise<void> {
  await insertRecord(tx, {
    voucherId: e.voucherId,
    applicationId: e.applicationId ?? null,
    step: e.step,
    compId: auth.compId,
    employeeId: auth.employeeId,
    result: e.result,
    reason: e.reason ?? '',
    now,
  });
  await logOperation(tx, auth, ip, now, {
    action: e.action,
    target: `凭证${e.voucherNo}`,
    after: { 结果: e.result, ...(e.reason ? { 原因: e.reason } : {}), ...(e.facts ?? {}) },
  });
}

/** A step the server takes itself (maturity): only in the voucher's record. */
export async function recordSystemStep(
  tx: Db,
  now: number,
  e: { voucherId: number; applicationId?: number | null; step: VoucherStep; result: string; reason?: string },
): Promise<void> {
  await insertRecord(tx, {
    voucherId: e.voucherId,
    applicationId: e.applicationId ?? null,
    step: e.step,
    compId: null,
    employeeId: null,
    result: e.result,
    reason: e.reason ?? '',
    now,
  });
}

/** A step of an application on its voucher (most steps): the voucher's id and number from its row. */
export async function recordAppStep(
  tx: Db,
  auth: AuthContext,
  ip: string,
  now: number,
  v: { id: number; voucher_no: string },
  applicationId: number,
  e: Omit<StepEntry, 'voucherId' | 'voucherNo' | 'applicationId'>,
): Promise<void> {
  await recordStep(tx, auth, ip, now, { voucherId: v.id, voucherNo: v.voucher_no, applicationId, ...e });
}
