/**
 * ENDORSE's calls, on shared's typed voucher API (the one BILL uses too; neither parcel imports
 * the other). Every submit carries an idempotency key; every call an AbortSignal.
 */
import {
  VOUCHER_APP_STATUSES,
  applyTransfer,
  editTransfer,
  getVoucher as getVoucherDetail,
  batchReviewTransfers as batchReview,
  getTransfer,
  listTradeRelations,
  listTransfers,
  listVouchers,
  reviewTransfer,
  transferExportUrl as exportUrl,
  withdrawTransfer,
  type TransferItem,
  type VoucherItem,
} from '@scf/shared';
import {
  loadVoucherScreen,
  useMayInProduct,
  voucherFilterQuery,
  voucherSteps,
  type VoucherDetailView,
  type VoucherFilterValues,
  type VoucherScreen,
  type VoucherStep,
  type VoucherListTab,
  isSignStep,
  sendSignStep,
  TODO_TAB,
} from '@scf/shared/voucher';

export type TransferTab = 'mine' | 'toSign' | 'todo';
export const TRANSFER_TABS: ReadonlyArray<VoucherListTab<TransferTab>> = [
  { key: 'mine', label: '我的转让申请' },
  { key: 'toSign', label: '待我签收' },
  TODO_TAB,
];

export type TransferRow = TransferItem;
export type TransferPartRow = TransferItem['parts'][number];

/**
 * 发起转让 is offered to operators and administrators of ENDORSE. Read through the store hook,
 * so a page the server renders for the reader (and the browser hydrates) answers from the
 * reader's state.
 */
export const useMayTransfer = (): boolean => useMayInProduct('transfer', 'ENDORSE');

/** The list's filters as the transfer list takes them: one date range, the application's. */
function transferQuery(f: VoucherFilterValues) {
  const { issueDateFrom, issueDateTo, dueDateFrom: _df, dueDateTo: _dt, status, ...rest } = voucherFilterQuery(f);
  const known = VOUCHER_APP_STATUSES.find((s) => s === status);
  return { ...rest, ...(known === undefined ? {} : { status: known }), dateFrom: issueDateFrom, dateTo: issueDateTo };
}

export function loadTransferList(
  tab: TransferTab,
  filters: VoucherFilterValues,
  paging: { pageNum: number; pageSize: number },
  signal: AbortSignal,
) {
  return listTransfers(
    { tab, ...transferQuery(filters), pageNum: paging.pageNum, pageSize: paging.pageSize },
    { signal },
  );
}

export function transferExportUrl(tab: TransferTab, filters: VoucherFilterValues): string {
  return exportUrl({ tab, ...transferQuery(filters) });
}

/** The part of an application this company receives (by its name, which the list shows). */
export function myPart(app: Pick<TransferItem, 'parts'>, compName: string): TransferPartRow | undefined {
  return app.parts.find((p) => p.receiverName === compName && p.childVoucherId !== null);
}

/**
 * The buttons of an application for this company: the server's actions, without 转让 (a
 * voucher's step), and 签收 / 拒签 only where a part is ours.
 */
export function applicationSteps(app: TransferItem, compName: string): VoucherStep[] {
  return voucherSteps(app.actions).filter(
    (a) => a !== 'transfer' && ((a !== 'signFor' && a !== 'refuse') || myPart(app, compName) !== undefined),
  );
}

/** A step on an application (a row or its detail page). */
export async function decideTransfer(
  app: TransferItem,
  step: VoucherStep,
  reason: string,
  compName: string,
): Promise<void> {
  switch (step) {
    case 'approve':
    case 'return':
      await reviewTransfer({ applicationId: app.id, approve: step === 'approve', reason: reason || undefined });
      return;
    case 'withdraw':
      await withdrawTransfer(app.id);
      return;
    case 'signFor':
    case 'refuse':
    case 'signApprove':
    case 'signReturn': {
      // Our part is a child voucher of its own: signed for, and its sign-for reviewed, there.
      const part = myPart(app, compName);
      if (!part?.childVoucherId) throw new Error('没有待本企业签收的部分');
      await sendSignStep(await loadVoucher(part.childVoucherId), step, reason);
      return;
    }
    default:
      throw new Error('该操作请在凭证详情中办理');
  }
}

export function batchReviewTransfers(rows: readonly TransferItem[], approve: boolean, reason: string) {
  return batchReview({
    applicationIds: rows.filter((r) => r.actions.includes('review')).map((r) => r.id),
    approve,
    reason: reason || undefined,
  });
}

export type EndorseVoucher = VoucherScreen;

export const loadVoucher = (id: number, signal?: AbortSignal): Promise<EndorseVoucher> => loadVoucherScreen(id, signal);

/** 签收 / 拒签 of a part, and their review, on the voucher page. */
export async function decideOnVoucher(v: EndorseVoucher, step: VoucherStep, reason: string): Promise<void> {
  if (!isSignStep(step)) throw new Error('该操作请在对应页面办理');
  await sendSignStep(v, step, reason);
}

export async function loadTransfer(
  id: number,
  signal: AbortSignal,
): Promise<{ application: TransferItem; voucher: VoucherDetailView | null }> {
  const application = await getTransfer(id, { signal });
  const voucher = await loadVoucherScreen(application.voucherId, signal).catch(() => null);
  return { application, voucher };
}

/** Held vouchers the person may transfer now (the server's `transfer` action), for the form. */
export async function loadTransferable(signal: AbortSignal) {
  const page = await listVouchers({ tab: 'held', pageNum: 1, pageSize: 100 }, { signal });
  return page.list
    .filter((v) => v.actions.includes('transfer'))
    .map((v) => ({
      ...v,
      daysToDue: Math.round(
        (Date.parse(`${v.dueDate}T00:00:00Z`) - Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)) /
          86_400_000,
      ),
    }));
}

/**
 * A voucher the form transfers from (the held list's row, or a returned application's voucher):
 * the fields of the list's row it shows, and the days left to the due date.
 */
export type TransferableVoucher = Pick<
  VoucherItem,
  'id' | 'voucherNo' | 'issuerName' | 'amount' | 'availableAmount' | 'dueDate'
> & { daysToDue: number };

export interface TransferDraft {
  applicationId: number;
  appNo: string;
  voucher: TransferableVoucher;
  parts: { receiverCompId: number; amount: string }[];
  remark: string;
  returnReason: string;
  /** The server offers 修改 (it is returned and this person may transfer). */
  editable: boolean;
}

/** A returned application to edit: its voucher as it is now, its parts, remark and the reviewer's reason. */
export async function loadTransferDraft(applicationId: number, signal: AbortSignal): Promise<TransferDraft> {
  const app = await getTransfer(applicationId, { signal });
  const v = await getVoucherDetail(app.voucherId, { signal });
  return {
    applicationId: app.id,
    appNo: app.appNo,
    voucher: {
      id: v.id,
      voucherNo: v.voucherNo,
      issuerName: v.issuer.compName,
      amount: v.amount,
      availableAmount: v.availableAmount,
      dueDate: v.dueDate,
      daysToDue: v.daysToDue,
    },
    parts: app.parts.map((p) => ({ receiverCompId: p.receiverCompId, amount: p.amount })),
    remark: app.reason,
    returnReason: app.returnReason,
    editable: app.actions.includes('edit'),
  };
}

export function loadRelations(signal: AbortSignal) {
  return listTradeRelations({ signal });
}

export interface TransferInput {
  /** The returned application resubmitted, or null for a new one. */
  applicationId: number | null;
  voucherId: number;
  parts: { receiverCompId: number; amount: string }[];
  remark: string;
}

/** Submits a new transfer (or resubmits a returned one); the application's id. */
export async function submitTransfer(input: TransferInput, idempotencyKey: string): Promise<number> {
  const remark = input.remark || undefined;
  if (input.applicationId !== null)
    return (await editTransfer({ applicationId: input.applicationId, parts: input.parts, remark })).id;
  return (await applyTransfer({ voucherId: input.voucherId, parts: input.parts, remark, idempotencyKey })).id;
}
