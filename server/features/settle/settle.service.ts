/**
 * 兑付 / 清分 (product SETTLE): the issuer's 财务付款 (E108) sees the vouchers due within 30 days
 * as 待兑付 and confirms the payment of a due root voucher (or of all due on a date); the face
 * amount is cleared to the current holders of every part of its tree (a financed part to the
 * funder), one settlement record per part; the tree becomes 已兑付 and the credit line gets the
 * amount back. A confirm is idempotent: the root's row lock and one record per part (UNIQUE)
 * mean nothing is paid twice. Unpaid past the due date: 已逾期, with a daily reminder.
 * docs/decisions/settlement.md.
 */
import type { AppContext, AuthContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { eachApart } from '../../core/each-apart';
import { VOUCHER, VOUCHER_NAMES } from '../../core/status';
import { formatTime } from '../../core/time';
import { fenToYuan as yuanOrNull } from '../../../shared/format/fen';
import { addDays, isIsoDate } from '../../../shared/rules/calendar';
import { clearingPlan, SETTLE_ROLES, SETTLE_WINDOW_DAYS } from '../../../shared/rules/settlement';
import { voucherDetailPath } from '../../../shared/routes/voucher-links';
import { logOperation } from '../audit/operation-log.service';
import { notifyRoleHolders } from '../message/actor-message';
import { productAccess, requireRole } from '../product/product-access';
import { releaseCredit } from '../credit/credit-usage.service';
import { upToDate } from '../voucher/voucher-maturity.service';
import { cachedSummary } from '../voucher/voucher-summary-cache';
import { todayOf } from '../voucher/voucher-rules';
import { recordStep } from '../voucher/voucher-record';
import {
  insertSettlement,
  lockRoot,
  markTreePaid,
  type NodeRow,
  rootFacts,
  settlementByNo,
  type SettlementRow,
  settlementsOf,
  settlementsOfRoot,
  treeOf,
} from './settle.repo';
import {
  dueDays,
  dueRootIdsOn,
  pageDueRoots,
  pageReceivables,
  summarizeReceivables,
  type DueFilter,
  type ListSummary,
} from './settle-list.repo';
import { financePdf } from '../finance-docs/finance-pdf.service';
import { HOLDER_PRODUCTS, HOLDER_ROLES, PRODUCT } from './settle-audience';

const fenToYuan = (fen: number): string => yuanOrNull(fen) ?? '';
async function access(ctx: AppContext, auth: AuthContext) {
  await upToDate(ctx);
  return productAccess(ctx, auth, PRODUCT);
}

export interface DueListQuery {
  dueDate?: string;
  dueDateFrom?: string;
  dueDateTo?: string;
  pageNum?: number;
  pageSize?: number;
}

/** The filter of a due list, its dates checked (a well-formed but impossible date, a range the wrong way round). */
function dueFilter(compId: number, today: string, q: DueListQuery): DueFilter {
  for (const field of ['dueDate', 'dueDateFrom', 'dueDateTo'] as const) {
    const d = q[field];
    if (d !== undefined && !isIsoDate(d)) throw fail.bad('到期日不是有效日期', field);
  }
  if (q.dueDateFrom && q.dueDateTo && q.dueDateFrom > q.dueDateTo)
    throw fail.bad('开始日期不能晚于结束日期', 'dueDateFrom');
  return {
    compId,
    today,
    until: addDays(today, SETTLE_WINDOW_DAYS),
    dueDate: q.dueDate,
    dueDateFrom: q.dueDateFrom,
    dueDateTo: q.dueDateTo,
  };
}

function inDueFilter(day: string, f: DueFilter): boolean {
  return (
    (!f.dueDate || day === f.dueDate) &&
    (!f.dueDateFrom || day >= f.dueDateFrom) &&
    (!f.dueDateTo || day <= f.dueDateTo)
  );
}

/** The count and total of some days, and of those before today (overdue); integer fen. */
function summaryOfDays(
  days: ReadonlyArray<{ due_date: string; count: number; total_fen: string }>,
  today: string,
): ListSummary {
  const s: ListSummary = { count: 0, totalFen: 0, overdueCount: 0, overdueFen: 0 };
  for (const d of days) {
    const fen = Number(d.total_fen);
    s.count += d.count;
    s.totalFen += fen;
    if (d.due_date < today) {
      s.overdueCount += d.count;
      s.overdueFen += fen;
    }
  }
  return s;
}

function summaryView(s: ListSummary) {
  return {
    count: s.count,
    totalAmount: fenToYuan(s.totalFen),
    overdueCount: s.overdueCount,
    overdueAmount: fenToYuan(s.overdueFen),
  };
}

/**
 * The issuer's 待兑付, a page at a time: roots due within the window (and overdue), earliest
 * first; the summary over the whole filtered set and the totals per due date over every due
 * root (the day buttons), both summed in SQL.
 */
export async function dueList(ctx: AppContext, auth: AuthContext, q: DueListQuery) {
  await access(ctx, auth);
  const today = todayOf(ctx.clock());
  const f = dueFilter(auth.compId, today, q);
  const pageNum = q.pageNum ?? 1;
  const pageSize = q.pageSize ?? 10;
  const [rows, days] = await Promise.all([
    pageDueRoots(ctx.db, f, pageSize, (pageNum - 1) * pageSize),
    cachedSummary(ctx.db, `settle-days:${auth.compId}:${f.until}`, ctx.clock(), () =>
      dueDays(ctx.db, auth.compId, f.until),
    ),
  ]);
  // Every filter is one of due dates: the filtered list's summary is the sum of its days (summed
  // in SQL), so the window is read once for both.
  const summary = summaryOfDays(
    days.filter((d) => inDueFilter(d.due_date, f)),
    today,
  );
  return {
    list: rows.map((r) => {
      const overdue = r.due_date < today;
      return {
        voucherId: Number(r.id),
        voucherNo: r.voucher_no,
        dueDate: r.due_date,
        amount: fenToYuan(Number(r.amount_fen)),
        holderName: r.holder_name,
        parts: r.parts,
        status: overdue ? VOUCHER.overdue : r.due_date === today ? VOUCHER.due : Number(r.status),
        statusName: overdue
          ? VOUCHER_NAMES[VOUCHER.overdue]
          : r.due_date === today
            ? VOUCHER_NAMES[VOUCHER.due]
            : '未到期',
        payable: r.due_date <= today,
      };
    }),
    total: summary.count,
    pageNum,
    pageSize,
    summary: summaryView(summary),
    days: days.map((d) => ({ dueDate: d.due_date, count: d.count, total: fenToYuan(Number(d.total_fen)) })),
  };
}

/** The clearing plan of a root over its tree (the rows as the repository reads them). */
function planOf(root: { amount_fen: number }, nodes: NodeRow[]) {
  return clearingPlan(
    Number(root.amount_fen),
    nodes.map((n) => ({
      id: Number(n.id),
      holderCompId: n.holder_comp_id,
      status: n.status,
      availableFen: Number(n.available_fen),
      reservedFen: Number(n.reserved_fen),
      financed: n.financed,
    })),
  );
}

/** Who gets what for a root: the plan before payment, the records after. */
export async function clearingDetail(ctx: AppContext, auth: AuthContext, voucherId: number) {
  await access(ctx, auth);
  const nodes = await treeOf(ctx.db, voucherId);
  const root = nodes.find((n) => n.id === voucherId && n.parent_id === null);
  if (!root) throw fail.notFound('凭证不存在或无权访问');
  const issuer = await rootFacts(ctx.db, voucherId);
  const involved = issuer?.issuer_comp_id === auth.compId || nodes.some((n) => n.holder_comp_id === auth.compId);
  if (!involved) throw fail.notFound('凭证不存在或无权访问');
  const paid = await settlementsOfRoot(ctx.db, voucherId);
  const plan = planOf(root, nodes);
  const names = new Map(nodes.map((n) => [Number(n.id), n]));
  return {
    voucherId,
    voucherNo: root.voucher_no,
    amount: fenToYuan(Number(root.amount_fen)),
    dueDate: issuer?.due_date ?? '',
    paid: paid.length > 0,
    // Due by the server's calendar (the page never decides it by the browser's clock).
    due: issuer !== null && issuer !== undefined && issuer.due_date <= todayOf(ctx.clock()),
    problem: paid.length === 0 && 'problem' in plan ? plan.problem : '',
    payouts:
      paid.length > 0
        ? paid.map((s) => settlementView(s))
        : 'payouts' in plan
          ? plan.payouts.map((p) => ({
              settleNo: '',
              voucherId: p.voucherId,
              voucherNo: names.get(p.voucherId)?.voucher_no ?? '',
              payeeName: names.get(p.voucherId)?.holder_name ?? '',
              amount: fenToYuan(p.amountFen),
              financed: p.financed,
              paidOn: '',
              bankRef: '',
              status: '待兑付',
            }))
          : [],
  };
}

function settlementView(s: SettlementRow) {
  return {
    settleNo: s.settle_no,
    voucherId: Number(s.voucher_id),
    voucherNo: s.voucher_no,
    payeeName: s.payee_name,
    amount: fenToYuan(Number(s.amount_fen)),
    financed: s.financed,
    paidOn: s.paid_on,
    bankRef: s.bank_ref,
    status: '已兑付',
  };
}

export interface ConfirmInput {
  voucherIds?: number[];
  dueDate?: string;
  bankRef: string;
}

/** Confirms the payment of due roots; each root alone (a failure says why and changes nothing of it). */
export async function confirmPayment(ctx: AppContext, auth: AuthContext, ip: string, b: ConfirmInput) {
  const acc = await access(ctx, auth);
  requireRole(acc, SETTLE_ROLES.confirm, '确认兑付');
  const bankRef = b.bankRef.trim();
  if (bankRef === '') throw fail.bad('请填写付款银行流水号', 'bankRef');
  const today = todayOf(ctx.clock());
  let ids = b.voucherIds ?? [];
  if (b.dueDate !== undefined) {
    if (!isIsoDate(b.dueDate)) throw fail.bad('到期日不是有效日期', 'dueDate');
    if (b.dueDate > today) throw fail.bad('只能兑付已到期的凭证', 'dueDate');
    ids = await dueRootIdsOn(ctx.db, auth.compId, b.dueDate);
    if (ids.length === 0) throw fail.bad(`${b.dueDate}没有待兑付的凭证`, 'dueDate');
  }
  if (ids.length === 0) throw fail.bad('请选择要兑付的凭证', 'voucherIds');
  let paidFen = 0;
  const r = await eachApart(ids, async (id) => {
    paidFen += await payRoot(ctx, auth, ip, id, bankRef, today);
  });
  return { done: r.done, paid: fenToYuan(paidFen), failed: r.failed.map((f) => ({ voucherId: f.id, msg: f.msg })) };
}

async function payRoot(
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  rootId: number,
  bankRef: string,
  today: string,
): Promise<number> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const root = await lockRoot(tx, rootId);
    if (!root || root.parent_id !== null || root.issuer_comp_id !== auth.compId)
      throw fail.notFound('凭证不存在或无权访问');
    if (root.status === VOUCHER.paid || (await settlementsOfRoot(tx, rootId)).length > 0)
      throw fail.conflict(`凭证${root.voucher_no}已兑付，不会重复付款`);
    if (root.due_date > today) throw fail.conflict(`凭证${root.voucher_no}尚未到期（到期日${root.due_date}）`);
    const nodes = await treeOf(tx, rootId);
    const plan = planOf(root, nodes);
    if ('problem' in plan) throw fail.conflict(plan.problem);
    const byId = new Map(nodes.map((n) => [Number(n.id), n]));
    for (const p of plan.payouts) {
      const settleNo = await insertSettlement(tx, {
        rootId,
        voucherId: p.voucherId,
        issuerCompId: auth.compId,
        payeeCompId: p.payeeCompId,
        amountFen: p.amountFen,
        financed: p.financed,
        paidOn: today,
        bankRef,
        by: auth.employeeId,
        now,
      });
      const node = byId.get(p.voucherId);
      await recordStep(tx, auth, ip, now, {
        voucherId: p.voucherId,
        voucherNo: node?.voucher_no ?? '',
        step: 'settle.pay',
        result: `已兑付 ${fenToYuan(p.amountFen)} 元给${node?.holder_name ?? ''}（${settleNo}）`,
        action: 'settle.confirm',
        facts: { 清分编号: settleNo, 银行流水号: bankRef },
      });
      await notifyRoleHolders(tx, {
        compId: p.payeeCompId,
        prodCode: HOLDER_PRODUCTS,
        roles: HOLDER_ROLES,
        msgType: 'BUSINESS',
        now,
        link: voucherDetailPath(p.voucherId),
        title: `凭证${node?.voucher_no ?? ''}已兑付`,
        summary: `${fenToYuan(p.amountFen)} 元已于${today}兑付到账（清分编号${settleNo}，流水号${bankRef}）。`,
      });
    }
    await markTreePaid(tx, rootId, now);
    await releaseCredit(tx, rootId, 'settled', now);
    await logOperation(tx, auth, ip, now, {
      action: 'settle.confirm',
      target: `凭证${root.voucher_no}`,
      after: {
        兑付金额: fenToYuan(Number(root.amount_fen)),
        清分笔数: String(plan.payouts.length),
        银行流水号: bankRef,
      },
    });
    return Number(root.amount_fen);
  });
}

/**
 * The holder's 待收款 (parts due within the window or overdue, a page at a time, with the
 * summary of the whole filtered set) and 已收款 (settlements received, newest first).
 */
export async function receivableList(
  ctx: AppContext,
  auth: AuthContext,
  q: DueListQuery & { tab: 'pending' | 'received' },
) {
  await access(ctx, auth);
  const today = todayOf(ctx.clock());
  const pageNum = q.pageNum ?? 1;
  const pageSize = q.pageSize ?? 10;
  const offset = (pageNum - 1) * pageSize;
  if (q.tab === 'pending') {
    const f = dueFilter(auth.compId, today, q);
    const [rows, summary] = await Promise.all([
      pageReceivables(ctx.db, f, pageSize, offset),
      cachedSummary(ctx.db, `settle-receivable:${JSON.stringify(f)}`, ctx.clock(), () =>
        summarizeReceivables(ctx.db, f),
      ),
    ]);
    return {
      pending: rows.map((r) => ({
        voucherId: Number(r.id),
        voucherNo: r.voucher_no,
        rootNo: r.root_no,
        issuerName: r.issuer_name,
        amount: fenToYuan(Number(r.own_fen)),
        dueDate: r.due_date,
        status: Number(r.status),
        statusName: VOUCHER_NAMES[r.status as keyof typeof VOUCHER_NAMES] ?? '',
        financed: r.financed,
      })),
      received: [],
      total: summary.count,
      pageNum,
      pageSize,
      summary: summaryView(summary),
    };
  }
  if (q.dueDate !== undefined || q.dueDateFrom !== undefined || q.dueDateTo !== undefined)
    throw fail.bad('已收款不按到期日筛选', 'dueDate');
  const { rows, total } = await settlementsOf(ctx.db, 'payee', auth.compId, pageSize, offset);
  return {
    pending: [],
    received: rows.map((s) => ({
      ...settlementView(s),
      issuerName: s.issuer_name,
      rootNo: s.root_no,
      dueDate: s.due_date,
    })),
    total,
    pageNum,
    pageSize,
    summary: null,
  };
}

/** The settlements the company paid (E109 oversight and export). */
export async function paidList(ctx: AppContext, auth: AuthContext, q: { pageNum: number; pageSize: number }) {
  await access(ctx, auth);
  const { rows, total } = await settlementsOf(ctx.db, 'issuer', auth.compId, q.pageSize, (q.pageNum - 1) * q.pageSize);
  return {
    list: rows.map((s) => ({
      ...settlementView(s),
      rootNo: s.root_no,
      dueDate: s.due_date,
      time: formatTime(s.created_at),
    })),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/** The settlement record (清分凭证) of one paid part, as a PDF, for its payer or payee. */
export async function settlementPdf(ctx: AppContext, auth: AuthContext, settleNo: string) {
  await access(ctx, auth);
  const s = await settlementByNo(ctx.db, settleNo);
  if (!s || (s.payee_comp_id !== auth.compId && !(await isIssuer(ctx, s.root_id, auth.compId))))
    throw fail.notFound('清分记录不存在或无权访问');
  return financePdf(ctx, {
    docNo: s.settle_no,
    title: '到期兑付清分凭证',
    payer: s.issuer_name,
    payee: s.payee_name,
    amountFen: Number(s.amount_fen),
    date: s.paid_on,
    statusName: '已兑付',
    dueDate: s.due_date,
    sealOf: s.issuer_name,
    lines: [
      ['凭证编号', s.voucher_no],
      ['原始凭证编号', s.root_no],
      ['凭证到期日', s.due_date],
      ['银行流水号', s.bank_ref],
      ['资金方受让部分', s.financed ? '是（融）' : '否'],
    ],
  });
}

async function isIssuer(ctx: AppContext, rootId: number, compId: number): Promise<boolean> {
  return (await rootFacts(ctx.db, rootId))?.issuer_comp_id === compId;
}
