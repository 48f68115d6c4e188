/**
 * 开立 issue: the issuer's operator prepares a voucher for a trade relation; a reviewer of the
 * issuer approves it (待签收 for the receiver) or returns it with a reason; a returned one is
 * edited and resubmitted, or withdrawn. Also the checker's side of 作废 (same reviewer role).
 */
import type { AppContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { VOUCHER, VOUCHER_APP } from '../../core/status';
import type { Db } from '../../db/db';
import { yuanToFen, fenToYuan } from '../../../shared/format/fen';
import { BILL, ENDORSE } from '../../../shared/access/voucher-abilities';
import { voucherDetailPath } from '../../../shared/routes/voucher-links';
import { once } from '../idempotency/idempotency.service';
import {
  type AttachmentRef,
  decideApplication,
  hasCompanyRole,
  hasOpenedProduct,
  insertApplication,
  insertVoucher,
  lockApplication,
  lockVoucher,
  openApplication,
  ownFileCount,
  resubmitApplication,
  rootVoucher,
  setVoucherStatus,
  updateIssueFields,
  type ApplicationRow,
  type VoucherRow,
} from './voucher.repo';
import { hasRelation, keepRelations } from './trade-relation.repo';
import { amountProblem, dueDateProblem, dueDateWarning, todayOf } from './voucher-rules';
import { need, notOwnWork, type VoucherCaller } from './voucher-caller';
import { ask, done, taskKey } from './voucher-notify';
import { recordAppStep } from './voucher-record';
import { askChecker, type DecideStep, returnToMaker } from './voucher-application-steps';
import type { IssueEditInput, IssueInput } from './voucher.schemas';
import { creditRefusal, takeCredit } from '../credit/credit-usage.service';

/** Company roles that may issue vouchers: a core enterprise, or a member unit on its behalf. */
const ISSUER_COMPANY_ROLES = ['C101', 'C106'] as const;

interface CheckedIssue {
  receiverCompId: number;
  amountFen: number;
  dueDate: string;
  contractNo: string;
  invoiceNos: string[];
  attachments: AttachmentRef[];
  remark: string;
  warning: string | null;
}

type IssueFields = Omit<IssueInput, 'idempotencyKey'>;

const NOT_RELATION = '收款方不在本企业的贸易关系中，请先由管理员添加';

/** In the step's transaction: the receiver is still a relation, and stays one until it commits. */
async function keepReceiver(tx: Db, c: VoucherCaller, receiverCompId: number): Promise<void> {
  if ((await keepRelations(tx, c.auth.compId, [receiverCompId])) !== 1) throw fail.bad(NOT_RELATION, 'receiverCompId');
}

/** Every rule of the issue form, with the field each message belongs to. */
async function checkIssue(db: Db, c: VoucherCaller, b: IssueFields, today: string): Promise<CheckedIssue> {
  if (!(await hasCompanyRole(db, c.auth.compId, BILL, ISSUER_COMPANY_ROLES)))
    throw fail.role('仅核心企业或其会员单位可以开立凭证');
  if (b.receiverCompId === c.auth.compId) throw fail.bad('收款方不能是本企业', 'receiverCompId');
  if (!(await hasRelation(db, c.auth.compId, b.receiverCompId))) throw fail.bad(NOT_RELATION, 'receiverCompId');
  if (!(await hasOpenedProduct(db, b.receiverCompId, [BILL, ENDORSE])))
    throw fail.bad('收款方尚未开通票据服务或背书转让，无法签收凭证', 'receiverCompId');
  const amountFen = yuanToFen(b.amount);
  const amountMsg = amountProblem(amountFen);
  if (amountMsg || amountFen === null) throw fail.bad(amountMsg ?? '金额格式不正确', 'amount');
  const dueMsg = dueDateProblem(b.dueDate, today);
  if (dueMsg) throw fail.bad(dueMsg, 'dueDate');
  // The issuer's credit line must back it (CREDIT); checked here, taken when the reviewer approves.
  const creditMsg = await creditRefusal(db, c.auth.compId, { amountFen, issueDate: today, dueDate: b.dueDate });
  if (creditMsg) throw fail.bad(creditMsg, 'amount');
  const attachments = b.attachments ?? [];
  const tokens = attachments.map((a) => a.fileToken);
  if (new Set(tokens).size !== tokens.length) throw fail.bad('附件重复', 'attachments');
  if ((await ownFileCount(db, c.auth.compId, tokens)) !== tokens.length)
    throw fail.bad('附件不存在或不属于本企业，请重新上传', 'attachments');
  const contractNo = b.contractNo.trim();
  if (contractNo === '') throw fail.bad('请输入合同编号', 'contractNo');
  return {
    receiverCompId: b.receiverCompId,
    amountFen,
    dueDate: b.dueDate,
    contractNo,
    invoiceNos: [...new Set((b.invoiceNos ?? []).map((n) => n.trim()))],
    attachments: attachments.map((a) => ({ fileToken: a.fileToken, fileName: a.fileName.trim() })),
    remark: (b.remark ?? '').trim(),
    warning: dueDateWarning(b.dueDate, today),
  };
}

async function askReview(
  tx: Db,
  c: VoucherCaller,
  v: { id: number; voucherNo: string },
  appId: number,
  what: string,
  now: number,
): Promise<void> {
  await askChecker(tx, c, now, appId, {
    ability: 'issueReview',
    title: `待复核：凭证${v.voucherNo}${what}`,
    text: `凭证${v.voucherNo}的${what}申请已提交，请复核。`,
    link: voucherDetailPath(v.id),
  });
}

export interface IssueResult {
  id: number;
  no: string;
  /** A long term is accepted with a warning. */
  warning: string | null;
}

export async function issueVoucher(ctx: AppContext, c: VoucherCaller, ip: string, b: IssueInput): Promise<IssueResult> {
  need(c, 'issue');
  const now = ctx.clock();
  const { idempotencyKey, ...fields } = b;
  const checked = await checkIssue(ctx.db, c, fields, todayOf(now));
  return once(ctx.db, c.auth, idempotencyKey, 'voucher.issue', fields, now, async (tx) => {
    await keepReceiver(tx, c, checked.receiverCompId);
    const v = await insertVoucher(tx, {
      ...rootVoucher(c.auth.compId),
      holderCompId: checked.receiverCompId,
      amountFen: checked.amountFen,
      issueDate: null,
      dueDate: checked.dueDate,
      status: VOUCHER.pendingReview,
      contractNo: checked.contractNo,
      invoiceNos: checked.invoiceNos,
      attachments: checked.attachments,
      remark: checked.remark,
      createdBy: c.auth.employeeId,
      now,
    });
    const app = await insertApplication(tx, {
      kind: 'issue',
      voucherId: v.id,
      compId: c.auth.compId,
      status: VOUCHER_APP.pendingReview,
      amountFen: checked.amountFen,
      makerId: c.auth.employeeId,
      now,
    });
    await recordAppStep(tx, c.auth, ip, now, { id: v.id, voucher_no: v.voucherNo }, app.id, {
      step: 'issue.submit',
      result: '已提交',
      action: 'voucher.issue',
      facts: { 金额: fenToYuan(checked.amountFen) ?? '', 到期日: checked.dueDate },
    });
    await askReview(tx, c, { id: v.id, voucherNo: v.voucherNo }, app.id, '开立', now);
    return { id: v.id, no: v.voucherNo, warning: checked.warning };
  });
}

/** The company's voucher and its returned (or pending) issue application, locked. */
async function ownIssue(tx: Db, c: VoucherCaller, voucherId: number): Promise<{ v: VoucherRow; app: ApplicationRow }> {
  const found = await openApplication(tx, voucherId, ['issue']);
  const app = found ? await lockApplication(tx, found.id) : null;
  const v = await lockVoucher(tx, voucherId);
  if (!v || v.issuer_comp_id !== c.auth.compId || v.parent_id !== null) throw fail.notFound('凭证不存在或无权访问');
  if (!app || app.comp_id !== c.auth.compId) throw fail.conflict('该凭证没有可修改的开立申请');
  return { v, app };
}

export async function editIssue(
  ctx: AppContext,
  c: VoucherCaller,
  ip: string,
  b: IssueEditInput,
): Promise<IssueResult> {
  need(c, 'issue');
  const now = ctx.clock();
  const { voucherId, ...fields } = b;
  const checked = await checkIssue(ctx.db, c, fields, todayOf(now));
  return ctx.db.transaction(async (tx) => {
    const { v, app } = await ownIssue(tx, c, voucherId);
    if (app.status !== VOUCHER_APP.returned || v.status !== VOUCHER.returned)
      throw fail.conflict('只有已退回的开立申请可以修改后重新提交');
    await keepReceiver(tx, c, checked.receiverCompId);
    await updateIssueFields(tx, v.id, {
      holderCompId: checked.receiverCompId,
      amountFen: checked.amountFen,
      dueDate: checked.dueDate,
      contractNo: checked.contractNo,
      invoiceNos: checked.invoiceNos,
      attachments: checked.attachments,
      remark: checked.remark,
      status: VOUCHER.pendingReview,
      now,
    });
    await resubmitApplication(tx, app.id, { makerId: c.auth.employeeId, amountFen: checked.amountFen, now });
    await done(tx, taskKey.returned(app.id), now);
    await recordAppStep(tx, c.auth, ip, now, v, app.id, {
      step: 'issue.edit',
      result: '已重新提交',
      action: 'voucher.issueEdit',
    });
    await askReview(tx, c, { id: v.id, voucherNo: v.voucher_no }, app.id, '开立', now);
    return { id: v.id, no: v.voucher_no, warning: checked.warning };
  });
}

export async function withdrawIssue(ctx: AppContext, c: VoucherCaller, ip: string, voucherId: number): Promise<void> {
  need(c, 'issue');
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const { v, app } = await ownIssue(tx, c, voucherId);
    if (![VOUCHER.pendingReview, VOUCHER.returned].includes(v.status as 10 | 15))
      throw fail.conflict('该凭证已复核通过，不能撤回');
    await decideApplication(tx, app.id, { status: VOUCHER_APP.withdrawn, now });
    await setVoucherStatus(tx, v.id, VOUCHER.voided, now);
    await done(tx, taskKey.review(app.id), now);
    await done(tx, taskKey.returned(app.id), now);
    await recordAppStep(tx, c.auth, ip, now, v, app.id, {
      step: 'issue.withdraw',
      result: '已撤回',
      action: 'voucher.issueWithdraw',
    });
  });
}

/** The checker's decision on an issue application (the application and voucher are locked). */
export const decideIssue: DecideStep = async (tx, ctx, c, ip, app, v, approve, reason) => {
  const now = ctx.clock();
  if (v.status !== VOUCHER.pendingReview) throw fail.conflict('该凭证不在待复核状态');
  if (approve) {
    const today = todayOf(now);
    const dueMsg = dueDateProblem(v.due_date, today);
    if (dueMsg) throw fail.conflict(`${dueMsg}，请退回经办人修改`);
    await setVoucherStatus(tx, v.id, VOUCHER.pendingSign, now, today);
    await decideApplication(tx, app.id, { status: VOUCHER_APP.done, checkerId: c.auth.employeeId, now });
    await done(tx, taskKey.review(app.id), now);
    await recordAppStep(tx, c.auth, ip, now, v, app.id, {
      step: 'issue.review',
      result: '复核通过',
      action: 'voucher.issueReview',
    });
    await ask(tx, {
      compId: v.holder_comp_id,
      ability: 'signFor',
      taskKey: taskKey.sign(v.id),
      title: `待签收：凭证${v.voucher_no}`,
      text: `您有一张金额${fenToYuan(v.amount_fen)}元、到期日${v.due_date}的电子债权凭证（${v.voucher_no}）待签收。`,
      link: voucherDetailPath(v.id),
      msgType: 'BUSINESS',
      now,
    });
    // Issuing takes the amount from the issuer's credit line (CREDIT), in this transaction; last,
    // so that the line's row lock, which every approval of this issuer waits for, is held briefly.
    await takeCredit(tx, {
      issuerCompId: v.issuer_comp_id,
      voucherId: v.id,
      voucherNo: v.voucher_no,
      amountFen: v.amount_fen,
      issueDate: today,
      dueDate: v.due_date,
      lineId: null,
      now,
    });
    return;
  }
  await setVoucherStatus(tx, v.id, VOUCHER.returned, now);
  await returnToMaker(tx, c, ip, now, app, v, reason, {
    step: 'issue.review',
    action: 'voucher.issueReview',
    ability: 'issue',
    what: '开立申请',
    next: '请修改后重新提交或撤回。',
    link: voucherDetailPath(v.id),
  });
};

/** Common checks of a checker's decision: the company's pending application, not one's own. */
export function checkable(
  c: VoucherCaller,
  app: ApplicationRow | null,
  approve: boolean,
  reason: string,
): ApplicationRow {
  if (!app || app.comp_id !== c.auth.compId) throw fail.notFound('申请不存在或无权访问');
  if (app.status !== VOUCHER_APP.pendingReview) throw fail.conflict('该申请已处理，请刷新后查看');
  notOwnWork(c, app.maker_employee_id);
  if (!approve && reason === '') throw fail.bad('请填写退回原因', 'reason');
  return app;
}
