/** Employee administration of one company (the caller's; the company id comes from the token). */
import type { AppContext, AuthContext } from '../../core/context';
import { fail, type PageResult } from '../../core/envelope';
import { maskMobile, bareRole, MOBILE_RE } from '../../core/rules';
import { formatTime } from '../../core/time';
import type { Db } from '../../db/db';
import { empRolesByEmployee, productOpened, type EmpRoleItem } from '../company/company.repo';
import { revokeEmployeeSessions } from '../session/session.service';
import { enforce, POLICIES } from '../throttle/throttle.service';
import { logOperation } from '../audit/operation-log.service';

/** Roles an administrator may give (E100 is the system's own and is never shown or given). */
export const ASSIGNABLE_ROLES = new Set(['E101', 'E102', 'E103', 'E105', 'E106', 'E107', 'E108', 'E109', 'E110', 'E111']);

export interface EmployeeItem {
  employeeCode: string;
  userName: string;
  mobile: string;
  email: string;
  status: number;
  isActive: number;
  employeeRole: EmpRoleItem[];
  createTime: string;
  self: boolean;
}

export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listEmployees(
  ctx: AppContext,
  auth: AuthContext,
  q: { keyword?: string; isActive?: number; pageNum: number; pageSize: number },
): Promise<PageResult<EmployeeItem>> {
  const params: unknown[] = [auth.compId];
  const where = ['e.comp_id = $1', 'e.status = 1'];
  const kw = q.keyword?.trim();
  if (kw) {
    params.push(likePattern(kw));
    const like = `e.name ILIKE $${params.length} OR e.employee_code ILIKE $${params.length}`;
    // Mobile numbers are shown masked (138******0004), so a search never matches a part of
    // one: only the whole number or its last four digits, which the list already shows.
    // Otherwise a few substring searches would give the hidden digits away.
    if (MOBILE_RE.test(kw)) {
      await enforce(ctx.db, `search:mobile:${auth.personId}`, POLICIES.mobileSearch, ctx.clock());
      params.push(kw);
      where.push(`(${like} OR p.mobile = $${params.length})`);
    } else if (/^\d{4}$/.test(kw)) {
      params.push(kw);
      where.push(`(${like} OR right(p.mobile, 4) = $${params.length})`);
    } else {
      where.push(`(${like})`);
    }
  }
  if (q.isActive !== undefined) {
    params.push(q.isActive);
    where.push(`e.is_active = $${params.length}`);
  }
  const from = `FROM employees e JOIN persons p ON p.id = e.person_id WHERE ${where.join(' AND ')}`;
  const total = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params))[0]?.n ?? 0;
  params.push(q.pageSize, (q.pageNum - 1) * q.pageSize);
  const rows = await ctx.db.query<{
    id: number; employee_code: string; name: string; mobile: string; email: string | null; status: number; is_active: number; created_at: number;
  }>(
    `SELECT e.id, e.employee_code, e.name, p.mobile, p.email, e.status, e.is_active, e.created_at ${from}
     ORDER BY e.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const roles = await empRolesByEmployee(ctx.db, rows.map((r) => r.id));
  return {
    list: rows.map((r) => ({
      employeeCode: r.employee_code,
      userName: r.name,
      mobile: maskMobile(r.mobile),
      email: r.email ?? '',
      status: r.status,
      isActive: r.is_active,
      employeeRole: roles.get(r.id) ?? [],
      createTime: formatTime(r.created_at),
      self: r.id === auth.employeeId,
    })),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/** The employee of the caller's company with that code; 404 for anyone else's. */
export async function employeeOfCompany(
  db: Db,
  compId: number,
  employeeCode: string,
): Promise<{ id: number; person_id: number; is_active: number; name: string }> {
  const rows = await db.query<{ id: number; person_id: number; is_active: number; name: string }>(
    'SELECT id, person_id, is_active, name FROM employees WHERE comp_id = $1 AND employee_code = $2 AND status = 1',
    [compId, employeeCode],
  );
  const row = rows[0];
  if (!row) throw fail.notFound('员工不存在');
  return row;
}

export interface RoleInput {
  prodCode: string;
  employeeRole: string;
}

/** Checks the requested roles: known, assignable, for products the company has opened. */
export async function normaliseRoles(ctx: AppContext, compId: number, roles: RoleInput[]): Promise<RoleInput[]> {
  const out = new Map<string, RoleInput>();
  for (const r of roles) {
    const role = bareRole(r.employeeRole);
    if (!ASSIGNABLE_ROLES.has(role)) throw fail.bad(`不能分配角色 ${role}`, 'roles');
    if (!(await productOpened(ctx.db, compId, r.prodCode))) throw fail.bad(`贵司未开通产品 ${r.prodCode}，不能分配该产品的角色`, 'roles');
    out.set(`${r.prodCode}:${role}`, { prodCode: r.prodCode, employeeRole: role });
  }
  return [...out.values()];
}

export async function setRoles(db: Db, employeeId: number, roles: RoleInput[]): Promise<void> {
  await db.query("DELETE FROM employee_roles WHERE employee_id = $1 AND employee_role <> 'E100'", [employeeId]);
  for (const r of roles) {
    await db.query('INSERT INTO employee_roles (employee_id, prod_code, employee_role) VALUES ($1, $2, $3)', [
      employeeId,
      r.prodCode,
      r.employeeRole,
    ]);
  }
}

/** Every company keeps at least one active administrator. */
export async function assertAdminRemains(db: Db, compId: number): Promise<void> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM employees e JOIN employee_roles r ON r.employee_id = e.id
     WHERE e.comp_id = $1 AND e.status = 1 AND e.is_active = 1 AND r.employee_role = 'E101' AND r.prod_code = 'CRM'`,
    [compId],
  );
  if ((rows[0]?.n ?? 0) === 0) throw fail.conflict('企业至少需要保留一名启用状态的管理员');
}

export async function setActive(ctx: AppContext, auth: AuthContext, employeeCode: string, active: boolean, ip = ''): Promise<void> {
  const emp = await employeeOfCompany(ctx.db, auth.compId, employeeCode);
  if (!active && emp.id === auth.employeeId) throw fail.bad('不能停用自己的账号', 'employeeCode');
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE employees SET is_active = $2 WHERE id = $1', [emp.id, active ? 1 : 0]);
    if (!active) {
      await assertAdminRemains(tx, auth.compId);
      await revokeEmployeeSessions(tx, emp.id, 'disabled', ctx.clock());
    }
    await logOperation(tx, auth, ip, ctx.clock(), {
      action: active ? 'employee.enable' : 'employee.disable',
      target: emp.name,
      before: { 状态: emp.is_active === 1 ? '启用' : '停用' },
      after: { 状态: active ? '启用' : '停用' },
    });
  });
}
