/**
 * The two ways the client state of a signed-in person is taken apart, written once:
 * `endSession(reason)` when the session is over (logout, expiry, revocation, a password reset)
 * and `switchContext()` when the person stays but the company or role changes.
 */
import { removeActivityCookies, removeTokens } from '../cookies/portal-cookies';
import { clearProductContext, resetSession } from '../state/actions';
import { clearListPageStates } from '../state/list-page-store';
import { setState } from '../state/store';
import { forgetSessionUsername } from './remembered-username';
import { cancelSessionRequests } from './session-generation';

/**
 * Why a session ends. Only a logout the person asked for also forgets the activity clock and
 * the username of the session; an expiry keeps them so the login page can offer the way back.
 */
export type EndReason =
  /** The person logged out. */
  | 'logout'
  /** No valid token any more: refresh refused, session revoked on the server, idle too long. */
  | 'expired'
  /** The navigation guard could not load what a page needs. */
  | 'failed'
  /** The password was reset: every session of the account is over. */
  | 'password-reset';

/**
 * Ends the session in this tab: requests in flight are aborted (their answers ignored), both
 * tokens removed, and everything that belonged to the person dropped from the client state.
 * Navigation is the caller's business.
 */
export function endSession(reason: EndReason): void {
  cancelSessionRequests();
  removeTokens();
  resetSession();
  if (reason === 'logout') {
    removeActivityCookies();
    forgetSessionUsername();
  }
}

/**
 * The first half of an expiry under the idle dialog: requests in flight are aborted and the
 * tokens removed, so nothing more is done in the session, while the page keeps showing what it
 * showed (the account, roles and menus); `endSession('expired')` drops those on the way to login.
 */
export function endSessionRequests(): void {
  cancelSessionRequests();
  removeTokens();
}

/**
 * The person switched company or role: what belonged to the previous company (its info,
 * permissions, menus, company list, product cache and the list pages' filters) is dropped.
 * Tokens are the caller's: the switch has just stored new ones.
 */
export function switchContext(): void {
  clearProductContext();
  setState({ comps: [], cacheAuthProducts: null });
  clearListPageStates();
}
