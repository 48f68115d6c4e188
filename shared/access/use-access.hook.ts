/** `useCan(target)`: `can()` against the live session, for menus and buttons. */
import { getAccessToken } from '../cookies/portal-cookies';
import type { PortalState } from '../state/portal-state';
import { useStore } from '../state/use-store.hook';
import { can, type Ability, type AccessResult, type AccessSession } from './can';

/** The access session of a state (plain DOM code and tests). */
export function accessSessionOf(state: PortalState): AccessSession {
  const s = state && typeof state === 'object' ? state : null;
  return { hasToken: getAccessToken() !== null, permissions: Array.isArray(s?.auth) ? s.auth : [], compInfo: s?.compInfo ?? null };
}

const selectAccess = (s: PortalState) => ({ auth: s.auth, compInfo: s.compInfo });

/** Re-renders when the permission list or company info changes. */
export function useCan(target: Ability | string): AccessResult {
  const slice = useStore(selectAccess);
  return can({ hasToken: getAccessToken() !== null, permissions: slice.auth, compInfo: slice.compInfo }, target);
}
