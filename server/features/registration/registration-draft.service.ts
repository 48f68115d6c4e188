/**
 * What keeps a registration whole across reloads, tabs and devices:
 *  - drafts: each step's fields are saved on the registration as they are typed, so the form
 *    comes back filled; the submitted values stay apart and alone create the application;
 *  - resume: in another tab the mobile's SMS code (purpose register) finds the newest live
 *    registration and issues a new ticket; earlier tickets keep working;
 *  - the invitation: its code stays on the registration, prefills the invited company's name,
 *    credit code and role, and fixes the role and the credit code (it is bound to that company).
 */
import type { Static } from 'typebox';
import type { AppContext } from '../../core/context';
import { randomToken, sha256Hex } from '../../core/crypto';
import { fail } from '../../core/envelope';
import { bareRole } from '../../core/rules';
import { COMPANY_ROLE_LABELS } from '../../../shared/format/roles';
import {
  type DraftStep,
  dropDraft,
  hasAnyRegistration,
  insertExtraTicket,
  invitationForRegistration,
  isRegistrationFile,
  latestLiveRegistration,
  mergeDraft,
  setInviteCode,
} from './registration-draft.repo';
import type { PermitDraft, RegDrafts, VerificationDraft } from './registration.schemas';
import { currentStep } from './registration.service';
import type { RegRow, Step } from './registration.repo';

type PermitDraftInput = Static<typeof PermitDraft>;
type VerificationDraftInput = Static<typeof VerificationDraft>;

export interface RegInvitationView {
  inviterName: string;
  compName: string;
  /** '' for invitations sent before credit codes were asked for. */
  creditCode: string;
  compRole: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One step's stored draft as strings only (the column is JSON: anything else is dropped). */
function storedDraft(reg: Pick<RegRow, 'draft'>, step: DraftStep): Record<string, string> | null {
  const all: unknown = typeof reg.draft === 'string' ? safeParse(reg.draft) : reg.draft;
  const part = isRecord(all) ? all[step] : null;
  if (!isRecord(part)) return null;
  return Object.fromEntries(Object.entries(part).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function maskIdNumber(id: string): string {
  return id.length > 8 ? `${id.slice(0, 4)}**********${id.slice(-4)}` : id;
}

/** The drafts for `reg/status`: what was typed, the ID number masked like the submitted one. */
export function draftsView(reg: RegRow): Static<typeof RegDrafts> {
  const permit = storedDraft(reg, 'permit');
  const verification = storedDraft(reg, 'verification');
  const idType = verification?.idType;
  return {
    permit: permit
      ? {
          compName: permit.compName,
          creditCode: permit.creditCode,
          compRole: permit.compRole,
          provinceCode: permit.provinceCode,
          areaCode: permit.areaCode,
          address: permit.address,
          licenceFileToken: permit.licenceFileToken,
        }
      : null,
    verification: verification
      ? {
          adminName: verification.adminName,
          idType: idType === 'ID_CARD' || idType === 'PASSPORT' || idType === 'OTHER' ? idType : undefined,
          idNumber: verification.idNumber === undefined ? undefined : maskIdNumber(verification.idNumber),
          email: verification.email,
        }
      : null,
  };
}

/**
 * The ID number to submit when the form leaves it empty: the one saved with the draft, else
 * the one submitted before (both are shown to the reader only masked, so they are not retyped).
 */
export function savedIdNumber(reg: RegRow): string | null {
  return storedDraft(reg, 'verification')?.idNumber || reg.id_number || null;
}

/** The invitation of a registration's code, while it can still be taken up; null otherwise. */
export async function invitationOf(
  ctx: AppContext,
  reg: Pick<RegRow, 'invite_code' | 'mobile' | 'comp_id'>,
): Promise<RegInvitationView | null> {
  if (!reg.invite_code) return null;
  const inv = await invitationForRegistration(ctx.db, sha256Hex(reg.invite_code), reg.mobile, reg.comp_id, ctx.clock());
  return inv
    ? {
        inviterName: inv.inviter,
        compName: inv.comp_name,
        creditCode: inv.credit_code ?? '',
        compRole: bareRole(inv.comp_role),
      }
    : null;
}

/** An invitation code given with a registration must name a live invitation sent to its mobile. */
export async function checkInviteCode(ctx: AppContext, inviteCode: string, mobile: string): Promise<string> {
  const code = inviteCode.toUpperCase();
  if (!(await invitationOf(ctx, { invite_code: code, mobile, comp_id: null }))) {
    throw fail.bad('邀请码不正确或已失效：请核对收到邀请短信的手机号和邀请码，或清空后继续注册', 'inviteCode');
  }
  return code;
}

/** The enterprise role and the credit code an invitation fixes: the company step must keep them. */
export async function checkInvitedCompany(
  ctx: AppContext,
  reg: RegRow,
  company: { compRole: string; creditCode: string },
): Promise<void> {
  const inv = await invitationOf(ctx, reg);
  if (!inv) return;
  if (inv.compRole !== bareRole(company.compRole)) {
    throw fail.bad(`企业角色须与邀请一致（${COMPANY_ROLE_LABELS[inv.compRole] ?? inv.compRole}）`, 'compRole');
  }
  if (inv.creditCode !== '' && inv.creditCode !== company.creditCode.toUpperCase()) {
    throw fail.bad(
      `该邀请发给统一社会信用代码为 ${inv.creditCode} 的企业，请核对；如为其他企业注册，请清空邀请码后继续`,
      'creditCode',
    );
  }
}

export interface DraftInput {
  permit?: PermitDraftInput;
  verification?: VerificationDraftInput;
  inviteCode?: string;
}

/**
 * Saves what the reader typed. The company step's draft is taken while that step is open (also
 * when the administrator step is, since the reader may go back); the administrator step's only
 * while it is the open step. Nothing is stored when any part is refused.
 */
export async function saveDraft(ctx: AppContext, reg: RegRow, input: DraftInput): Promise<Step> {
  const { step } = await currentStep(ctx, reg);
  if (input.permit && step !== 'permit' && step !== 'verification')
    throw fail.conflict('注册申请已提交，企业信息不能再修改', { step });
  if (input.verification && step !== 'verification')
    throw fail.conflict(step === 'permit' ? '请先完成企业认证' : '注册申请已提交，管理员信息不能再修改', { step });
  const token = input.permit?.licenceFileToken;
  if (token && !(await isRegistrationFile(ctx.db, reg.id, token))) throw fail.bad('请上传营业执照', 'licenceFileToken');
  const inviteCode =
    input.inviteCode && reg.invite_code !== input.inviteCode.toUpperCase()
      ? await checkInviteCode(ctx, input.inviteCode, reg.mobile)
      : null;
  if (reg.comp_id !== null && inviteCode) throw fail.conflict('注册申请已提交，不能再添加邀请码', { step });
  if (inviteCode) await setInviteCode(ctx.db, reg.id, inviteCode);
  if (input.permit) await mergeDraft(ctx.db, reg.id, 'permit', definedStrings(input.permit));
  if (input.verification) await mergeDraft(ctx.db, reg.id, 'verification', definedStrings(input.verification));
  return step;
}

function definedStrings(o: object): Record<string, string> {
  return Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** After a step was submitted its values are stored as such; the draft would only shadow them. */
export async function forgetDraft(ctx: AppContext, regId: number, step: DraftStep): Promise<void> {
  await dropDraft(ctx.db, regId, step);
}

/**
 * Finds the mobile's unfinished registration for another tab (the caller proved the mobile with
 * its SMS code) and issues a ticket for it. Expired and approved registrations are not resumable.
 */
export async function resumeRegistration(
  ctx: AppContext,
  mobile: string,
  inviteCode: string | null,
): Promise<{ ticket: string; step: Step }> {
  const now = ctx.clock();
  const reg = await latestLiveRegistration(ctx.db, mobile, now);
  if (!reg) {
    if (await hasAnyRegistration(ctx.db, mobile))
      throw fail.bad('该手机号的注册信息已过期（保存24小时），无法继续，请重新注册', 'mobile');
    throw fail.bad('该手机号没有未完成的注册，请重新注册', 'mobile');
  }
  const { step } = await currentStep(ctx, reg);
  if (step === 'success') throw fail.bad('该手机号的企业注册已审核通过，无需继续，请直接登录', 'mobile');
  if (inviteCode && !reg.invite_code && reg.comp_id === null) await setInviteCode(ctx.db, reg.id, inviteCode);
  const ticket = randomToken();
  await insertExtraTicket(ctx.db, reg.id, sha256Hex(ticket), now);
  return { ticket, step };
}
