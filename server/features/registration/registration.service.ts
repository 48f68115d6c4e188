/**
 * Company registration as a server-side state machine:
 *   account → permit → verification → approval → success
 * The ticket from the first step identifies the registration; each step checks that the
 * registration is at that step (a rejected application may redo permit and verification).
 */
import type { AppContext } from '../../core/context';
import { AppError, fail } from '../../core/envelope';
import { randomToken, sha256Hex } from '../../core/crypto';
import { bareRole, idNumberProblem, isUscc, maskMobile } from '../../core/rules';
import { textColumns } from '../../core/row-text';
import { DAY } from '../../core/time';
import type { Static } from 'typebox';
import type { PermitFields, VerificationBody } from './registration.schemas';
import { approveCompany, SameNameRefusal } from './approval.service';
import { COMPANY } from '../../core/status';
import { isRegistrationFile, registrationByTicketHash } from './registration-draft.repo';
import {
  addCompanyRole,
  areaInProvince,
  type CompanyFields,
  companyApproval,
  compCodeOf,
  creditCodeTakenByOther,
  crmUnderReview,
  handOverFiles,
  insertAdminEmployee,
  insertAdminPerson,
  insertPendingCompany,
  insertRegistration,
  lockRegistration,
  mobileRegistered,
  provinceIdByCode,
  resubmitCompany,
  savePermit,
  saveVerification,
  updateAdminPerson,
  type RegRow,
  type Step,
} from './registration.repo';

const REG_TTL_MS = DAY;

export async function createRegistration(
  ctx: AppContext,
  mobile: string,
  passwordHash: string,
  inviteCode: string | undefined,
) {
  const ticket = randomToken();
  const now = ctx.clock();
  await insertRegistration(ctx.db, {
    ticketHash: sha256Hex(ticket),
    mobile,
    passwordHash,
    inviteCode: inviteCode ?? null,
    now,
    expiresAt: now + REG_TTL_MS,
  });
  return ticket;
}

export async function registrationByTicket(ctx: AppContext, ticket: string): Promise<RegRow> {
  // The first ticket, or one a resume in another tab issued.
  const row = await registrationByTicketHash(ctx.db, sha256Hex(ticket), ctx.clock());
  if (!row) throw fail.bad('注册信息已失效，请重新注册', 'regTicket');
  return row;
}

async function companyStatus(
  ctx: AppContext,
  compId: number | null,
): Promise<{ status: number; reason: string | null; code: string } | null> {
  if (compId === null) return null;
  const r = await companyApproval(ctx.db, compId);
  return r ? { status: r.status, reason: r.reject_reason, code: r.comp_code } : null;
}

/** The step a registration is really at (a rejection sends it back to permit). */
export async function currentStep(
  ctx: AppContext,
  reg: RegRow,
): Promise<{ step: Step; approval: 'none' | 'pending' | 'approved' | 'rejected'; compCode: string; reason: string }> {
  const comp = await companyStatus(ctx, reg.comp_id);
  if (!comp) return { step: reg.step, approval: 'none', compCode: '', reason: '' };
  if (comp.status === COMPANY.approved)
    return { step: 'success', approval: 'approved', compCode: comp.code, reason: '' };
  if (comp.status === COMPANY.rejected) {
    return {
      step: reg.step === 'verification' ? 'verification' : 'permit',
      approval: 'rejected',
      compCode: comp.code,
      reason: comp.reason ?? '',
    };
  }
  return { step: 'approval', approval: 'pending', compCode: comp.code, reason: '' };
}

function outOfOrder(step: Step): AppError {
  return new AppError(409, '注册步骤顺序不正确', { step });
}

export async function submitPermit(ctx: AppContext, reg: RegRow, input: PermitFields): Promise<void> {
  const { step } = await currentStep(ctx, reg);
  if (step !== 'permit' && step !== 'verification') throw outOfOrder(step);
  const creditCode = input.creditCode.toUpperCase();
  if (!isUscc(creditCode)) throw fail.bad('统一社会信用代码格式不正确', 'creditCode');
  const role = bareRole(input.compRole);
  const provinceId = await provinceIdByCode(ctx.db, input.provinceCode);
  if (provinceId === null) throw fail.bad('请选择正确的省份', 'provinceCode');
  if (!(await areaInProvince(ctx.db, input.areaCode, provinceId))) throw fail.bad('请选择正确的城市', 'areaCode');
  if (!(await isRegistrationFile(ctx.db, reg.id, input.licenceFileToken)))
    throw fail.bad('请上传营业执照', 'licenceFileToken');
  if (await creditCodeTakenByOther(ctx.db, creditCode, reg.comp_id ?? 0))
    throw fail.conflict('该统一社会信用代码已注册', { field: 'creditCode' });
  await savePermit(ctx.db, reg.id, {
    compName: input.compName.trim(),
    creditCode,
    compRole: role,
    provinceCode: input.provinceCode,
    areaCode: input.areaCode,
    address: input.address.trim(),
    licenceFileToken: input.licenceFileToken,
  });
}

/** The ID number is resolved by the caller (typed, or the one saved before). */
export type VerificationInput = Omit<Static<typeof VerificationBody>, 'regTicket' | 'idNumber'> & { idNumber: string };

export async function submitVerification(ctx: AppContext, reg: RegRow, input: VerificationInput): Promise<string> {
  const { step } = await currentStep(ctx, reg);
  if (step !== 'verification') throw outOfOrder(step);
  const idNumber = input.idNumber.toUpperCase();
  const idProblem = idNumberProblem(input.idType, idNumber);
  if (idProblem) throw fail.bad(idProblem, 'idNumber');
  const now = ctx.clock();
  const compCode = await ctx.db.transaction(async (tx) => {
    // Re-read under lock: two submissions of one registration cannot both create a company.
    const r = await lockRegistration(tx, reg.id);
    if (r?.step !== 'verification') throw outOfOrder('approval');
    const email = input.email?.toLowerCase() ?? null;
    const admin = { name: input.adminName.trim(), email, idType: input.idType, idNumber };
    let personId = r.person_id;
    if (personId === null) {
      if (await mobileRegistered(tx, r.mobile)) throw fail.conflict('该手机号已注册，请直接登录', { field: 'mobile' });
      personId = await insertAdminPerson(tx, r.mobile, r.password_hash, admin, now);
    } else {
      await updateAdminPerson(tx, personId, admin);
    }
    if (personId === null) throw fail.conflict('注册失败，请重试');
    let compId = r.comp_id;
    const fields: CompanyFields = [
      r.comp_name,
      r.credit_code,
      r.province_code,
      r.area_code,
      r.address,
      r.licence_file_token,
      input.adminName.trim(),
      r.mobile,
      email,
    ];
    if (compId === null) {
      compId = await insertPendingCompany(tx, fields, now);
      if (compId === null) throw fail.conflict('注册失败，请重试');
      await insertAdminEmployee(tx, compId, personId, input.adminName.trim(), now);
    } else {
      await resubmitCompany(tx, compId, fields);
    }
    for (const prod of ['EC', 'CRM']) {
      await addCompanyRole(tx, compId, prod, r.comp_role);
    }
    await crmUnderReview(tx, compId, now);
    await handOverFiles(tx, r.id, compId, personId);
    await saveVerification(tx, r.id, {
      adminName: input.adminName.trim(),
      idType: input.idType,
      idNumber,
      email,
      personId,
      compId,
    });
    // An invitation code given at registration is accepted when the company is approved (approval.service.ts).
    return compCodeOf(tx, compId);
  });
  if (ctx.config.autoApprove) {
    try {
      await approveCompany(ctx, compCode, now);
    } catch (err) {
      // A name another company already bears waits for a person to approve it knowingly.
      if (!(err instanceof SameNameRefusal)) throw err;
      ctx.log.warn(
        { compCode, sameName: err.others.map((o) => o.comp_code) },
        'registration left for manual approval: another company has the same name',
      );
    }
  }
  return compCode;
}

export async function registrationStatus(ctx: AppContext, reg: RegRow) {
  const cur = await currentStep(ctx, reg);
  const permit =
    reg.comp_name === null
      ? null
      : {
          compName: reg.comp_name,
          // The permit's text fields under their columns' camelCased names, absent as ''.
          ...textColumns(reg, ['credit_code', 'comp_role', 'licence_file_token']),
          ...textColumns(reg, ['province_code', 'area_code', 'address']),
        };
  const verification =
    reg.admin_name === null
      ? null
      : {
          adminName: reg.admin_name,
          idType: reg.id_type ?? '',
          idNumber: maskId(reg.id_number ?? ''),
          email: reg.email ?? '',
        };
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
