/**
 * The first administrator of a real deployment (`npm run admin -- create-admin`): an active
 * company with the customer-relations product opened and one person who administers it. The
 * same rules as the registration forms apply (credit-code check digit, mobile, password rule),
 * so the command cannot create what the portal would refuse.
 */
import { AppError } from '../../core/envelope';
import { bareRole, isValidCreditCode, MOBILE_RE, passwordProblem } from '../../core/rules';
import type { Db } from '../../db/db';
import { hashPassword } from '../auth/password.service';

export interface FirstAdminInput {
  compName: string;
  creditCode: string;
  /** Enterprise role, `C101`…`C106` (or `SCF-C101`). */
  compRole: string;
  mobile: string;
  adminName: string;
  password: string;
}

const NAME_RE = /^[^\u0000-\u001f<>]+$/;
const ROLE_RE = /^(?:[A-Z]+-)?C10[1-6]$/;

/** The first problem of the input, in the words the registration forms use; null when fine. */
export function firstAdminProblem(input: FirstAdminInput): string | null {
  const compName = input.compName.trim();
  if (compName.length === 0 || compName.length > 100 || !NAME_RE.test(compName)) return '企业名称须为1-100个字符';
  if (!isValidCreditCode(input.creditCode.toUpperCase())) return '统一社会信用代码格式不正确';
  if (!ROLE_RE.test(input.compRole)) return '企业角色不正确（C101-C106）';
  if (!MOBILE_RE.test(input.mobile)) return '请输入正确的11位手机号';
  const adminName = input.adminName.trim();
  if (adminName.length === 0 || adminName.length > 50 || !NAME_RE.test(adminName)) return '管理员姓名须为1-50个字符';
  return passwordProblem(input.password);
}

/** Creates the company and its administrator; returns the codes to log in with. */
export async function createFirstAdmin(db: Db, input: FirstAdminInput, now: number): Promise<{ compCode: string; userCode: string }> {
  const problem = firstAdminProblem(input);
  if (problem) throw new AppError(400, problem);
  const passwordHash = await hashPassword(input.password);
  const creditCode = input.creditCode.toUpperCase();
  const role = bareRole(input.compRole);
  return db.transaction(async (tx) => {
    if ((await tx.query('SELECT id FROM persons WHERE mobile = $1', [input.mobile])).length > 0) {
      throw new AppError(409, '该手机号已注册');
    }
    if ((await tx.query('SELECT id FROM companies WHERE credit_code = $1', [creditCode])).length > 0) {
      throw new AppError(409, '该统一社会信用代码已注册');
    }
    const person = await tx.query<{ id: number; user_code: string }>(
      'INSERT INTO persons (mobile, name, password_hash, created_at) VALUES ($1, $2, $3, $4) RETURNING id, user_code',
      [input.mobile, input.adminName.trim(), passwordHash, now],
    );
    const company = await tx.query<{ id: number; comp_code: string }>(
      `INSERT INTO companies (comp_name, credit_code, contact_name, contact_phone, status, created_at)
       VALUES ($1, $2, $3, $4, 1, $5) RETURNING id, comp_code`,
      [input.compName.trim(), creditCode, input.adminName.trim(), input.mobile, now],
    );
    const p = person[0];
    const c = company[0];
    if (!p || !c) throw new AppError(500, '创建失败');
    const employee = await tx.query<{ id: number }>(
      'INSERT INTO employees (comp_id, person_id, name, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [c.id, p.id, input.adminName.trim(), now],
    );
    await tx.query("INSERT INTO employee_roles (employee_id, prod_code, employee_role) VALUES ($1, 'CRM', 'E101')", [employee[0]?.id]);
    for (const prod of ['EC', 'CRM']) {
      await tx.query('INSERT INTO company_roles (comp_id, prod_code, comp_role) VALUES ($1, $2, $3)', [c.id, prod, role]);
    }
    await tx.query("INSERT INTO company_products (comp_id, prod_code, permit_status, updated_at) VALUES ($1, 'CRM', 55, $2)", [c.id, now]);
    await tx.query(
      "INSERT INTO permit_audits (comp_id, prod_code, before_status, after_status, remark, created_at) VALUES ($1, 'CRM', 10, 55, '平台创建首个管理员', $2)",
      [c.id, now],
    );
    return { compCode: c.comp_code, userCode: p.user_code };
  });
}
