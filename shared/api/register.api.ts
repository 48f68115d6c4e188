/** The registration wizard, a server-side state machine (docs/api.md §5.7). */
import { encryptSecret } from '../http/client';
import { P, post, type CallOptions } from './request';
import type {
  RegAccountInput,
  RegAccountResult,
  RegDraftInput,
  RegPermitInput,
  RegResumeInput,
  RegResumeResult,
  RegStatus,
  RegPermitResult,
  RegVerificationInput,
  RegVerificationResult,
} from './types';

/** Step 1: mobile, SMS code and password (encrypted here; the request is signed). */
export async function registerAccount(input: RegAccountInput, opts?: CallOptions): Promise<RegAccountResult> {
  const { value, kid } = await encryptSecret(input.password);
  return post(
    `${P}/reg/account`,
    { body: { ...input, password: value, kid } },
    { kind: 'silent', encrypt: true },
    opts,
  );
}

export function submitPermit(input: RegPermitInput, opts?: CallOptions): Promise<RegPermitResult> {
  return post(`${P}/reg/permit`, { body: input }, { kind: 'silent', encrypt: true }, opts);
}

export function submitVerification(input: RegVerificationInput, opts?: CallOptions): Promise<RegVerificationResult> {
  return post(`${P}/reg/verification`, { body: input }, { kind: 'silent', encrypt: true }, opts);
}

/** The poll while waiting for approval, and the resume after a reload. */
export function getRegistrationStatus(regTicket: string, opts?: CallOptions): Promise<RegStatus> {
  return post(`${P}/reg/status`, { body: { regTicket } }, { kind: 'silent', loading: false }, opts);
}

/** Saves what a step holds before it is submitted (quietly: the page says "已保存" itself). */
export function saveRegistrationDraft(input: RegDraftInput, opts?: CallOptions): Promise<unknown> {
  return post(`${P}/reg/draft`, { body: input }, { kind: 'silent', loading: false, encrypt: true }, opts);
}

/** Another tab or device: the mobile's SMS code finds the unfinished registration and gives this tab a ticket. */
export function resumeRegistration(input: RegResumeInput, opts?: CallOptions): Promise<RegResumeResult> {
  return post(`${P}/reg/resume`, { body: input }, { kind: 'silent' }, opts);
}
