/**
 * Two different usernames in local storage, kept apart on purpose:
 *  - the session's username: written at every login and removed at logout (the portal's rule
 *    for the signed-in person's name in storage);
 *  - the remembered account ("记住账号" on the login page): written only when the box is
 *    ticked, removed only when a login happens with the box unticked, and it outlives logout,
 *    which is the whole point of the box.
 */
import { readItem, removeItem, writeItem } from '../util/safe-storage';

export const SESSION_USERNAME_KEY = 'scf.username';
export const REMEMBERED_ACCOUNT_KEY = 'scf.rememberedAccount';

function valid(v: unknown): v is string {
  return typeof v === 'string' && v !== '' && v.length <= 64 && !/[\s<>]/.test(v);
}

export function getSessionUsername(): string {
  const v = readItem('local', SESSION_USERNAME_KEY);
  return valid(v) ? v : '';
}

export function setSessionUsername(name: unknown): void {
  if (valid(name)) writeItem('local', SESSION_USERNAME_KEY, name);
}

export function forgetSessionUsername(): void {
  removeItem('local', SESSION_USERNAME_KEY);
}

/** The account the login forms prefill ('' when none was remembered). */
export function getRememberedAccount(): string {
  const v = readItem('local', REMEMBERED_ACCOUNT_KEY);
  return valid(v) ? v : '';
}

export function rememberAccount(name: unknown): void {
  if (valid(name)) writeItem('local', REMEMBERED_ACCOUNT_KEY, name);
}

export function forgetRememberedAccount(): void {
  removeItem('local', REMEMBERED_ACCOUNT_KEY);
}
