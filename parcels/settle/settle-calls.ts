/**
 * SETTLE's calls, on shared's typed settlement API: each page asks here and gets what it shows.
 * Sums are exact (fen as bigint). A confirmation is safe to send twice: the server pays each
 * root once and says so for a repeat.
 */
import {
  SETTLE_ROLES,
  confirmSettlement,
  companyRolesFor,
  employeeRolesFor,
  fenToYuan,
  getClearing,
  listReceivables,
  listSettleDue,
  listSettlementsPaid,
  settlementPdfUrl,
  useStore,
  type SettleConfirmResult,
} from '@scf/shared';
import { toFen } from '@scf/shared/voucher';

const PROD = 'SETTLE';
export type SettleTab = 'due' | 'paid' | 'pending' | 'received';
const ISSUER_TABS: ReadonlyArray<{ key: SettleTab; label: string }> = [
  { key: 'due', label: '待兑付' },
  { key: 'paid', label: '已付款' },
];
const HOLDER_TABS: ReadonlyArray<{ key: SettleTab; label: string }> = [
  { key: 'pending', label: '待收款' },
  { key: 'received', label: '已收款' },
];

/**
 * The reader's side in SETTLE: `issuer` — the company is a core enterprise, which issues
 * vouchers and pays them at maturity (the issuer's tabs); `payer` — the person is its 财务付款
 * (E108), who confirms payments (the server checks the same). Read through the store hook, so a
 * page the server renders for the reader (and the browser hydrates) answers from the reader's state.
 */
export function useSettleReader(): { issuer: boolean; payer: boolean } {
  const compRole = useStore((s) => s.compInfo?.compRole);
  const employeeRole = useStore((s) => s.compInfo?.employeeRole);
  return {
    issuer: companyRolesFor(compRole, PROD).includes('C101'),
    payer: employeeRolesFor(employeeRole, PROD).some((r) => (SETTLE_ROLES.confirm as readonly string[]).includes(r)),
  };
}

/** The tabs this company's people see: the issuer's, then the holder's (a core enterprise may hold parts too). */
export function tabsOf(issuer: boolean): ReadonlyArray<{ key: SettleTab; label: string }> {
  return issuer ? [...ISSUER_TABS, ...HOLDER_TABS] : HOLDER_TABS;
}

/** The exact sum of decimal yuan strings, as a yuan string. */
export function sumYuan(amounts: readonly string[]): string {
  const fen = amounts.reduce((s, a) => s + toFen(a), 0n);
  return fenToYuan(Number(fen)) ?? '0.00';
}

/** The due-date filters of 待兑付 and 待收款 as the list state keeps them ('' for none). */
export interface DueFilterValues {
  dueDate: string;
  dueDateFrom: string;
  dueDateTo: string;
}
export const EMPTY_DUE_FILTER: DueFilterValues = { dueDate: '', dueDateFrom: '', dueDateTo: '' };

/** The filters the server takes: the empty ones left out (the server refuses '' as a date). */
export function dueQuery(f: DueFilterValues): Partial<DueFilterValues> {
  return {
    ...(f.dueDate ? { dueDate: f.dueDate } : {}),
    ...(f.dueDateFrom ? { dueDateFrom: f.dueDateFrom } : {}),
    ...(f.dueDateTo ? { dueDateTo: f.dueDateTo } : {}),
  };
}

export function loadDue(filter: DueFilterValues, paging: { pageNum: number; pageSize: number }, signal: AbortSignal) {
  return listSettleDue({ ...dueQuery(filter), pageNum: paging.pageNum, pageSize: paging.pageSize }, { signal });
}

export function loadPaid(paging: { pageNum: number; pageSize: number }, signal: AbortSignal) {
  return listSettlementsPaid({ pageNum: paging.pageNum, pageSize: paging.pageSize }, { signal });
}

/** 待收款 takes the due-date filters; 已收款 has none. */
export function loadReceivables(
  tab: 'pending' | 'received',
  filter: DueFilterValues,
  paging: { pageNum: number; pageSize: number },
  signal: AbortSignal,
) {
  return listReceivables(
    { tab, ...(tab === 'pending' ? dueQuery(filter) : {}), pageNum: paging.pageNum, pageSize: paging.pageSize },
    { signal },
  );
}

export function loadClearing(voucherId: number, signal: AbortSignal) {
  return getClearing(voucherId, { signal });
}

export const pdfOf = (settleNo: string): string | null => (settleNo ? settlementPdfUrl(settleNo) : null);

export type ConfirmTarget = { kind: 'vouchers'; voucherIds: number[] } | { kind: 'date'; dueDate: string };

/** Confirms payment; throws with the server's reasons when nothing was paid. */
export async function confirmPay(target: ConfirmTarget, bankRef: string): Promise<SettleConfirmResult> {
  const body =
    target.kind === 'date' ? { dueDate: target.dueDate, bankRef } : { voucherIds: target.voucherIds, bankRef };
  const r = await confirmSettlement(body);
  if (r.done === 0 && r.failed.length > 0) throw new Error(r.failed.map((f) => f.msg).join('；'));
  return r;
}
