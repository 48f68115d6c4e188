/**
 * Telling the header that something it shows has changed on a centre page. The header
 * listens on window, so the same events reach the `<scf-header>` element on other pages.
 */

/** The avatar, name, mobile or e-mail of the signed-in person changed. */
export const ACCOUNT_CHANGED_EVENT = 'scf:account-changed';

export function notifyAccountChanged(): void {
  window.dispatchEvent(new CustomEvent(ACCOUNT_CHANGED_EVENT));
}
