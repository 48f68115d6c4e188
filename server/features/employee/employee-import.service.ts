/**
 * Adding many employees from a file (the rows already read from the workbook). Every row is
 * checked with the rules of adding one employee: the same body schema (EmployeeAddSchema,
 * through the same validator and messages as the add call), `normaliseRoles`, the same
 * membership rule, and then `addEmployeeIn` for each row. All or nothing: one bad row and
 * nothing is added; the refusal lists every bad row with its row number and reason.
 */
import type { AppContext, AuthContext } from '../../core/context';
import { AppError, fail } from '../../core/envelope';
import { MOBILE_RE } from '../../core/rules';
import { translateValidation, validatorCompiler } from '../../core/validation';
import { EMPLOYEE_ROLE_LABELS } from '../../../shared/format/roles';
import { personByMobile } from '../account/person.repo';
import { EmployeeAddSchema } from './employee.schemas';
import { openedProductNames, productNamesByCode } from './employee.repo';
import { companyName } from '../company/company.repo';
import { sendWelcome, type Welcome } from './welcome.service';
import {
  addEmployeeIn,
  ASSIGNABLE_ROLES,
  type EmployeeAdd,
  membershipProblem,
  normaliseRoles,
  type RoleInput,
} from './employee.service';
import type { ErrorObject } from 'ajv';

/** Most employees one file may add. */
export const IMPORT_ROW_LIMIT = 1000;

/** One row of the file as text, with its row number in the sheet (the header is row 1). */
export interface ImportRow {
  row: number;
  userName: string;
  mobile: string;
  email: string;
  roles: string;
}

/** A refused row: its number in the sheet, what identifies it, and why (Chinese). */
interface RefusedRow {
  row: number;
  userName: string;
  mobile: string;
  reason: string;
}

/** Roles in a cell: "产品/角色" entries, several separated by 、，,；; or a new line. */
const ENTRY_SEPARATORS = /[、，,；;\n\r]+/;
const PRODUCT_ROLE_SEPARATORS = /[/／:：]/;

/** "客户关系/管理员" for a product name and a role code: how a role is written in a file. */
function roleEntryText(productName: string, role: string): string {
  return `${productName}/${EMPLOYEE_ROLE_LABELS[role] ?? role}`;
}

/** How an employee's roles are written in a file ("客户关系/管理员、…"): what the import reads back. */
export async function roleTextWriter(ctx: AppContext): Promise<(roles: readonly RoleInput[]) => string> {
  const names = await productNamesByCode(ctx.db);
  return (roles) => roles.map((r) => roleEntryText(names.get(r.prodCode) ?? '未知产品', r.employeeRole)).join('、');
}

/** The roles an administrator may write in a file for the company's opened products. */
export async function importRoleChoices(
  ctx: AppContext,
  compId: number,
): Promise<{ text: string; productName: string; roleName: string }[]> {
  const products = await openedProductNames(ctx.db, compId);
  return products.flatMap((p) =>
    [...ASSIGNABLE_ROLES].map((role) => ({
      text: roleEntryText(p.prod_name, role),
      productName: p.prod_name,
      roleName: EMPLOYEE_ROLE_LABELS[role] ?? role,
    })),
  );
}

const ROLE_BY_LABEL = new Map(Object.entries(EMPLOYEE_ROLE_LABELS).map(([code, label]) => [label, code]));

function parseRoles(
  text: string,
  productByName: ReadonlyMap<string, string>,
): { roles: RoleInput[]; problems: string[] } {
  const roles: RoleInput[] = [];
  const problems: string[] = [];
  for (const raw of text.split(ENTRY_SEPARATORS)) {
    const entry = raw.trim();
    if (!entry) continue;
    const parts = entry.split(PRODUCT_ROLE_SEPARATORS).map((s) => s.trim());
    const [productName, roleName] = parts;
    if (parts.length !== 2 || !productName || !roleName) {
      problems.push(`角色“${entry.slice(0, 30)}”格式不正确，应为“产品/角色”，如“客户关系/管理员”`);
      continue;
    }
    const prodCode = productByName.get(productName);
    const role = ROLE_BY_LABEL.get(roleName);
    if (!prodCode) problems.push(`贵司未开通产品“${productName.slice(0, 20)}”`);
    else if (!role || !ASSIGNABLE_ROLES.has(role)) problems.push(`角色“${roleName.slice(0, 20)}”不存在`);
    else roles.push({ prodCode, employeeRole: role });
  }
  return { roles, problems };
}

const checkAdd = validatorCompiler({ schema: EmployeeAddSchema, httpPart: 'body', method: 'POST', url: '' }) as ((
  data: unknown,
) => boolean) & {
  errors?: ErrorObject[] | null;
};

function unique(messages: string[]): string {
  return [...new Set(messages)].join('；');
}

/**
 * Adds the rows as employees in one transaction, an audit entry for each; or refuses the file
 * (AppError 400, body `{ refused: RefusedRow[] }`) and adds nothing.
 */
export async function importEmployees(
  ctx: AppContext,
  auth: AuthContext,
  ip: string,
  rows: readonly ImportRow[],
): Promise<{ added: number; invited: number }> {
  if (rows.length === 0) throw fail.bad('文件中没有员工数据，请按模板填写后再导入', 'file');
  if (rows.length > IMPORT_ROW_LIMIT) throw fail.bad(`一次最多导入${IMPORT_ROW_LIMIT}名员工，请分批导入`, 'file');
  const products = await openedProductNames(ctx.db, auth.compId);
  const productByName = new Map(
    products.flatMap((p) => [[p.prod_name, p.prod_code] as const, [p.prod_code, p.prod_code] as const]),
  );

  const refused: RefusedRow[] = [];
  const ready: EmployeeAdd[] = [];
  const firstRowOfMobile = new Map<string, number>();
  for (const r of rows) {
    const problems: string[] = [];
    const parsed = parseRoles(r.roles, productByName);
    problems.push(...parsed.problems);
    if (!r.roles.trim()) problems.push('请填写角色');
    const candidate = {
      userName: r.userName,
      mobile: r.mobile,
      ...(r.email ? { email: r.email } : {}),
      roles: parsed.roles,
    };
    if (!checkAdd(candidate)) {
      const t = translateValidation(checkAdd.errors ?? [], 'body');
      // Role problems were named above, more precisely than the schema can.
      if (t.field !== 'roles' || problems.length === 0)
        problems.push(t.field === 'userName' && !r.userName.trim() ? '请填写姓名' : t.msg);
    }
    let roles: RoleInput[] = [];
    if (problems.length === 0) {
      try {
        roles = await normaliseRoles(ctx, auth.compId, parsed.roles);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        problems.push(err.message);
      }
    }
    const seen = firstRowOfMobile.get(r.mobile);
    if (r.mobile && seen !== undefined) problems.push(`手机号与第${seen}行重复`);
    else if (r.mobile) firstRowOfMobile.set(r.mobile, r.row);
    if (seen === undefined && MOBILE_RE.test(r.mobile)) {
      const taken = await membershipProblem(ctx.db, auth.compId, await personByMobile(ctx.db, r.mobile));
      if (taken) problems.push(taken);
    }
    if (problems.length > 0)
      refused.push({
        row: r.row,
        userName: r.userName.slice(0, 50),
        mobile: r.mobile.slice(0, 20),
        reason: unique(problems),
      });
    else ready.push({ userName: r.userName, mobile: r.mobile, ...(r.email ? { email: r.email } : {}), roles });
  }
  if (refused.length > 0) {
    throw new AppError(400, `有${refused.length}行数据不符合要求，未导入任何员工，请修改后重新导入`, {
      field: 'file',
      refused,
    });
  }
  const now = ctx.clock();
  const welcomes: Welcome[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    let invited = 0;
    for (const b of ready) {
      const added = await addEmployeeIn(tx, auth, ip, now, b);
      if (added.pending) invited++;
      if (added.welcome) welcomes.push(added.welcome);
    }
    return { added: ready.length - invited, invited };
  });
  // Each new person is told after the commit (one SMS each; a refused one never undoes the import).
  const compName = await companyName(ctx.db, auth.compId);
  for (const w of welcomes) await sendWelcome(ctx, compName, w);
  return result;
}
