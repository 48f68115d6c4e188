/**
 * The one client-state store (docs/requirements.md#client-state): a plain observable value, so React (through
 * `useStore`) and plain DOM code (through `subscribe`) read the same state. Updates are
 * immutable: a listener can compare references.
 */
import { defaultState, type PortalState } from './portal-state';

export type Listener = (state: PortalState, previous: PortalState) => void;

let state: PortalState = defaultState();
const listeners = new Set<Listener>();

export function getState(): PortalState {
  return state;
}

/** Merges a partial state (or the result of an updater) and notifies listeners if anything changed. */
export function setState(patch: Partial<PortalState> | ((s: PortalState) => Partial<PortalState>)): void {
  let next: Partial<PortalState>;
  try {
    next = typeof patch === 'function' ? patch(state) : patch;
  } catch {
    return;
  }
  if (!next || typeof next !== 'object') return;
  const keys = Object.keys(next) as (keyof PortalState)[];
  if (!keys.some((k) => next[k] !== state[k])) return;
  const previous = state;
  state = { ...state, ...next };
  for (const l of [...listeners]) {
    try {
      l(state, previous);
    } catch (err) {
      // One broken listener must not stop the others (or the code that changed the state).
      console.error('[scf] state listener failed', err);
    }
  }
}

/** Calls `listener` after each change; returns the unsubscribe function. */
export function subscribe(listener: Listener): () => void {
  if (typeof listener !== 'function') return () => undefined;
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Back to defaults without notifying (tests only). */
export function resetStoreForTests(): void {
  state = defaultState();
  listeners.clear();
}
