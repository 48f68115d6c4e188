/**
 * The first administrator of a real deployment (`npm run admin -- create-admin`): an active
 * company with the customer-relations product opened and one person who administers it. The
 * same rules as the registration forms apply (credit-code check digit, mobile, password rule),
 * so the command cannot create what the portal would refuse.
 */
import { AppError } from '../../core/envelope';
import { bareRole, isUscc, MOBILE_RE, passwordProblem, textProblem } from '../../core/rules';
import type { Db } from '../../db/db';
import { hashPassword } from '../auth/password.service';
import {
  creditCodeRegistered,
  insertApprovedCompany,
  insertCompanyRole,
  insertOpenedCrm,
  insertPerson,
} from './first-admin.repo';
import { insertAdminEmployee, mobileRegistered } from './registration.repo';
import type { Static } from 'typebox';
import type { FirstAdmin } from '../operator/operator.schemas';

/** compRole: the enterprise role, `C101`…`C106` (or `SCF-C101`). */
export type FirstAdminInput = Static<typeof FirstAdmin>;

const ROLE_RE = /^(?:[A-Z]+-)?C10[1-6]$/;

/** The first problem of the input, in the words the registration forms use; null when fine. */
export function firstAdminProblem(input: FirstAdminInput): string | null {
  const compNameProblem = textProblem('companyName', input.compName);
  if (compNameProblem) return compNameProblem;
  if (!isUscc(input.creditCode.toUpperCase())) return '统一社会信用代码格式不正确';
  if (!ROLE_RE.test(input.compRole)) return '企业角色不正确（C101-C106）';
  if (!MOBILE_RE.test(input.mobile)) return '请输入正确的11位手机号';
  const adminNameProblem = textProblem('personName', input.adminName, { label: '管理员姓名' });
  if (adminNameProblem) return adminNameProblem;
  return passwordProblem(input.password);
}

/** Creates the company and its administrator; returns the codes to log in with. */
export async function createFirstAdmin(
  db: Db,
  input: FirstAdminInput,
  now: number,
): Promise<{ compCode: string; userCode: string }> {
  const problem = firstAdminProblem(input);
  if (problem) throw new AppError(400, problem);
  const passwordHash = await hashPassword(input.password);
  const creditCode = input.creditCode.toUpperCase();
  const role = bareRole(input.compRole);
  return db.transaction(async (tx) => {
    if (await mobileRegistered(tx, input.mobile)) {
      throw new AppError(409, '该手机号已注册');
    }
    if (await creditCodeRegistered(tx, creditCode)) {
      throw new AppError(409, '该统一社会信用代码已注册');
    }
    const p = await insertPerson(tx, input.mobile, input.adminName.trim(), passwordHash, now);
    const c = await insertApprovedCompany(
      tx,
      { compName: input.compName.trim(), creditCode, contactName: input.adminName.trim(), contactPhone: input.mobile },
      now,
    );
    if (!p || !c) throw new AppError(500, '创建失败');
    await insertAdminEmployee(tx, c.id, p.id, input.adminName.trim(), now);
    for (const prod of ['EC', 'CRM']) {
      await insertCompanyRole(tx, c.id, prod, role);
    }
    await insertOpenedCrm(tx, c.id, '平台创建首个管理员', now);
    return { compCode: c.comp_code, userCode: p.user_code };
  });
}
