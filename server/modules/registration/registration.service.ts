/**
 * Company registration as a server-side state machine:
 *   account → permit → verification → approval → success
 * The ticket from the first step identifies the registration; each step checks that the
 * registration is at that step (a rejected application may redo permit and verification).
 */
import type { AppContext } from '../../core/context';
import { AppError, fail } from '../../core/envelope';
import { randomToken, sha256Hex } from '../../core/crypto';
import { bareRole, isValidCreditCode, isValidIdCard, maskMobile } from '../../core/rules';
import { DAY } from '../../core/time';
import { approveCompany } from './approval.service';

export const REG_TTL_MS = DAY;

export type Step = 'permit' | 'verification' | 'approval' | 'success';

export interface RegRow {
  id: number;
  mobile: string;
  password_hash: string;
  step: Step;
  comp_name: string | null;
  credit_code: string | null;
  comp_role: string | null;
  province_code: string | null;
  area_code: string | null;
  address: string | null;
  licence_file_token: string | null;
  admin_name: string | null;
  id_type: string | null;
  id_number: string | null;
  email: string | null;
  invite_code: string | null;
  comp_id: number | null;
  person_id: number | null;
}

export async function createRegistration(ctx: AppContext, mobile: string, passwordHash: string, inviteCode: string | undefined) {
  const ticket = randomToken();
  const now = ctx.clock();
  await ctx.db.query(
    `INSERT INTO registrations (ticket_hash, mobile, password_hash, step, invite_code, created_at, expires_at)
     VALUES ($1, $2, $3, 'permit', $4, $5, $6)`,
    [sha256Hex(ticket), mobile, passwordHash, inviteCode ?? null, now, now + REG_TTL_MS],
  );
  return ticket;
}

export async function registrationByTicket(ctx: AppContext, ticket: string): Promise<RegRow> {
  const rows = await ctx.db.query<RegRow>('SELECT * FROM registrations WHERE ticket_hash = $1 AND expires_at > $2', [
    sha256Hex(ticket),
    ctx.clock(),
  ]);
  const row = rows[0];
  if (!row) throw fail.bad('注册信息已失效，请重新注册', 'regTicket');
  return row;
}

async function companyStatus(ctx: AppContext, compId: number | null): Promise<{ status: number; reason: string | null; code: string } | null> {
  if (compId === null) return null;
  const rows = await ctx.db.query<{ status: number; reject_reason: string | null; comp_code: string }>(
    'SELECT status, reject_reason, comp_code FROM companies WHERE id = $1',
    [compId],
  );
  const r = rows[0];
  return r ? { status: r.status, reason: r.reject_reason, code: r.comp_code } : null;
}

/** The step a registration is really at (a rejection sends it back to permit). */
export async function currentStep(ctx: AppContext, reg: RegRow): Promise<{ step: Step; approval: 'none' | 'pending' | 'approved' | 'rejected'; compCode: string; reason: string }> {
  const comp = await companyStatus(ctx, reg.comp_id);
  if (!comp) return { step: reg.step, approval: 'none', compCode: '', reason: '' };
  if (comp.status === 1) return { step: 'success', approval: 'approved', compCode: comp.code, reason: '' };
  if (comp.status === 2) {
    return { step: reg.step === 'verification' ? 'verification' : 'permit', approval: 'rejected', compCode: comp.code, reason: comp.reason ?? '' };
  }
  return { step: 'approval', approval: 'pending', compCode: comp.code, reason: '' };
}

function outOfOrder(step: Step): AppError {
  return new AppError(409, '注册步骤顺序不正确', { step });
}

export interface PermitInput {
  compName: string;
  creditCode: string;
  compRole: string;
  provinceCode: string;
  areaCode: string;
  address: string;
  licenceFileToken: string;
}

export async function submitPermit(ctx: AppContext, reg: RegRow, input: PermitInput): Promise<void> {
  const { step } = await currentStep(ctx, reg);
  if (step !== 'permit' && step !== 'verification') throw outOfOrder(step);
  const creditCode = input.creditCode.toUpperCase();
  if (!isValidCreditCode(creditCode)) throw fail.bad('统一社会信用代码格式不正确', 'creditCode');
  const role = bareRole(input.compRole);
  const province = await ctx.db.query<{ id: number }>('SELECT id FROM regions WHERE code = $1 AND level = 1', [input.provinceCode]);
  const provinceId = province[0]?.id;
  if (provinceId === undefined) throw fail.bad('请选择正确的省份', 'provinceCode');
  const area = await ctx.db.query<{ id: number }>('SELECT id FROM regions WHERE code = $1 AND pid = $2', [input.areaCode, provinceId]);
  if (area.length === 0) throw fail.bad('请选择正确的城市', 'areaCode');
  const file = await ctx.db.query<{ token: string }>('SELECT token FROM files WHERE token = $1 AND reg_id = $2', [input.licenceFileToken, reg.id]);
  if (file.length === 0) throw fail.bad('请上传营业执照', 'licenceFileToken');
  const taken = await ctx.db.query<{ id: number }>('SELECT id FROM companies WHERE credit_code = $1 AND id <> $2', [creditCode, reg.comp_id ?? 0]);
  if (taken.length > 0) throw fail.conflict('该统一社会信用代码已注册', { field: 'creditCode' });
  await ctx.db.query(
    `UPDATE registrations SET comp_name = $2, credit_code = $3, comp_role = $4, province_code = $5, area_code = $6, address = $7,
       licence_file_token = $8, step = 'verification' WHERE id = $1`,
    [reg.id, input.compName.trim(), creditCode, role, input.provinceCode, input.areaCode, input.address.trim(), input.licenceFileToken],
  );
}

export interface VerificationInput {
  adminName: string;
  idType: 'ID_CARD' | 'PASSPORT' | 'OTHER';
  idNumber: string;
  email?: string;
}

export async function submitVerification(ctx: AppContext, reg: RegRow, input: VerificationInput): Promise<string> {
  const { step } = await currentStep(ctx, reg);
  if (step !== 'verification') throw outOfOrder(step);
  const idNumber = input.idNumber.toUpperCase();
  if (input.idType === 'ID_CARD' && !isValidIdCard(idNumber)) throw fail.bad('身份证号码不正确', 'idNumber');
  if (input.idType !== 'ID_CARD' && !/^[A-Z0-9]{5,20}$/.test(idNumber)) throw fail.bad('证件号码格式不正确', 'idNumber');
  const now = ctx.clock();
  const compCode = await ctx.db.transaction(async (tx) => {
    // Re-read under lock: two submissions of one registration cannot both create a company.
    const locked = await tx.query<RegRow>('SELECT * FROM registrations WHERE id = $1 FOR UPDATE', [reg.id]);
    const r = locked[0];
    if (r?.step !== 'verification') throw outOfOrder('approval');
    const email = input.email?.toLowerCase() ?? null;
    let personId = r.person_id;
    if (personId === null) {
      const taken = await tx.query<{ id: number }>('SELECT id FROM persons WHERE mobile = $1', [r.mobile]);
      if (taken.length > 0) throw fail.conflict('该手机号已注册，请直接登录', { field: 'mobile' });
      const p = await tx.query<{ id: number }>(
        `INSERT INTO persons (mobile, name, email, password_hash, id_type, id_number, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [r.mobile, input.adminName.trim(), email, r.password_hash, input.idType, idNumber, now],
      );
      personId = p[0]?.id ?? null;
    } else {
      await tx.query('UPDATE persons SET name = $2, email = $3, id_type = $4, id_number = $5 WHERE id = $1', [
        personId, input.adminName.trim(), email, input.idType, idNumber,
      ]);
    }
    if (personId === null) throw fail.conflict('注册失败，请重试');
    let compId = r.comp_id;
    const fields = [r.comp_name, r.credit_code, r.province_code, r.area_code, r.address, r.licence_file_token, input.adminName.trim(), r.mobile, email];
    if (compId === null) {
      const c = await tx.query<{ id: number }>(
        `INSERT INTO companies (comp_name, credit_code, province_code, area_code, address, licence_file_token, contact_name, contact_phone, email, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10) RETURNING id`,
        [...fields, now],
      );
      compId = c[0]?.id ?? null;
      if (compId === null) throw fail.conflict('注册失败，请重试');
      const e = await tx.query<{ id: number }>(
        'INSERT INTO employees (comp_id, person_id, name, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
        [compId, personId, input.adminName.trim(), now],
      );
      const employeeId = e[0]?.id;
      await tx.query("INSERT INTO employee_roles (employee_id, prod_code, employee_role) VALUES ($1, 'CRM', 'E101')", [employeeId]);
    } else {
      await tx.query(
        `UPDATE companies SET comp_name = $2, credit_code = $3, province_code = $4, area_code = $5, address = $6, licence_file_token = $7,
           contact_name = $8, contact_phone = $9, email = $10, status = 0, reject_reason = NULL WHERE id = $1`,
        [compId, ...fields],
      );
      await tx.query('DELETE FROM company_roles WHERE comp_id = $1', [compId]);
    }
    for (const prod of ['EC', 'CRM']) {
      await tx.query('INSERT INTO company_roles (comp_id, prod_code, comp_role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [compId, prod, r.comp_role]);
    }
    await tx.query(
      `INSERT INTO company_products (comp_id, prod_code, permit_status, updated_at) VALUES ($1, 'CRM', 20, $2)
       ON CONFLICT (comp_id, prod_code) DO UPDATE SET permit_status = 20, updated_at = $2`,
      [compId, now],
    );
    await tx.query("UPDATE files SET owner_comp_id = $2, owner_person_id = $3 WHERE reg_id = $1", [r.id, compId, personId]);
    await tx.query("UPDATE registrations SET admin_name = $2, id_type = $3, id_number = $4, email = $5, person_id = $6, comp_id = $7, step = 'approval' WHERE id = $1", [
      r.id, input.adminName.trim(), input.idType, idNumber, email, personId, compId,
    ]);
    if (r.invite_code) {
      // Registering with an invitation code accepts the invitation addressed to this mobile.
      await tx.query(
        `UPDATE invitations SET status = 'accepted', accepted_at = $3, accepted_comp_id = $4
         WHERE code_hash = $1 AND mobile = $2 AND status = 'sent' AND expires_at > $3`,
        [sha256Hex(r.invite_code), r.mobile, now, compId],
      );
    }
    const code = await tx.query<{ comp_code: string }>('SELECT comp_code FROM companies WHERE id = $1', [compId]);
    return code[0]?.comp_code ?? '';
  });
  if (ctx.config.autoApprove) await approveCompany(ctx.db, compCode, now);
  return compCode;
}

export async function registrationStatus(ctx: AppContext, reg: RegRow) {
  const cur = await currentStep(ctx, reg);
  const permit =
    reg.comp_name === null
      ? null
      : {
          compName: reg.comp_name,
          creditCode: reg.credit_code ?? '',
          compRole: reg.comp_role ?? '',
          provinceCode: reg.province_code ?? '',
          areaCode: reg.area_code ?? '',
          address: reg.address ?? '',
          licenceFileToken: reg.licence_file_token ?? '',
        };
  const verification =
    reg.admin_name === null
      ? null
      : { adminName: reg.admin_name, idType: reg.id_type ?? '', idNumber: maskId(reg.id_number ?? ''), email: reg.email ?? '' };
  return {
    step: cur.step,
    approvalStatus: cur.approval,
    compCode: cur.compCode,
    rejectReason: cur.reason,
    mobile: maskMobile(reg.mobile),
    permit,
    verification,
  };
}

function maskId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 4)}**********${id.slice(-4)}` : id;
}
