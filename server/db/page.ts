/**
 * A page of rows and the count of all rows that match, in one statement: the page's SELECT carries
 * `count(*) OVER ()::int AS total`, a window computed before LIMIT. The embedded database runs one
 * query at a time, so a separate count doubled each list's share of it (and every other request
 * waited behind both). A page past the end returns no row to carry the count; only then is the
 * count asked alone.
 */
import type { Db } from './db';

export interface Statement {
  sql: string;
  params: unknown[];
}

export async function pageWithTotal<T extends object>(
  db: Db,
  page: Statement,
  count: Statement,
): Promise<{ rows: T[]; total: number }> {
  const rows = await db.query<T & { total: number }>(page.sql, page.params);
  const first = rows[0];
  if (first === undefined) return { rows: [], total: (await db.query<{ n: number }>(count.sql, count.params))[0]?.n ?? 0 };
  return { rows, total: first.total };
}
