/** The employees and employee_roles tables (SQL only; rules in employee.service.ts). */
import type { Db } from '../../db/db';
import { announceGrantsChanged } from '../session/hot-cache';
import { pageWithTotal } from '../../db/page';
import { likePattern } from '../../db/like';
import { mobileMatchSql, type MobileTerm } from '../../db/mobile-match';
import { ACTIVE, MEMBERSHIP, PERMIT } from '../../core/status';
import { orderSql, type SortOrder } from '../../core/sort';
import type { EmployeeSortField } from './employee.schemas';

export interface EmployeeRow {
  id: number;
  employee_code: string;
  name: string;
  mobile: string;
  email: string | null;
  status: number;
  is_active: number;
  created_at: number;
}

/** How a keyword finds employees: by name or code, and by mobile as the shared rule allows (db/mobile-match.ts). */
export interface EmployeeFilter {
  keyword?: string;
  mobile: MobileTerm;
  isActive?: number;
  orderBy?: EmployeeSortField;
  order?: SortOrder;
  pageNum: number;
  pageSize: number;
}

/** The column behind each sort field of the list; the only text a sort puts into the SQL. */
const EMPLOYEE_ORDER_COLUMNS: Readonly<Record<EmployeeSortField, string>> = {
  userName: 'e.name',
  createTime: 'e.created_at',
};

/** One page of the company's members (not the invited), in order of joining unless sorted. */
export async function pageEmployees(
  db: Db,
  compId: number,
  f: EmployeeFilter,
): Promise<{ rows: EmployeeRow[]; total: number }> {
  const params: unknown[] = [compId];
  const where = ['e.comp_id = $1', `e.status = ${MEMBERSHIP.member}`];
  if (f.keyword) {
    params.push(likePattern(f.keyword));
    const like = `e.name ILIKE $${params.length} OR e.employee_code ILIKE $${params.length}`;
    const mobile = mobileMatchSql('p.mobile', f.mobile, params);
    where.push(mobile ? `(${like} OR ${mobile})` : `(${like})`);
  }
  if (f.isActive !== undefined) {
    params.push(f.isActive);
    where.push(`e.is_active = $${params.length}`);
  }
  const from = `FROM employees e JOIN persons p ON p.id = e.person_id WHERE ${where.join(' AND ')}`;
  // The id breaks ties, so paging through equal names or times neither repeats nor skips a row.
  const order = f.orderBy
    ? `${orderSql(EMPLOYEE_ORDER_COLUMNS, f.orderBy, f.order)}, e.id ${f.order === 'ascend' ? 'ASC' : 'DESC'}`
    : 'e.id';
  return pageWithTotal<EmployeeRow>(db, {
    columns: 'e.id, e.employee_code, e.name, p.mobile, p.email, e.status, e.is_active, e.created_at',
    from,
    orderBy: order,
    params,
    limit: f.pageSize,
    offset: (f.pageNum - 1) * f.pageSize,
  });
}

export interface MemberRow {
  id: number;
  person_id: number;
  is_active: number;
  name: string;
}

/** A member of the company by employee code, or null. */
export async function memberByCode(db: Db, compId: number, employeeCode: string): Promise<MemberRow | null> {
  const rows = await db.query<MemberRow>(
    `SELECT id, person_id, is_active, name FROM employees WHERE comp_id = $1
       AND employee_code = $2 AND status = ${MEMBERSHIP.member}`,
    [compId, employeeCode],
  );
  return rows[0] ?? null;
}

/** The members of the company among these employee codes (codes of other companies are not found). */
export async function membersByCodes(db: Db, compId: number, employeeCodes: readonly string[]): Promise<MemberRow[]> {
  return db.query<MemberRow>(
    `SELECT id, person_id, is_active, name FROM employees WHERE comp_id = $1
       AND employee_code = ANY($2::text[]) AND status = ${MEMBERSHIP.member} ORDER BY id`,
    [compId, [...employeeCodes]],
  );
}

/** The products the company has opened, with their names (an import reads roles by product name). */
export async function openedProductNames(db: Db, compId: number): Promise<{ prod_code: string; prod_name: string }[]> {
  return db.query<{ prod_code: string; prod_name: string }>(
    `SELECT p.prod_code, p.prod_name FROM products p JOIN company_products cp ON cp.prod_code = p.prod_code
     WHERE cp.comp_id = $1 AND cp.permit_status = $2 ORDER BY p.order_num`,
    [compId, PERMIT.opened],
  );
}

/** Every product's name by its code (roles name their product). */
export async function productNamesByCode(db: Db): Promise<Map<string, string>> {
  const rows = await db.query<{ prod_code: string; prod_name: string }>('SELECT prod_code, prod_name FROM products');
  return new Map(rows.map((r) => [r.prod_code, r.prod_name]));
}

/** The person's membership in the company, whatever its state. */
export async function membershipOfPerson(
  db: Db,
  compId: number,
  personId: number,
): Promise<{ id: number; status: number } | null> {
  const rows = await db.query<{ id: number; status: number }>(
    'SELECT id, status FROM employees WHERE comp_id = $1 AND person_id = $2',
    [compId, personId],
  );
  return rows[0] ?? null;
}

export async function insertPerson(
  db: Db,
  p: { mobile: string; name: string; email: string | null; createdAt: number },
): Promise<void> {
  await db.query(
    'INSERT INTO persons (mobile, name, email, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (mobile) DO NOTHING',
    [p.mobile, p.name, p.email, p.createdAt],
  );
}

export async function insertEmployee(
  db: Db,
  e: { compId: number; personId: number; name: string; status: number; createdAt: number },
): Promise<{ id: number; employee_code: string } | null> {
  const rows = await db.query<{ id: number; employee_code: string }>(
    `INSERT INTO employees (comp_id, person_id, name, status, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id, employee_code`,
    [e.compId, e.personId, e.name, e.status, e.createdAt],
  );
  return rows[0] ?? null;
}

export async function employeeName(db: Db, employeeId: number): Promise<string | null> {
  return (await db.query<{ name: string }>('SELECT name FROM employees WHERE id = $1', [employeeId]))[0]?.name ?? null;
}

export async function renameEmployee(db: Db, employeeId: number, name: string): Promise<void> {
  await db.query('UPDATE employees SET name = $2 WHERE id = $1', [employeeId, name]);
}

export async function setIsActive(db: Db, employeeId: number, active: boolean): Promise<void> {
  await db.query('UPDATE employees SET is_active = $2 WHERE id = $1', [
    employeeId,
    active ? ACTIVE.enabled : ACTIVE.disabled,
  ]);
}

/** Replaces the employee's roles; E100 (the system's own) stays. */
export async function replaceRoles(
  db: Db,
  employeeId: number,
  roles: ReadonlyArray<{ prodCode: string; employeeRole: string }>,
): Promise<void> {
  await db.query("DELETE FROM employee_roles WHERE employee_id = $1 AND employee_role <> 'E100'", [employeeId]);
  for (const r of roles) {
    await db.query('INSERT INTO employee_roles (employee_id, prod_code, employee_role) VALUES ($1, $2, $3)', [
      employeeId,
      r.prodCode,
      r.employeeRole,
    ]);
  }
  await announceGrantsChanged(db);
}

/** Enabled members who administer the company (E101 in the customer-relations product). */
export async function countActiveAdmins(db: Db, compId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM employees e JOIN employee_roles r ON r.employee_id = e.id
     WHERE e.comp_id = $1 AND e.status = ${MEMBERSHIP.member}
       AND e.is_active = ${ACTIVE.enabled} AND r.employee_role = 'E101' AND r.prod_code = 'CRM'`,
    [compId],
  );
  return rows[0]?.n ?? 0;
}
