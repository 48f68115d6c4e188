/**
 * Phone masking (docs/requirements.md#validation): first 3 and last 4 digits kept,
 * the middle replaced by six asterisks.
 */

export const PHONE_MASK = '******';

/**
 * `13812345678` → `138******5678`. Spaces and hyphens are ignored; a value already masked by
 * the server is returned as is; anything with fewer than 7 digits (nothing to hide) or not a
 * phone number at all gives ''.
 */
export function maskPhone(value: unknown): string {
  const raw = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  if (typeof raw !== 'string') return '';
  const compact = raw.replace(/[\s-]/g, '');
  if (/^\+?\d{3}\*{4,6}\d{4}$/.test(compact)) return compact.replace(/\*+/, PHONE_MASK);
  if (!/^\+?\d{7,20}$/.test(compact)) return '';
  return compact.slice(0, 3) + PHONE_MASK + compact.slice(-4);
}
