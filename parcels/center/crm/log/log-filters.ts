/** Turns the filter form of a log page into the query the server takes (dates as YYYY-MM-DD). */
export interface DateFilters {
  startDate: string;
  endDate: string;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function dateQuery(f: DateFilters): { startDate?: string; endDate?: string } {
  return {
    startDate: DATE_RE.test(f.startDate) ? f.startDate : undefined,
    endDate: DATE_RE.test(f.endDate) ? f.endDate : undefined,
  };
}

/** antd's sorter order from a table change, as the server's sortOrder. */
export function sortOrderOf(sorter: unknown): 'ascend' | 'descend' | undefined {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  const order = typeof s === 'object' && s !== null ? (s as { order?: unknown }).order : undefined;
  return order === 'ascend' || order === 'descend' ? order : undefined;
}
