/**
 * `useStore(selector)`: a slice of the client state for React. The selection is cached per
 * state object, so a selector that builds a new object does not loop; keep selectors cheap.
 */
import { dequal } from 'dequal';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { defaultState, type PortalState } from './portal-state';
import { getState, subscribe } from './store';
import { useServerRender } from '../ssr/server-render.context';
import { hydrationSeed, type SignedInSeed } from '../ssr/signed-in-seed';

/**
 * What the server renders with: the state before anything was loaded from storage. While
 * React hydrates server markup it reads this, so the markup matches; then the stored state.
 */
const SERVER_STATE: PortalState = defaultState();

/** A signed-in page's state (on the server, and in the browser while it hydrates), one object per seed. */
const seededStates = new WeakMap<SignedInSeed, PortalState>();
function seededState(seed: SignedInSeed | null | undefined): PortalState {
  if (!seed) return SERVER_STATE;
  let state = seededStates.get(seed);
  if (!state) {
    state = { ...defaultState(), ...seed.state };
    seededStates.set(seed, state);
  }
  return state;
}

type Selection<T> = { state: PortalState; selector: (s: PortalState) => T; value: T };

export function useStore<T>(selector: (state: PortalState) => T): T {
  const cache = useRef<Selection<T> | null>(null);
  const serverCache = useRef<Selection<T> | null>(null);
  const read = useCallback((): T => {
    const s = getState();
    const c = cache.current;
    if (c && c.state === s && c.selector === selector) return c.value;
    const selected = selector(s);
    // An equal answer is answered with the object React already has. After hydrating a page,
    // React compares the browser's first answer with the server's by identity, and a
    // difference re-renders the whole subtree synchronously: the page's state restored from
    // storage equals the seed the server rendered with but is another object (a selector that
    // builds an object is never identical), which cost a long task of up to 200 ms at CPU 4×.
    const previous = c ?? serverCache.current;
    const value = previous && dequal(previous.value, selected) ? previous.value : selected;
    cache.current = { state: s, selector, value };
    return value;
  }, [selector]);
  // The server renders a signed-in page from the reader's state; hydrating it, the browser
  // starts from the same state (the page's seed), then goes on from its own store.
  const serverSeed = useServerRender()?.signedIn;
  const readServer = useCallback((): T => {
    const state = seededState(serverSeed ?? hydrationSeed());
    const c = serverCache.current;
    if (c && c.state === state && c.selector === selector) return c.value;
    const value = selector(state);
    serverCache.current = { state, selector, value };
    return value;
  }, [selector, serverSeed]);
  const sub = useCallback((onChange: () => void) => subscribe(() => onChange()), []);
  return useSyncExternalStore(sub, read, readServer);
}
