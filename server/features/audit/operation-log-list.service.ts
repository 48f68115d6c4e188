/**
 * 操作日志 as a page: every change made in the caller's company,
 * with readable values. Used by the list route and the Excel export.
 */
import type { AuthContext } from '../../core/context';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/db';
import type { OperationItem, OperationQueryInput } from './audit.schemas';
import { listOperations, productNames } from './operation-log.repo';
import { OPERATION_ACTIONS, readableValue, type OperationAction, type ProductNames } from './operation-log.service';
import { dateRange, logPage, type LogWindow } from './log-query';

function parseChange(text: string | null, names: ProductNames): Record<string, string> {
  if (!text) return {};
  try {
    const v = JSON.parse(text) as unknown;
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, readableValue(k, String(x), names)]));
  } catch {
    return {};
  }
}

export async function operationPage(db: Db, auth: AuthContext, q: OperationQueryInput, page: LogWindow) {
  const { from, to } = dateRange(q.startDate, q.endDate);
  const { rows, total } = await listOperations(db, {
    compId: auth.compId,
    action: q.action,
    keyword: q.keyword?.trim() || undefined,
    from,
    to,
    ascending: q.order === 'ascend',
    ...page,
  });
  const names = await productNames(db);
  const list: OperationItem[] = rows.map((r) => ({
    id: r.id,
    operateTime: formatTime(r.created_at),
    operator: r.actor_name,
    action: r.action,
    actionName: OPERATION_ACTIONS[r.action as OperationAction] ?? r.action,
    target: r.target,
    before: parseChange(r.before_data, names),
    after: parseChange(r.after_data, names),
    ip: r.ip,
  }));
  return { list, total };
}

/** The operation log list: one page of what `operationPage` shows the administrator. */
export function operationList(db: Db, auth: AuthContext, q: OperationQueryInput) {
  return logPage(q, (window) => operationPage(db, auth, q, window));
}
