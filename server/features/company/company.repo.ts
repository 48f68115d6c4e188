/** The company tables: roles, product permits, the company record (SQL only; rules in company.service.ts). */
import type { Static } from 'typebox';
import type { Db } from '../../db/db';
import type { CompRoleItem as CompRoleItemSchema, EmpRoleItem as EmpRoleItemSchema } from '../../core/schemas';
import { COMPANY, PERMIT } from '../../core/status';

export type CompRoleItem = Static<typeof CompRoleItemSchema>;
export type EmpRoleItem = Static<typeof EmpRoleItemSchema>;

export async function compRolesByComp(db: Db, compIds: number[]): Promise<Map<number, CompRoleItem[]>> {
  const map = new Map<number, CompRoleItem[]>();
  if (compIds.length === 0) return map;
  const rows = await db.query<{ comp_id: number; prod_code: string; comp_role: string }>(
    'SELECT comp_id, prod_code, comp_role FROM company_roles WHERE comp_id = ANY($1::int[]) ORDER BY prod_code, comp_role',
    [compIds],
  );
  for (const r of rows) {
    const list = map.get(r.comp_id) ?? [];
    list.push({ prodCode: r.prod_code, compRole: r.comp_role });
    map.set(r.comp_id, list);
  }
  return map;
}

/** E100 (the system role) is never returned for display. */
export async function empRolesByEmployee(db: Db, employeeIds: number[]): Promise<Map<number, EmpRoleItem[]>> {
  const map = new Map<number, EmpRoleItem[]>();
  if (employeeIds.length === 0) return map;
  const rows = await db.query<{ employee_id: number; prod_code: string; employee_role: string }>(
    `SELECT employee_id, prod_code, employee_role FROM employee_roles
     WHERE employee_id = ANY($1::int[]) AND employee_role <> 'E100' ORDER BY prod_code, employee_role`,
    [employeeIds],
  );
  for (const r of rows) {
    const list = map.get(r.employee_id) ?? [];
    list.push({ prodCode: r.prod_code, employeeRole: r.employee_role });
    map.set(r.employee_id, list);
  }
  return map;
}

/** Whether the company has opened the product (EC, the portal itself, is always open). */
export async function productOpened(db: Db, compId: number, productCode: string): Promise<boolean> {
  if (productCode === 'EC') return true;
  const rows = await db.query<{ permit_status: number }>(
    'SELECT permit_status FROM company_products WHERE comp_id = $1 AND prod_code = $2',
    [compId, productCode],
  );
  return rows[0]?.permit_status === PERMIT.opened;
}

/** The companies among `compIds` that have opened the product. */
export async function compsWithProductOpened(db: Db, productCode: string, compIds: number[]): Promise<Set<number>> {
  const rows = await db.query<{ comp_id: number }>(
    `SELECT comp_id FROM company_products WHERE prod_code = $1 AND permit_status = ${PERMIT.opened} AND comp_id = ANY($2::int[])`,
    [productCode, compIds],
  );
  return new Set(rows.map((r) => r.comp_id));
}

export async function productExists(db: Db, productCode: string): Promise<boolean> {
  return (await db.query<{ prod_code: string }>('SELECT prod_code FROM products WHERE prod_code = $1', [productCode])).length > 0;
}

/** The company's name and the name the employee has in it. */
export async function membershipNames(db: Db, employeeId: number): Promise<{ comp_name: string; name: string } | null> {
  const rows = await db.query<{ comp_name: string; name: string }>(
    'SELECT c.comp_name, e.name FROM employees e JOIN companies c ON c.id = e.comp_id WHERE e.id = $1',
    [employeeId],
  );
  return rows[0] ?? null;
}

export interface CompanyRecordRow {
  comp_name: string;
  credit_code: string | null;
  province_code: string | null;
  province_name: string | null;
  area_code: string | null;
  area_name: string | null;
  address: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  email: string | null;
  introduction: string | null;
  status: number;
  created_at: number;
}

/** The company's own record with its region names. */
export async function companyRecord(db: Db, compId: number): Promise<CompanyRecordRow | null> {
  const rows = await db.query<CompanyRecordRow>(
    `SELECT c.comp_name, c.credit_code, c.province_code, pr.name AS province_name, c.area_code, ar.name AS area_name,
            c.address, c.contact_name, c.contact_phone, c.email, c.introduction, c.status, c.created_at
     FROM companies c
     LEFT JOIN regions pr ON pr.code = c.province_code
     LEFT JOIN regions ar ON ar.code = c.area_code
     WHERE c.id = $1`,
    [compId],
  );
  return rows[0] ?? null;
}

/** The columns an administrator may edit. */
export interface CompanyEdit {
  address?: string;
  contact_name?: string;
  contact_phone?: string;
  email?: string;
  introduction?: string;
}

const EDITABLE: ReadonlyArray<keyof CompanyEdit> = ['address', 'contact_name', 'contact_phone', 'email', 'introduction'];

/** Writes the given columns; false when there is nothing to write. */
export async function updateCompanyFields(db: Db, compId: number, edit: CompanyEdit): Promise<boolean> {
  const sets: string[] = [];
  const params: unknown[] = [compId];
  for (const col of EDITABLE) {
    const v = edit[col];
    if (v === undefined) continue;
    params.push(v);
    sets.push(`${col} = $${params.length}`);
  }
  if (sets.length === 0) return false;
  await db.query(`UPDATE companies SET ${sets.join(', ')} WHERE id = $1`, params);
  return true;
}

export async function companyName(db: Db, compId: number): Promise<string> {
  return (await db.query<{ comp_name: string }>('SELECT comp_name FROM companies WHERE id = $1', [compId]))[0]?.comp_name ?? '';
}

/** The registrations waiting for approval, oldest first (the operator's list). */
export function pendingApplications(db: Db): Promise<{ comp_code: string; comp_name: string }[]> {
  return db.query<{ comp_code: string; comp_name: string }>(`SELECT comp_code, comp_name FROM companies WHERE status = ${COMPANY.pending} ORDER BY id`);
}

export interface CompanyLogRow {
  comp_name: string;
  address: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  email: string | null;
  introduction: string | null;
}

/** The company's editable fields as stored (what the operation log compares). */
export async function companyLogRow(db: Db, compId: number): Promise<CompanyLogRow | null> {
  const rows = await db.query<CompanyLogRow>(
    'SELECT comp_name, address, contact_name, contact_phone, email, introduction FROM companies WHERE id = $1',
    [compId],
  );
  return rows[0] ?? null;
}
