/** The registration wizard, a server-side state machine (docs/api.md §5.7). */
import { encryptSecret } from '../http/client';
import { P, post, type CallOptions } from './request';
import type { RegAccountInput, RegAccountResult, RegPermitInput, RegStatus, RegStepResult, RegVerificationInput } from './types';

/** Step 1: mobile, SMS code and password (encrypted here; the request is signed). */
export async function registerAccount(input: RegAccountInput, opts?: CallOptions): Promise<RegAccountResult> {
  const { value, kid } = await encryptSecret(input.password);
  return post<RegAccountResult>(`${P}/reg/account`, { body: { ...input, password: value, kid } }, { kind: 'silent', encrypt: true }, opts);
}

export function submitPermit(input: RegPermitInput, opts?: CallOptions): Promise<RegStepResult> {
  return post<RegStepResult>(`${P}/reg/permit`, { body: input }, { kind: 'silent', encrypt: true }, opts);
}

export function submitVerification(input: RegVerificationInput, opts?: CallOptions): Promise<RegStepResult> {
  return post<RegStepResult>(`${P}/reg/verification`, { body: input }, { kind: 'silent', encrypt: true }, opts);
}

/** The poll while waiting for approval, and the resume after a reload. */
export function getRegistrationStatus(regTicket: string, opts?: CallOptions): Promise<RegStatus> {
  return post<RegStatus>(`${P}/reg/status`, { body: { regTicket } }, { kind: 'silent', loading: false }, opts);
}
