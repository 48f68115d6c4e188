/**
 * Reading vouchers and transfer applications: the lists (tabs, filters, summary), the detail
 * (face, tree, record, applications) and, for each, the actions this caller may take now, so
 * the pages show only valid buttons (the server checks again on every step).
 */
import type { AppContext } from '../../core/context';
import { fail } from '../../core/envelope';
import { formatTime, DAY } from '../../core/time';
import {
  VOUCHER,
  VOUCHER_APP,
  VOUCHER_APP_KINDS,
  VOUCHER_APP_NAMES,
  VOUCHER_NAMES,
  type VoucherAppKind,
  type VoucherAppStatus,
  type VoucherStatus,
} from '../../core/status';
import type { Db } from '../../db/db';
import { amountInWords, fenToYuan, yuanToFen } from '../../../shared/format/fen';
import type { VoucherAbility } from '../../../shared/access/voucher-abilities';
import {
  type ApplicationViewRow,
  applicationsByIds,
  applicationsOfVoucher,
  companiesByIds,
  partsOfApplications,
  partyOfTree,
  type PartViewRow,
  recordsOf,
  treeOf,
  voucherById,
  type VoucherRow,
} from './voucher.repo';
import {
  type OpenAppRow,
  openApplicationsOf,
  pageTransferIds,
  pageVouchers,
  summarizeTransfers,
  summarizeVouchers,
  type TransferListQuery,
  type VoucherListQuery,
} from './voucher-list.repo';
import { daysBetween, todayOf, TRANSFERABLE, VOIDABLE } from './voucher-rules';
import type { VoucherCaller } from './voucher-caller';
import { cachedSummary } from './voucher-summary-cache';
import { STEP_NAMES, type VoucherStep } from './voucher-record';
import type { TransferFilter, VoucherFilter } from './voucher.schemas';

export type VoucherAction = 'review' | 'edit' | 'withdraw' | 'sign' | 'signReview' | 'void' | 'transfer';

const yuan = (fen: number) => fenToYuan(fen) ?? '0.00';
const statusName = (s: number) => VOUCHER_NAMES[s as VoucherStatus] ?? String(s);

/** A voucher's balance, dates and state, as the list and the detail show them. */
function voucherState(v: {
  available_fen: number;
  reserved_fen: number;
  issue_date: string | null;
  due_date: string;
  status: number;
  financed: boolean;
}) {
  return {
    availableAmount: yuan(v.available_fen),
    reservedAmount: yuan(v.reserved_fen),
    issueDate: v.issue_date ?? '',
    dueDate: v.due_date,
    status: v.status,
    statusName: statusName(v.status),
    financed: v.financed,
  };
}
const appStatusName = (s: number) => VOUCHER_APP_NAMES[s as VoucherAppStatus] ?? String(s);

const CHECKER: Readonly<Record<VoucherAppKind, VoucherAbility>> = {
  issue: 'issueReview',
  void: 'issueReview',
  signFor: 'signForReview',
  transfer: 'transferReview',
};
const MAKER: Readonly<Record<VoucherAppKind, VoucherAbility>> = {
  issue: 'issue',
  void: 'void',
  signFor: 'signFor',
  transfer: 'transfer',
};

/** What the caller may do with a voucher, given its open (non-transfer) applications. */
function voucherActions(c: VoucherCaller, v: VoucherRow, open: readonly OpenAppRow[], today: string): VoucherAction[] {
  const me = c.auth.compId;
  const out = new Set<VoucherAction>();
  let pendingSignApp = false;
  let pendingVoidApp = false;
  for (const a of open) {
    if (a.comp_id !== me || a.kind === 'transfer') continue;
    if (a.kind === 'signFor' && a.status === VOUCHER_APP.pendingReview) pendingSignApp = true;
    if (a.kind === 'void') pendingVoidApp = true;
    if (a.status === VOUCHER_APP.pendingReview && a.maker_employee_id !== c.auth.employeeId && c.may[CHECKER[a.kind]]) {
      out.add(a.kind === 'signFor' ? 'signReview' : 'review');
    }
    if (a.kind === 'issue' && c.may.issue) {
      if (a.status === VOUCHER_APP.returned) out.add('edit');
      out.add('withdraw');
    }
    if (a.status === VOUCHER_APP.returned && a.kind === 'void' && c.may.void) out.add('void');
  }
  if (v.holder_comp_id === me && v.status === VOUCHER.pendingSign && !pendingSignApp && c.may.signFor) out.add('sign');
  if (v.issuer_comp_id === me && v.parent_id === null && VOIDABLE.includes(v.status) && !pendingVoidApp && c.may.void)
    out.add('void');
  const days = daysBetween(today, v.due_date);
  if (
    v.holder_comp_id === me &&
    TRANSFERABLE.includes(v.status) &&
    v.available_fen > 0 &&
    days !== null &&
    days > 0 &&
    c.may.transfer
  )
    out.add('transfer');
  return [...out];
}

function byVoucher(open: readonly OpenAppRow[]): Map<number, OpenAppRow[]> {
  const m = new Map<number, OpenAppRow[]>();
  for (const a of open) m.set(a.voucher_id, [...(m.get(a.voucher_id) ?? []), a]);
  return m;
}

function amountRange(min?: string, max?: string): { amountMinFen?: number; amountMaxFen?: number } {
  const lo = min === undefined ? undefined : (yuanToFen(min) ?? undefined);
  const hi = max === undefined ? undefined : (yuanToFen(max) ?? undefined);
  if (lo !== undefined && hi !== undefined && lo > hi) throw fail.bad('最低金额不能大于最高金额', 'amountMin');
  return { amountMinFen: lo, amountMaxFen: hi };
}

function dateRange(from: string | undefined, to: string | undefined, field: string): void {
  if (from && to && from > to) throw fail.bad('开始日期不能晚于结束日期', field);
}

/** The filters both lists share, for the caller's company. */
function commonQuery<Tab, Status>(
  c: VoucherCaller,
  f: { tab?: Tab; voucherNo?: string; counterparty?: string; status?: Status; amountMin?: string; amountMax?: string },
) {
  return {
    compId: c.auth.compId,
    employeeId: c.auth.employeeId,
    tab: f.tab,
    voucherNo: f.voucherNo,
    counterparty: f.counterparty?.trim() || undefined,
    status: f.status,
    ...amountRange(f.amountMin, f.amountMax),
  };
}

/** The list query of a filter, with the todo tab's kinds from the caller's abilities. */
function voucherQuery(c: VoucherCaller, f: Omit<VoucherFilter, 'pageNum' | 'pageSize'>): VoucherListQuery {
  dateRange(f.issueDateFrom, f.issueDateTo, 'issueDateFrom');
  dateRange(f.dueDateFrom, f.dueDateTo, 'dueDateFrom');
  const kinds = Object.keys(CHECKER) as VoucherAppKind[];
  return {
    ...commonQuery(c, f),
    reviewKinds: kinds.filter((k) => k !== 'transfer' && c.may[CHECKER[k]]),
    makeKinds: kinds.filter((k) => k !== 'transfer' && c.may[MAKER[k]]),
    maySign: c.may.signFor,
    mayVoid: c.may.void,
    issueDateFrom: f.issueDateFrom,
    issueDateTo: f.issueDateTo,
    dueDateFrom: f.dueDateFrom,
    dueDateTo: f.dueDateTo,
  };
}

/**
 * A page of a list and the summary of the whole filtered list (count, total; kept per query
 * until anything changes, voucher-summary-cache.ts). An export asks for up to `limit` rows.
 */
async function pageWithSummary<R>(
  ctx: AppContext,
  f: { pageNum?: number; pageSize?: number },
  limit: number | undefined,
  summaryKey: string,
  page: (limit: number, offset: number) => Promise<R>,
  summarize: () => Promise<{ count: number; totalFen: number }>,
) {
  const pageNum = f.pageNum ?? 1;
  const pageSize = limit ?? f.pageSize ?? 10;
  const [rows, summary] = await Promise.all([
    page(pageSize, (pageNum - 1) * pageSize),
    cachedSummary(ctx.db, summaryKey, ctx.clock(), summarize),
  ]);
  return {
    rows,
    pageNum,
    pageSize,
    total: summary.count,
    summary: { count: summary.count, totalAmount: yuan(summary.totalFen) },
  };
}

export async function listVouchers(ctx: AppContext, c: VoucherCaller, f: VoucherFilter, limit?: number) {
  const q = voucherQuery(c, f);
  const { rows, ...paging } = await pageWithSummary(
    ctx,
    f,
    limit,
    `v:${JSON.stringify(q)}`,
    (n, offset) => pageVouchers(ctx.db, q, n, offset),
    () => summarizeVouchers(ctx.db, q),
  );
  const open = byVoucher(
    await openApplicationsOf(
      ctx.db,
      rows.map((r) => r.id),
    ),
  );
  const today = todayOf(ctx.clock());
  return {
    list: rows.map((v) => {
      const apps = open.get(v.id) ?? [];
      const pending = apps.find((a) => a.comp_id === c.auth.compId && a.kind !== 'transfer');
      return {
        id: v.id,
        voucherNo: v.voucher_no,
        rootNo: v.root_no,
        isRoot: v.parent_id === null,
        issuerName: v.issuer_name,
        fromName: v.from_name,
        holderName: v.holder_name,
        amount: yuan(v.amount_fen),
        ...voucherState(v),
        createTime: formatTime(v.created_at),
        pendingApplicationId: pending?.id ?? null,
        actions: voucherActions(c, v, apps, today),
      };
    }),
    ...paging,
  };
}

/**
 * Whether the caller's company may see a voucher: a party of it,
 * or of another part of its tree (drafts: the issuer only).
 */
async function visible(db: Db, compId: number, v: VoucherRow): Promise<boolean> {
  if (v.issuer_comp_id === compId) return true;
  if (v.issue_date === null) return false;
  if (v.holder_comp_id === compId || v.from_comp_id === compId) return true;
  return partyOfTree(db, v.root_id, compId);
}

export async function visibleVoucher(ctx: AppContext, c: VoucherCaller, id: number): Promise<VoucherRow> {
  const v = await voucherById(ctx.db, id);
  if (!v || !(await visible(ctx.db, c.auth.compId, v))) throw fail.notFound('凭证不存在或无权访问');
  return v;
}

export const PROMISE_TEXT =
  '出票人承诺：本凭证所载金额将于到期日无条件足额支付给凭证持有人。本凭证可在平台内依法转让、拆分及融资。';

function appItem(c: VoucherCaller, a: ApplicationViewRow, parts: readonly PartViewRow[]) {
  const actions = new Set<VoucherAction>();
  if (a.comp_id === c.auth.compId) {
    if (a.status === VOUCHER_APP.pendingReview && a.maker_employee_id !== c.auth.employeeId && c.may[CHECKER[a.kind]]) {
      actions.add(a.kind === 'signFor' ? 'signReview' : 'review');
    }
    if (a.kind === 'transfer' && c.may.transfer) {
      if (a.status === VOUCHER_APP.returned) actions.add('edit');
      if (a.status === VOUCHER_APP.returned || a.status === VOUCHER_APP.pendingReview) actions.add('withdraw');
    }
  }
  const mine = parts.filter((p) => p.application_id === a.id);
  if (mine.some((p) => p.receiver_comp_id === c.auth.compId && p.child_status === VOUCHER.pendingSign) && c.may.signFor)
    actions.add('sign');
  return {
    id: a.id,
    appNo: a.app_no,
    kind: a.kind,
    kindName: VOUCHER_APP_KINDS[a.kind],
    voucherId: a.voucher_id,
    voucherNo: a.voucher_no,
    rootNo: a.root_no,
    compName: a.comp_name,
    status: a.status,
    statusName: appStatusName(a.status),
    decision: a.decision,
    amount: yuan(a.amount_fen),
    reason: a.reason,
    returnReason: a.return_reason,
    makerName: a.maker_name,
    madeTime: formatTime(a.made_at),
    checkerName: a.checker_name,
    checkedTime: formatTime(a.checked_at),
    mine: a.maker_employee_id === c.auth.employeeId,
    parts: mine.map((p) => ({
      seq: p.seq,
      receiverCompId: p.receiver_comp_id,
      receiverName: p.receiver_name,
      amount: yuan(p.amount_fen),
      childVoucherId: p.child_voucher_id,
      childVoucherNo: p.child_no ?? '',
      childStatus: p.child_status,
      childStatusName: p.child_status === null ? '' : statusName(p.child_status),
    })),
    actions: [...actions],
  };
}

export async function voucherDetail(ctx: AppContext, c: VoucherCaller, id: number) {
  const v = await visibleVoucher(ctx, c, id);
  const [parties, tree, records, apps, open] = await Promise.all([
    companiesByIds(ctx.db, [v.issuer_comp_id, v.from_comp_id, v.holder_comp_id]),
    treeOf(ctx.db, v.root_id),
    recordsOf(ctx.db, v.id),
    applicationsOfVoucher(ctx.db, v.id),
    openApplicationsOf(ctx.db, [v.id]),
  ]);
  // Other companies' applications on the voucher are not theirs to read (a receiver sees its own sign-for).
  const shown = apps.filter((a) => a.comp_id === c.auth.compId);
  const parts = await partsOfApplications(
    ctx.db,
    shown.filter((a) => a.kind === 'transfer').map((a) => a.id),
  );
  const party = (id: number) => {
    const p = parties.get(id);
    return { compId: id, compName: p?.comp_name ?? '', creditCode: p?.credit_code ?? '' };
  };
  const parentNo = v.parent_id === null ? '' : (tree.find((t) => t.id === v.parent_id)?.voucher_no ?? '');
  const today = todayOf(ctx.clock());
  return {
    id: v.id,
    voucherNo: v.voucher_no,
    rootNo: v.root_no,
    parentNo,
    issuer: party(v.issuer_comp_id),
    from: party(v.from_comp_id),
    holder: party(v.holder_comp_id),
    amount: yuan(v.amount_fen),
    amountInWords: amountInWords(v.amount_fen) ?? '',
    ...voucherState(v),
    contractNo: v.contract_no,
    invoiceNos: v.invoice_nos,
    attachments: v.attachments,
    remark: v.remark,
    promise: PROMISE_TEXT,
    createTime: formatTime(v.created_at),
    tree: tree
      // Drafts of the tree are nobody's business but the issuer's.
      .filter((t) => t.issue_date !== null || v.issuer_comp_id === c.auth.compId)
      .map((t) => ({
        id: t.id,
        parentId: t.parent_id,
        voucherNo: t.voucher_no,
        holderName: t.holder_name,
        amount: yuan(t.amount_fen),
        availableAmount: yuan(t.available_fen),
        status: t.status,
        statusName: statusName(t.status),
        financed: t.financed,
        date: t.issue_date ?? formatTime(t.created_at).slice(0, 10),
      })),
    records: records.map((r) => ({
      id: r.id,
      step: r.step,
      stepName: STEP_NAMES[r.step as VoucherStep] ?? r.step,
      actorName: r.actor_name,
      compName: r.comp_name,
      result: r.result,
      reason: r.reason,
      time: formatTime(r.created_at),
    })),
    applications: shown.map((a) => appItem(c, a, parts)),
    actions: voucherActions(c, v, open, today),
    daysToDue: daysBetween(today, v.due_date) ?? 0,
  };
}

// ---- transfer applications ----------------------------------------------------------------

/** Start and end (exclusive) of a date range in epoch ms, Asia/Shanghai days. */
function dayBounds(from?: string, to?: string): { fromMs?: number; toMs?: number } {
  const ms = (d: string) => Date.parse(`${d}T00:00:00+08:00`);
  return { fromMs: from ? ms(from) : undefined, toMs: to ? ms(to) + DAY : undefined };
}

function transferQuery(c: VoucherCaller, f: Omit<TransferFilter, 'pageNum' | 'pageSize'>): TransferListQuery {
  dateRange(f.dateFrom, f.dateTo, 'dateFrom');
  return {
    ...commonQuery(c, f),
    mayReview: c.may.transferReview,
    mayMake: c.may.transfer,
    ...dayBounds(f.dateFrom, f.dateTo),
  };
}

export async function listTransfers(ctx: AppContext, c: VoucherCaller, f: TransferFilter, limit?: number) {
  const q = transferQuery(c, f);
  const { rows: ids, ...paging } = await pageWithSummary(
    ctx,
    f,
    limit,
    `t:${JSON.stringify(q)}`,
    (n, offset) => pageTransferIds(ctx.db, q, n, offset),
    () => summarizeTransfers(ctx.db, q),
  );
  const [apps, parts] = await Promise.all([applicationsByIds(ctx.db, ids), partsOfApplications(ctx.db, ids)]);
  return { list: apps.map((a) => appItem(c, a, parts)), ...paging };
}

export async function transferDetail(ctx: AppContext, c: VoucherCaller, id: number) {
  const [a] = await applicationsByIds(ctx.db, [id]);
  if (a?.kind !== 'transfer') throw fail.notFound('申请不存在或无权访问');
  const parts = await partsOfApplications(ctx.db, [id]);
  const receiver = parts.some((p) => p.receiver_comp_id === c.auth.compId);
  if (a.comp_id !== c.auth.compId && !receiver) throw fail.notFound('申请不存在或无权访问');
  const item = appItem(c, a, parts);
  // A receiver sees its own part only.
  return a.comp_id === c.auth.compId
    ? item
    : { ...item, parts: item.parts.filter((p) => p.receiverCompId === c.auth.compId) };
}
