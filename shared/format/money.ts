/**
 * Money (docs/requirements.md#validation): thousand separators and two decimals, rounded half away from zero on
 * the decimal digits as written (so 1.005 gives 1.01, unlike `toFixed`). Amounts from the
 * server may be numbers or numeric strings; anything else gives `MONEY_PLACEHOLDER`.
 */

export const MONEY_PLACEHOLDER = '--';
const MONEY_DECIMALS = 2;

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$|^([+-]?)\.(\d+)$/;

function decimalText(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    if (Number.isInteger(value) && Math.abs(value) >= 1e21) return BigInt(value).toString();
    // Shortest round-trip text; for tiny numbers (1e-7) the exponent form is expanded below.
    const s = String(value);
    if (!/e/i.test(s)) return s;
    return value.toFixed(20).replace(/0+$/, '');
  }
  if (typeof value === 'string') {
    const s = value.trim().replace(/,/g, '');
    return s.length > 0 && s.length <= 64 ? s : null;
  }
  if (typeof value === 'bigint') return value.toString();
  return null;
}

/** Adds one to a string of digits ("0999" → "1000"). */
function increment(digits: string): string {
  const a = digits.split('');
  for (let i = a.length - 1; i >= 0; i--) {
    if (a[i] === '9') a[i] = '0';
    else {
      a[i] = String(Number(a[i]) + 1);
      return a.join('');
    }
  }
  return '1' + a.join('');
}

export function formatMoney(value: unknown, decimals: number = MONEY_DECIMALS): string {
  const places = Number.isInteger(decimals) && decimals >= 0 && decimals <= 10 ? decimals : MONEY_DECIMALS;
  const text = decimalText(value);
  if (text === null) return MONEY_PLACEHOLDER;
  const m = DECIMAL.exec(text);
  if (!m) return MONEY_PLACEHOLDER;
  const sign = m[1] ?? m[4] ?? '';
  let intPart = (m[2] ?? '0').replace(/^0+(?=\d)/, '');
  const frac = m[3] ?? m[5] ?? '';
  // Round on the digit after the last kept one, half away from zero.
  let kept = (frac + '0'.repeat(places)).slice(0, places);
  if ((frac[places] ?? '0') >= '5') {
    const bumped = increment(intPart + kept);
    intPart = bumped.slice(0, bumped.length - places) || '0';
    kept = places > 0 ? bumped.slice(bumped.length - places) : '';
  }
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = /^0*$/.test(intPart + kept);
  const minus = sign === '-' && !isZero ? '-' : '';
  return minus + grouped + (places > 0 ? '.' + kept : '');
}
