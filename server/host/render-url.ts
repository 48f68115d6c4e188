/**
 * The URL a public page is rendered from on the server: its path and only the query
 * parameters its route reads (RouteDef.query in the route table), in the table's order, the
 * first value of each. `/index/index?v=1` and `/index/index?v=2` are the same page and share
 * one cached render; a parameter the page reads keeps its own. The browser hydrates with its
 * own URL, whose other parameters the page does not read either.
 */
import { matchRoute } from '../../shared/routes/match-route';

export function renderUrlOf(url: string): string {
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  if (q < 0) return pathname;
  const reads = matchRoute(pathname)?.route.query ?? [];
  if (reads.length === 0) return pathname;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(url.slice(q + 1).split('#')[0] ?? '');
  } catch {
    return pathname;
  }
  const kept = new URLSearchParams();
  for (const name of reads) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
