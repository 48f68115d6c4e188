/** Document numbers are zero-padded to 12 characters (docs/requirements.md#validation). */

export const DOC_NUMBER_WIDTH = 12;

/**
 * `123` → `000000000123`. Longer values are returned unchanged (never cut); numbers must be
 * non-negative safe integers; strings are trimmed; anything else gives ''.
 */
export function padDocNumber(value: unknown, width: number = DOC_NUMBER_WIDTH): string {
  const w = Number.isInteger(width) && width > 0 && width <= 64 ? width : DOC_NUMBER_WIDTH;
  let s: string;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) return '';
    s = String(value);
  } else if (typeof value === 'string') {
    s = value.trim();
    if (s.length > 256) return '';
  } else if (typeof value === 'bigint' && value >= 0n) {
    s = value.toString();
  } else {
    return '';
  }
  return s === '' ? '' : s.padStart(w, '0');
}
