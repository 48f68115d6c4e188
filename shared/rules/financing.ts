/**
 * The money of a financing (保理融资, product ZNX), as pure functions on integer fen, shared by
 * the server (which decides) and the application form (which shows the same figures live).
 *
 * - financing amount = applied amount × the funder's financing ratio, rounded DOWN to the fen
 *   (the funder never advances more than the ratio allows);
 * - interest = financing amount × annual rate × days to the due date ÷ 360, rounded half up;
 * - service fee = financing amount × fee rate, rounded half up, plus a fixed fee;
 * - net amount received = financing amount − interest − fees (interest is taken up front, as a
 *   discount), never negative.
 * Ratios and rates are basis points (1 bp = 0.01 %) so that every product is an integer;
 * intermediate products exceed 2^53 and are computed in BigInt.
 */

export const BP = 10_000;
/** The interest day count: actual days over a 360-day year (the Chinese factoring convention). */
export const DAY_BASIS = 360;

export interface FinancingTerms {
  /** Financing ratio, bp: 8000 = 80 %. 1 … 10000. */
  ratioBp: number;
  /** Annual interest rate, bp: 450 = 4.50 %. 0 … 3600. */
  annualRateBp: number;
  /** Service fee rate of the financing amount, bp. 0 … 1000. */
  feeRateBp: number;
  /** A fixed fee per application, fen. */
  fixedFeeFen: number;
}

export interface FinancingQuote {
  appliedFen: number;
  financingFen: number;
  interestFen: number;
  feeFen: number;
  netFen: number;
  days: number;
}

export const TERM_LIMITS = {
  ratioBp: { min: 1, max: BP },
  annualRateBp: { min: 0, max: 3_600 },
  feeRateBp: { min: 0, max: 1_000 },
  fixedFeeFen: { min: 0, max: 100_000_000 },
} as const;

/** Why these terms are not usable, in Chinese; null when they are. */
export function termsRefusal(t: FinancingTerms): string | null {
  if (typeof t !== 'object' || t === null) return '融资条件不完整';
  const inRange = (v: number, r: { min: number; max: number }) => Number.isSafeInteger(v) && v >= r.min && v <= r.max;
  if (!inRange(t.ratioBp, TERM_LIMITS.ratioBp)) return '融资比例须在 0.01% 至 100% 之间';
  if (!inRange(t.annualRateBp, TERM_LIMITS.annualRateBp)) return '年化利率须在 0% 至 36% 之间';
  if (!inRange(t.feeRateBp, TERM_LIMITS.feeRateBp)) return '服务费率须在 0% 至 10% 之间';
  if (!inRange(t.fixedFeeFen, TERM_LIMITS.fixedFeeFen)) return '固定手续费须在 ¥0 至 ¥1,000,000 之间';
  return null;
}

/** a × b ÷ c rounded down, for non-negative integers. */
function mulDivFloor(a: bigint, b: bigint, c: bigint): bigint {
  return (a * b) / c;
}

/** a ÷ c rounded half up, for non-negative integers. */
function divHalfUp(a: bigint, c: bigint): bigint {
  return (2n * a + c) / (2n * c);
}

function financingAmount(appliedFen: number, ratioBp: number): number {
  return Number(mulDivFloor(BigInt(appliedFen), BigInt(ratioBp), BigInt(BP)));
}

function interestAmount(financingFen: number, annualRateBp: number, days: number): number {
  if (days <= 0) return 0;
  return Number(divHalfUp(BigInt(financingFen) * BigInt(annualRateBp) * BigInt(days), BigInt(BP) * BigInt(DAY_BASIS)));
}

function feeAmount(financingFen: number, t: Pick<FinancingTerms, 'feeRateBp' | 'fixedFeeFen'>): number {
  return Number(divHalfUp(BigInt(financingFen) * BigInt(t.feeRateBp), BigInt(BP))) + t.fixedFeeFen;
}

/** The whole calculation for `appliedFen` due in `days` days. */
export function quoteFinancing(appliedFen: number, days: number, t: FinancingTerms): FinancingQuote {
  if (!Number.isSafeInteger(appliedFen) || appliedFen < 0)
    throw new RangeError('applied amount must be a non-negative integer of fen');
  if (!Number.isInteger(days)) throw new RangeError('days must be an integer');
  const financingFen = financingAmount(appliedFen, t.ratioBp);
  const interestFen = interestAmount(financingFen, t.annualRateBp, days);
  const feeFen = feeAmount(financingFen, t);
  return {
    appliedFen,
    financingFen,
    interestFen,
    feeFen,
    netFen: financingFen - interestFen - feeFen,
    days: Math.max(0, days),
  };
}

/** "80.00%" for 8000 bp. */
export function formatBp(bp: number): string {
  if (typeof bp !== 'number' || !Number.isFinite(bp)) return '';
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}%`;
}

/** Basis points of a percentage typed with at most two decimals ("4.5" → 450), or null. */
export function parsePercent(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Who does each step of a financing, by role in ZNX (docs/decisions/financing.md). */
export const ZNX_ROLES = {
  apply: ['E101', 'E102'],
  submit: ['E101', 'E103'],
  withdraw: ['E101', 'E102'],
  loanFirst: ['E106'],
  loanSecond: ['E107'],
  riskFirst: ['E110'],
  riskSecond: ['E111'],
  disburse: ['E108'],
  settings: ['E101'],
} as const;
export type ZnxAction = keyof typeof ZNX_ROLES;

/** Every role that may read the product's lists (E109 财务管理 oversees and exports). */
export const ZNX_VIEW_ROLES = ['E101', 'E102', 'E103', 'E105', 'E106', 'E107', 'E108', 'E109', 'E110', 'E111'] as const;

export interface ZnxActionFacts {
  status: number;
  side: 'applicant' | 'funder';
  roles: ReadonlySet<string> | readonly string[];
  /** The caller's employee id, the maker's, and those who decided a funder step so far. */
  me: number;
  makerId: number;
  deciders: ReadonlyArray<number | null>;
}

/** The funder's review step each status waits for. */
export const ZNX_REVIEW_STEP: Readonly<Record<number, ZnxAction>> = {
  20: 'loanFirst',
  25: 'loanSecond',
  40: 'riskFirst',
  50: 'riskSecond',
};

/** What the caller may do with an application now; the server enforces the same. */
export function znxActions(f: ZnxActionFacts): ZnxAction[] {
  const roles = new Set(f.roles);
  const has = (a: ZnxAction) => ZNX_ROLES[a].some((r) => roles.has(r));
  const out: ZnxAction[] = [];
  if (f.side === 'applicant' && f.status === 10) {
    if (has('submit') && f.me !== f.makerId) out.push('submit');
    if (has('withdraw')) out.push('withdraw');
  }
  if (f.side === 'funder') {
    const step = ZNX_REVIEW_STEP[f.status];
    // One person never approves two steps of the same application.
    if (step && has(step) && !f.deciders.includes(f.me)) out.push(step);
    if (f.status === 60 && has('disburse')) out.push('disburse');
  }
  return out;
}
