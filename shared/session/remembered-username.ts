/** "Remember account" on the login page: the username in local storage, cleared on logout (spec §3). */
import { readItem, removeItem, writeItem } from '../util/safe-storage';

export const REMEMBERED_USERNAME_KEY = 'scf.username';

export function getRememberedUsername(): string {
  const v = readItem('local', REMEMBERED_USERNAME_KEY);
  return typeof v === 'string' && v.length <= 64 && !/[\s<>]/.test(v) ? v : '';
}

export function rememberUsername(name: unknown): void {
  if (typeof name === 'string' && name !== '' && name.length <= 64 && !/[\s<>]/.test(name)) writeItem('local', REMEMBERED_USERNAME_KEY, name);
}

export function forgetRememberedUsername(): void {
  removeItem('local', REMEMBERED_USERNAME_KEY);
}
