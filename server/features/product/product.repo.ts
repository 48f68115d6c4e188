/** Products, company permits and their audit trail, personal certificates (SQL only; rules in product.service.ts). */
import type { Static } from 'typebox';
import type { Db } from '../../db/db';
import { announceGrantsChanged } from '../session/hot-cache';
import { MEMBERSHIP, PERMIT } from '../../core/status';
import type { Product } from './product.schemas';

type ProductItem = Static<typeof Product>;

const SELECT_PRODUCT =
  'p.prod_code AS "productCode", p.prod_name AS "productName", p.description, p.order_num AS "orderNum"';

export function allProducts(db: Db): Promise<ProductItem[]> {
  return db.query<ProductItem>(`SELECT ${SELECT_PRODUCT} FROM products p ORDER BY p.order_num`);
}

export function openedProducts(db: Db, compId: number): Promise<ProductItem[]> {
  return db.query<ProductItem>(
    `SELECT ${SELECT_PRODUCT} FROM products p JOIN company_products cp ON cp.prod_code = p.prod_code
     WHERE cp.comp_id = $1 AND cp.permit_status = ${PERMIT.opened} ORDER BY p.order_num`,
    [compId],
  );
}

/** Every product with the company's permit status (not opened when the company has no permit row). */
export function productsWithPermit(db: Db, compId: number): Promise<(ProductItem & { permitStatus: number })[]> {
  return db.query<ProductItem & { permitStatus: number }>(
    `SELECT ${SELECT_PRODUCT}, COALESCE(cp.permit_status, ${PERMIT.notOpened})::int AS "permitStatus"
     FROM products p LEFT JOIN company_products cp
       ON cp.prod_code = p.prod_code AND cp.comp_id = $1 ORDER BY p.order_num`,
    [compId],
  );
}

export interface PermitAuditRow {
  id: number;
  prod_code: string;
  before_status: number;
  after_status: number;
  remark: string;
  created_at: number;
}

/** The company's permit audit trail, newest first (at most 200), optionally of one product or one resulting status. */
export function permitAudits(
  db: Db,
  compId: number,
  productCode: string | null,
  afterStatus: number | null,
): Promise<PermitAuditRow[]> {
  return db.query<PermitAuditRow>(
    `SELECT id, prod_code, before_status, after_status, remark, created_at FROM permit_audits
     WHERE comp_id = $1 AND ($2::text IS NULL OR prod_code = $2) AND ($3::int IS NULL OR after_status = $3)
     ORDER BY created_at DESC, id DESC LIMIT 200`,
    [compId, productCode, afterStatus],
  );
}

export async function productKnown(db: Db, code: string): Promise<boolean> {
  return (
    (await db.query<{ prod_code: string }>('SELECT prod_code FROM products WHERE prod_code = $1', [code])).length > 0
  );
}

/** The company's permit status of the product, locked until the transaction ends; null without a permit row. */
export async function lockPermitStatus(tx: Db, compId: number, code: string): Promise<number | null> {
  const rows = await tx.query<{ permit_status: number }>(
    'SELECT permit_status FROM company_products WHERE comp_id = $1 AND prod_code = $2 FOR UPDATE',
    [compId, code],
  );
  return rows[0]?.permit_status ?? null;
}

/** Puts the company's permit of the product under review, with its audit entry. */
/** Sets a company's permit status of a product (adding its row when it has none); grants change with it. */
export async function setPermitStatus(
  tx: Db,
  compId: number,
  code: string,
  status: number,
  now: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO company_products (comp_id, prod_code, permit_status, updated_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (comp_id, prod_code) DO UPDATE SET permit_status = $3, updated_at = $4`,
    [compId, code, status, now],
  );
  await announceGrantsChanged(tx);
}

export async function putPermitUnderReview(
  tx: Db,
  compId: number,
  code: string,
  before: number,
  remark: string,
  now: number,
): Promise<void> {
  await setPermitStatus(tx, compId, code, PERMIT.underReview, now);
  await tx.query(
    `INSERT INTO permit_audits (comp_id, prod_code, before_status, after_status,
       remark, created_at) VALUES ($1, $2, $3, ${PERMIT.underReview}, $4, $5)`,
    [compId, code, before, remark, now],
  );
}

export interface VoucherRow {
  name: string;
  employee_code: string;
  cert_sn: string | null;
  cert_status: number | null;
  valid_from: number | null;
  valid_to: number | null;
}

/** A member of the company (by employee or user code) with their certificate, if any; null when not a member. */
export async function memberVoucher(db: Db, compId: number, userCode: string): Promise<VoucherRow | null> {
  const rows = await db.query<VoucherRow>(
    `SELECT e.name, e.employee_code, v.cert_sn, v.cert_status, v.valid_from, v.valid_to
     FROM employees e JOIN persons p ON p.id = e.person_id LEFT JOIN vouchers v ON v.employee_id = e.id
     WHERE e.comp_id = $1 AND (e.employee_code = $2 OR p.user_code = $2) AND e.status <> ${MEMBERSHIP.invited}`,
    [compId, userCode],
  );
  return rows[0] ?? null;
}
