/**
 * Form values from what `reg/status` returns about the steps already taken (`permit`,
 * `verification`). The server's answer is data from outside the type system: each field is
 * taken only when it is a string, so a missing or odd field leaves the input empty.
 */
import type { IdType } from '@scf/shared';

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
  return { adminName: text(v.adminName), idType, idNumber: idNumber.includes('*') ? '' : idNumber, email: text(v.email) };
}
