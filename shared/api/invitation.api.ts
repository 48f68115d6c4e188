/** Company invitations (docs/api.md §5.4; administrators only). */
import { P, post, type CallOptions } from './request';
import type { Invitation, InvitationAccepted, InvitationCreateInput, InvitationCreated, InvitationQuery, Page } from './types';

export function createInvitation(input: InvitationCreateInput, opts?: CallOptions): Promise<InvitationCreated> {
  return post<InvitationCreated>(`${P}/cust/invitation/create`, { body: input }, { kind: 'update' }, opts);
}

export function listInvitations(query: InvitationQuery = {}, opts?: CallOptions): Promise<Page<Invitation>> {
  return post<Page<Invitation>>(`${P}/cust/invitation/list`, { body: query }, { kind: 'list' }, opts);
}

export function resendInvitation(id: number, opts?: CallOptions): Promise<null> {
  return post<null>(`${P}/cust/invitation/resend`, { query: { id } }, { kind: 'update' }, opts);
}

export function revokeInvitation(id: number, opts?: CallOptions): Promise<null> {
  return post<null>(`${P}/cust/invitation/revoke`, { query: { id } }, { kind: 'update' }, opts);
}

export function acceptInvitation(inviteCode: string, opts?: CallOptions): Promise<InvitationAccepted> {
  return post<InvitationAccepted>(`${P}/cust/invitation/accept`, { body: { inviteCode } }, { kind: 'update' }, opts);
}
