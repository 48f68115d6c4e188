/** The operation_logs table: one row per change made through the portal. */
import type { Db } from '../../db/db';
import { pageWithTotal } from '../../db/page';
import { likePattern } from '../../db/like';

/** What every entry records: when, what was done to what (before and after), from where. */
interface EntryFacts {
  createdAt: number;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
  ip: string;
}

export interface OperationEntry extends EntryFacts {
  compId: number;
  actorPersonId: number;
  /** The actor's name in that company, read inside the insert. */
  actorEmployeeId: number;
}

export async function insertOperation(db: Db, e: OperationEntry): Promise<void> {
  await db.query(
    `INSERT INTO operation_logs (created_at, comp_id, actor_person_id,
     actor_name, action, target, before_data, after_data, ip)
     VALUES ($1, $2, $3, COALESCE((SELECT name FROM employees WHERE id = $4), ''), $5, $6, $7, $8, $9)`,
    [e.createdAt, e.compId, e.actorPersonId, e.actorEmployeeId, e.action, e.target, e.before, e.after, e.ip],
  );
}

export interface OperationQuery {
  compId: number;
  action?: string;
  keyword?: string;
  from?: number;
  to?: number;
  ascending: boolean;
  limit: number;
  offset: number;
}

export interface OperationRow {
  id: number;
  created_at: number;
  actor_name: string;
  action: string;
  target: string;
  before_data: string | null;
  after_data: string | null;
  ip: string;
}

export async function listOperations(db: Db, q: OperationQuery): Promise<{ rows: OperationRow[]; total: number }> {
  const params: unknown[] = [q.compId];
  const conds = ['comp_id = $1'];
  const add = (cond: (n: string) => string, value: unknown) => {
    params.push(value);
    conds.push(cond(`$${params.length}`));
  };
  if (q.action) add((n) => `action = ${n}`, q.action);
  if (q.keyword) add((n) => `(actor_name ILIKE ${n} OR target ILIKE ${n})`, likePattern(q.keyword));
  if (q.from !== undefined) add((n) => `created_at >= ${n}`, q.from);
  if (q.to !== undefined) add((n) => `created_at < ${n}`, q.to);
  const where = `FROM operation_logs WHERE ${conds.join(' AND ')}`;
  const dir = q.ascending ? 'ASC' : 'DESC';
  return pageWithTotal<OperationRow>(db, {
    columns: 'id, created_at, actor_name, action, target, before_data, after_data, ip',
    from: where,
    orderBy: `created_at ${dir}, id ${dir}`,
    params,
    limit: q.limit,
    offset: q.offset,
  });
}

/** A change made by no person of a company (a deploy token): no company, no person, a named actor. */
export interface SystemOperationEntry extends EntryFacts {
  actorName: string;
}

export async function insertSystemOperation(db: Db, e: SystemOperationEntry): Promise<void> {
  await db.query(
    `INSERT INTO operation_logs (created_at, comp_id, actor_person_id,
     actor_name, action, target, before_data, after_data, ip)
     VALUES ($1, NULL, NULL, $2, $3, $4, $5, $6, $7)`,
    [e.createdAt, e.actorName, e.action, e.target, e.before, e.after, e.ip],
  );
}

/** Product code → name, to name the roles of entries. */
export async function productNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.query<{ prod_code: string; prod_name: string }>('SELECT prod_code, prod_name FROM products');
  return new Map(rows.map((r) => [r.prod_code, r.prod_name]));
}
