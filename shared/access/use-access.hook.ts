/** `useCan(target)`: `can()` against the live session, for menus and buttons. */
import { useCallback, useEffect, useState } from 'react';
import { getAccessToken } from '../cookies/portal-cookies';
import type { PortalState } from '../state/portal-state';
import { useStore } from '../state/use-store.hook';
import { can, canRoute, type Ability, type AccessResult, type AccessSession } from './can';
import { useServerRender } from '../ssr/server-render.context';
import { hydrationSeed } from '../ssr/signed-in-seed';

/**
 * Whether the reader holds a token. A page rendered on the server for a signed-in reader has
 * one (the server checked it; Node has no cookie jar to read), and so has the browser while it
 * hydrates that page: menus and buttons are drawn alike on both sides.
 */
function useHasToken(): boolean {
  const server = useServerRender();
  if (server) return server.signedIn !== undefined;
  return hydrationSeed() !== null || getAccessToken() !== null;
}

/** The access session of a state (plain DOM code and tests). */
export function accessSessionOf(state: PortalState): AccessSession {
  const s = state && typeof state === 'object' ? state : null;
  return {
    hasToken: getAccessToken() !== null,
    permissions: Array.isArray(s?.auth) ? s.auth : [],
    compInfo: s?.compInfo ?? null,
  };
}

const selectAccess = (s: PortalState) => ({ auth: s.auth, compInfo: s.compInfo });
// Separate selectors return the stored references, so the checker below stays the same
// function until the permission list or the company info really changes.
const selectAuth = (s: PortalState) => s.auth;
const selectAuthed = (s: PortalState) => s.authed;
const selectCompInfo = (s: PortalState) => s.compInfo;

/** Re-renders when the permission list or company info changes. */
export function useCan(target: Ability | string): AccessResult {
  const slice = useStore(selectAccess);
  const hasToken = useHasToken();
  return can({ hasToken, permissions: slice.auth, compInfo: slice.compInfo }, target);
}

/**
 * `useCanOpen()`: whether the user may open a page, as one function for the entries of a
 * menu (the centre's customer-relations menu, the header's avatar menu), so every menu
 * follows `can()`'s route rule (`canRoute`, the function `can` calls for paths). The
 * permission list is the session's, loaded by the guard; where no guard has loaded it (an
 * element on another site) `fallback` is used, if given. While the guard loads it again (it
 * clears it on every change of product, docs/requirements.md#session) the last list stays in force: it is the
 * employee's, the same in every product, so open menus do not lose their entries meanwhile.
 */
export function useCanOpen(fallback?: readonly string[] | null): (path: string) => boolean {
  const auth = useStore(selectAuth);
  const authed = useStore(selectAuthed);
  const compInfo = useStore(selectCompInfo);
  const [last, setLast] = useState<readonly string[] | null>(null);
  useEffect(() => {
    if (authed) setLast(auth);
  }, [authed, auth]);
  const permissions = authed ? auth : (fallback ?? last ?? auth);
  const hasToken = useHasToken();
  return useCallback(
    (path: string) => canRoute({ hasToken, permissions, compInfo }, path).can,
    [hasToken, permissions, compInfo],
  );
}
