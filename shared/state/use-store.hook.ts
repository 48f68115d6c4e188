/**
 * `useStore(selector)`: a slice of the client state for React. The selection is cached per
 * state object, so a selector that builds a new object does not loop; keep selectors cheap.
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { PortalState } from './portal-state';
import { getState, subscribe } from './store';

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
  const sub = useCallback((onChange: () => void) => subscribe(() => onChange()), []);
  return useSyncExternalStore(sub, read, read);
}
