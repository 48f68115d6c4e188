/**
 * What happens after the server accepted a login: tokens stored through shared's session
 * code, "记住账号" applied, and the reader sent where they wanted to go. Kept apart from the
 * forms so both tabs and the company choice finish the same way.
 */
import {
  establishSession,
  forgetRememberedAccount,
  isLoginChoice,
  isTokenGrant,
  navigate,
  newPasswordUrl,
  rememberAccount,
  setSessionUsername,
  safeRedirectTarget,
  type LoginChoice,
  type LoginResult,
} from '@scf/shared';

/** The target of `?redirect=`: same-origin paths only, else the product centre. */
export function redirectFromSearch(search: string): string {
  let raw: string | null = null;
  try {
    raw = new URLSearchParams(search).get('redirect');
  } catch {
    raw = null;
  }
  return safeRedirectTarget(raw);
}

export interface Remember {
  /** The account typed (or chosen) for this login: the session's username. */
  account: string;
  /** "记住账号" ticked: the account is also kept for the next visit to the login page. */
  keep: boolean;
}

export type LoginOutcome = { kind: 'done' } | { kind: 'choose'; choice: LoginChoice } | { kind: 'invalid' };

/** Applies a login answer: tokens → session and navigation; a choice → the caller shows it. */
/** `remember` null: already applied when the company choice was offered. */
export function finishLogin(result: LoginResult | unknown, remember: Remember | null, target: string): LoginOutcome {
  if (isLoginChoice(result)) {
    applyRemember(remember);
    return { kind: 'choose', choice: result };
  }
  if (!isTokenGrant(result) || !establishSession(result)) return { kind: 'invalid' };
  applyRemember(remember);
  // After an administrator's reset: 设置新密码 before anything else, then on to the target.
  navigate(result.mustChangePassword === true ? newPasswordUrl(target) : target);
  return { kind: 'done' };
}

function applyRemember(remember: Remember | null): void {
  if (!remember) return;
  setSessionUsername(remember.account);
  if (remember.keep) rememberAccount(remember.account);
  else forgetRememberedAccount();
}

/** Shown when the server's answer carries neither tokens nor a choice. */
export const INVALID_LOGIN_ANSWER = '登录失败：服务器返回的数据无效，请稍后重试';
