/**
 * The registration link of an invitation: the first registration step with the code in
 * `?inviteCode=`, which the registration page reads to prefill the code (parcels/register).
 */
import { REGISTER_ACCOUNT_PATH } from './route-table';

export const INVITE_CODE_PARAM = 'inviteCode';

/** The absolute link, on the portal's own origin (the page that shows it); '' for anything but strings. */
export function invitationLink(origin: string, inviteCode: string): string {
  if (typeof origin !== 'string' || typeof inviteCode !== 'string') return '';
  return `${origin}${REGISTER_ACCOUNT_PATH}?${INVITE_CODE_PARAM}=${encodeURIComponent(inviteCode)}`;
}
