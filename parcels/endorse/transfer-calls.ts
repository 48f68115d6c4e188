/**
 * ENDORSE's calls, on shared's typed voucher API (the one BILL uses too; neither parcel imports
 * the other). Every submit carries an idempotency key; every call an AbortSignal.
 */
import {
  VOUCHER_APP,
  VOUCHER_APP_STATUSES,
  applyTransfer,
  batchReviewTransfers as batchReview,
  employeeRolesFor,
  getState,
  getTransfer,
  getVoucher,
  listTradeRelations,
  listTransfers,
  listVouchers,
  mayVoucher,
  newIdempotencyKey,
  reviewSignFor,
  reviewTransfer,
  signForVoucher,
  transferExportUrl as exportUrl,
  voucherAttachmentUrl,
  voucherPdfUrl,
  withdrawTransfer,
  type TransferItem,
  type VoucherDetail,
} from '@scf/shared';
import { offersPdf, voucherDetailView, voucherFilterQuery, type VoucherDetailView, type VoucherFilterValues, type VoucherStep } from '@scf/shared/voucher';

export type TransferTab = 'mine' | 'toSign' | 'todo';
export const TRANSFER_TABS: ReadonlyArray<{ key: TransferTab; label: string }> = [
  { key: 'mine', label: '我的转让申请' },
  { key: 'toSign', label: '待我签收' },
  { key: 'todo', label: '待我处理' },
];

export type TransferRow = TransferItem;
export type TransferPartRow = TransferItem['parts'][number];

const myRoles = () => employeeRolesFor(getState().compInfo?.employeeRole, 'ENDORSE').map((employeeRole) => ({ prodCode: 'ENDORSE', employeeRole }));
/** 发起转让 is offered to operators and administrators of ENDORSE. */
export const mayTransfer = (): boolean => mayVoucher('transfer', myRoles());

/** The list's filters as the transfer list takes them: one date range, the application's. */
function transferQuery(f: VoucherFilterValues) {
  const { issueDateFrom, issueDateTo, dueDateFrom: _df, dueDateTo: _dt, status, ...rest } = voucherFilterQuery(f);
  const known = VOUCHER_APP_STATUSES.find((s) => s === status);
  return { ...rest, ...(known === undefined ? {} : { status: known }), dateFrom: issueDateFrom, dateTo: issueDateTo };
}

export function loadTransferList(tab: TransferTab, filters: VoucherFilterValues, paging: { pageNum: number; pageSize: number }, signal: AbortSignal) {
  return listTransfers({ tab, ...transferQuery(filters), pageNum: paging.pageNum, pageSize: paging.pageSize }, { signal });
}

export function transferExportUrl(tab: TransferTab, filters: VoucherFilterValues): string {
  return exportUrl({ tab, ...transferQuery(filters) });
}

/** The part of an application this company receives (by its name, which the list shows). */
export function myPart(app: Pick<TransferItem, 'parts'>, compName: string): TransferPartRow | undefined {
  return app.parts.find((p) => p.receiverName === compName && p.childVoucherId !== null);
}

/** A step on an application (a row or its detail page). */
export async function decideTransfer(app: TransferItem, step: VoucherStep, reason: string, compName: string): Promise<void> {
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
      await decideOnVoucher(await loadVoucher(part.childVoucherId), step, reason);
      return;
    }
    default:
      throw new Error('该操作请在凭证详情中办理');
  }
}

export function batchReviewTransfers(rows: readonly TransferItem[], approve: boolean, reason: string) {
  return batchReview({ applicationIds: rows.filter((r) => r.actions.includes('review')).map((r) => r.id), approve, reason: reason || undefined });
}

export type EndorseVoucher = VoucherDetailView & { actions: string[]; pendingApplicationId: number | null; pdfUrl: string | null };


const attachmentsOf = (d: VoucherDetail) => (token: string) => voucherAttachmentUrl(d.id, token);

export async function loadVoucher(id: number, signal?: AbortSignal): Promise<EndorseVoucher> {
  const d = await getVoucher(id, signal ? { signal } : undefined);
  const open = d.applications.find((a) => a.status === VOUCHER_APP.pendingReview) ?? null;
  return { ...voucherDetailView(d, attachmentsOf(d)), actions: d.actions, pendingApplicationId: open?.id ?? null, pdfUrl: offersPdf(d.status) ? voucherPdfUrl(d.id) : null };
}

/** 签收 / 拒签 of a part, and their review, on the voucher page. */
export async function decideOnVoucher(v: EndorseVoucher, step: VoucherStep, reason: string): Promise<void> {
  if (step === 'signFor' || step === 'refuse') {
    await signForVoucher({ voucherId: v.id, decision: step === 'signFor' ? 'accept' : 'refuse', reason: step === 'refuse' ? reason : undefined, idempotencyKey: newIdempotencyKey() });
    return;
  }
  if ((step === 'signApprove' || step === 'signReturn') && v.pendingApplicationId !== null) {
    await reviewSignFor({ applicationId: v.pendingApplicationId, approve: step === 'signApprove', reason: reason || undefined });
    return;
  }
  throw new Error('该操作请在对应页面办理');
}

export async function loadTransfer(id: number, signal: AbortSignal): Promise<{ application: TransferItem; voucher: VoucherDetailView | null }> {
  const application = await getTransfer(id, { signal });
  const voucher = await getVoucher(application.voucherId, { signal }).then((d) => voucherDetailView(d, attachmentsOf(d)), () => null);
  return { application, voucher };
}

/** Held vouchers the person may transfer now (the server's `transfer` action), for the form. */
export async function loadTransferable(signal: AbortSignal) {
  const page = await listVouchers({ tab: 'held', pageNum: 1, pageSize: 100 }, { signal });
  return page.list
    .filter((v) => v.actions.includes('transfer'))
    .map((v) => ({ ...v, daysToDue: Math.round((Date.parse(`${v.dueDate}T00:00:00Z`) - Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000) }));
}

export function loadRelations(signal: AbortSignal) {
  return listTradeRelations({ signal });
}

export async function submitTransfer(input: { voucherId: number; parts: { receiverCompId: number; amount: string }[]; remark: string }, idempotencyKey: string): Promise<number> {
  return (await applyTransfer({ ...input, remark: input.remark || undefined, idempotencyKey })).id;
}
