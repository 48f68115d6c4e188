/**
 * Money as integer fen inside, decimal strings at the edges (the portal's rule: never floats).
 * Pure functions shared by the server and the pages: parsing what a person typed or an API
 * sent ("1234.5" → 123450), writing fen back ("1234.50"), and the amount in Chinese capitals
 * (大写) that a voucher face and a payment document carry.
 */

/** The smallest and largest amount of a voucher: ¥0.01 … ¥100,000,000.00. */
export const VOUCHER_MIN_FEN = 1;
export const VOUCHER_MAX_FEN = 10_000_000_000;

/**
 * A yuan amount as the API takes it: digits, at most two decimals, no sign, no separators,
 * no leading zeros (up to 9 integer digits, which covers ¥100,000,000.00).
 */
export const YUAN_PATTERN = '^(?:0|[1-9][0-9]{0,8})(?:\\.[0-9]{1,2})?$';
const YUAN_RE = new RegExp(YUAN_PATTERN);

function digitsToFen(text: string): number {
  const [int = '0', frac = ''] = text.split('.');
  return Number(int) * 100 + Number((frac + '00').slice(0, 2));
}

/** Fen of a yuan amount written as YUAN_PATTERN says ("0.01" → 1); null for anything else. */
export function yuanToFen(text: unknown): number | null {
  if (typeof text !== 'string' || !YUAN_RE.test(text)) return null;
  return digitsToFen(text);
}

/**
 * The larger sums of credit lines (CREDIT): like YUAN_PATTERN with up to 12 integer digits
 * (¥999,999,999,999.99, still an exact integer of fen).
 */
export const LINE_YUAN_PATTERN = '^(?:0|[1-9][0-9]{0,11})(?:\\.[0-9]{1,2})?$';
const LINE_YUAN_RE = new RegExp(LINE_YUAN_PATTERN);

/** Fen of a yuan amount written as LINE_YUAN_PATTERN says; null for anything else. */
export function lineYuanToFen(text: unknown): number | null {
  if (typeof text !== 'string' || !LINE_YUAN_RE.test(text)) return null;
  return digitsToFen(text);
}

/** Like yuanToFen, but also accepts what people type: spaces, thousands separators, "¥". */
export function typedYuanToFen(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const cleaned = text
    .trim()
    .replace(/^[¥￥]\s*/, '')
    .replace(/,/g, '');
  const m = /^0*(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!m) return null;
  return yuanToFen(`${String(Number(m[1]))}${m[2] !== undefined ? `.${m[2]}` : ''}`);
}

/** "1234.50" for 123450 fen (a minus sign for a negative amount); null for a non-integer. */
export function fenToYuan(fen: number): string | null {
  if (!Number.isSafeInteger(fen)) return null;
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const PLACES = ['', '拾', '佰', '仟'] as const;
const SECTIONS = ['', '万', '亿', '万亿'] as const;

/** 1 … 9999 in capitals, zeros inside spoken once ("1005" → 壹仟零伍). */
function groupWords(n: number): string {
  let out = '';
  let zero = false;
  for (let place = 3; place >= 0; place--) {
    const d = Math.floor(n / 10 ** place) % 10;
    if (d === 0) {
      if (out !== '') zero = true;
      continue;
    }
    if (zero) out += DIGITS[0];
    zero = false;
    out += `${DIGITS[d]}${PLACES[place]}`;
  }
  return out;
}

/** Whole yuan (≥ 1) in capitals, by groups of four digits (万, 亿). */
function integerWords(n: number): string {
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let out = '';
  let zero = false;
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i] as number;
    if (g === 0) {
      if (out !== '') zero = true;
      continue;
    }
    // A gap of zeros before this group, or a group below a thousand after a higher one.
    if (out !== '' && (zero || g < 1000)) out += DIGITS[0];
    zero = false;
    out += groupWords(g) + SECTIONS[i];
  }
  return out;
}

/**
 * The amount in Chinese capitals as bills and vouchers write it: 123450 → 壹仟贰佰叁拾肆元伍角整,
 * 105 → 壹元零伍分, 0 → 零元整. Null for a negative, non-integer or too large (≥ 10^16 fen) amount.
 */
export function amountInWords(fen: number): string | null {
  if (!Number.isSafeInteger(fen) || fen < 0 || fen >= 1e16) return null;
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  if (fen === 0) return '零元整';
  let out = yuan > 0 ? `${integerWords(yuan)}元` : '';
  if (jiao === 0 && cents === 0) return `${out}整`;
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (yuan > 0) out += DIGITS[0];
  out += cents > 0 ? `${DIGITS[cents]}分` : '整';
  return out;
}
