/**
 * 邀请企业's list of sent invitations, defined once: the page asks with it, and the page
 * registry starts it together with the page's code (shared's page-request). Only those who
 * manage invitations see the list, so nothing is asked for the others.
 */
import {
  accessSessionOf,
  can,
  definePageRequest,
  getState,
  isInvitationStatus,
  listInvitations,
  readPagedListState,
  type InvitationQuery,
  type Paging,
} from '@scf/shared';

export const INVITATION_LIST_KEY = 'invitationList';
export const INVITATION_LIST_FILTERS = { status: 'all' as string };
export type InvitationListState = typeof INVITATION_LIST_FILTERS & Paging;

/** The query of a list state (an unknown status means all). */
export function invitationQuery(list: InvitationListState): InvitationQuery {
  return {
    status: isInvitationStatus(list.status) ? list.status : undefined,
    pageNum: list.pageNum,
    pageSize: list.pageSize,
  };
}

export const INVITATION_LIST_REQUEST = definePageRequest({
  args: () =>
    can(accessSessionOf(getState()), 'invitation.manage').can
      ? invitationQuery(readPagedListState(INVITATION_LIST_KEY, INVITATION_LIST_FILTERS))
      : null,
  load: (query: InvitationQuery, call) => listInvitations(query, call),
});
