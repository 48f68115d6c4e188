/** Company invitations (docs/api.md §5.4; administrators only). */
import { P, post, type CallOptions } from './request';
import type {
  Invitation,
  InvitationAccepted,
  InvitationCreateInput,
  InvitationCreated,
  InvitationQuery,
  Page,
  ReceivedInvitation,
} from './types';

export function createInvitation(input: InvitationCreateInput, opts?: CallOptions): Promise<InvitationCreated> {
  return post(`${P}/cust/invitation/create`, { body: input }, { kind: 'update' }, opts);
}

export function listInvitations(query: InvitationQuery = {}, opts?: CallOptions): Promise<Page<Invitation>> {
  return post(`${P}/cust/invitation/list`, { body: query }, { kind: 'list' }, opts);
}

/** A new code for an open invitation: in the answer, once (the server keeps only its hash). */
export function resendInvitation(id: number, opts?: CallOptions): Promise<{ inviteCode: string }> {
  return post(`${P}/cust/invitation/resend`, { query: { id } }, { kind: 'update' }, opts);
}

export function revokeInvitation(id: number, opts?: CallOptions): Promise<null> {
  return post(`${P}/cust/invitation/revoke`, { query: { id } }, { kind: 'update' }, opts);
}

/** Accepts with the code an invitation addressed to the caller's company. */
export function acceptInvitation(inviteCode: string, opts?: CallOptions): Promise<InvitationAccepted> {
  return post(`${P}/cust/invitation/accept`, { body: { inviteCode } }, { kind: 'silent' }, opts);
}

/** Invitations from other companies addressed to the caller's company, not yet accepted. */
export function listReceivedInvitations(opts?: CallOptions): Promise<ReceivedInvitation[]> {
  return post(`${P}/cust/invitation/received`, {}, { kind: 'list' }, opts);
}

/** Silent: the caller says whose invitation was accepted, or why not. */
export function acceptReceivedInvitation(id: number, opts?: CallOptions): Promise<InvitationAccepted> {
  return post(`${P}/cust/invitation/acceptReceived`, { query: { id } }, { kind: 'silent' }, opts);
}
