/**
 * How the layout components follow a link. Each link is a real `<a href>` (so it can be
 * opened in a new tab and read by assistive technology); a plain click is intercepted and
 * handed to `onNavigate` (the custom elements raise `scf-navigate` there) or, by default, to
 * shared's `navigate`, so the portal page does not reload.
 */
import type { MouseEvent } from 'react';
import { navigate } from '../navigation/navigate';
import { isPlainClick } from './layout-url';

/** Receives a portal path (`/center/crm/user`). */
export type NavigateHandler = (path: string) => void;

export function followLink(path: string, onNavigate: NavigateHandler | undefined): void {
  if (typeof path !== 'string') return;
  if (typeof onNavigate === 'function') onNavigate(path);
  else navigate(path);
}

/** onClick for an anchor to a portal path. */
export function linkClick(path: string, onNavigate: NavigateHandler | undefined) {
  return (event: MouseEvent<HTMLElement>): void => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    followLink(path, onNavigate);
  };
}

/** shared's `switchCompany` options for a redirect given as a path or read from a function. */
export function redirectOption(redirect: string | (() => string) | undefined): { redirect?: string } {
  const path = typeof redirect === 'function' ? redirect() : redirect;
  return typeof path === 'string' && path.startsWith('/') ? { redirect: path } : {};
}
