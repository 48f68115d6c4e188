/**
 * Form values from what `reg/status` returns about the steps already taken (`permit`,
 * `verification`). The server's answer is data from outside the type system: each field is
 * taken only when it is a string, so a missing or odd field leaves the input empty.
 */
import type { IdType, RegStatus } from '@scf/shared';

export interface PermitValues {
  compName: string;
  creditCode: string;
  compRole?: string;
  provinceCode?: string;
  areaCode?: string;
  address: string;
  licenceFileToken: string;
}

export interface VerificationValues {
  adminName: string;
  idType: IdType;
  idNumber: string;
  email?: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Selects show their placeholder for undefined, not for ''. */
const choice = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const ID_TYPES: readonly IdType[] = ['ID_CARD', 'PASSPORT', 'OTHER'];

export function permitValues(permit: unknown): PermitValues {
  const p = isRecord(permit) ? permit : {};
  return {
    compName: text(p.compName),
    creditCode: text(p.creditCode),
    compRole: choice(p.compRole),
    provinceCode: choice(p.provinceCode),
    areaCode: choice(p.areaCode),
    address: text(p.address),
    licenceFileToken: text(p.licenceFileToken),
  };
}

export function verificationValues(verification: unknown): VerificationValues {
  const v = isRecord(verification) ? verification : {};
  const idType = ID_TYPES.find((t) => t === v.idType) ?? 'ID_CARD';
  // The server masks a stored number (1101**********002X): that is for reading, not a value
  // to resubmit, so the field starts empty then.
  const idNumber = text(v.idNumber);
  return {
    adminName: text(v.adminName),
    idType,
    idNumber: idNumber.includes('*') ? '' : idNumber,
    email: text(v.email),
  };
}

/** The string fields of a record that hold something (`keepEmpty`: also the emptied ones). */
function strings(v: unknown, keepEmpty: boolean): Record<string, string> {
  if (!isRecord(v)) return {};
  return Object.fromEntries(
    Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string' && (keepEmpty || e[1] !== '')),
  );
}

/**
 * The company step's form: the invitation's company name and role, under what was submitted,
 * under what was typed since (the draft, emptied fields included). An invitation fixes the role.
 */
export function permitFormValues(reg: Pick<RegStatus, 'permit' | 'drafts' | 'invitation'>): PermitValues {
  const invited = reg.invitation
    ? {
        compName: reg.invitation.compName,
        compRole: reg.invitation.compRole,
        ...(reg.invitation.creditCode ? { creditCode: reg.invitation.creditCode } : {}),
      }
    : {};
  const values = permitValues({ ...invited, ...strings(reg.permit, false), ...strings(reg.drafts?.permit, true) });
  return reg.invitation ? { ...values, compRole: reg.invitation.compRole } : values;
}

/** The administrator step's form: what was submitted, under what was typed since. */
export function verificationFormValues(reg: Pick<RegStatus, 'verification' | 'drafts'>): VerificationValues {
  return verificationValues({ ...strings(reg.verification, false), ...strings(reg.drafts?.verification, true) });
}

/**
 * The ID number the server keeps for this registration, masked (typed into a draft or
 * submitted before): the form may leave the field empty to use it.
 */
export function savedIdNumber(reg: Pick<RegStatus, 'verification' | 'drafts'>): string {
  const typed = text(reg.drafts?.verification?.idNumber);
  const saved = typed !== '' ? typed : text(reg.verification?.idNumber);
  return saved.includes('*') ? saved : '';
}
