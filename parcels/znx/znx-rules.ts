/**
 * The pure view rules of 保理融资 (ZNX), so the pages show them live and unit tests check them
 * alone: which list tabs a person sees and which statuses each holds, the application form's
 * checks and its live calculation (the shared `quoteFinancing`, integer fen, the same function
 * the server decides with), the amount a disbursement on a given date must have, and the
 * funder's settings form. The server checks everything again.
 */
import {
  ZNX_APP,
  ZNX_ROLES,
  fenToYuan,
  parsePercent,
  quoteFinancing,
  termsRefusal,
  typedYuanToFen,
  type FinancingQuote,
  type FinancingTerms,
  type ZnxAction,
} from '@scf/shared';

// ---- list tabs --------------------------------------------------------------------------------

export type ZnxSide = 'applicant' | 'funder';
type ZnxTabKey =
  | 'todo'
  | 'all'
  | 'loanFirst'
  | 'loanSecond'
  | 'riskFirst'
  | 'riskSecond'
  | 'pendingPayment'
  | 'disbursed'
  | 'reviewing'
  | 'pendingSubmit';

export interface ZnxTab {
  key: ZnxTabKey;
  label: string;
  /** The statuses the tab lists; empty for every status. */
  statuses: readonly number[];
  /** How many wait in it (the funder's step tabs and 待我审核), or null. */
  count: number | null;
}

export type Waiting = Record<'loanFirst' | 'loanSecond' | 'riskFirst' | 'riskSecond' | 'pendingPayment', number>;

/** The funder's steps, in order, with the status each waits in. */
const FUNDER_STEPS = [
  { key: 'loanFirst', label: '放款初审', status: ZNX_APP.loanFirst },
  { key: 'loanSecond', label: '放款复审', status: ZNX_APP.loanSecond },
  { key: 'riskFirst', label: '风控初审', status: ZNX_APP.riskFirst },
  { key: 'riskSecond', label: '风控复审', status: ZNX_APP.riskSecond },
  { key: 'pendingPayment', label: '待放款', status: ZNX_APP.pendingPayment },
] as const satisfies ReadonlyArray<{ key: ZnxAction | 'pendingPayment'; label: string; status: number }>;

const STEP_ACTION: Record<(typeof FUNDER_STEPS)[number]['key'], ZnxAction> = {
  loanFirst: 'loanFirst',
  loanSecond: 'loanSecond',
  riskFirst: 'riskFirst',
  riskSecond: 'riskSecond',
  pendingPayment: 'disburse',
};

const holds = (roles: readonly string[], action: ZnxAction): boolean =>
  ZNX_ROLES[action].some((r) => roles.includes(r));

/** Whether the person's company sees ZNX as a funding party (C103/C104 in ZNX). */
export function funderSide(compRoles: ReadonlyArray<{ prodCode: string; compRole: string }>): boolean {
  return compRoles.some((r) => r.prodCode === 'ZNX' && /(?:^|-)C10[34]$/.test(r.compRole));
}

/**
 * The tabs of the financing list. A funder's people: 待我审核 (the steps their roles take, with
 * the count), one tab per step with its count, 已放款, 全部. The applicant: 待我复核 for its
 * reviewers, 审核中, 已放款, 全部.
 */
export function znxTabs(side: ZnxSide, roles: readonly string[], waiting: Waiting | null): ZnxTab[] {
  if (side === 'funder') {
    const mine = FUNDER_STEPS.filter((s) => holds(roles, STEP_ACTION[s.key]));
    const counted = (keys: ReadonlyArray<keyof Waiting>) => (waiting ? keys.reduce((n, k) => n + waiting[k], 0) : null);
    return [
      ...(mine.length > 0
        ? [
            {
              key: 'todo' as const,
              label: '待我审核',
              statuses: mine.map((s) => s.status),
              count: counted(mine.map((s) => s.key)),
            },
          ]
        : []),
      ...FUNDER_STEPS.map((s) => ({ key: s.key, label: s.label, statuses: [s.status], count: counted([s.key]) })),
      { key: 'disbursed', label: '已放款', statuses: [ZNX_APP.disbursed], count: null },
      { key: 'all', label: '全部', statuses: [], count: null },
    ];
  }
  return [
    ...(holds(roles, 'submit')
      ? [{ key: 'pendingSubmit' as const, label: '待我复核', statuses: [ZNX_APP.pendingSubmit], count: null }]
      : []),
    { key: 'all', label: '我的融资申请', statuses: [], count: null },
    {
      key: 'reviewing',
      label: '资金方审核中',
      statuses: [ZNX_APP.loanFirst, ZNX_APP.loanSecond, ZNX_APP.riskFirst, ZNX_APP.riskSecond, ZNX_APP.pendingPayment],
      count: null,
    },
    { key: 'disbursed', label: '已放款', statuses: [ZNX_APP.disbursed], count: null },
  ];
}

/** The tab kept in the list state if this person has it, else the first one. */
export function currentTab(tabs: readonly ZnxTab[], key: string): ZnxTab {
  return tabs.find((t) => t.key === key) ?? (tabs[0] as ZnxTab);
}

/**
 * The statuses to ask for: the tab's, narrowed by the status filter. A filter status outside
 * the tab finds nothing, so it is asked alone only in 全部 (the form offers the tab's statuses).
 */
export function statusQuery(tab: ZnxTab, filterStatus: number): number[] | undefined {
  if (filterStatus !== 0 && (tab.statuses.length === 0 || tab.statuses.includes(filterStatus))) return [filterStatus];
  return tab.statuses.length > 0 ? [...tab.statuses] : undefined;
}

// ---- the application form -------------------------------------------------------------------

export interface InvoiceDraft {
  invoiceNo?: string;
  amount?: string;
  invoiceDate?: string;
}

export interface ApplicationCheck {
  appliedFen: number | null;
  /** The live calculation, once the amount and the funder are known. */
  quote: FinancingQuote | null;
  amountProblem: string | null;
  /** Per invoice, its problem or null. */
  invoices: (string | null)[];
  invoiceSumFen: number;
  /** A problem of the whole application, or null. */
  problem: string | null;
}

const INVOICE_NO = /^\d{8,20}$/;
export const MAX_INVOICES = 20;

/**
 * The form's checks: the applied part (at least ¥0.01, within the voucher's available balance),
 * each invoice (8–20 digits, once, an amount, a date not after today), the applied amount
 * within the invoices' sum, the net amount above zero, and no financing on or after the due date.
 */
export function checkApplication(input: {
  amount: string | undefined;
  availableFen: number;
  daysToDue: number;
  terms: FinancingTerms | null;
  invoices: readonly InvoiceDraft[];
  today: string;
}): ApplicationCheck {
  const text = (input.amount ?? '').trim();
  const fen = text === '' ? null : typedYuanToFen(text);
  let amountProblem: string | null = null;
  if (text === '') amountProblem = '请输入融资申请金额';
  else if (fen === null) amountProblem = '金额须为数字，最多两位小数';
  else if (fen < 1) amountProblem = '融资申请金额不能小于 0.01 元';
  else if (fen > input.availableFen) amountProblem = `超过凭证可用余额 ${fenToYuan(input.availableFen)} 元`;
  const appliedFen = amountProblem === null ? fen : null;

  const seen = new Set<string>();
  let invoiceSumFen = 0;
  const invoices = input.invoices.map((inv) => {
    const no = (inv?.invoiceNo ?? '').trim();
    if (!no) return '请输入发票号码';
    if (!INVOICE_NO.test(no)) return '发票号码为8-20位数字';
    if (seen.has(no)) return '同一张发票只能填写一次';
    seen.add(no);
    const a = typedYuanToFen((inv?.amount ?? '').trim());
    if (a === null || a < 1) return '请输入发票金额（最多两位小数）';
    if (!inv?.invoiceDate) return '请选择开票日期';
    if (inv.invoiceDate > input.today) return '开票日期不能晚于今天';
    invoiceSumFen += a;
    return null;
  });

  const quote =
    appliedFen !== null && input.terms && input.daysToDue > 0
      ? quoteFinancing(appliedFen, input.daysToDue, input.terms)
      : null;
  let problem: string | null = null;
  if (input.daysToDue <= 0) problem = '凭证已到期，不能再融资';
  else if (input.invoices.length === 0) problem = '请至少填写一张发票';
  else if (input.invoices.length > MAX_INVOICES) problem = `一笔申请最多 ${MAX_INVOICES} 张发票`;
  else if (appliedFen !== null && invoices.every((p) => p === null) && appliedFen > invoiceSumFen) {
    problem = `融资申请金额超过发票金额合计 ${fenToYuan(invoiceSumFen)} 元`;
  } else if (quote && quote.netFen <= 0) problem = '扣除利息和费用后实际到账金额不大于 0，请提高融资申请金额';
  return { appliedFen, quote, amountProblem, invoices, invoiceSumFen, problem };
}

/** Whether the form may be submitted. */
export const applicationReady = (c: ApplicationCheck): boolean =>
  c.amountProblem === null && c.problem === null && c.invoices.every((p) => p === null) && c.quote !== null;

/** The funder's terms as the financing rule takes them, from the funders list. */
export function termsOf(f: {
  ratioBp: number;
  annualRateBp: number;
  feeRateBp: number;
  fixedFee: string;
}): FinancingTerms {
  return {
    ratioBp: f.ratioBp,
    annualRateBp: f.annualRateBp,
    feeRateBp: f.feeRateBp,
    fixedFeeFen: typedYuanToFen(f.fixedFee) ?? 0,
  };
}

// ---- the disbursement -------------------------------------------------------------------------

/**
 * The amount a disbursement on `days` days before the due date must carry: the financing amount
 * less the interest for those days (the application's annual rate) and its fees, as the server
 * computes it (interest runs from the day the money is paid).
 */
export function disbursementFen(
  app: { financing: string; annualRate: string; fee: string },
  days: number,
): number | null {
  const financingFen = typedYuanToFen(app.financing);
  const feeFen = typedYuanToFen(app.fee);
  const rateBp = parsePercent(app.annualRate.replace('%', ''));
  if (financingFen === null || feeFen === null || rateBp === null || days <= 0) return null;
  // The financing amount stays; its interest for `days`; the fees were fixed at the application.
  const q = quoteFinancing(financingFen, days, {
    ratioBp: 10_000,
    annualRateBp: rateBp,
    feeRateBp: 0,
    fixedFeeFen: feeFen,
  });
  return q.netFen;
}

// ---- the funder's settings --------------------------------------------------------------------

export interface SettingsDraft {
  ratio?: string;
  annualRate?: string;
  feeRate?: string;
  fixedFee?: string;
  riskThreshold?: string;
}

export type SettingsCheck =
  | {
      ok: true;
      value: { ratioBp: number; annualRateBp: number; feeRateBp: number; fixedFee: string; riskThreshold: string };
    }
  | { ok: false; field: keyof SettingsDraft; message: string };

/** The settings form's values as the server takes them, or the first problem. */
export function checkSettings(d: SettingsDraft): SettingsCheck {
  const ratioBp = parsePercent(d.ratio ?? '');
  if (ratioBp === null) return { ok: false, field: 'ratio', message: '融资比例须为百分数，最多两位小数' };
  const annualRateBp = parsePercent(d.annualRate ?? '');
  if (annualRateBp === null) return { ok: false, field: 'annualRate', message: '年化利率须为百分数，最多两位小数' };
  const feeRateBp = parsePercent(d.feeRate ?? '');
  if (feeRateBp === null) return { ok: false, field: 'feeRate', message: '服务费率须为百分数，最多两位小数' };
  const fixedFeeFen = typedYuanToFen((d.fixedFee ?? '').trim());
  if (fixedFeeFen === null) return { ok: false, field: 'fixedFee', message: '固定手续费须为金额，最多两位小数' };
  const thresholdFen = typedYuanToFen((d.riskThreshold ?? '').trim());
  if (thresholdFen === null)
    return { ok: false, field: 'riskThreshold', message: '风控审核起点须为金额，最多两位小数' };
  const refusal = termsRefusal({ ratioBp, annualRateBp, feeRateBp, fixedFeeFen });
  if (refusal) {
    const field: keyof SettingsDraft = refusal.startsWith('融资比例')
      ? 'ratio'
      : refusal.startsWith('年化')
        ? 'annualRate'
        : refusal.startsWith('服务费')
          ? 'feeRate'
          : 'fixedFee';
    return { ok: false, field, message: refusal };
  }
  return {
    ok: true,
    value: {
      ratioBp,
      annualRateBp,
      feeRateBp,
      fixedFee: fenToYuan(fixedFeeFen) ?? '0.00',
      riskThreshold: fenToYuan(thresholdFen) ?? '0.00',
    },
  };
}

/** "80.00%" → "80" for the settings form (bp to the percentage typed). */
export function percentText(bp: number): string {
  const whole = Math.floor(bp / 100);
  const frac = bp % 100;
  return frac === 0 ? String(whole) : `${whole}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
}
