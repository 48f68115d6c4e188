/** 操作日志: the company administrator reads every change made in the company. Read only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { AuthContext } from '../../core/context';
import { Envelope, ok, Page } from '../../core/envelope';
import { P } from '../../core/paths';
import { formatTime } from '../../core/time';
import { Obj } from '../../core/schemas';
import { SortQuery } from '../../core/sort';
import type { Db } from '../../db/db';
import { caller } from '../../plugins/auth.hook';
import { listOperations, productNames } from './operation-log.repo';
import { OPERATION_ACTIONS, readableValue, type OperationAction, type ProductNames } from './operation-log.service';
import { dateRange, LogQueryFields, paging } from './log-query';

const ACTION_CODES = Object.keys(OPERATION_ACTIONS) as OperationAction[];

export const OperationQuerySchema = Obj({
  action: Type.Optional(Type.Union(ACTION_CODES.map((a) => Type.Literal(a)), { 'x-msg': '操作类型不正确' })),
  keyword: Type.Optional(Type.String({ maxLength: 50, 'x-msg': '关键字最多50个字符' })),
  ...LogQueryFields,
  ...SortQuery(['operateTime']),
});
export type OperationQueryInput = Static<typeof OperationQuerySchema>;

const Change = Type.Record(Type.String(), Type.String());

export const OperationItemSchema = Type.Object({
  id: Type.Integer(),
  operateTime: Type.String(),
  operator: Type.String(),
  action: Type.String(),
  actionName: Type.String(),
  target: Type.String(),
  before: Change,
  after: Change,
  ip: Type.String(),
});
export type OperationItem = Static<typeof OperationItemSchema>;

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

export async function operationPage(db: Db, auth: AuthContext, q: OperationQueryInput, page: { limit: number; offset: number }) {
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

export const operationLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.scf;

  app.post(
    `${P}/cust/log/operation/list`,
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['audit'],
        summary: "Changes made in the caller's company (administrator), filterable and paged",
        body: OperationQuerySchema,
        response: { 200: Envelope(Page(OperationItemSchema)) },
      },
    },
    async (request) => {
      const b = request.body;
      const p = paging(b.pageNum, b.pageSize);
      const { list, total } = await operationPage(ctx.db, caller(request), b, p);
      return ok({ list, total, pageNum: p.pageNum, pageSize: p.pageSize });
    },
  );
};
