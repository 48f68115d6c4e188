/** Time helpers. All times are epoch milliseconds; display is Asia/Shanghai (UTC+8, no DST). */

export type Clock = () => number;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const SHANGHAI_OFFSET = 8 * HOUR;

export function formatTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '';
  return new Date(ms + SHANGHAI_OFFSET).toISOString().slice(0, 19).replace('T', ' ');
}

export function formatDate(ms: number | null | undefined): string {
  return formatTime(ms).slice(0, 10);
}
