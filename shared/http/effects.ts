/**
 * Carries out the effects the catalogue decided. A burst of failing requests (a page firing
 * five calls into an ended session) produces one redirect and one message, not five.
 */
import { currentPathname, goToLogin, isOnLogin, navigate, newPasswordUrl } from '../navigation/navigate';
import { flashMessage } from '../notify/flash-message';
import { showMessage } from '../notify/notifier';
import { isExpiryDialogOpen } from '../session/expiry-state';
import { LOGIN_PATH, NEW_PASSWORD_PATH, PRODUCT_CENTRE_PATH } from '../routes/route-table';
import { endSession } from '../session/end-session';
import type { Effects } from './catalogue';

const BURST_MS = 2_000;
let lastRedirect: { target: string; at: number } | null = null;

export interface EffectOptions {
  /** The pipeline navigates (default for page calls). */
  navigate: boolean;
  /** The caller navigates where the error says (the session guard). */
  callerNavigates?: boolean;
}

export function applyEffects(effects: Effects, options: EffectOptions, now: () => number = Date.now): void {
  // Under the idle-expiry dialog the tokens are gone already and the page stays as it was
  // until 重新登录 (which ends the session in full).
  if (effects.clearTokens && !isExpiryDialogOpen()) {
    endSession('expired');
  }
  // The inactivity dialog is up: it already says the session ended and leads to login itself.
  if (effects.redirect === 'login' && isExpiryDialogOpen()) return;
  const t = now();
  const burst = lastRedirect !== null && lastRedirect.target === effects.redirect && t - lastRedirect.at < BURST_MS;
  const redirect = options.navigate && effects.redirect && !burst ? effects.redirect : null;
  if (effects.message && !(burst && options.navigate)) {
    const { level, text, durationMs } = effects.message;
    // A warning about a session that is over is also kept for the login page, whoever noticed
    // it: a background read (the header's, the unread count's) that finds the session revoked
    // ends it and cancels the guard's reads, and the guard then sends the reader to login with
    // nothing to say. The page being left unmounts, and a message shown in it goes with it.
    const forLogin = effects.redirect === 'login' && !isOnLogin();
    if (forLogin) flashMessage(level, text, durationMs, { page: LOGIN_PATH });
    // Shown here too unless this page is about to be left for login (by this call or its
    // caller). The key makes an identical message replace the previous one instead of stacking.
    const leaving = forLogin && (redirect !== null || options.callerNavigates === true);
    if (!leaving) showMessage(level, text, durationMs, `scf-http:${text}`);
  }
  if (!redirect) return;
  lastRedirect = { target: redirect, at: t };
  if (redirect === 'login') goToLogin();
  else if (redirect === 'new-password') {
    if (currentPathname() !== NEW_PASSWORD_PATH) navigate(newPasswordUrl(currentPathname()));
  } else if (currentPathname() !== PRODUCT_CENTRE_PATH) navigate(PRODUCT_CENTRE_PATH);
}

/** Tests only. */
export function resetEffectsForTests(): void {
  lastRedirect = null;
}
