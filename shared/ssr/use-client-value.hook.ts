/**
 * `useClientValue(read, serverValue)`: a value only the browser knows (a cookie, storage, the
 * window). While React hydrates server-rendered markup the hook returns `serverValue`, the
 * value the server rendered with, so the markup matches; right after, it re-renders with
 * `read()`. A root rendered in the browser from scratch gets `read()` at once.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = (): (() => void) => () => undefined;

export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

const yes = (): boolean => true;

/** False while hydrating server markup (and on the server), true in every later render. */
export function useHydrated(): boolean {
  return useClientValue(yes, false);
}

/**
 * False in a component's first render (on the server, hydrating or not), true from the next one,
 * which comes as a transition. For what can wait a moment after the first paint: useHydrated's
 * switch comes right after hydration at the highest priority, and React then re-renders the
 * component and runs every effect of the hydrated page synchronously, in one task (about 200 ms
 * at CPU 4× when the page root used it); a transition is rendered in slices between which the
 * browser answers input.
 */
export function useAfterFirstRender(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
