/** The invitation list's status filter: every status by its name, after "all". */
import { INVITATION_NAMES, INVITATION_STATUSES, type InvitationStatus } from '@scf/shared';

export const INVITATION_FILTERS: readonly { value: InvitationStatus | 'all'; label: string }[] = [
  { value: 'all', label: '全部状态' },
  ...INVITATION_STATUSES.map((value) => ({ value, label: INVITATION_NAMES[value] })),
];
