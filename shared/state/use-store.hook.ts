/**
 * `useStore(selector)`: a slice of the client state for React. The selection is cached per
 * state object, so a selector that builds a new object does not loop; keep selectors cheap.
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { defaultState, type PortalState } from './portal-state';
import { getState, subscribe } from './store';

/**
 * What the server renders with: the state before anything was loaded from storage. While
 * React hydrates server markup it reads this, so the markup matches; then the stored state.
 */
const SERVER_STATE: PortalState = defaultState();

export function useStore<T>(selector: (state: PortalState) => T): T {
  const cache = useRef<{ state: PortalState; selector: (s: PortalState) => T; value: T } | null>(null);
  const read = useCallback((): T => {
    const s = getState();
    const c = cache.current;
    if (c && c.state === s && c.selector === selector) return c.value;
    const value = selector(s);
    cache.current = { state: s, selector, value };
    return value;
  }, [selector]);
  const serverCache = useRef<{ selector: (s: PortalState) => T; value: T } | null>(null);
  const readServer = useCallback((): T => {
    const c = serverCache.current;
    if (c && c.selector === selector) return c.value;
    const value = selector(SERVER_STATE);
    serverCache.current = { selector, value };
    return value;
  }, [selector]);
  const sub = useCallback((onChange: () => void) => subscribe(() => onChange()), []);
  return useSyncExternalStore(sub, read, readServer);
}
