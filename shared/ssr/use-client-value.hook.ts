/**
 * `useClientValue(read, serverValue)`: a value only the browser knows (a cookie, storage, the
 * window). While React hydrates server-rendered markup the hook returns `serverValue`, the
 * value the server rendered with, so the markup matches; right after, it re-renders with
 * `read()`. A root rendered in the browser from scratch gets `read()` at once.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = (): (() => void) => () => undefined;

export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

const yes = (): boolean => true;

/** False while hydrating server markup (and on the server), true in every later render. */
export function useHydrated(): boolean {
  return useClientValue(yes, false);
}
