/**
 * BILL's calls, on shared's typed voucher API (the same one ENDORSE uses): each page asks here
 * and gets what it shows. Every submit carries an idempotency key; every call an AbortSignal.
 */
import {
  batchReviewSignFor,
  batchReviewVoucherApplications,
  editIssue,
  getVoucher,
  isVoucherStatus,
  issueVoucher,
  listTradeRelations,
  listVouchers,
  newIdempotencyKey,
  requestVoid,
  reviewVoucherApplication,
  voucherExportUrl,
  voucherPdfUrl,
  withdrawIssue,
  type BatchReviewResult,
  type VoucherItem,
} from '@scf/shared';
import {
  loadVoucherScreen,
  offersPdf,
  voucherFilterQuery,
  type VoucherFilterValues,
  type VoucherScreen,
  type VoucherStep,
  type VoucherListTab,
  isSignStep,
  pendingApplicationOf,
  sendSignStep,
  TODO_TAB,
} from '@scf/shared/voucher';

/** The list's tabs: the vouchers the company issued, those it holds, and what waits for the reader. */
export type BillTab = 'issued' | 'held' | 'todo';
export const BILL_TABS: ReadonlyArray<VoucherListTab<BillTab>> = [
  { key: 'issued', label: '我开立的' },
  { key: 'held', label: '我持有的' },
  TODO_TAB,
];

/** A list row: the API's item and the link of its PDF (once the voucher is issued). */
export type VoucherRow = VoucherItem & { pdfUrl: string | null };

/** The filters as the list API takes them: only those set, the status only when it is a voucher's. */
function listQuery(f: VoucherFilterValues) {
  const { status, ...rest } = voucherFilterQuery(f);
  return isVoucherStatus(status) ? { ...rest, status } : rest;
}

export async function loadBillList(
  tab: BillTab,
  filters: VoucherFilterValues,
  paging: { pageNum: number; pageSize: number },
  signal: AbortSignal,
) {
  const page = await listVouchers(
    { tab, ...listQuery(filters), pageNum: paging.pageNum, pageSize: paging.pageSize },
    { signal },
  );
  return {
    ...page,
    list: page.list.map((v): VoucherRow => ({ ...v, pdfUrl: offersPdf(v.status) ? voucherPdfUrl(v.id) : null })),
  };
}

export function billExportUrl(tab: BillTab, filters: VoucherFilterValues): string {
  return voucherExportUrl({ tab, ...listQuery(filters) });
}

export type BillDetail = VoucherScreen;

/** The detail as the pages show it, with its buttons and the application a reviewer decides. */
export const loadVoucherDetail = (id: number, signal: AbortSignal): Promise<BillDetail> =>
  loadVoucherScreen(id, signal);

/** One step on a voucher (a row or the detail page), as the API names it. */
export async function decide(
  v: { id: number; pendingApplicationId: number | null },
  step: VoucherStep,
  reason: string,
): Promise<void> {
  // The receiver's steps (签收, and its review) are the same in every product.
  if (isSignStep(step)) {
    await sendSignStep(v, step, reason);
    return;
  }
  switch (step) {
    case 'approve':
    case 'return':
      // The issuer's reviewer decides an issue or a void application.
      await reviewVoucherApplication({
        applicationId: pendingApplicationOf(v),
        approve: step === 'approve',
        reason: reason || undefined,
      });
      return;
    case 'void':
      await requestVoid({ voucherId: v.id, reason, idempotencyKey: newIdempotencyKey() });
      return;
    case 'withdraw':
      await withdrawIssue(v.id);
      return;
    default:
      throw new Error('该操作请在对应页面办理');
  }
}

/**
 * 批量通过 / 批量退回: issue and void applications go to the issuer's review, sign-fors to the
 * receiver's; the server decides each on its own and says which failed.
 */
export async function batchReview(
  rows: readonly VoucherRow[],
  approve: boolean,
  reason: string,
): Promise<BatchReviewResult> {
  const ids = (action: VoucherItem['actions'][number]): number[] =>
    rows
      .filter((r) => r.actions.includes(action) && r.pendingApplicationId !== null)
      .map((r) => r.pendingApplicationId as number);
  const body = (applicationIds: number[]) => ({ applicationIds, approve, reason: reason || undefined });
  const issuer = ids('review');
  const receiver = ids('signReview');
  const results = await Promise.all([
    issuer.length ? batchReviewVoucherApplications(body(issuer)) : null,
    receiver.length ? batchReviewSignFor(body(receiver)) : null,
  ]);
  return results.reduce<BatchReviewResult>(
    (all, r) => (r ? { done: all.done + r.done, failed: [...all.failed, ...r.failed] } : all),
    { done: 0, failed: [] },
  );
}

export function loadRelations(signal: AbortSignal) {
  return listTradeRelations({ signal });
}

/** An issue's fields as the form edits them. */
interface IssueFields {
  receiverCompId: number;
  amount: string;
  dueDate: string;
  contractNo: string;
  invoiceNos: string[];
  attachments: { fileToken: string; fileName: string }[];
  remark: string;
}

export interface IssueDraft extends IssueFields {
  returnReason: string;
}

/** A returned issue, to edit: the voucher's fields and the reviewer's reason. */
export async function loadIssueDraft(voucherId: number, signal: AbortSignal): Promise<IssueDraft> {
  const d = await getVoucher(voucherId, { signal });
  const issue = d.applications.find((a) => a.kind === 'issue');
  return {
    receiverCompId: d.holder.compId,
    amount: d.amount,
    dueDate: d.dueDate,
    contractNo: d.contractNo,
    invoiceNos: d.invoiceNos,
    attachments: d.attachments,
    remark: d.remark,
    returnReason: issue?.returnReason ?? '',
  };
}

export interface IssueInput extends IssueFields {
  voucherId: number | null;
}

/** Submits a new issue (or resubmits a returned one); the voucher's id. */
export async function submitIssue(input: IssueInput, idempotencyKey: string): Promise<number> {
  const { voucherId, ...fields } = input;
  const body = {
    ...fields,
    invoiceNos: fields.invoiceNos.length ? fields.invoiceNos : undefined,
    remark: fields.remark || undefined,
  };
  if (voucherId !== null) {
    await editIssue({ voucherId, ...body });
    return voucherId;
  }
  return (await issueVoucher({ ...body, idempotencyKey })).id;
}
