/**
 * Money as integer fen (分) inside, decimal yuan strings at the edges: the API sends and accepts
 * "1234.56", the database stores 123456. Never floats: a string is parsed digit by digit.
 */

/** ¥100,000,000,000.00 — far below 2^53 fen, so every amount is an exact JS integer. */
export const MAX_FEN = 10_000_000_000_000;

const YUAN = /^(\d{1,14})(?:\.(\d{1,2}))?$/;

/**
 * Fen of a yuan amount written with at most two decimals ("12", "12.3", "12.34"), or null for
 * anything else (signs, exponents, separators, three decimals, over MAX_FEN).
 */
export function parseYuan(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = YUAN.exec(text.trim());
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) && fen <= MAX_FEN ? fen : null;
}

/** "1234.56" for 123456 fen (no separators; formatMoney adds them for display). */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not an amount of fen: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
