/**
 * `useListPageState(key, initial)`: a list page's filters and page number that survive leaving
 * for a detail page and coming back (session storage; cleared on logout and company switch).
 * Product parcels use the cached list-page names (`LIST_PAGE_KEYS`, docs/requirements.md#client-state).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearListPageState, readListPageState, writeListPageState, type ListPageKey } from '../state/list-page-store';
import { isHydrating } from '../ssr/signed-in-seed';

export function useListPageState<T extends Record<string, unknown>>(
  key: ListPageKey | (string & {}),
  initial: T,
): [T, (patch: Partial<T> | ((s: T) => Partial<T>)) => void, () => void] {
  // The first `initial` is the one a reset returns to, like useState's initial value.
  const initialRef = useRef(initial);
  // The server renders a list from `initial` (it cannot see this tab's storage); hydrating that
  // markup the list starts there too, and takes the stored state right after.
  const hydrating = useRef(isHydrating());
  const [state, setStateValue] = useState<T>(() => (hydrating.current ? initial : readListPageState(key, initial)));
  useEffect(() => {
    if (!hydrating.current) return;
    hydrating.current = false;
    const stored = readListPageState(key, initialRef.current);
    if (JSON.stringify(stored) !== JSON.stringify(initialRef.current)) setStateValue(stored);
  }, [key]);
  const update = useCallback(
    (patch: Partial<T> | ((s: T) => Partial<T>)) => {
      setStateValue((prev) => {
        const next = { ...prev, ...(typeof patch === 'function' ? patch(prev) : patch) } as T;
        writeListPageState(key, next);
        return next;
      });
    },
    [key],
  );
  const reset = useCallback(() => {
    clearListPageState(key);
    setStateValue(initialRef.current);
  }, [key]);
  return [state, update, reset];
}
