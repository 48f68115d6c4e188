/**
 * Filters every log list shares: a date range (Shanghai calendar days) and paging. Each log
 * sorts by its time only (`SortQuery([...])` in its schema), the newest first unless asked otherwise.
 */
import { Type } from 'typebox';
import { fail } from '../../core/envelope';
import { DAY, HOUR } from '../../core/time';
import { PageNum, PageSize } from '../../core/schemas';

const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, 'x-msg': '日期格式应为 YYYY-MM-DD' });

export const LogQueryFields = {
  startDate: Type.Optional(DateText),
  endDate: Type.Optional(DateText),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
};

/** Longest range one query (and one export) may cover. */
const MAX_RANGE_DAYS = 366;

const SHANGHAI = 8 * HOUR;

function dayStart(text: string, field: string): number {
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== text) throw fail.bad('日期不存在，请重新选择', field);
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

export function paging(pageNum?: number, pageSize?: number): { pageNum: number; pageSize: number; limit: number; offset: number } {
  const n = pageNum ?? 1;
  const s = pageSize ?? 10;
  return { pageNum: n, pageSize: s, limit: s, offset: (n - 1) * s };
}
