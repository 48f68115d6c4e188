/**
 * CREDIT's calls, on shared's typed credit API: each page asks here and gets what it shows.
 * Every submit carries an idempotency key made when the form is filled; every call an AbortSignal.
 * Which buttons a line offers comes from the server's `actions`; the server checks again.
 */
import {
  CREDIT_LINE,
  CREDIT_LINE_NAMES,
  CREDIT_ROLES,
  applyCreditLine,
  batchReviewCreditLines,
  creditExportUrl,
  companyRolesFor,
  employeeRolesFor,
  getCreditLine,
  getCreditSummary,
  listCreditFunders,
  listCreditLines,
  listCreditUsages,
  reviewCreditLine,
  useStore,
  withdrawCreditLine,
  type CreditBatchResult,
  type CreditLine,
  type CreditLineAction,
  type CreditLineStatus,
  type CreditListQuery,
} from '@scf/shared';

const PROD = 'CREDIT';
export type CreditSide = 'applicant' | 'funder';
/** The list's tabs: the funder's reviewers see what waits per step; everyone sees all. */
export type CreditTab = 'all' | 'firstReview' | 'secondReview';

export const CREDIT_STATUSES = (Object.values(CREDIT_LINE) as CreditLineStatus[]).map((code) => ({
  code,
  name: CREDIT_LINE_NAMES[code],
}));
const isLineStatus = (n: number): n is CreditLineStatus => (Object.values(CREDIT_LINE) as number[]).includes(n);

/** The person reviews for the funder (风控初审 or 风控复审). */
const REVIEW_ROLES: readonly string[] = [...CREDIT_ROLES.firstReview, ...CREDIT_ROLES.secondReview];

/**
 * The reader in CREDIT, from the company's roles (C101 core enterprise, C103/C104 funder) and
 * the person's: `side` — a funding party grants lines (its list shows them from the funder's
 * side), anyone else applies; `reviewer` — the person reviews for the funder (风控初审 or
 * 风控复审); `apply` — 申请授信 is offered to a core enterprise's operators and administrators
 * (buttons only: the server checks the same). Read through the store hook, so a page the server
 * renders for the reader (and the browser hydrates) answers from the reader's state.
 */
export function useCreditReader(): { side: CreditSide; reviewer: boolean; apply: boolean } {
  const compRole = useStore((s) => s.compInfo?.compRole);
  const employeeRole = useStore((s) => s.compInfo?.employeeRole);
  const companyRoles = companyRolesFor(compRole, PROD);
  const roles = employeeRolesFor(employeeRole, PROD);
  return {
    side: companyRoles.some((r) => r === 'C103' || r === 'C104') ? 'funder' : 'applicant',
    reviewer: roles.some((r) => REVIEW_ROLES.includes(r)),
    apply: companyRoles.includes('C101') && roles.some((r) => (CREDIT_ROLES.apply as readonly string[]).includes(r)),
  };
}

export interface CreditFilterValues {
  lineNo: string;
  counterparty: string;
  status: number;
}
export const EMPTY_CREDIT_FILTERS: CreditFilterValues = { lineNo: '', counterparty: '', status: 0 };

/** The statuses a tab shows; the status filter within them. */
function statusesOf(tab: CreditTab, status: number): CreditLineStatus[] | undefined {
  if (tab === 'firstReview') return [CREDIT_LINE.firstReview];
  if (tab === 'secondReview') return [CREDIT_LINE.secondReview];
  return isLineStatus(status) ? [status] : undefined;
}

function listQuery(
  side: CreditSide,
  tab: CreditTab,
  f: CreditFilterValues,
): Omit<CreditListQuery, 'pageNum' | 'pageSize'> {
  const status = statusesOf(tab, f.status);
  return {
    side,
    ...(status ? { status } : {}),
    ...(f.lineNo.trim() ? { lineNo: f.lineNo.trim() } : {}),
    ...(f.counterparty.trim() ? { counterparty: f.counterparty.trim() } : {}),
  };
}

export function loadCreditList(
  side: CreditSide,
  tab: CreditTab,
  f: CreditFilterValues,
  paging: { pageNum: number; pageSize: number },
  signal: AbortSignal,
) {
  return listCreditLines(
    { ...listQuery(side, tab, f), pageNum: paging.pageNum, pageSize: paging.pageSize },
    { signal },
  );
}

/** The lines in force of the company (total, used, available), for the applicant's summary. */
export function loadCreditSummary(signal: AbortSignal) {
  return getCreditSummary({ signal });
}

export function creditListExportUrl(side: CreditSide, tab: CreditTab, f: CreditFilterValues): string {
  const { status, ...rest } = listQuery(side, tab, f);
  return creditExportUrl({ ...rest, ...(status?.[0] !== undefined ? { status: status[0] } : {}) });
}

export function loadCreditDetail(id: number, signal: AbortSignal) {
  return getCreditLine(id, { signal });
}

export function loadUsages(id: number, page: { pageNum: number; pageSize: number }, signal: AbortSignal) {
  return listCreditUsages(id, page, { signal });
}

export function loadFunders(signal: AbortSignal) {
  return listCreditFunders({ signal });
}

/** The review step a line's actions offer this person now (at most one: one person never both). */
export function reviewStepOf(actions: readonly CreditLineAction[]): 'firstReview' | 'secondReview' | null {
  if (actions.includes('firstReview')) return 'firstReview';
  if (actions.includes('secondReview')) return 'secondReview';
  return null;
}

export const STEP_LABEL = { firstReview: '风控初审', secondReview: '风控复审' } as const;

export async function review(id: number, approve: boolean, reason: string): Promise<void> {
  await reviewCreditLine({ id, approve, ...(reason ? { reason } : {}) });
}

export async function batchReview(
  rows: readonly CreditLine[],
  approve: boolean,
  reason: string,
): Promise<CreditBatchResult> {
  return batchReviewCreditLines({ ids: rows.map((r) => r.id), approve, ...(reason ? { reason } : {}) });
}

export async function withdraw(id: number, reason: string): Promise<void> {
  await withdrawCreditLine(id, reason);
}

export interface ApplyInput {
  funderCompCode: string;
  amount: string;
  termMonths: number;
  maxVoucherDays: number;
  singleLimit: string;
  purpose: string;
}

/** Submits an application; the new line's id. */
export async function submitApplication(input: ApplyInput, idemKey: string): Promise<number> {
  const { singleLimit, ...rest } = input;
  return (await applyCreditLine({ ...rest, ...(singleLimit ? { singleLimit } : {}), idemKey })).id;
}
