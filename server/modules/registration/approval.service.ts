/**
 * Approval of a registered company (npm run admin -- approve|reject, or AUTO_APPROVE=1): the
 * company becomes active and the customer-relations product (CRM) is opened.
 */
import { AppError } from '../../core/envelope';
import { sanitizeHtml } from '../../core/sanitize';
import type { Db } from '../../db/db';
import { announce } from '../session/hot-cache';

export async function approveCompany(db: Db, compCode: string, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number; status: number }>('SELECT id, status FROM companies WHERE comp_code = $1 FOR UPDATE', [compCode]);
    const c = rows[0];
    if (!c) throw new AppError(404, `企业 ${compCode} 不存在`);
    if (c.status !== 0) throw new AppError(409, `企业 ${compCode} 不在待审核状态`);
    await tx.query('UPDATE companies SET status = 1, reject_reason = NULL WHERE id = $1', [c.id]);
    const cur = await tx.query<{ permit_status: number }>("SELECT permit_status FROM company_products WHERE comp_id = $1 AND prod_code = 'CRM'", [c.id]);
    await tx.query(
      `INSERT INTO company_products (comp_id, prod_code, permit_status, updated_at) VALUES ($1, 'CRM', 55, $2)
       ON CONFLICT (comp_id, prod_code) DO UPDATE SET permit_status = 55, updated_at = $2`,
      [c.id, now],
    );
    await tx.query(
      "INSERT INTO permit_audits (comp_id, prod_code, before_status, after_status, remark, created_at) VALUES ($1, 'CRM', $2, 55, '企业注册审核通过', $3)",
      [c.id, cur[0]?.permit_status ?? 10, now],
    );
    // Stored HTML is filtered when written (and again when sent out).
    await tx.query(
      `INSERT INTO messages (receive_comp_id, title, summary, content, msg_type, send_time)
       VALUES ($1, '企业注册审核通过', '贵司的注册申请已审核通过，欢迎使用供应链金融服务平台。', $3, 'APPROVAL', $2)`,
      [c.id, now, sanitizeHtml('<p>贵司的注册申请已审核通过，现在可以登录并开通所需产品。</p>')],
    );
    await announce(tx, { kind: 'messages', compId: c.id });
  });
}

export async function rejectCompany(db: Db, compCode: string, reason: string, now: number): Promise<void> {
  const rows = await db.query<{ id: number }>(
    'UPDATE companies SET status = 2, reject_reason = $2 WHERE comp_code = $1 AND status = 0 RETURNING id',
    [compCode, reason],
  );
  if (rows.length === 0) {
    const exists = await db.query<{ id: number }>('SELECT id FROM companies WHERE comp_code = $1', [compCode]);
    throw new AppError(exists.length ? 409 : 404, exists.length ? `企业 ${compCode} 不在待审核状态` : `企业 ${compCode} 不存在`);
  }
  void now;
}
