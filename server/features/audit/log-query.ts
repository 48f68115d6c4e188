/**
 * Filters every log list shares (their schema is `LogQueryFields` in audit.schemas.ts): a date
 * range (Shanghai calendar days) and paging. Each log sorts by its time only, the newest first
 * unless asked otherwise.
 */
import { fail } from '../../core/envelope';
import { DAY, HOUR } from '../../core/time';

/** Longest range one query (and one export) may cover. */
const MAX_RANGE_DAYS = 366;

const SHANGHAI = 8 * HOUR;

function dayStart(text: string, field: string): number {
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== text)
    throw fail.bad('日期不存在，请重新选择', field);
  return ms - SHANGHAI;
}

/** [from, to) in epoch ms from inclusive calendar days; refuses a reversed or too long range. */
export function dateRange(startDate?: string, endDate?: string): { from?: number; to?: number } {
  const from = startDate ? dayStart(startDate, 'startDate') : undefined;
  const to = endDate ? dayStart(endDate, 'endDate') + DAY : undefined;
  if (from !== undefined && to !== undefined) {
    if (to <= from) throw fail.bad('结束日期不能早于开始日期', 'endDate');
    if (to - from > MAX_RANGE_DAYS * DAY) throw fail.bad(`查询范围不能超过${MAX_RANGE_DAYS}天`, 'endDate');
  }
  return { from, to };
}

/** A window of a log, and one page of it for its list route (core/paging.ts: 10 rows by default). */
export type { PageWindow as LogWindow } from '../../core/paging';
export { readPage as logPage } from '../../core/paging';
