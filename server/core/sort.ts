/**
 * Sorting of a list call: `orderBy` names one of the list's sortable fields (a whitelist in the
 * schema, so an unknown field is refused with a Chinese 400 before any handler runs) and
 * `order` its direction. The name is only ever a key into the repository's own map of SQL
 * fragments: what a client sends is never put into SQL text.
 */
import { Type } from 'typebox';
import { fail } from './envelope';

const SORT_ORDERS = ['ascend', 'descend'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const UNKNOWN_SORT_FIELD_MSG = '不支持按该字段排序';

/** The `orderBy` and `order` fields of a list's query, for the given sortable fields. */
export function SortQuery<const K extends readonly [string, ...string[]]>(fields: K) {
  return {
    orderBy: Type.Optional(
      Type.Unsafe<K[number]>({ type: 'string', enum: [...fields], 'x-msg': UNKNOWN_SORT_FIELD_MSG }),
    ),
    order: Type.Optional(Type.Unsafe<SortOrder>({ type: 'string', enum: [...SORT_ORDERS], 'x-msg': '排序方式不正确' })),
  };
}

/**
 * The SQL fragment of a sort field from a repository's fixed map, with the direction; throws
 * for a key not in the map (the schema refuses it first; this keeps the repository safe alone).
 */
export function orderSql<K extends string>(
  columns: Readonly<Record<K, string>>,
  orderBy: K,
  order: SortOrder | undefined,
): string {
  if (!Object.hasOwn(columns, orderBy)) throw fail.bad(UNKNOWN_SORT_FIELD_MSG, 'orderBy');
  return `${columns[orderBy]} ${order === 'ascend' ? 'ASC' : 'DESC'}`;
}
