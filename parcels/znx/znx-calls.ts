/**
 * ZNX's calls, on shared's typed financing API (shared/api/znx.api.ts) and the voucher API for
 * the held vouchers. Every submit carries an idempotency key made when the form was filled;
 * every read an AbortSignal, so a page that goes cancels its requests.
 */
import {
  applyZnx,
  batchReviewZnx,
  disburseZnx,
  disbursementPdfUrl,
  employeeRolesFor,
  getZnx,
  getZnxSettings,
  listZnx,
  listZnxFunders,
  listZnxVouchers,
  saveZnxSettings,
  submitZnx,
  reviewZnx,
  withdrawZnx,
  useStore,
  znxExportUrl,
  ZNX_APP,
  ZNX_ROLES,
  type ZnxAction,
  type ZnxApplication,
  type ZnxApplyInput,
  type ZnxDetail,
  type ZnxSettingsInput,
} from '@scf/shared';
import { voucherFilterQuery, type VoucherFilterValues } from '@scf/shared/voucher';
import { funderSide, statusQuery, type ZnxTab } from './znx-rules';

export type ZnxRow = ZnxApplication;

const mayWith = (roles: readonly string[], action: ZnxAction): boolean =>
  ZNX_ROLES[action].some((r) => roles.includes(r));

/**
 * The reader in ZNX: `funder` — the company takes part as the funder (its list shows what it
 * funds); `roles` — the person's roles in ZNX (bare codes, E101…); `may` — whether those roles
 * take an action (buttons only: the server decides). Read through the store hook, so a page the
 * server renders for the reader (and the browser hydrates) answers from the reader's state.
 */
export function useZnxReader(): { funder: boolean; roles: string[]; may: (action: ZnxAction) => boolean } {
  const compRole = useStore((s) => s.compInfo?.compRole);
  const employeeRole = useStore((s) => s.compInfo?.employeeRole);
  const roles = employeeRolesFor(employeeRole, 'ZNX');
  return { funder: funderSide(compRole ?? []), roles, may: (action) => mayWith(roles, action) };
}

/** The list's filters as the financing list takes them: the number is the application's, one date range. */
function filterQuery(f: VoucherFilterValues) {
  const q = voucherFilterQuery(f);
  return {
    ...(q.voucherNo ? { appNo: q.voucherNo } : {}),
    ...(q.counterparty ? { counterparty: q.counterparty } : {}),
    ...(q.amountMin ? { amountMin: q.amountMin } : {}),
    ...(q.amountMax ? { amountMax: q.amountMax } : {}),
    ...(q.issueDateFrom ? { dateFrom: q.issueDateFrom } : {}),
    ...(q.issueDateTo ? { dateTo: q.issueDateTo } : {}),
  };
}

type Status = NonNullable<Parameters<typeof listZnx>[0]['status']>[number];
const asStatuses = (codes: number[] | undefined): Status[] | undefined =>
  codes?.filter((c): c is Status => Object.values(ZNX_APP).includes(c as Status));

export function loadZnxList(
  tab: ZnxTab,
  filters: VoucherFilterValues,
  paging: { pageNum: number; pageSize: number },
  signal: AbortSignal,
) {
  const status = asStatuses(statusQuery(tab, filters.status));
  return listZnx(
    { ...filterQuery(filters), ...(status ? { status } : {}), pageNum: paging.pageNum, pageSize: paging.pageSize },
    { signal },
  );
}

export function znxListExportUrl(tab: ZnxTab, filters: VoucherFilterValues): string {
  return znxExportUrl({ ...filterQuery(filters), status: statusQuery(tab, filters.status) });
}

/** The review step the row waits for, if this person may take it. */
export const reviewStepOf = (actions: readonly string[]): ZnxAction | undefined =>
  actions.find(
    (a): a is ZnxAction => a === 'loanFirst' || a === 'loanSecond' || a === 'riskFirst' || a === 'riskSecond',
  );

export const STEP_LABELS: Record<ZnxAction, string> = {
  apply: '申请融资',
  submit: '复核提交',
  withdraw: '撤回',
  loanFirst: '放款初审',
  loanSecond: '放款复审',
  riskFirst: '风控初审',
  riskSecond: '风控复审',
  disburse: '登记放款',
  settings: '产品参数',
};

/** Approve or reject the step the application waits for (the holder's submit or a funder review). */
export async function decideFinancing(
  app: Pick<ZnxRow, 'id' | 'actions'>,
  approve: boolean,
  reason: string,
): Promise<void> {
  const body = { id: app.id, approve, ...(reason ? { reason } : {}) };
  if (app.actions.includes('submit')) await submitZnx(body);
  else if (reviewStepOf(app.actions)) await reviewZnx(body);
  else throw new Error('该申请当前没有您可以审核的环节');
}

export function withdrawFinancing(id: number): Promise<null> {
  return withdrawZnx(id);
}

export function batchReviewFinancing(rows: readonly ZnxRow[], approve: boolean, reason: string) {
  return batchReviewZnx({
    ids: rows.filter((r) => reviewStepOf(r.actions)).map((r) => r.id),
    approve,
    ...(reason ? { reason } : {}),
  });
}

export function loadFinancing(id: number, signal: AbortSignal): Promise<ZnxDetail> {
  return getZnx(id, { signal });
}

export const pdfUrlOf = (d: Pick<ZnxDetail, 'id' | 'status'>): string | null =>
  d.status === ZNX_APP.disbursed ? disbursementPdfUrl(d.id) : null;

export function recordDisbursement(input: { id: number; date: string; amount: string; bankRef: string }) {
  return disburseZnx(input);
}

/** The vouchers the company may finance now (held, not bought by a funder, balance left, not due). */
export function loadFinanceable(signal: AbortSignal) {
  return listZnxVouchers({ signal });
}

export function loadFunders(signal: AbortSignal) {
  return listZnxFunders({ signal });
}

export async function submitApplication(input: Omit<ZnxApplyInput, 'idemKey'>, idemKey: string): Promise<number> {
  return (await applyZnx({ ...input, idemKey })).id;
}

export function loadSettings(signal: AbortSignal) {
  return getZnxSettings({ signal });
}

export function saveSettings(input: ZnxSettingsInput) {
  return saveZnxSettings(input);
}
