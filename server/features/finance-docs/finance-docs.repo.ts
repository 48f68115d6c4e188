/** The finance_documents table and the facts of the records it vouches for (0063_finance_documents.sql). */
import type { Db } from '../../db/db';

export async function insertFinanceDocument(db: Db, docNo: string, sha256: string, now: number): Promise<void> {
  await db.query(
    'INSERT INTO finance_documents (doc_no, sha256, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [docNo, sha256, now],
  );
}

/** When the platform handed out this file under this number, or null. */
export async function financeDocumentIssuedAt(db: Db, docNo: string, sha256: string): Promise<number | null> {
  const rows = await db.query<{ created_at: number }>(
    'SELECT created_at FROM finance_documents WHERE doc_no = $1 AND sha256 = $2',
    [docNo, sha256],
  );
  return rows[0]?.created_at ?? null;
}

/** The facts of a disbursement or settlement record by its number, for the public 验证. */
export async function documentFacts(
  db: Db,
  docNo: string,
): Promise<{ payer: string; payee: string; amountFen: number; dueDate: string; statusName: string } | null> {
  if (docNo.startsWith('RZ')) {
    const rows = await db.query<{ payer: string; payee: string; amount_fen: number; due_date: string }>(
      `SELECT f.comp_name AS payer, a2.comp_name AS payee,
         a.disbursed_fen AS amount_fen, to_char(v.due_date, 'YYYY-MM-DD') AS due_date
         FROM znx_applications a JOIN companies f ON f.id = a.funder_comp_id JOIN companies a2
           ON a2.id = a.applicant_comp_id JOIN credit_vouchers v ON v.id = a.voucher_id
        WHERE a.app_no = $1 AND a.disbursed_fen IS NOT NULL`,
      [docNo],
    );
    const r = rows[0];
    return r
      ? { payer: r.payer, payee: r.payee, amountFen: Number(r.amount_fen), dueDate: r.due_date, statusName: '已放款' }
      : null;
  }
  const rows = await db.query<{ payer: string; payee: string; amount_fen: number; due_date: string }>(
    `SELECT i.comp_name AS payer, p.comp_name AS payee, s.amount_fen, to_char(v.due_date, 'YYYY-MM-DD') AS due_date
       FROM settlements s JOIN companies i ON i.id = s.issuer_comp_id JOIN companies p
         ON p.id = s.payee_comp_id JOIN credit_vouchers v ON v.id = s.voucher_id
      WHERE s.settle_no = $1`,
    [docNo],
  );
  const r = rows[0];
  return r
    ? { payer: r.payer, payee: r.payee, amountFen: Number(r.amount_fen), dueDate: r.due_date, statusName: '已兑付' }
    : null;
}
