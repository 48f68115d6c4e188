/** Where the reader is: the path, its route table entry and the path's parameters. */
import type { RouteDef } from '../routes/route-table';

export interface CurrentRoute {
  pathname: string;
  search: string;
  /** The route table entry, or null for an unknown path (the root config sends those to /404). */
  route: RouteDef | null;
  params: Record<string, string>;
}
