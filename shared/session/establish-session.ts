/**
 * The session lifecycle around tokens: start one after login, switch company or role, log out.
 */
import { asText } from '../util/guards';
import { logoutSession, refreshToken } from '../api/session.api';
import { getAccessToken, setCurrentActivity, setLastActivity, setTokens } from '../cookies/portal-cookies';
import { errorMessage, isApiError } from '../http/api-error';
import { exchangeTokens } from '../http/token-exchange';
import { goToLogin, navigate } from '../navigation/navigate';
import { showMessage } from '../notify/notifier';
import { HOME_PATH, PRODUCT_CENTRE_PATH } from '../routes/route-table';
import { resetSession } from '../state/actions';
import { broadcast } from '../state/broadcast';
import { endSession, switchContext } from './end-session';
import { cancelSessionRequests } from './session-generation';

/**
 * After a login (a token grant): stores the tokens, starts the inactivity clock now and drops
 * whatever the previous person left in the client state. Returns false for a bad grant.
 */
export function establishSession(grant: unknown, now: number = Date.now()): boolean {
  if (!setTokens(grant)) return false;
  setLastActivity(now);
  setCurrentActivity(now);
  resetSession();
  return true;
}

export interface SwitchTarget {
  employeeCode?: string;
  compBizCode?: string;
  /** `C102` or `SCF-C102`: switches the enterprise role. */
  compRoleCode?: string;
}

export interface SwitchOptions {
  /** Where to go afterwards (default: the product centre). */
  redirect?: string;
  /** Full page load (default true), so no parcel keeps the previous company's data. */
  reload?: boolean;
}

/** The question asked before every company switch (the header's and 账户管理's alike). */
export function companySwitchQuestion(compName: string): string {
  return `确定切换到“${asText(compName)}”吗？当前页面将重新加载。`;
}

/**
 * Company or role switch (docs/requirements.md#session): token refresh with the target, new tokens stored, other
 * tabs told, the product page reloaded. Runs under the same lock as the automatic refresh.
 * Resolves false (after showing why) when the server refuses.
 */
export async function switchCompany(target: SwitchTarget, options: SwitchOptions = {}): Promise<boolean> {
  const t = typeof target === 'object' && target !== null ? target : {};
  let compCode: string | null = null;
  try {
    await exchangeTokens(async () => {
      const grant = await refreshToken({
        employeeCode: t.employeeCode,
        compBizCode: t.compBizCode,
        compRoleCode: t.compRoleCode,
      });
      compCode = typeof grant?.compCode === 'string' ? grant.compCode : null;
      return grant;
    });
  } catch (err) {
    if (isApiError(err) && err.kind === 'session') {
      // The session itself is over (revoked, reused refresh token): as the error catalogue says, warning and login.
      endSession('expired');
      showMessage('warning', errorMessage(err, '登录状态已过期，请重新登录'));
      goToLogin();
      return false;
    }
    showMessage('error', errorMessage(err, '切换失败，请稍后重试'));
    return false;
  }
  switchContext();
  broadcast({ type: 'company-switch', compCode });
  const to =
    typeof options.redirect === 'string' && options.redirect.startsWith('/') ? options.redirect : PRODUCT_CENTRE_PATH;
  if (options.reload !== false && typeof window !== 'undefined') window.location.assign(to);
  else navigate(to);
  return true;
}

/**
 * Logout (docs/requirements.md#session): the server session revoked and its refresh-token cookie cleared (a failure
 * does not keep anyone logged in), the access-token cookie and the stored username removed,
 * other tabs told, home page.
 */
export async function logout(): Promise<void> {
  // The page's requests still in flight are dropped first: the server revokes the session
  // before it answers, so one of them answered in between would come back as a 401 and send
  // the reader to the login page instead of home.
  cancelSessionRequests();
  if (getAccessToken() !== null) {
    try {
      await logoutSession({ loading: false });
    } catch {
      // Already gone on the server, or unreachable: the local logout below still happens.
    }
  }
  endSession('logout');
  broadcast({ type: 'logout' });
  navigate(HOME_PATH);
}
