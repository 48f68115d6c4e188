/** Trade relations: the companies a company may issue or transfer vouchers to (SQL only). */
import type { Db } from '../../db/db';
import { VOUCHER, VOUCHER_APP } from '../../core/status';

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
  const rows = await db.query<{ ok: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM trade_relations WHERE comp_id = $1 AND partner_comp_id = $2) AS ok',
    [compId, partnerId],
  );
  return rows[0]?.ok === true;
}

/** How many of the partners are relations of the company. */
export async function relationCount(db: Db, compId: number, partnerIds: readonly number[]): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM trade_relations WHERE comp_id = $1 AND partner_comp_id = ANY($2::int[])',
    [compId, [...new Set(partnerIds)]],
  );
  return rows[0]?.n ?? 0;
}

/** An approved company by credit code. */
export async function companyByCreditCode(
  db: Db,
  creditCode: string,
): Promise<{ id: number; comp_name: string } | null> {
  const rows = await db.query<{ id: number; comp_name: string }>(
    'SELECT id, comp_name FROM companies WHERE credit_code = $1 AND status = 1',
    [creditCode],
  );
  return rows[0] ?? null;
}

export async function insertRelation(
  tx: Db,
  compId: number,
  partnerId: number,
  employeeId: number,
  now: number,
): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO trade_relations (comp_id, partner_comp_id, created_by, created_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id`,
    [compId, partnerId, employeeId, now],
  );
  return rows.length > 0;
}

/**
 * How many of the partners are still relations of the company, their rows share-locked until the
 * end of the transaction: an issue or transfer that checked the relation keeps it until it has
 * committed, so a removal waits for it and then sees what it made (deleteRelation locks first).
 */
export async function keepRelations(tx: Db, compId: number, partnerIds: readonly number[]): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    'SELECT id FROM trade_relations WHERE comp_id = $1 AND partner_comp_id = ANY($2::int[]) FOR SHARE',
    [compId, [...new Set(partnerIds)]],
  );
  return rows.length;
}

/** The relation's row, locked for its removal (null: there is none). */
export async function lockRelation(tx: Db, compId: number, partnerId: number): Promise<{ id: number } | null> {
  const rows = await tx.query<{ id: number }>(
    'SELECT id FROM trade_relations WHERE comp_id = $1 AND partner_comp_id = $2 FOR UPDATE',
    [compId, partnerId],
  );
  return rows[0] ?? null;
}

/**
 * Business still open from the company to the partner: a voucher it issued or transferred to
 * the partner that waits for review or for the partner's sign-for, and its transfer applications
 * with a part for the partner that wait for review or were returned (and may be resubmitted).
 */
export async function openBusinessWith(tx: Db, compId: number, partnerId: number): Promise<number> {
  const waiting = [VOUCHER.pendingReview, VOUCHER.returned, VOUCHER.pendingSign, VOUCHER.signPendingReview];
  const open = [VOUCHER_APP.pendingReview, VOUCHER_APP.returned];
  const rows = await tx.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM credit_vouchers
              WHERE from_comp_id = $1 AND holder_comp_id = $2 AND status = ANY($3::int[]))::int
          + (SELECT count(*) FROM voucher_applications a
              WHERE a.comp_id = $1 AND a.kind = 'transfer' AND a.status = ANY($4::int[])
                AND EXISTS (SELECT 1 FROM voucher_transfer_parts p
                  WHERE p.application_id = a.id AND p.receiver_comp_id = $2))::int AS n`,
    [compId, partnerId, waiting, open],
  );
  return rows[0]?.n ?? 0;
}

export async function deleteRelation(tx: Db, compId: number, partnerId: number): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    'DELETE FROM trade_relations WHERE comp_id = $1 AND partner_comp_id = $2 RETURNING id',
    [compId, partnerId],
  );
  return rows.length > 0;
}
