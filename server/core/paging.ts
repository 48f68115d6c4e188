/**
 * Paging of the lists. A list asks for page 1 of 10 rows unless told otherwise: the defaults of
 * PageNum and PageSize (core/schemas.ts), which validation fills in; the request types still
 * call them optional, so the routes read them here, never with defaults of their own.
 */

export const DEFAULT_PAGE_NUM = 1;
export const DEFAULT_PAGE_SIZE = 10;

/** A window of a list: `limit` rows from `offset`. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** The page a list request asks for. */
export function pageRequest(q: { pageNum?: number; pageSize?: number }): { pageNum: number; pageSize: number } {
  return { pageNum: q.pageNum ?? DEFAULT_PAGE_NUM, pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE };
}

/** A list request as it came, with the page and the size it asks for filled in. */
export function withPage<Q extends { pageNum?: number; pageSize?: number }>(
  q: Q,
): Q & { pageNum: number; pageSize: number } {
  return { ...q, ...pageRequest(q) };
}

/** One page for a list route: the requested page read through `read`, answered with the page it is. */
export async function readPage<T>(
  q: { pageNum?: number; pageSize?: number },
  read: (window: PageWindow) => Promise<{ list: T[]; total: number }>,
): Promise<{ list: T[]; total: number; pageNum: number; pageSize: number }> {
  const { pageNum, pageSize } = pageRequest(q);
  const { list, total } = await read({ limit: pageSize, offset: (pageNum - 1) * pageSize });
  return { list, total, pageNum, pageSize };
}
