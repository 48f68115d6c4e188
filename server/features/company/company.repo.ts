/** The company tables: roles, product permits, the company record (SQL only; rules in company.service.ts). */
import type { Static } from 'typebox';
import type { Db } from '../../db/db';
import type { CompRoleItem as CompRoleItemSchema, EmpRoleItem as EmpRoleItemSchema } from '../../core/schemas';
import { COMPANY, PERMIT } from '../../core/status';

export type CompRoleItem = Static<typeof CompRoleItemSchema>;
export type EmpRoleItem = Static<typeof EmpRoleItemSchema>;

/** The order in which a company's roles are listed. */
const COMP_ROLE_ORDER = 'prod_code, comp_role';
/** E100 (the system role) is never returned for display; the others are listed in this order. */
const LISTED_EMPLOYEE_ROLE = "employee_role <> 'E100'";
const EMP_ROLE_ORDER = 'prod_code, employee_role';

export async function compRolesByComp(db: Db, compIds: number[]): Promise<Map<number, CompRoleItem[]>> {
  const map = new Map<number, CompRoleItem[]>();
  if (compIds.length === 0) return map;
  const rows = await db.query<{ comp_id: number; prod_code: string; comp_role: string }>(
    `SELECT comp_id, prod_code, comp_role FROM company_roles
       WHERE comp_id = ANY($1::int[]) ORDER BY ${COMP_ROLE_ORDER}`,
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
     WHERE employee_id = ANY($1::int[]) AND ${LISTED_EMPLOYEE_ROLE} ORDER BY ${EMP_ROLE_ORDER}`,
    [employeeIds],
  );
  for (const r of rows) {
    const list = map.get(r.employee_id) ?? [];
    list.push({ prodCode: r.prod_code, employeeRole: r.employee_role });
    map.set(r.employee_id, list);
  }
  return map;
}

/** The portal itself: every company has it open. */
export const PORTAL_PRODUCT = 'EC';

/** Whether a product with this permit status (null: no permit) is open to the company. */
export function isProductOpen(productCode: string, permitStatus: number | null | undefined): boolean {
  return productCode === PORTAL_PRODUCT || permitStatus === PERMIT.opened;
}

/** Whether the company has opened the product. */
export async function productOpened(db: Db, compId: number, productCode: string): Promise<boolean> {
  if (isProductOpen(productCode, null)) return true;
  const rows = await db.query<{ permit_status: number }>(
    'SELECT permit_status FROM company_products WHERE comp_id = $1 AND prod_code = $2',
    [compId, productCode],
  );
  return isProductOpen(productCode, rows[0]?.permit_status);
}

/** What compInfo answers for one membership and one product; null names a row that is gone. */
export interface CompInfoFacts {
  productExists: boolean;
  permitStatus: number | null;
  /** The company's name and the employee's name in it; null when the employee is gone. */
  names: { comp_name: string; name: string } | null;
  /** The person's mobile; null when the person is gone. */
  mobile: string | null;
  compRoles: CompRoleItem[];
  employeeRoles: EmpRoleItem[];
}

/**
 * Everything compInfo answers, in one statement. The guard asks for it on every entry into a
 * product; on the embedded database each separate query costs a trip to its thread and a parse
 * of its own (six queries took about 3.5 ms, this one about 1.3 ms).
 */
export async function compInfoFacts(
  db: Db,
  who: { employeeId: number; compId: number; personId: number },
  productCode: string,
): Promise<CompInfoFacts> {
  const rows = await db.query<{
    product_exists: boolean;
    permit_status: number | null;
    comp_name: string | null;
    name: string | null;
    mobile: string | null;
    comp_roles: CompRoleItem[];
    emp_roles: EmpRoleItem[];
  }>(
    `SELECT EXISTS (SELECT 1 FROM products WHERE prod_code = $4) AS product_exists,
            (SELECT permit_status FROM company_products WHERE comp_id = $2 AND prod_code = $4) AS permit_status,
            m.comp_name, m.name, p.mobile,
            (SELECT COALESCE(json_agg(json_build_object('prodCode', prod_code, 'compRole', comp_role)
              ORDER BY ${COMP_ROLE_ORDER}), '[]'::json)
               FROM company_roles WHERE comp_id = $2) AS comp_roles,
            (SELECT COALESCE(json_agg(json_build_object('prodCode', prod_code, 'employeeRole', employee_role)
              ORDER BY ${EMP_ROLE_ORDER}), '[]'::json)
               FROM employee_roles WHERE employee_id = $1 AND ${LISTED_EMPLOYEE_ROLE}) AS emp_roles
     FROM (SELECT 1) AS one
     LEFT JOIN (SELECT c.comp_name, e.name FROM employees e
       JOIN companies c ON c.id = e.comp_id WHERE e.id = $1) AS m ON true
     LEFT JOIN persons p ON p.id = $3`,
    [who.employeeId, who.compId, who.personId, productCode],
  );
  const r = rows[0];
  if (!r) throw new Error('compInfoFacts: the statement returned no row');
  return {
    productExists: r.product_exists,
    permitStatus: r.permit_status,
    names: r.comp_name === null || r.name === null ? null : { comp_name: r.comp_name, name: r.name },
    mobile: r.mobile,
    compRoles: r.comp_roles,
    employeeRoles: r.emp_roles,
  };
}

/** The companies among `compIds` that have opened the product. */
export async function compsWithProductOpened(db: Db, productCode: string, compIds: number[]): Promise<Set<number>> {
  const rows = await db.query<{ comp_id: number }>(
    `SELECT comp_id FROM company_products WHERE prod_code = $1
       AND permit_status = ${PERMIT.opened} AND comp_id = ANY($2::int[])`,
    [productCode, compIds],
  );
  return new Set(rows.map((r) => r.comp_id));
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

/** The company's own record with its region names (a county's name follows its prefecture's). */
export async function companyRecord(db: Db, compId: number): Promise<CompanyRecordRow | null> {
  const rows = await db.query<CompanyRecordRow>(
    `SELECT c.comp_name, c.credit_code, c.province_code, pr.name AS province_name, c.area_code,
            NULLIF(concat_ws(' ', ci.name, ar.name), '') AS area_name,
            c.address, c.contact_name, c.contact_phone, c.email, c.introduction, c.status, c.created_at
     FROM companies c
     LEFT JOIN regions pr ON pr.code = c.province_code
     LEFT JOIN regions ar ON ar.code = c.area_code
     LEFT JOIN regions ci ON ci.id = ar.pid AND ar.level = 3
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

const EDITABLE: ReadonlyArray<keyof CompanyEdit> = [
  'address',
  'contact_name',
  'contact_phone',
  'email',
  'introduction',
];

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
  return (
    (await db.query<{ comp_name: string }>('SELECT comp_name FROM companies WHERE id = $1', [compId]))[0]?.comp_name ??
    ''
  );
}

/** The company's unified social credit code, or null (companies created before it was asked for). */
export async function companyCreditCode(db: Db, compId: number): Promise<string | null> {
  return (
    (await db.query<{ credit_code: string | null }>('SELECT credit_code FROM companies WHERE id = $1', [compId]))[0]
      ?.credit_code ?? null
  );
}

/** The id of the company with this unified social credit code, or null. */
export async function companyIdByCreditCode(db: Db, creditCode: string): Promise<number | null> {
  return (
    (await db.query<{ id: number }>('SELECT id FROM companies WHERE credit_code = $1', [creditCode]))[0]?.id ?? null
  );
}

/** A company an approver should know about: one that already bears the name of the one being approved. */
export interface SameNameCompany {
  comp_code: string;
  comp_name: string;
  credit_code: string | null;
  status: number;
}

/**
 * A company name as compared for sameness: spaces ignored and full-width brackets read as ASCII
 * ones, as people type 华信（上海） and 华信(上海) alike.
 */
const comparableName = (sql: string): string => `translate(regexp_replace(${sql}, '\\s', '', 'g'), '（）', '()')`;

/** Other companies (not rejected) whose name reads the same as `compName`. */
export function companiesNamedLike(db: Db, compName: string, exceptCompId: number): Promise<SameNameCompany[]> {
  return db.query<SameNameCompany>(
    `SELECT comp_code, comp_name, credit_code, status FROM companies
     WHERE id <> $2 AND status <> ${COMPANY.rejected}
       AND ${comparableName('comp_name')} = ${comparableName('$1')}
     ORDER BY id LIMIT 20`,
    [compName, exceptCompId],
  );
}

/**
 * The registrations waiting for approval, oldest first (the operator's list),
 * with the codes of companies already of the same name.
 */
export function pendingApplications(db: Db): Promise<{ comp_code: string; comp_name: string; same_name: string[] }[]> {
  return db.query<{ comp_code: string; comp_name: string; same_name: string[] }>(
    `SELECT c.comp_code, c.comp_name,
       COALESCE(ARRAY(SELECT o.comp_code FROM companies o
         WHERE o.id <> c.id AND o.status <> ${COMPANY.rejected}
           AND ${comparableName('o.comp_name')} = ${comparableName('c.comp_name')}
         ORDER BY o.id), '{}') AS same_name
     FROM companies c WHERE c.status = ${COMPANY.pending} ORDER BY c.id`,
  );
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
