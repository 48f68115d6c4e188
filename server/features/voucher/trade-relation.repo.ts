/** Trade relations: the companies a company may issue or transfer vouchers to (SQL only). */
import type { Db } from '../../db/db';

export interface RelationRow {
  comp_id: number;
  comp_name: string;
  credit_code: string;
  created_at: number;
}

export async function relationsOf(db: Db, compId: number): Promise<RelationRow[]> {
  return db.query<RelationRow>(
    `SELECT c.id AS comp_id, c.comp_name, COALESCE(c.credit_code, '') AS credit_code, r.created_at
     FROM trade_relations r JOIN companies c ON c.id = r.partner_comp_id WHERE r.comp_id = $1 ORDER BY c.comp_name`,
    [compId],
  );
}

export async function hasRelation(db: Db, compId: number, partnerId: number): Promise<boolean> {
  const rows = await db.query<{ ok: boolean }>('SELECT EXISTS (SELECT 1 FROM trade_relations WHERE comp_id = $1 AND partner_comp_id = $2) AS ok', [
    compId, partnerId,
  ]);
  return rows[0]?.ok === true;
}

/** How many of the partners are relations of the company. */
export async function relationCount(db: Db, compId: number, partnerIds: readonly number[]): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM trade_relations WHERE comp_id = $1 AND partner_comp_id = ANY($2::int[])', [
    compId, [...new Set(partnerIds)],
  ]);
  return rows[0]?.n ?? 0;
}

/** An approved company by credit code. */
export async function companyByCreditCode(db: Db, creditCode: string): Promise<{ id: number; comp_name: string } | null> {
  const rows = await db.query<{ id: number; comp_name: string }>('SELECT id, comp_name FROM companies WHERE credit_code = $1 AND status = 1', [creditCode]);
  return rows[0] ?? null;
}

export async function insertRelation(tx: Db, compId: number, partnerId: number, employeeId: number, now: number): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    'INSERT INTO trade_relations (comp_id, partner_comp_id, created_by, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id',
    [compId, partnerId, employeeId, now],
  );
  return rows.length > 0;
}

export async function deleteRelation(tx: Db, compId: number, partnerId: number): Promise<boolean> {
  const rows = await tx.query<{ id: number }>('DELETE FROM trade_relations WHERE comp_id = $1 AND partner_comp_id = $2 RETURNING id', [compId, partnerId]);
  return rows.length > 0;
}
