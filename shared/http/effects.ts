/**
 * Carries out the effects the catalogue decided. A burst of failing requests (a page firing
 * five calls into an ended session) produces one redirect and one message, not five.
 */
import { removeTokens } from '../cookies/portal-cookies';
import { currentPathname, goToLogin, navigate } from '../navigation/navigate';
import { showMessage } from '../notify/notifier';
import { PRODUCT_CENTRE_PATH } from '../routes/route-table';
import { resetSession } from '../state/actions';
import type { Effects } from './catalogue';

const BURST_MS = 2_000;
let lastRedirect: { target: string; at: number } | null = null;

export function applyEffects(effects: Effects, options: { navigate: boolean }, now: () => number = Date.now): void {
  if (effects.clearTokens) {
    removeTokens();
    resetSession();
  }
  if (effects.message) {
    // The key makes an identical message replace the previous one instead of stacking.
    showMessage(effects.message.level, effects.message.text, effects.message.durationMs, `scf-http:${effects.message.text}`);
  }
  if (!options.navigate || !effects.redirect) return;
  const t = now();
  if (lastRedirect && lastRedirect.target === effects.redirect && t - lastRedirect.at < BURST_MS) return;
  lastRedirect = { target: effects.redirect, at: t };
  if (effects.redirect === 'login') goToLogin();
  else if (currentPathname() !== PRODUCT_CENTRE_PATH) navigate(PRODUCT_CENTRE_PATH);
}

/** Tests only. */
export function resetEffectsForTests(): void {
  lastRedirect = null;
}
