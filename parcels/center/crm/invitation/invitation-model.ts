/** Invitation states (docs/api.md, "Companies, employees, permissions") in words, and which actions each allows. */
import type { InvitationStatus } from '@scf/shared';

export const INVITATION_STATUS_LABELS: Readonly<Record<InvitationStatus, string>> = {
  sent: '已发送',
  accepted: '已接受',
  expired: '已过期',
  revoked: '已撤销',
};

export const INVITATION_FILTERS: readonly { value: InvitationStatus | 'all'; label: string }[] = [
  { value: 'all', label: '全部状态' },
  { value: 'sent', label: '已发送' },
  { value: 'accepted', label: '已接受' },
  { value: 'expired', label: '已过期' },
  { value: 'revoked', label: '已撤销' },
];

export function isInvitationStatus(v: unknown): v is InvitationStatus {
  return v === 'sent' || v === 'accepted' || v === 'expired' || v === 'revoked';
}

/** Resend and revoke apply to invitations not yet accepted or revoked. */
export function isOpenInvitation(status: InvitationStatus): boolean {
  return status === 'sent' || status === 'expired';
}
