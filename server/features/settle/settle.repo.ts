/** The settlements and settle_reminders tables (0062_settle.sql) and the voucher trees they clear. */
import type { Db } from '../../db/db';
import { VOUCHER } from '../../core/status';
import { PAYABLE_STATUSES } from '../../../shared/rules/settlement';
import { UNPAID_ROOT } from './settle-list.repo';
import { vouchersChanged } from '../voucher/voucher-summary-cache';

export interface NodeRow {
  id: number;
  voucher_no: string;
  parent_id: number | null;
  holder_comp_id: number;
  holder_name: string;
  amount_fen: number;
  available_fen: number;
  reserved_fen: number;
  status: number;
  financed: boolean;
}

/** Every voucher of a root's tree. */
export async function treeOf(db: Db, rootId: number): Promise<NodeRow[]> {
  return db.query<NodeRow>(
    `SELECT v.id, v.voucher_no, v.parent_id, v.holder_comp_id, c.comp_name AS holder_name,
       v.amount_fen, v.available_fen, v.reserved_fen, v.status, v.financed
       FROM credit_vouchers v JOIN companies c ON c.id = v.holder_comp_id WHERE v.root_id = $1 ORDER BY v.depth, v.id`,
    [rootId],
  );
}

export interface RootRow {
  id: number;
  voucher_no: string;
  issuer_comp_id: number;
  amount_fen: number;
  due_date: string;
  status: number;
  parent_id: number | null;
}

export async function lockRoot(tx: Db, id: number): Promise<RootRow | null> {
  const rows = await tx.query<RootRow>(
    `SELECT id, voucher_no, issuer_comp_id, amount_fen,
       to_char(due_date, 'YYYY-MM-DD') AS due_date, status, parent_id FROM credit_vouchers WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

export async function insertSettlement(
  tx: Db,
  s: {
    rootId: number;
    voucherId: number;
    issuerCompId: number;
    payeeCompId: number;
    amountFen: number;
    financed: boolean;
    paidOn: string;
    bankRef: string;
    by: number;
    now: number;
  },
): Promise<string> {
  const rows = await tx.query<{ settle_no: string }>(
    `INSERT INTO settlements (settle_no, root_id, voucher_id, issuer_comp_id,
     payee_comp_id, amount_fen, financed, paid_on, bank_ref, confirmed_by, created_at)
     VALUES ('JS' || lpad(nextval('settle_no_seq')::text, 10, '0'), $1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10)
       RETURNING settle_no`,
    [s.rootId, s.voucherId, s.issuerCompId, s.payeeCompId, s.amountFen, s.financed, s.paidOn, s.bankRef, s.by, s.now],
  );
  // A settled root leaves 待兑付 (UNPAID_ROOT), whose day totals are cached.
  await vouchersChanged(tx);
  return rows[0]?.settle_no ?? '';
}

/**
 * Every voucher of the tree still held or waiting for payment becomes 已兑付; the cached voucher
 * list summaries are told (their counts by status change).
 */
export async function markTreePaid(tx: Db, rootId: number, now: number): Promise<void> {
  await tx.query(
    `UPDATE credit_vouchers SET status = ${VOUCHER.paid}, updated_at = $2
       WHERE root_id = $1 AND status IN (${PAYABLE_STATUSES.join(', ')})`,
    [rootId, now],
  );
  await vouchersChanged(tx);
}

export interface SettlementRow {
  id: number;
  settle_no: string;
  root_id: number;
  root_no: string;
  voucher_id: number;
  voucher_no: string;
  issuer_name: string;
  payee_comp_id: number;
  payee_name: string;
  amount_fen: number;
  financed: boolean;
  paid_on: string;
  bank_ref: string;
  due_date: string;
  created_at: number;
}

const SETTLEMENT_SELECT = `SELECT s.id, s.settle_no, s.root_id, r.voucher_no AS root_no,
  s.voucher_id, v.voucher_no, i.comp_name AS issuer_name, s.payee_comp_id,
  p.comp_name AS payee_name, s.amount_fen, s.financed, to_char(s.paid_on, 'YYYY-MM-DD') AS paid_on,
    s.bank_ref, to_char(v.due_date, 'YYYY-MM-DD') AS due_date, s.created_at
  FROM settlements s JOIN credit_vouchers r ON r.id = s.root_id JOIN credit_vouchers v ON v.id = s.voucher_id
  JOIN companies i ON i.id = s.issuer_comp_id JOIN companies p ON p.id = s.payee_comp_id`;

export async function settlementsOfRoot(db: Db, rootId: number): Promise<SettlementRow[]> {
  return db.query<SettlementRow>(`${SETTLEMENT_SELECT} WHERE s.root_id = $1 ORDER BY s.id`, [rootId]);
}

/** Settlements the company paid (issuer) or received (payee), newest first. */
export async function settlementsOf(
  db: Db,
  side: 'issuer' | 'payee',
  compId: number,
  limit: number,
  offset: number,
): Promise<{ rows: SettlementRow[]; total: number }> {
  const col = side === 'issuer' ? 's.issuer_comp_id' : 's.payee_comp_id';
  const rows = await db.query<SettlementRow>(
    `${SETTLEMENT_SELECT} WHERE ${col} = $1 ORDER BY s.id DESC LIMIT $2 OFFSET $3`,
    [compId, limit, offset],
  );
  const n = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM settlements s WHERE ${col} = $1`, [compId]);
  return { rows, total: n[0]?.n ?? 0 };
}

export async function settlementByNo(db: Db, no: string): Promise<SettlementRow | null> {
  const rows = await db.query<SettlementRow>(`${SETTLEMENT_SELECT} WHERE s.settle_no = $1`, [no]);
  return rows[0] ?? null;
}

/** Unpaid roots past their due date without today's reminder yet (claims the reminder). */
export async function claimOverdueReminders(
  tx: Db,
  today: string,
): Promise<
  Array<{ root_id: number; voucher_no: string; issuer_comp_id: number; amount_fen: number; due_date: string }>
> {
  return tx.query(
    `WITH due AS (
       SELECT v.id, v.voucher_no, v.issuer_comp_id, v.amount_fen,
         to_char(v.due_date, 'YYYY-MM-DD') AS due_date FROM credit_vouchers v
        WHERE ${UNPAID_ROOT} AND v.due_date < $1::date),
     claimed AS (
       INSERT INTO settle_reminders (root_id, day) SELECT id, $1::date
         FROM due ON CONFLICT DO NOTHING RETURNING root_id)
     SELECT d.id AS root_id, d.voucher_no, d.issuer_comp_id, d.amount_fen, d.due_date
       FROM due d JOIN claimed c ON c.root_id = d.id`,
    [today],
  );
}

/** The holders of a root's unpaid parts (they hear of the overdue payment too). */
export async function holdersOf(db: Db, rootId: number): Promise<number[]> {
  const rows = await db.query<{ holder_comp_id: number }>(
    `SELECT DISTINCT holder_comp_id FROM credit_vouchers WHERE root_id = $1
       AND status IN (${PAYABLE_STATUSES.join(', ')}) AND available_fen + reserved_fen > 0`,
    [rootId],
  );
  return rows.map((r) => r.holder_comp_id);
}

/** A voucher's issuer and due date. */
export async function rootFacts(db: Db, id: number): Promise<{ issuer_comp_id: number; due_date: string } | null> {
  const rows = await db.query<{ issuer_comp_id: number; due_date: string }>(
    "SELECT issuer_comp_id, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM credit_vouchers WHERE id = $1",
    [id],
  );
  return rows[0] ?? null;
}
