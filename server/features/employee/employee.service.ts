/** Employee administration of one company (the caller's; the company id comes from the token). */
import type { AppContext, AuthContext } from '../../core/context';
import { fail, type PageResult } from '../../core/envelope';
import { maskMobile, bareRole } from '../../core/rules';
import { formatTime } from '../../core/time';
import type { Static } from 'typebox';
import type { Db } from '../../db/db';
import type { EmployeeAddSchema, EmployeeItemSchema, EmployeeSortField, RolesSchema } from './employee.schemas';
import type { SortOrder } from '../../core/sort';
import type { PersonRow } from '../account/person.repo';
import { empRolesByEmployee, productOpened } from '../company/company.repo';
import { revokeEmployeeSessions } from '../session/session.service';
import { logOperation, rolesText } from '../audit/operation-log.service';
import { personByMobile } from '../account/person.repo';
import { mobileSearch } from '../account/mobile-search';
import { companyName } from '../company/company.repo';
import { prepareWelcome, sendWelcome, type Welcome } from './welcome.service';
import { ACTIVE, MEMBERSHIP } from '../../core/status';
import {
  countActiveAdmins,
  employeeName,
  insertEmployee,
  insertPerson,
  type MemberRow,
  memberByCode,
  membersByCodes,
  membershipOfPerson,
  pageEmployees,
  productNamesByCode,
  renameEmployee,
  replaceRoles,
  setIsActive,
} from './employee.repo';

/** Roles an administrator may give (E100 is the system's own and is never shown or given). */
export const ASSIGNABLE_ROLES = new Set([
  'E101',
  'E102',
  'E103',
  'E105',
  'E106',
  'E107',
  'E108',
  'E109',
  'E110',
  'E111',
]);

export type EmployeeItem = Static<typeof EmployeeItemSchema>;

export async function listEmployees(
  ctx: AppContext,
  auth: AuthContext,
  q: {
    keyword?: string;
    isActive?: number;
    orderBy?: EmployeeSortField;
    order?: SortOrder;
    pageNum: number;
    pageSize: number;
  },
  /** Whole mobiles: only the administrator's logged export for re-import asks for them. */
  opts: { fullMobiles?: boolean } = {},
): Promise<PageResult<EmployeeItem>> {
  const kw = q.keyword?.trim() || undefined;
  const { rows, total } = await pageEmployees(ctx.db, auth.compId, {
    keyword: kw,
    mobile: await mobileSearch(ctx.db, auth.personId, kw, ctx.clock()),
    isActive: q.isActive,
    orderBy: q.orderBy,
    order: q.order,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
  const roles = await empRolesByEmployee(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => ({
      employeeCode: r.employee_code,
      userName: r.name,
      mobile: opts.fullMobiles === true ? r.mobile : maskMobile(r.mobile),
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
export async function employeeOfCompany(db: Db, compId: number, employeeCode: string): Promise<MemberRow> {
  const row = await memberByCode(db, compId, employeeCode);
  if (!row) throw fail.notFound('员工不存在');
  return row;
}

export type RoleInput = Static<typeof RolesSchema>[number];

/** Checks the requested roles: known, assignable, for products the company has opened. */
export async function normaliseRoles(ctx: AppContext, compId: number, roles: RoleInput[]): Promise<RoleInput[]> {
  const out = new Map<string, RoleInput>();
  for (const r of roles) {
    const role = bareRole(r.employeeRole);
    if (!ASSIGNABLE_ROLES.has(role)) throw fail.bad(`不能分配角色 ${role}`, 'roles');
    if (!(await productOpened(ctx.db, compId, r.prodCode)))
      throw fail.bad(`贵司未开通产品 ${r.prodCode}，不能分配该产品的角色`, 'roles');
    out.set(`${r.prodCode}:${role}`, { prodCode: r.prodCode, employeeRole: role });
  }
  return [...out.values()];
}

/** Every company keeps at least one active administrator. */
async function assertAdminRemains(db: Db, compId: number): Promise<void> {
  if ((await countActiveAdmins(db, compId)) === 0) throw fail.conflict('企业至少需要保留一名启用状态的管理员');
}

export async function setActive(
  ctx: AppContext,
  auth: AuthContext,
  employeeCode: string,
  active: boolean,
  ip = '',
): Promise<void> {
  const emp = await employeeOfCompany(ctx.db, auth.compId, employeeCode);
  if (!active && emp.id === auth.employeeId) throw fail.bad('不能停用自己的账号', 'employeeCode');
  await ctx.db.transaction(async (tx) => {
    await applyActive(ctx, tx, auth, ip, emp, active);
    if (!active) await assertAdminRemains(tx, auth.compId);
  });
}

/**
 * Enables or disables several employees of the caller's company in one transaction: all or
 * none. Codes that are not members of the company (another company's, unknown) and the
 * administrator's own code when disabling are refused before anything changes. Employees
 * already in the requested state are left as they are; the answer counts those that changed.
 */
export async function setActiveMany(
  ctx: AppContext,
  auth: AuthContext,
  employeeCodes: readonly string[],
  active: boolean,
  ip = '',
): Promise<number> {
  const codes = [...new Set(employeeCodes)];
  const emps = await membersByCodes(ctx.db, auth.compId, codes);
  if (emps.length !== codes.length)
    throw fail.notFound('所选员工中有不属于本企业或已不存在的员工，未做任何更改，请刷新后重试');
  if (!active && emps.some((e) => e.id === auth.employeeId))
    throw fail.bad('不能停用自己的账号，请取消选择本人后重试', 'employeeCodes');
  const changing = emps.filter((e) => (e.is_active === ACTIVE.enabled) !== active);
  // Nothing to do is refused, not answered "已启用0名员工": the page offers only rows it can change.
  if (changing.length === 0)
    throw fail.conflict(active ? '所选员工均已启用，无需再次启用' : '所选员工均已停用，无需再次停用');
  await ctx.db.transaction(async (tx) => {
    for (const emp of changing) await applyActive(ctx, tx, auth, ip, emp, active);
    if (!active) await assertAdminRemains(tx, auth.compId);
  });
  return changing.length;
}

/** One employee's new state, their sessions ended when disabled, and the audit entry (in tx). */
async function applyActive(
  ctx: AppContext,
  tx: Db,
  auth: AuthContext,
  ip: string,
  emp: MemberRow,
  active: boolean,
): Promise<void> {
  await setIsActive(tx, emp.id, active);
  if (!active) await revokeEmployeeSessions(tx, emp.id, 'disabled', ctx.clock());
  await logOperation(tx, auth, ip, ctx.clock(), {
    action: active ? 'employee.enable' : 'employee.disable',
    target: emp.name,
    before: { 状态: emp.is_active === ACTIVE.enabled ? '启用' : '停用' },
    after: { 状态: active ? '启用' : '停用' },
  });
}

export type EmployeeAdd = Static<typeof EmployeeAddSchema>;

/**
 * Why the person cannot be added to the company (already a member, or already invited), or
 * null. One place for the rule, so a single add and an import refuse the same rows.
 */
export async function membershipProblem(db: Db, compId: number, person: PersonRow | null): Promise<string | null> {
  if (!person) return null;
  const exists = await membershipOfPerson(db, compId, person.id);
  if (exists?.status === MEMBERSHIP.invited) return '已邀请该手机号加入本企业，等待对方同意';
  if (exists) return '该手机号已是本企业员工';
  return null;
}

/**
 * Adds an employee. A new person gets an account and signs in by SMS code; a person who
 * already has an account joins only with their consent: the membership starts as an
 * invitation that they accept or decline in the centre (`pending: true`).
 */
export async function addEmployee(
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  b: EmployeeAdd,
): Promise<{ employeeCode: string; pending: boolean }> {
  const roles = await normaliseRoles(ctx, auth.compId, b.roles);
  const added = await ctx.db.transaction((tx) => addEmployeeIn(tx, auth, ip, ctx.clock(), { ...b, roles }));
  if (added.welcome) await sendWelcome(ctx, await companyName(ctx.db, auth.compId), added.welcome);
  return { employeeCode: added.employeeCode, pending: added.pending };
}

/**
 * The add itself inside the caller's transaction, with roles already checked by
 * `normaliseRoles`: the person (new, or existing and then invited), the membership, the roles
 * and the audit entry. The import calls it for every row of a file in one transaction.
 */
export async function addEmployeeIn(
  tx: Db,
  auth: AuthContext,
  ip: string,
  now: number,
  b: EmployeeAdd,
): Promise<{ employeeCode: string; pending: boolean; welcome: Welcome | null }> {
  const name = b.userName.trim();
  const roles = b.roles;
  let person = await personByMobile(tx, b.mobile);
  const invited = person !== null;
  // The e-mail is the person's: a new person gets it here; an existing person's data is
  // theirs to change, not the inviting company's.
  const problem = await membershipProblem(tx, auth.compId, person);
  if (problem) throw fail.conflict(problem, { field: 'mobile' });
  if (!person) {
    await insertPerson(tx, { mobile: b.mobile, name, email: b.email?.toLowerCase() ?? null, createdAt: now });
    person = await personByMobile(tx, b.mobile);
  }
  if (!person) throw fail.conflict('添加失败，请重试');
  // A new person has no password: told by SMS (after the commit) and asked to set one.
  const welcome = invited ? null : await prepareWelcome(tx, person, now);
  const emp = await insertEmployee(tx, {
    compId: auth.compId,
    personId: person.id,
    name,
    status: invited ? MEMBERSHIP.invited : MEMBERSHIP.member,
    createdAt: now,
  });
  if (!emp) throw fail.conflict('添加失败，请重试');
  await replaceRoles(tx, emp.id, roles);
  await logOperation(tx, auth, ip, now, {
    action: 'employee.add',
    target: `${name}（${maskMobile(b.mobile)}）`,
    after: {
      姓名: name,
      手机号: maskMobile(b.mobile),
      角色: rolesText(roles, await productNamesByCode(tx)),
      ...(invited ? { 状态: '已邀请，待对方同意' } : {}),
    },
  });
  return { employeeCode: emp.employee_code, pending: invited, welcome };
}

/** The name an employee has in this company (the e-mail is the person's own). */
export async function renameMember(
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  employeeCode: string,
  userName: string,
): Promise<void> {
  const emp = await employeeOfCompany(ctx.db, auth.compId, employeeCode);
  const name = userName.trim();
  await ctx.db.transaction(async (tx) => {
    const old = await employeeName(tx, emp.id);
    if (old === name) return; // nothing changed: nothing to write or log
    await renameEmployee(tx, emp.id, name);
    await logOperation(tx, auth, ip, ctx.clock(), {
      action: 'employee.edit',
      target: old ?? employeeCode,
      before: { 姓名: old ?? '' },
      after: { 姓名: name },
    });
  });
}

/** Whether two role lists hold the same product–role pairs, in any order. */
function sameRoles(a: readonly RoleInput[], b: readonly RoleInput[]): boolean {
  const key = (roles: readonly RoleInput[]) =>
    [...new Set(roles.map((r) => `${r.prodCode}:${r.employeeRole}`))].sort().join(',');
  return key(a) === key(b);
}

/** Replaces the roles; the last administrator cannot lose E101. A no-op save changes nothing and is not logged. */
export async function changeRoles(
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  employeeCode: string,
  requested: RoleInput[],
): Promise<void> {
  const emp = await employeeOfCompany(ctx.db, auth.compId, employeeCode);
  const roles = await normaliseRoles(ctx, auth.compId, requested);
  await ctx.db.transaction(async (tx) => {
    const current = (await empRolesByEmployee(tx, [emp.id])).get(emp.id) ?? [];
    // A save that changes nothing writes nothing and leaves no entry.
    if (sameRoles(current, roles)) return;
    await replaceRoles(tx, emp.id, roles);
    await assertAdminRemains(tx, auth.compId);
    const names = await productNamesByCode(tx);
    await logOperation(tx, auth, ip, ctx.clock(), {
      action: 'employee.roles',
      target: emp.name,
      before: { 角色: rolesText(current, names) },
      after: { 角色: rolesText(roles, names) },
    });
  });
}
