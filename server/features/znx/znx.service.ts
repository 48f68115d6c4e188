/**
 * 保理融资 (product ZNX): the holder of a voucher finances all or part of its available balance
 * at a funder's discount. The applied part is reserved on the voucher at once (as a transfer
 * reserves it); the holder's reviewer submits the application; the funder's 放款初审 (E106) →
 * 放款复审 (E107), above the funder's threshold also 风控初审 (E110) → 风控复审 (E111), decide,
 * one person never two steps; a rejection gives the reservation back; 财务付款 (E108) records
 * the disbursement and the part is split off to the funder (融). docs/decisions/financing.md.
 */
import type { Static } from 'typebox';
import type { AppContext, AuthContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { batchOf, type ReviewOne } from '../../core/each-apart';
import { VOUCHER, ZNX_APP, ZNX_APP_NAMES, type ZnxAppStatus } from '../../core/status';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/db';
import { fenToYuan as yuanOrNull, yuanToFen } from '../../../shared/format/fen';
import { daysBetween, isIsoDate } from '../../../shared/rules/calendar';
import {
  type FinancingTerms,
  formatBp,
  quoteFinancing,
  termsRefusal,
  ZNX_REVIEW_STEP,
  ZNX_ROLES,
  type ZnxAction,
  znxActions,
} from '../../../shared/rules/financing';
import { logOperation } from '../audit/operation-log.service';
import { notifyApplicant, notifyRoleHolders } from '../message/actor-message';
import { productAccess, type ProductAccess, requireRole } from '../product/product-access';
import { insertRecord, insertChild, lockVoucher, setBalances, type VoucherRow } from '../voucher/voucher.repo';
import { heldStatus, reserve, settleReservation, splitProblem, todayOf, TRANSFERABLE } from '../voucher/voucher-rules';
import { upToDate } from '../voucher/voucher-maturity.service';
import { cachedSummary } from '../voucher/voucher-summary-cache';
import { releaseApp } from './znx-release';
import type { Applied as AppliedAnswer, Disbursed as DisbursedAnswer, ListBody } from './znx.schemas';
import { financePdf } from '../finance-docs/finance-pdf.service';
import { recordStep } from '../voucher/voucher-record';
import { voucherDetailPath } from '../../../shared/routes/voucher-links';
import {
  type AppField,
  type AppFilter,
  type AppRow,
  type AppTotals,
  appIdByKey,
  exportApps,
  financeableVouchers,
  summarizeApps,
  appOfCompany,
  insertApp,
  insertInvoices,
  insertStep,
  invoiceHolder,
  invoicesOf,
  moveApp,
  pageApps,
  saveSettings,
  setQuote,
  settingsOf,
  stepsOf,
  voucherDueAndHolder,
  znxFunders,
} from './znx.repo';

const PRODUCT = 'ZNX';
const fenToYuan = (fen: number): string => yuanOrNull(fen) ?? '';
const detailLink = (id: number) => `/center/product/ZNX/detail/${id}`;

type Side = 'applicant' | 'funder';
const sideOf = (a: AppRow, compId: number): Side => (a.applicant_comp_id === compId ? 'applicant' : 'funder');

function termsOf(s: {
  ratio_bp: number;
  annual_rate_bp: number;
  fee_rate_bp: number;
  fixed_fee_fen: number;
}): FinancingTerms {
  return {
    ratioBp: s.ratio_bp,
    annualRateBp: s.annual_rate_bp,
    feeRateBp: s.fee_rate_bp,
    fixedFeeFen: Number(s.fixed_fee_fen),
  };
}

function termsView(s: {
  ratio_bp: number;
  annual_rate_bp: number;
  fee_rate_bp: number;
  fixed_fee_fen: number;
  risk_threshold_fen: number;
}) {
  return {
    ratioBp: s.ratio_bp,
    annualRateBp: s.annual_rate_bp,
    feeRateBp: s.fee_rate_bp,
    fixedFee: fenToYuan(Number(s.fixed_fee_fen)),
    riskThreshold: fenToYuan(Number(s.risk_threshold_fen)),
    text: `融资比例${formatBp(s.ratio_bp)}，年化利率${formatBp(s.annual_rate_bp)}，服务费率${formatBp(s.fee_rate_bp)}`,
  };
}

const deciders = (a: AppRow) => [a.loan_first_id, a.loan_second_id, a.risk_first_id, a.risk_second_id];

function actionsFor(a: AppRow, auth: AuthContext, acc: ProductAccess): ZnxAction[] {
  return znxActions({
    status: a.status,
    side: sideOf(a, auth.compId),
    roles: acc.roles,
    me: auth.employeeId,
    makerId: a.maker_id,
    deciders: deciders(a),
  });
}

export function appView(a: AppRow) {
  return {
    id: a.id,
    appNo: a.app_no,
    voucherId: Number(a.voucher_id),
    voucherNo: a.voucher_no,
    rootNo: a.root_no,
    dueDate: a.due_date,
    issuerName: a.issuer_name,
    applicantName: a.applicant_name,
    funderName: a.funder_name,
    applied: fenToYuan(Number(a.applied_fen)),
    financing: fenToYuan(Number(a.financing_fen)),
    interest: fenToYuan(Number(a.interest_fen)),
    fee: fenToYuan(Number(a.fee_fen)),
    net: fenToYuan(Number(a.net_fen)),
    days: a.days,
    ratio: formatBp(a.ratio_bp),
    annualRate: formatBp(a.annual_rate_bp),
    feeRate: formatBp(a.fee_rate_bp),
    needsRisk: a.needs_risk,
    contractNo: a.contract_no,
    status: a.status,
    statusName: ZNX_APP_NAMES[a.status],
    makerName: a.maker_name,
    reason: a.reason,
    disbursedOn: a.disbursed_on ?? '',
    disbursed: a.disbursed_fen === null ? '' : fenToYuan(Number(a.disbursed_fen)),
    bankRef: a.bank_ref ?? '',
    childVoucherId: a.child_voucher_id === null ? null : Number(a.child_voucher_id),
    createTime: formatTime(a.created_at),
  };
}

async function access(ctx: AppContext, auth: AuthContext): Promise<ProductAccess> {
  // Time moves applications too (lapsed at the due date): the day's sweep first.
  await upToDate(ctx);
  return productAccess(ctx, auth, PRODUCT);
}

export async function listFunders(ctx: AppContext, auth: AuthContext) {
  await access(ctx, auth);
  return (await znxFunders(ctx.db, auth.compId)).map((f) => ({
    compCode: f.comp_code,
    compName: f.comp_name,
    ...termsView(f),
  }));
}

export async function getSettings(ctx: AppContext, auth: AuthContext) {
  const acc = await access(ctx, auth);
  if (!acc.compRoles.has('C104') && !acc.compRoles.has('C103')) throw fail.role('仅资金方可以设置融资产品参数');
  const s = await settingsOf(ctx.db, auth.compId);
  return s ? { ...termsView(s), updatedAt: formatTime(s.updated_at) } : null;
}

export interface SettingsInput {
  ratioBp: number;
  annualRateBp: number;
  feeRateBp: number;
  fixedFee: string;
  riskThreshold: string;
}

export async function updateSettings(ctx: AppContext, auth: AuthContext, ip: string, b: SettingsInput): Promise<void> {
  const acc = await access(ctx, auth);
  requireRole(acc, ZNX_ROLES.settings, '修改融资产品参数');
  if (!acc.compRoles.has('C104') && !acc.compRoles.has('C103')) throw fail.role('仅资金方可以设置融资产品参数');
  const fixedFeeFen = yuanToFen(b.fixedFee);
  const thresholdFen = yuanToFen(b.riskThreshold);
  if (fixedFeeFen === null) throw fail.bad('固定手续费格式不正确', 'fixedFee');
  if (thresholdFen === null) throw fail.bad('风控审核起点金额格式不正确', 'riskThreshold');
  const terms = { ratioBp: b.ratioBp, annualRateBp: b.annualRateBp, feeRateBp: b.feeRateBp, fixedFeeFen };
  const refusal = termsRefusal(terms);
  if (refusal) throw fail.bad(refusal);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const before = await settingsOf(tx, auth.compId);
    await saveSettings(tx, { funderCompId: auth.compId, ...terms, thresholdFen, by: auth.employeeId, now });
    const after = termsView({
      ratio_bp: b.ratioBp,
      annual_rate_bp: b.annualRateBp,
      fee_rate_bp: b.feeRateBp,
      fixed_fee_fen: fixedFeeFen,
      risk_threshold_fen: thresholdFen,
    });
    await logOperation(tx, auth, ip, now, {
      action: 'znx.settings',
      target: '融资产品参数',
      before: before ? { 参数: termsView(before).text, 风控起点: termsView(before).riskThreshold } : null,
      after: { 参数: after.text, 风控起点: after.riskThreshold },
    });
  });
}

/** How many vouchers the application form offers (the nearest due first). */
const FINANCEABLE_LIMIT = 200;

/** The vouchers the holder's operator may finance now, for the application form. */
export async function listFinanceable(ctx: AppContext, auth: AuthContext) {
  const acc = await access(ctx, auth);
  requireRole(acc, ZNX_ROLES.apply, '申请融资');
  const today = todayOf(ctx.clock());
  return (await financeableVouchers(ctx.db, auth.compId, TRANSFERABLE, today, FINANCEABLE_LIMIT)).map((v) => ({
    id: Number(v.id),
    voucherNo: v.voucher_no,
    issuerName: v.issuer_name,
    amount: fenToYuan(Number(v.amount_fen)),
    availableAmount: fenToYuan(Number(v.available_fen)),
    dueDate: v.due_date,
    daysToDue: daysBetween(today, v.due_date),
  }));
}

export interface ApplyInput {
  voucherId: number;
  amount: string;
  funderCompCode: string;
  contractNo: string;
  invoices: Array<{ invoiceNo: string; amount: string; invoiceDate: string }>;
  idemKey: string;
}

/** The calculation the form shows, from the server's own rule (the page computes the same live). */
export async function quote(
  ctx: AppContext,
  auth: AuthContext,
  b: { voucherId: number; amount: string; funderCompCode: string },
) {
  await access(ctx, auth);
  const appliedFen = yuanToFen(b.amount);
  if (appliedFen === null || appliedFen < 1) throw fail.bad('融资金额格式不正确', 'amount');
  const funder = (await znxFunders(ctx.db, auth.compId, b.funderCompCode))[0];
  if (!funder) throw fail.bad('所选资金方不存在或未开通保理融资', 'funderCompCode');
  const v = await voucherDueAndHolder(ctx.db, b.voucherId);
  if (!v || v.holder_comp_id !== auth.compId) throw fail.notFound('凭证不存在或无权访问');
  const q = quoteFinancing(appliedFen, daysBetween(todayOf(ctx.clock()), v.due_date), termsOf(funder));
  return quoteView(q);
}

function quoteView(q: ReturnType<typeof quoteFinancing>) {
  return {
    applied: fenToYuan(q.appliedFen),
    financing: fenToYuan(q.financingFen),
    interest: fenToYuan(q.interestFen),
    fee: fenToYuan(q.feeFen),
    net: fenToYuan(q.netFen),
    days: q.days,
  };
}

/** What an application answers: its id and number (the schema's answer). */
type Applied = Static<typeof AppliedAnswer>;

export async function applyFinancing(ctx: AppContext, auth: AuthContext, ip: string, b: ApplyInput): Promise<Applied> {
  const acc = await access(ctx, auth);
  requireRole(acc, ZNX_ROLES.apply, '申请融资');
  const appliedFen = yuanToFen(b.amount);
  if (appliedFen === null || appliedFen < 1) throw fail.bad('融资金额格式不正确，最少0.01元', 'amount');
  const funder = (await znxFunders(ctx.db, auth.compId, b.funderCompCode))[0];
  if (!funder) throw fail.bad('所选资金方不存在或未开通保理融资', 'funderCompCode');
  const contractNo = b.contractNo.trim();
  if (contractNo === '') throw fail.bad('请填写贸易合同编号', 'contractNo');
  const invoices = b.invoices.map((inv, i) => {
    const fen = yuanToFen(inv.amount);
    if (fen === null || fen < 1) throw fail.bad(`第${i + 1}张发票金额格式不正确`, 'invoices');
    if (!isIsoDate(inv.invoiceDate)) throw fail.bad(`第${i + 1}张发票的开票日期不正确`, 'invoices');
    return { invoiceNo: inv.invoiceNo.trim(), amountFen: fen, invoiceDate: inv.invoiceDate };
  });
  if (new Set(invoices.map((i) => i.invoiceNo)).size !== invoices.length) throw fail.bad('发票号码重复', 'invoices');
  const invoiceSum = invoices.reduce((s, i) => s + i.amountFen, 0);
  if (appliedFen > invoiceSum) throw fail.bad(`融资金额不能超过发票金额合计 ¥${fenToYuan(invoiceSum)}`, 'amount');
  for (const inv of invoices) {
    const holder = await invoiceHolder(ctx.db, auth.compId, inv.invoiceNo);
    if (holder) throw fail.bad(`发票${inv.invoiceNo}已用于融资申请${holder}，不能重复使用`, 'invoices');
  }
  const now = ctx.clock();
  const today = todayOf(now);
  return ctx.db.transaction(async (tx) => {
    const again = await appIdByKey(tx, auth.compId, b.idemKey);
    if (again) return { id: again.id, appNo: again.app_no };
    const v = await lockVoucher(tx, b.voucherId);
    if (!v || v.holder_comp_id !== auth.compId) throw fail.notFound('凭证不存在或无权访问');
    if (v.financed) throw fail.conflict('该凭证已由资金方受让，不能再融资');
    if (!TRANSFERABLE.includes(v.status)) throw fail.conflict('只有持有中的凭证可以申请融资');
    const days = daysBetween(today, v.due_date);
    if (days <= 0) throw fail.conflict('凭证到期日当天及之后不能融资');
    const problem = splitProblem(v.available_fen, [appliedFen]);
    if (problem) throw fail.bad(problem.replace('转让', '融资'), 'amount');
    const terms = termsOf(funder);
    const q = quoteFinancing(appliedFen, days, terms);
    if (q.netFen <= 0) throw fail.bad('扣除利息和费用后实际到账金额不大于0，请提高融资金额', 'amount');
    const created = await insertApp(tx, {
      voucherId: v.id,
      applicantCompId: auth.compId,
      funderCompId: funder.id,
      appliedFen,
      terms,
      needsRisk: q.financingFen > Number(funder.risk_threshold_fen),
      quote: q,
      quotedOn: today,
      contractNo,
      makerId: auth.employeeId,
      idemKey: b.idemKey,
      now,
    });
    if (!created) throw fail.conflict('请勿重复提交');
    const taken = await insertInvoices(tx, created.id, auth.compId, invoices);
    if (taken) throw fail.bad(`发票${taken}已用于其他融资申请，不能重复使用`, 'invoices');
    const after = reserve(
      { amountFen: v.amount_fen, availableFen: v.available_fen, reservedFen: v.reserved_fen },
      appliedFen,
    );
    await setBalances(tx, v.id, after.availableFen, after.reservedFen, heldStatus(after), now);
    await stepBy(tx, auth, created.id, now, {
      step: '融资申请',
      result: '已提交',
    });
    await recordStep(tx, auth, ip, now, {
      voucherId: v.id,
      voucherNo: v.voucher_no,
      step: 'znx.apply',
      result: `申请融资${fenToYuan(appliedFen)}元（${created.app_no}）`,
      action: 'znx.apply',
      facts: { 资金方: funder.comp_name, 融资金额: fenToYuan(q.financingFen), 实际到账: fenToYuan(q.netFen) },
    });
    await notifyRoleHolders(tx, {
      compId: auth.compId,
      prodCode: PRODUCT,
      roles: ZNX_ROLES.submit,
      msgType: 'APPROVAL',
      now,
      link: detailLink(created.id),
      title: `待复核：融资申请${created.app_no}`,
      summary: `凭证${v.voucher_no}的融资申请（${fenToYuan(appliedFen)}元）待复核提交至资金方。`,
    });
    return { id: created.id, appNo: created.app_no };
  });
}

async function locked(tx: Db, auth: AuthContext, id: number): Promise<AppRow> {
  const a = await appOfCompany(tx, id, auth.compId, true);
  if (!a) throw fail.notFound('融资申请不存在或无权访问');
  return a;
}

/** A step the caller took, in the application's record. */
async function stepBy(
  tx: Db,
  auth: AuthContext,
  appId: number,
  now: number,
  s: { step: string; result: string; reason?: string },
): Promise<void> {
  await insertStep(tx, {
    appId,
    step: s.step,
    compId: auth.compId,
    employeeId: auth.employeeId,
    result: s.result,
    reason: s.reason,
    now,
  });
}

/**
 * A reviewer's decision: the application moves on (unless another step moved it first, then
 * nothing changes); a return or rejection gives the voucher's reservation back; recorded.
 */
async function decideApp(
  tx: Db,
  auth: AuthContext,
  a: AppRow,
  to: ZnxAppStatus,
  d: { field?: AppField; approve: boolean; why: string; step: string; result: string; now: number },
): Promise<void> {
  const moved = await moveApp(tx, a.id, a.status, to, {
    field: d.field,
    employeeId: auth.employeeId,
    reason: d.approve ? '' : d.why,
    now: d.now,
  });
  if (!moved) throw fail.conflict('申请状态已变化，请刷新后重试');
  if (!d.approve) await releaseApp(tx, a, d.now);
  await stepBy(tx, auth, a.id, d.now, { step: d.step, result: d.result, reason: d.why });
}

/** The actions a status waits for (whoever may take them). */
function waitingActions(status: ZnxAppStatus): readonly ZnxAction[] {
  const step = ZNX_REVIEW_STEP[status];
  if (step) return [step];
  if (status === ZNX_APP.pendingPayment) return ['disburse'];
  if (status === ZNX_APP.pendingSubmit) return ['submit', 'withdraw'];
  return [];
}

/** Refuses an action the caller may not take now, saying why. */
function mustMay(a: AppRow, auth: AuthContext, acc: ProductAccess, action: ZnxAction): void {
  if (actionsFor(a, auth, acc).includes(action)) return;
  if (!waitingActions(a.status).includes(action))
    throw fail.conflict(`该申请${ZNX_APP_NAMES[a.status]}，不能进行此操作`);
  if (ZNX_REVIEW_STEP[a.status] === action && deciders(a).includes(auth.employeeId))
    throw fail.role('同一人不能审核同一笔融资申请的两个环节');
  if (action === 'submit' && a.maker_id === auth.employeeId)
    throw fail.conflict('不能复核本人经办的业务，请由其他复核人员处理');
  throw fail.role();
}

/** The holder's reviewer submits to the funder, or returns it (the reservation goes back). */
export const submitFinancing: ReviewOne<ZnxAppStatus> = async (ctx, auth, ip, id, approve, reason) => {
  const acc = await access(ctx, auth);
  requireRole(acc, ZNX_ROLES.submit, '复核融资申请');
  const why = reason.trim();
  if (!approve && why === '') throw fail.bad('请填写退回原因', 'reason');
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const a = await locked(tx, auth, id);
    if (sideOf(a, auth.compId) !== 'applicant') throw fail.role();
    mustMay(a, auth, acc, 'submit');
    const to = approve ? ZNX_APP.loanFirst : ZNX_APP.returned;
    await decideApp(tx, auth, a, to, {
      field: 'submitter_id',
      approve,
      why,
      step: '复核提交',
      result: approve ? '已提交资金方' : '已退回',
      now,
    });
    await logOperation(tx, auth, ip, now, {
      action: approve ? 'znx.submit' : 'znx.return',
      target: a.app_no,
      after: { 状态: ZNX_APP_NAMES[to], ...(why ? { 原因: why } : {}) },
    });
    if (approve) {
      await notifyRoleHolders(tx, {
        compId: a.funder_comp_id,
        prodCode: PRODUCT,
        roles: ZNX_ROLES.loanFirst,
        msgType: 'APPROVAL',
        now,
        link: detailLink(id),
        title: `待放款初审：${a.app_no}`,
        summary: `${a.applicant_name}申请保理融资 ${fenToYuan(Number(a.financing_fen))} 元（凭证${a.voucher_no}），请进行放款初审。`,
      });
    } else {
      await notifyRoleHolders(tx, {
        compId: auth.compId,
        prodCode: PRODUCT,
        roles: ZNX_ROLES.apply,
        msgType: 'BUSINESS',
        now,
        link: detailLink(id),
        title: `已退回：融资申请${a.app_no}`,
        summary: `融资申请${a.app_no}被退回，原因：${why}。`,
      });
    }
    return to;
  });
};

export async function withdrawFinancing(ctx: AppContext, auth: AuthContext, ip: string, id: number): Promise<void> {
  const acc = await access(ctx, auth);
  requireRole(acc, ZNX_ROLES.withdraw, '撤回融资申请');
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const a = await locked(tx, auth, id);
    if (sideOf(a, auth.compId) !== 'applicant') throw fail.role();
    mustMay(a, auth, acc, 'withdraw');
    if (!(await moveApp(tx, id, a.status, ZNX_APP.withdrawn, { now })))
      throw fail.conflict('申请状态已变化，请刷新后重试');
    await releaseApp(tx, a, now);
    await stepBy(tx, auth, id, now, {
      step: '撤回申请',
      result: '已撤回',
    });
    await logOperation(tx, auth, ip, now, {
      action: 'znx.withdraw',
      target: a.app_no,
      after: { 状态: ZNX_APP_NAMES[ZNX_APP.withdrawn] },
    });
  });
}

const STEP_FIELD: Record<string, AppField> = {
  loanFirst: 'loan_first_id',
  loanSecond: 'loan_second_id',
  riskFirst: 'risk_first_id',
  riskSecond: 'risk_second_id',
};
const STEP_NAME: Record<string, string> = {
  loanFirst: '放款初审',
  loanSecond: '放款复审',
  riskFirst: '风控初审',
  riskSecond: '风控复审',
};

/** One review step of the funder; a rejection ends the application and gives the reservation back. */
export const reviewFinancing: ReviewOne<ZnxAppStatus> = async (ctx, auth, ip, id, approve, reason) => {
  const acc = await access(ctx, auth);
  const why = reason.trim();
  if (!approve && why === '') throw fail.bad('驳回时请填写原因', 'reason');
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const a = await locked(tx, auth, id);
    if (sideOf(a, auth.compId) !== 'funder') throw fail.role('融资申请由资金方审核');
    const step = ZNX_REVIEW_STEP[a.status];
    if (!step) throw fail.conflict(`该申请${ZNX_APP_NAMES[a.status]}，无需审核`);
    mustMay(a, auth, acc, step);
    let to: ZnxAppStatus;
    if (!approve) to = ZNX_APP.rejected;
    else if (step === 'loanFirst') to = ZNX_APP.loanSecond;
    else if (step === 'loanSecond') to = a.needs_risk ? ZNX_APP.riskFirst : ZNX_APP.pendingPayment;
    else if (step === 'riskFirst') to = ZNX_APP.riskSecond;
    else to = ZNX_APP.pendingPayment;
    await decideApp(tx, auth, a, to, {
      field: STEP_FIELD[step],
      approve,
      why,
      step: STEP_NAME[step] ?? step,
      result: approve ? '通过' : '驳回',
      now,
    });
    await logOperation(tx, auth, ip, now, {
      action: 'znx.review',
      target: `${a.app_no}（${a.applicant_name}）`,
      before: { 状态: ZNX_APP_NAMES[a.status] },
      after: { 状态: ZNX_APP_NAMES[to], ...(why ? { 意见: why } : {}) },
    });
    const nextRoles: Partial<Record<ZnxAppStatus, readonly string[]>> = {
      [ZNX_APP.loanSecond]: ZNX_ROLES.loanSecond,
      [ZNX_APP.riskFirst]: ZNX_ROLES.riskFirst,
      [ZNX_APP.riskSecond]: ZNX_ROLES.riskSecond,
      [ZNX_APP.pendingPayment]: ZNX_ROLES.disburse,
    };
    const roles = nextRoles[to];
    if (roles) {
      await notifyRoleHolders(tx, {
        compId: auth.compId,
        prodCode: PRODUCT,
        roles,
        msgType: 'APPROVAL',
        now,
        link: detailLink(id),
        title: `${ZNX_APP_NAMES[to]}：${a.app_no}`,
        summary:
          `${a.applicant_name}的融资申请${a.app_no}（融资金额 ` +
          `${fenToYuan(Number(a.financing_fen))} 元）${ZNX_APP_NAMES[to]}。`,
      });
    } else {
      const summary = `${a.funder_name}驳回了融资申请${a.app_no}（${STEP_NAME[step]}），原因：${why}。凭证的预留金额已释放。`;
      const title = `融资申请被驳回：${a.app_no}`;
      await notifyApplicant(tx, a.applicant_comp_id, { prodCode: PRODUCT, now, link: detailLink(id), title, summary });
    }
    return to;
  });
};

export interface DisburseInput {
  id: number;
  date: string;
  amount: string;
  bankRef: string;
}

/** What a disbursement answers: the voucher the funder now holds (the schema's answer). */
type Disbursed = Static<typeof DisbursedAnswer>;

/** 财务付款 records the payment; the applied part becomes a voucher held by the funder (融). */
export async function disburse(ctx: AppContext, auth: AuthContext, ip: string, b: DisburseInput): Promise<Disbursed> {
  const acc = await access(ctx, auth);
  requireRole(acc, ZNX_ROLES.disburse, '登记放款');
  const now = ctx.clock();
  const today = todayOf(now);
  const bankRef = b.bankRef.trim();
  if (bankRef === '') throw fail.bad('请填写银行流水号', 'bankRef');
  const paidFen = yuanToFen(b.amount);
  if (paidFen === null) throw fail.bad('放款金额格式不正确', 'amount');
  return ctx.db.transaction(async (tx) => {
    const a = await locked(tx, auth, b.id);
    if (sideOf(a, auth.compId) !== 'funder') throw fail.role('放款由资金方登记');
    mustMay(a, auth, acc, 'disburse');
    if (!isIsoDate(b.date) || b.date > today || b.date < a.quoted_on)
      throw fail.bad(`放款日期须在 ${a.quoted_on} 至 ${today} 之间`, 'date');
    const days = daysBetween(b.date, a.due_date);
    if (days <= 0) throw fail.conflict('凭证已到期，不能放款');
    const q = quoteFinancing(Number(a.applied_fen), days, termsOf(a));
    if (q.netFen !== paidFen)
      throw fail.bad(
        `放款金额应为 ¥${fenToYuan(q.netFen)}（融资金额 ¥${fenToYuan(q.financingFen)} 扣除 ` +
          `${days} 天利息 ¥${fenToYuan(q.interestFen)} 及费用 ¥${fenToYuan(q.feeFen)}）`,
        'amount',
      );
    const v = await lockVoucher(tx, Number(a.voucher_id));
    if (!v) throw fail.notFound('凭证不存在');
    const after = settleReservation(
      { amountFen: v.amount_fen, availableFen: v.available_fen, reservedFen: v.reserved_fen },
      Number(a.applied_fen),
    );
    if (after.reservedFen < 0) throw new Error(`reservation of voucher ${v.id} below zero`);
    await setBalances(tx, v.id, after.availableFen, after.reservedFen, heldStatus(after), now);
    const child = await splitToFunder(tx, v, a, b.date, auth.employeeId, now);
    await setQuote(tx, a.id, q);
    if (
      !(await moveApp(tx, a.id, a.status, ZNX_APP.disbursed, {
        field: 'payer_id',
        employeeId: auth.employeeId,
        now,
        disbursed: { on: b.date, fen: paidFen, bankRef, childId: child.id },
      }))
    ) {
      throw fail.conflict('申请状态已变化，请刷新后重试');
    }
    await stepBy(tx, auth, a.id, now, {
      step: '财务放款',
      result: `已放款 ${fenToYuan(paidFen)} 元（${bankRef}）`,
    });
    await recordStep(tx, auth, ip, now, {
      voucherId: v.id,
      voucherNo: v.voucher_no,
      step: 'znx.disburse',
      result: `融资放款，${fenToYuan(Number(a.applied_fen))}元转让给${a.funder_name}（凭证${child.voucherNo}）`,
      action: 'znx.disburse',
      facts: { 放款日期: b.date, 放款金额: fenToYuan(paidFen), 银行流水号: bankRef },
    });
    await notifyRoleHolders(tx, {
      compId: a.applicant_comp_id,
      prodCode: PRODUCT,
      roles: ['E101', 'E102', 'E103', 'E105'],
      msgType: 'BUSINESS',
      now,
      link: voucherDetailPath(child.id),
      title: `融资已放款：${a.app_no}`,
      summary: `${a.funder_name}已于${b.date}放款 ${fenToYuan(paidFen)} 元（流水号${bankRef}），凭证${child.voucherNo}由资金方持有。`,
    });
    return { childVoucherId: child.id, childVoucherNo: child.voucherNo };
  });
}

/** The financed part: a child of the voucher, held by the funder at once (it bought it), marked 融. */
async function splitToFunder(tx: Db, v: VoucherRow, a: AppRow, on: string, by: number, now: number) {
  const child = await insertChild(tx, v, {
    holderCompId: a.funder_comp_id,
    amountFen: Number(a.applied_fen),
    issueDate: on,
    status: VOUCHER.held,
    contractNo: a.contract_no,
    invoiceNos: (await invoicesOf(tx, a.id)).map((i) => i.invoice_no),
    attachments: [],
    remark: `保理融资${a.app_no}`,
    financed: true,
    createdBy: by,
    now,
  });
  await insertRecord(tx, {
    voucherId: child.id,
    applicationId: null,
    step: 'znx.receive',
    compId: a.funder_comp_id,
    employeeId: by,
    result: `由凭证${v.voucher_no}融资受让生成，金额${fenToYuan(Number(a.applied_fen))}元`,
    reason: '',
    now,
  });
  return child;
}

// The list's and the export's filters as their schemas let them in (znx.schemas.ts), so a
// filter added there reaches the service's type without a second declaration.
export type ListInput = Static<typeof ListBody>;
type FilterInput = Omit<ListInput, 'status' | 'pageNum' | 'pageSize'>;

function defaultSide(acc: ProductAccess): Side {
  return acc.compRoles.has('C104') || acc.compRoles.has('C103') ? 'funder' : 'applicant';
}

const DAY_MS = 86_400_000;
/** Epoch ms of a China (UTC+8) calendar day's start. */
const dayStart = (d: string): number => Date.parse(`${d}T00:00:00+08:00`);

/** The repository filter of a list or export query; a range the wrong way round is refused. */
function appFilterOf(acc: ProductAccess, compId: number, q: FilterInput & { status?: readonly number[] }): AppFilter {
  const lo = q.amountMin === undefined ? undefined : yuanToFen(q.amountMin);
  const hi = q.amountMax === undefined ? undefined : yuanToFen(q.amountMax);
  if (lo === null) throw fail.bad('最低金额格式不正确', 'amountMin');
  if (hi === null) throw fail.bad('最高金额格式不正确', 'amountMax');
  if (lo !== undefined && hi !== undefined && lo > hi) throw fail.bad('最低金额不能大于最高金额', 'amountMin');
  if (q.dateFrom !== undefined && !isIsoDate(q.dateFrom)) throw fail.bad('开始日期不正确', 'dateFrom');
  if (q.dateTo !== undefined && !isIsoDate(q.dateTo)) throw fail.bad('结束日期不正确', 'dateTo');
  if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) throw fail.bad('开始日期不能晚于结束日期', 'dateFrom');
  return {
    side: q.side ?? defaultSide(acc),
    compId,
    statuses: q.status,
    appNo: q.appNo?.trim() || undefined,
    counterparty: q.counterparty?.trim() || undefined,
    amountMinFen: lo,
    amountMaxFen: hi,
    fromMs: q.dateFrom ? dayStart(q.dateFrom) : undefined,
    toMs: q.dateTo ? dayStart(q.dateTo) + DAY_MS : undefined,
  };
}

export async function listFinancing(ctx: AppContext, auth: AuthContext, q: ListInput) {
  const acc = await access(ctx, auth);
  const filter = appFilterOf(acc, auth.compId, q);
  const side = filter.side;
  // A tab with no other filter takes its summary from the kept totals (0068_znx_totals.sql),
  // which also give the funder's 待我审核 counts; any other filter reads its rows.
  const byStatusOnly = [
    filter.appNo,
    filter.counterparty,
    filter.amountMinFen,
    filter.amountMaxFen,
    filter.fromMs,
    filter.toMs,
  ].every((v) => v === undefined);
  const [{ rows, totals }, filtered] = await Promise.all([
    pageApps(
      ctx.db,
      { ...filter, limit: q.pageSize, offset: (q.pageNum - 1) * q.pageSize },
      byStatusOnly || side === 'funder',
    ),
    byStatusOnly
      ? null
      : cachedSummary(ctx.db, `znx:${JSON.stringify(filter)}`, ctx.clock(), () => summarizeApps(ctx.db, filter)),
  ]);
  const sum = filtered ?? sumOfStatuses(totals ?? new Map(), filter.statuses);
  const w = side === 'funder' && totals ? totals : new Map<number, AppTotals>();
  const waiting = (status: number) => w.get(status)?.count ?? 0;
  return {
    side,
    list: rows.map((r) => ({ ...appView(r), actions: actionsFor(r, auth, acc) })),
    total: sum.count,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    summary: { count: sum.count, totalAmount: fenToYuan(sum.appliedFen), totalFinancing: fenToYuan(sum.financingFen) },
    waiting: {
      loanFirst: waiting(ZNX_APP.loanFirst),
      loanSecond: waiting(ZNX_APP.loanSecond),
      riskFirst: waiting(ZNX_APP.riskFirst),
      riskSecond: waiting(ZNX_APP.riskSecond),
      pendingPayment: waiting(ZNX_APP.pendingPayment),
    },
  };
}

/** The totals of the given statuses (all when none are given). */
function sumOfStatuses(totals: Map<number, AppTotals>, statuses: readonly number[] | undefined): AppTotals {
  const sum: AppTotals = { count: 0, appliedFen: 0, financingFen: 0 };
  for (const [status, t] of totals) {
    if (statuses && statuses.length > 0 && !statuses.includes(status)) continue;
    sum.count += t.count;
    sum.appliedFen += t.appliedFen;
    sum.financingFen += t.financingFen;
  }
  return sum;
}

/** The rows of the Excel export: the list's filters, at most `limit`. */
export async function exportFinancing(
  ctx: AppContext,
  auth: AuthContext,
  q: FilterInput & { status?: string },
  limit: number,
) {
  const acc = await access(ctx, auth);
  const status = q.status ? q.status.split(',').map(Number) : undefined;
  return (await exportApps(ctx.db, appFilterOf(acc, auth.compId, { ...q, status }), limit)).map(appView);
}

export async function financingDetail(ctx: AppContext, auth: AuthContext, id: number) {
  const acc = await access(ctx, auth);
  const a = await appOfCompany(ctx.db, id, auth.compId);
  if (!a) throw fail.notFound('融资申请不存在或无权访问');
  const [invoices, steps] = await Promise.all([invoicesOf(ctx.db, id), stepsOf(ctx.db, id)]);
  return {
    ...appView(a),
    side: sideOf(a, auth.compId),
    actions: actionsFor(a, auth, acc),
    invoices: invoices.map((i) => ({
      invoiceNo: i.invoice_no,
      amount: fenToYuan(Number(i.amount_fen)),
      invoiceDate: i.invoice_date,
      active: i.active,
    })),
    steps: steps.map((s) => ({
      step: s.step,
      actor: s.actor_name,
      compName: s.comp_name,
      result: s.result,
      reason: s.reason,
      time: formatTime(s.created_at),
    })),
  };
}

export const batchReviewFinancing = batchOf(reviewFinancing);

/** The disbursement record (放款凭证) of a paid-out application, as a PDF. */
export async function disbursementPdf(ctx: AppContext, auth: AuthContext, id: number) {
  await access(ctx, auth);
  const a = await appOfCompany(ctx.db, id, auth.compId);
  if (!a) throw fail.notFound('融资申请不存在或无权访问');
  if (a.status !== ZNX_APP.disbursed || a.disbursed_fen === null) throw fail.conflict('该申请尚未放款，没有放款凭证');
  return financePdf(ctx, {
    docNo: a.app_no,
    title: '保理融资放款凭证',
    payer: a.funder_name,
    payee: a.applicant_name,
    amountFen: Number(a.disbursed_fen),
    date: a.disbursed_on ?? '',
    statusName: '已放款',
    dueDate: a.due_date,
    sealOf: a.funder_name,
    lines: [
      ['凭证编号', a.voucher_no],
      [
        '融资金额',
        `${fenToYuan(Number(a.financing_fen))} 元（申请 ${fenToYuan(Number(a.applied_fen))} 元 × ${formatBp(a.ratio_bp)}）`,
      ],
      ['利息', `${fenToYuan(Number(a.interest_fen))} 元（年化 ${formatBp(a.annual_rate_bp)}，${a.days} 天）`],
      ['费用', `${fenToYuan(Number(a.fee_fen))} 元`],
      ['银行流水号', a.bank_ref ?? ''],
      ['凭证到期日', a.due_date],
    ],
  });
}
