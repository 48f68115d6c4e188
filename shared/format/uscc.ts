/**
 * The unified social credit code of GB 32100-2015: 18 characters from a 31-character set
 * (digits and capital letters without I, O, S, V, Z); the last one is a check character:
 * C18 = 31 − (Σ value(Ci) × Wi mod 31), with 31 written as 0.
 */

export const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** The check character for the first 17 characters, or null when they are not valid. */
export function usccCheckChar(first17: unknown): string | null {
  if (typeof first17 !== 'string' || first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = USCC_CHARSET.indexOf(first17[i] as string);
    if (v < 0) return null;
    sum += v * (WEIGHTS[i] as number);
  }
  const c = 31 - (sum % 31);
  return USCC_CHARSET[c === 31 ? 0 : c] as string;
}

/** Whether a value is a valid code (letters accepted in lower case, surrounding spaces ignored). */
export function isUscc(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const v = value.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(v)) return false;
  return usccCheckChar(v.slice(0, 17)) === v[17];
}
