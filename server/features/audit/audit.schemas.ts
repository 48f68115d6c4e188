/** The audit feature's request and answer schemas: the login log and the operation log (read only). */
import { Type, type Static } from 'typebox';
import { Obj, PageNum, PageSize } from '../../core/schemas';
import { SortQuery } from '../../core/sort';
import { OPERATION_ACTIONS, type OperationAction } from './operation-log.service';

const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, 'x-msg': '日期格式应为 YYYY-MM-DD' });

/** Filters every log list shares: a date range (Shanghai calendar days, see log-query.ts) and paging. */
const LogQueryFields = {
  startDate: Type.Optional(DateText),
  endDate: Type.Optional(DateText),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
};

export const LoginLogQuerySchema = Obj({
  scope: Type.Optional(Type.Union([Type.Literal('self'), Type.Literal('company')], { 'x-msg': '查询范围不正确' })),
  keyword: Type.Optional(Type.String({ maxLength: 32, 'x-msg': '关键字最多32个字符' })),
  result: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { 'x-msg': '登录结果不正确' })),
  ...LogQueryFields,
  ...SortQuery(['loginTime']),
});
export type LoginLogQueryInput = Static<typeof LoginLogQuerySchema>;

export const LoginLogItemSchema = Type.Object({
  id: Type.Integer(),
  loginTime: Type.String(),
  account: Type.String(),
  userName: Type.String(),
  method: Type.String(),
  ip: Type.String(),
  browser: Type.String(),
  os: Type.String(),
  result: Type.Integer(),
  reason: Type.String(),
});
export type LoginLogItem = Static<typeof LoginLogItemSchema>;

const ACTION_CODES = Object.keys(OPERATION_ACTIONS) as OperationAction[];

export const OperationQuerySchema = Obj({
  action: Type.Optional(
    Type.Union(
      ACTION_CODES.map((a) => Type.Literal(a)),
      { 'x-msg': '操作类型不正确' },
    ),
  ),
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
