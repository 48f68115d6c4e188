/**
 * 授信管理 (product CREDIT): a core enterprise applies to a funding party for a credit line; the
 * funder's risk reviewers decide in two steps (风控初审 E110 → 风控复审 E111), each approving or
 * rejecting with a reason, one person never both; an approved line is valid for its term.
 * docs/decisions/credit-lines.md.
 */
import type { Static } from 'typebox';
import type { AppContext, AuthContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { batchOf, type ReviewOne } from '../../core/each-apart';
import { CREDIT_LINE, CREDIT_LINE_NAMES, type CreditLineStatus } from '../../core/status';
import { formatTime } from '../../core/time';
import type { Applied as AppliedAnswer } from './credit.schemas';
import type { Db } from '../../db/db';
import { chinaDate } from '../../../shared/rules/calendar';
import {
  CREDIT_AMOUNT_FEN,
  CREDIT_MAX_VOUCHER_DAYS,
  CREDIT_ROLES,
  CREDIT_TERM_MONTHS,
  type CreditLineAction,
  effectiveLineStatus,
  lineActions,
  lineValidity,
} from '../../../shared/rules/credit-line';
import { fenToYuan as yuanOrNull, lineYuanToFen } from '../../../shared/format/fen';

/** Amounts from the database are whole fen, so always written. */
const fenToYuan = (fen: number): string => yuanOrNull(fen) ?? '';
import { logOperation } from '../audit/operation-log.service';
import { notifyApplicant, notifyRoleHolders } from '../message/actor-message';
import { productAccess, type ProductAccess, requireRole } from '../product/product-access';
import {
  activeTotals,
  changeLine,
  funderByCode,
  funders,
  insertLine,
  insertStep,
  lineIdByKey,
  lineOfCompany,
  type LineRow,
  pageLines,
  pageUsages,
  stepsOf,
  waitingCounts,
} from './credit.repo';

const PRODUCT = 'CREDIT';
const APPLICANT_ROLES = ['C101'];

export type LineSide = 'applicant' | 'funder';

function sideOf(line: LineRow, compId: number): LineSide {
  return line.applicant_comp_id === compId ? 'applicant' : 'funder';
}

const detailLink = (id: number) => `/center/product/CREDIT/detail/${id}`;

function lineView(line: LineRow, today: string) {
  const status = effectiveLineStatus(line.status, line.valid_to, today);
  const amount = Number(line.amount_fen);
  const used = Number(line.used_fen);
  return {
    id: line.id,
    lineNo: line.line_no,
    applicantName: line.applicant_name,
    applicantCreditCode: line.applicant_credit_code ?? '',
    funderName: line.funder_name,
    amount: fenToYuan(amount),
    used: fenToYuan(used),
    available: fenToYuan(status === CREDIT_LINE.active ? amount - used : 0),
    termMonths: line.term_months,
    maxVoucherDays: line.max_voucher_days,
    singleLimit: line.single_limit_fen === null ? null : fenToYuan(Number(line.single_limit_fen)),
    purpose: line.purpose,
    status,
    statusName: CREDIT_LINE_NAMES[status],
    validFrom: line.valid_from ?? '',
    validTo: line.valid_to ?? '',
    appliedBy: line.applied_by_name,
    appliedAt: formatTime(line.applied_at),
    reason: line.reason ?? '',
  };
}

function actionsFor(line: LineRow, auth: AuthContext, access: ProductAccess): CreditLineAction[] {
  return lineActions({
    status: line.status,
    side: sideOf(line, auth.compId),
    roles: access.roles,
    madeFirstReview: line.first_reviewer === auth.employeeId,
  });
}

async function access(ctx: AppContext, auth: AuthContext): Promise<ProductAccess> {
  return productAccess(ctx, auth, PRODUCT);
}

export async function listFunders(ctx: AppContext, auth: AuthContext) {
  await access(ctx, auth);
  return (await funders(ctx.db, auth.compId)).map((f) => ({ compCode: f.comp_code, compName: f.comp_name }));
}

export interface ApplyInput {
  funderCompCode: string;
  amount: string;
  termMonths: number;
  maxVoucherDays: number;
  singleLimit?: string | null;
  purpose: string;
  idemKey: string;
}

function amountOf(text: string, field: string, label: string): number {
  const fen = lineYuanToFen(text);
  if (fen === null) throw fail.bad(`${label}格式不正确，请输入金额（元），最多两位小数`, field);
  return fen;
}

/** What an application answers: its id and number (the schema's answer). */
type Applied = Static<typeof AppliedAnswer>;

export async function applyForLine(ctx: AppContext, auth: AuthContext, ip: string, b: ApplyInput): Promise<Applied> {
  const acc = await access(ctx, auth);
  requireRole(acc, CREDIT_ROLES.apply, '申请授信');
  if (!APPLICANT_ROLES.some((r) => acc.compRoles.has(r))) throw fail.role('仅核心企业可以申请授信额度');
  const amountFen = amountOf(b.amount, 'amount', '授信金额');
  if (amountFen < CREDIT_AMOUNT_FEN.min || amountFen > CREDIT_AMOUNT_FEN.max) {
    throw fail.bad(
      `授信金额须在 ¥${fenToYuan(CREDIT_AMOUNT_FEN.min)} 至 ¥${fenToYuan(CREDIT_AMOUNT_FEN.max)} 之间`,
      'amount',
    );
  }
  if (
    !Number.isInteger(b.termMonths) ||
    b.termMonths < CREDIT_TERM_MONTHS.min ||
    b.termMonths > CREDIT_TERM_MONTHS.max
  ) {
    throw fail.bad(`授信期限须为 ${CREDIT_TERM_MONTHS.min}–${CREDIT_TERM_MONTHS.max} 个月`, 'termMonths');
  }
  if (!Number.isInteger(b.maxVoucherDays) || b.maxVoucherDays < 1 || b.maxVoucherDays > CREDIT_MAX_VOUCHER_DAYS) {
    throw fail.bad(`凭证最长期限须为 1–${CREDIT_MAX_VOUCHER_DAYS} 天`, 'maxVoucherDays');
  }
  let singleLimitFen: number | null = null;
  if (b.singleLimit !== undefined && b.singleLimit !== null && b.singleLimit.trim() !== '') {
    singleLimitFen = amountOf(b.singleLimit, 'singleLimit', '单笔限额');
    if (singleLimitFen < 1 || singleLimitFen > amountFen)
      throw fail.bad('单笔限额须大于0且不超过授信金额', 'singleLimit');
  }
  const purpose = b.purpose.trim();
  if (purpose === '') throw fail.bad('请填写授信用途', 'purpose');
  const funder = await funderByCode(ctx.db, b.funderCompCode, auth.compId);
  if (!funder) throw fail.bad('所选资金方不存在或未开通授信业务', 'funderCompCode');

  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const id = await insertLine(tx, {
      applicantCompId: auth.compId,
      funderCompId: funder.id,
      amountFen,
      termMonths: b.termMonths,
      maxVoucherDays: b.maxVoucherDays,
      singleLimitFen,
      purpose,
      appliedBy: auth.employeeId,
      now,
      idemKey: b.idemKey,
    });
    if (id === null) {
      // The same submit again (a double click, a retry): the first one's answer.
      const existing = await lineIdByKey(tx, auth.compId, b.idemKey);
      const line = existing === null ? null : await lineOfCompany(tx, existing, auth.compId);
      if (!line) throw fail.conflict('请勿重复提交');
      return { id: line.id, lineNo: line.line_no };
    }
    const line = await lineOfCompany(tx, id, auth.compId);
    if (!line) throw new Error('credit line vanished');
    await insertStep(tx, {
      lineId: id,
      step: '提交申请',
      compId: auth.compId,
      employeeId: auth.employeeId,
      result: '提交',
      reason: null,
      now,
    });
    await logOperation(tx, auth, ip, now, {
      action: 'credit.apply',
      target: `${line.line_no}（${funder.comp_name}）`,
      after: {
        授信金额: fenToYuan(amountFen),
        期限: `${b.termMonths}个月`,
        状态: CREDIT_LINE_NAMES[CREDIT_LINE.firstReview],
      },
    });
    await notifyRoleHolders(tx, {
      compId: funder.id,
      prodCode: PRODUCT,
      roles: CREDIT_ROLES.firstReview,
      msgType: 'APPROVAL',
      now,
      link: detailLink(id),
      title: '授信申请待风控初审',
      summary: `${line.applicant_name}申请授信 ¥${fenToYuan(amountFen)}（${line.line_no}），请进行风控初审。`,
    });
    return { id, lineNo: line.line_no };
  });
}

async function lockedLine(tx: Db, auth: AuthContext, id: number): Promise<LineRow> {
  const line = await lineOfCompany(tx, id, auth.compId, true);
  if (!line) throw fail.notFound('授信申请不存在或无权访问');
  return line;
}

export async function withdrawLine(
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  id: number,
  reason: string,
): Promise<void> {
  const acc = await access(ctx, auth);
  requireRole(acc, CREDIT_ROLES.withdraw, '撤回授信申请');
  const why = reason.trim();
  if (why === '') throw fail.bad('请填写撤回原因', 'reason');
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const line = await lockedLine(tx, auth, id);
    if (!actionsFor(line, auth, acc).includes('withdraw'))
      throw fail.conflict(`该申请${CREDIT_LINE_NAMES[line.status]}，不能撤回（仅待风控初审的申请可撤回）`);
    if (!(await changeLine(tx, id, line.status, { status: CREDIT_LINE.withdrawn, reason: why, now })))
      throw fail.conflict('申请状态已变化，请刷新后重试');
    await insertStep(tx, {
      lineId: id,
      step: '撤回申请',
      compId: auth.compId,
      employeeId: auth.employeeId,
      result: '撤回',
      reason: why,
      now,
    });
    await logOperation(tx, auth, ip, now, {
      action: 'credit.withdraw',
      target: line.line_no,
      before: { 状态: CREDIT_LINE_NAMES[line.status] },
      after: { 状态: CREDIT_LINE_NAMES[CREDIT_LINE.withdrawn], 原因: why },
    });
  });
}

/** One review step of the funder; `approve` false rejects (a reason is required then). */
export const reviewLine: ReviewOne<CreditLineStatus> = async (ctx, auth, ip, id, approve, reason) => {
  const acc = await access(ctx, auth);
  requireRole(acc, [...CREDIT_ROLES.firstReview, ...CREDIT_ROLES.secondReview], '审核授信申请');
  const why = reason.trim();
  if (!approve && why === '') throw fail.bad('驳回时请填写原因', 'reason');
  const now = ctx.clock();
  const today = chinaDate(now);
  return ctx.db.transaction(async (tx) => {
    const line = await lockedLine(tx, auth, id);
    if (sideOf(line, auth.compId) !== 'funder') throw fail.role('授信申请由资金方审核');
    const allowed = actionsFor(line, auth, acc);
    const first = line.status === CREDIT_LINE.firstReview;
    const action: CreditLineAction = first ? 'firstReview' : 'secondReview';
    if (!allowed.includes(action)) {
      if (line.status === CREDIT_LINE.secondReview && line.first_reviewer === auth.employeeId)
        throw fail.role('同一人不能同时进行风控初审和复审');
      if (line.status !== CREDIT_LINE.firstReview && line.status !== CREDIT_LINE.secondReview) {
        throw fail.conflict(
          `该申请${CREDIT_LINE_NAMES[effectiveLineStatus(line.status, line.valid_to, today)]}，无需审核`,
        );
      }
      throw fail.role(`您的角色无权进行${first ? '风控初审' : '风控复审'}`);
    }
    const stepName = first ? '风控初审' : '风控复审';
    let next: CreditLineStatus;
    let validity: { validFrom: string; validTo: string } | null = null;
    if (!approve) next = CREDIT_LINE.rejected;
    else if (first) next = CREDIT_LINE.secondReview;
    else {
      next = CREDIT_LINE.active;
      validity = lineValidity(today, line.term_months);
    }
    const moved = await changeLine(tx, id, line.status, {
      status: next,
      ...(first ? { firstReviewer: auth.employeeId } : { secondReviewer: auth.employeeId }),
      ...(validity ?? {}),
      reason: approve ? null : why,
      now,
    });
    if (!moved) throw fail.conflict('申请状态已变化，请刷新后重试');
    await insertStep(tx, {
      lineId: id,
      step: stepName,
      compId: auth.compId,
      employeeId: auth.employeeId,
      result: approve ? '通过' : '驳回',
      reason: why || null,
      now,
    });
    await logOperation(tx, auth, ip, now, {
      action: first ? 'credit.firstReview' : 'credit.secondReview',
      target: `${line.line_no}（${line.applicant_name}）`,
      before: { 状态: CREDIT_LINE_NAMES[line.status] },
      after: { 状态: CREDIT_LINE_NAMES[next], 结果: approve ? '通过' : '驳回', ...(why ? { 意见: why } : {}) },
    });
    const amount = fenToYuan(Number(line.amount_fen));
    if (next === CREDIT_LINE.secondReview) {
      await notifyRoleHolders(tx, {
        compId: auth.compId,
        prodCode: PRODUCT,
        roles: CREDIT_ROLES.secondReview,
        msgType: 'APPROVAL',
        now,
        link: detailLink(id),
        title: '授信申请待风控复审',
        summary: `${line.applicant_name}的授信申请 ¥${amount}（${line.line_no}）已通过初审，请进行风控复审。`,
      });
    } else {
      const title = next === CREDIT_LINE.active ? '授信申请已通过' : '授信申请被驳回';
      const summary =
        next === CREDIT_LINE.active
          ? `${line.funder_name}已批准授信 ¥${amount}（${line.line_no}），有效期 ${validity?.validFrom} 至 ${validity?.validTo}。`
          : `${line.funder_name}驳回了授信申请 ${line.line_no}（${stepName}）：${why}`;
      const link = detailLink(id);
      await notifyApplicant(tx, line.applicant_comp_id, { prodCode: PRODUCT, now, link, title, summary });
    }
    return next;
  });
};

export interface ListInput {
  side?: LineSide;
  status?: number[];
  lineNo?: string;
  counterparty?: string;
  pageNum: number;
  pageSize: number;
}

/** The side a company sees by default: a funder its granted lines, everyone else its applications. */
function defaultSide(acc: ProductAccess): LineSide {
  return acc.compRoles.has('C104') || acc.compRoles.has('C103') ? 'funder' : 'applicant';
}

export async function listLines(ctx: AppContext, auth: AuthContext, q: ListInput) {
  const acc = await access(ctx, auth);
  const side = q.side ?? defaultSide(acc);
  const today = chinaDate(ctx.clock());
  const { rows, total } = await pageLines(ctx.db, {
    side,
    compId: auth.compId,
    statuses: q.status,
    today,
    lineNo: q.lineNo?.trim() || undefined,
    counterparty: q.counterparty?.trim() || undefined,
    limit: q.pageSize,
    offset: (q.pageNum - 1) * q.pageSize,
  });
  const waiting = side === 'funder' ? await waitingCounts(ctx.db, auth.compId) : new Map<number, number>();
  return {
    side,
    list: rows.map((r) => ({ ...lineView(r, today), actions: actionsFor(r, auth, acc) })),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    waiting: {
      firstReview: waiting.get(CREDIT_LINE.firstReview) ?? 0,
      secondReview: waiting.get(CREDIT_LINE.secondReview) ?? 0,
    },
  };
}

export async function lineDetail(ctx: AppContext, auth: AuthContext, id: number) {
  const acc = await access(ctx, auth);
  const line = await lineOfCompany(ctx.db, id, auth.compId);
  if (!line) throw fail.notFound('授信申请不存在或无权访问');
  const today = chinaDate(ctx.clock());
  const steps = await stepsOf(ctx.db, id);
  return {
    ...lineView(line, today),
    side: sideOf(line, auth.compId),
    actions: actionsFor(line, auth, acc),
    steps: steps.map((s) => ({
      step: s.step,
      actor: s.actor_name,
      compName: s.comp_name,
      result: s.result,
      reason: s.reason ?? '',
      time: formatTime(s.created_at),
    })),
  };
}

export async function lineUsages(ctx: AppContext, auth: AuthContext, id: number, pageNum: number, pageSize: number) {
  await access(ctx, auth);
  const line = await lineOfCompany(ctx.db, id, auth.compId);
  if (!line) throw fail.notFound('授信申请不存在或无权访问');
  const { rows, total } = await pageUsages(ctx.db, id, pageSize, (pageNum - 1) * pageSize);
  return {
    list: rows.map((u) => ({
      voucherId: Number(u.voucher_id),
      voucherNo: u.voucher_no,
      amount: fenToYuan(Number(u.amount_fen)),
      takenAt: formatTime(u.taken_at),
      releasedAt: u.released_at === null ? '' : formatTime(u.released_at),
      releaseReason: u.release_reason ?? '',
      inForce: u.released_at === null,
    })),
    total,
    pageNum,
    pageSize,
  };
}

/** The issuer's lines in force today, summed (the issue form shows what it may still issue). */
export async function creditSummary(ctx: AppContext, auth: AuthContext) {
  const t = await activeTotals(ctx.db, auth.compId, chinaDate(ctx.clock()));
  const amount = Number(t.amount_fen);
  const used = Number(t.used_fen);
  return { lines: t.n, amount: fenToYuan(amount), used: fenToYuan(used), available: fenToYuan(amount - used) };
}

/** Several reviews at once (批量审核): each in its own transaction; what failed and why. */
export const batchReviewLines = batchOf(reviewLine);
