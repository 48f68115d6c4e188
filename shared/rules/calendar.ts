/**
 * Calendar days as 'YYYY-MM-DD' in China time (UTC+8, no daylight saving): due dates, validity
 * periods and "days to due" are counted in these, whatever the server's or browser's zone.
 */

const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The China date of an instant. */
export function chinaDate(ms: number): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) throw new RangeError(`not an instant: ${typeof ms}`);
  return new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether text is a real calendar date 'YYYY-MM-DD' (2026-02-30 is not). */
export function isIsoDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

function dayNumber(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`not a date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

/** date + n days. */
export function addDays(date: string, n: number): string {
  return new Date((dayNumber(date) + n) * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** date + n months; a day past the new month's end becomes its last day (01-31 + 1 month = 02-28). */
export function addMonths(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  dayNumber(date);
  const monthIndex = y * 12 + (m - 1) + n;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10);
}
