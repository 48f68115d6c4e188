/**
 * The window events a page fires to tell every header on it (the centre's, or `<scf-header>`
 * on another site) that something the header shows has changed. They live here, beside the
 * header, so any page or site can fire them and every header hears them.
 */

import { dataChanged } from '../data/data-generation';

/** Fired by the message pages after marking messages read (and by embedding pages). */
export const MESSAGES_READ_EVENT = 'scf:messages-read';

/** Fired after the signed-in person changed their avatar, name, mobile or e-mail. */
export const ACCOUNT_CHANGED_EVENT = 'scf:account-changed';

/** Tells every header on the page to refresh its unread badge now. */
export function notifyMessagesRead(): void {
  // Opening a message is a GET that marks it read: a list fetched ahead before it is stale.
  dataChanged();
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(MESSAGES_READ_EVENT));
}

/** Tells every header on the page to load the account again. */
export function notifyAccountChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(ACCOUNT_CHANGED_EVENT));
}
