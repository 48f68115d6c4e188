/**
 * A page of rows and the count of all rows that match, in one statement: the page's SELECT carries
 * `count(*) OVER ()`, a window computed before LIMIT. The embedded database runs one query at a
 * time, so a separate count doubled each list's share of it (and every other request waited
 * behind both). A page past the end returns no row to carry the count; only then is the count
 * asked alone, from the same FROM clause.
 */
import type { Db } from './db';

export interface PageQuery {
  /** The columns of a row, without SELECT. */
  columns: string;
  /** `FROM … WHERE …`, shared by the page and the count; its placeholders are $1…$n of params. */
  from: string;
  orderBy: string;
  params: readonly unknown[];
  limit: number;
  offset: number;
}

export async function pageWithTotal<T extends object>(db: Db, q: PageQuery): Promise<{ rows: T[]; total: number }> {
  const n = q.params.length;
  const rows = await db.query<T & { total: number }>(
    `SELECT ${q.columns}, count(*) OVER ()::int AS total ${q.from}
       ORDER BY ${q.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...q.params, q.limit, q.offset],
  );
  const first = rows[0];
  if (first !== undefined) return { rows, total: first.total };
  const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${q.from}`, [...q.params]);
  return { rows: [], total: counted[0]?.n ?? 0 };
}
