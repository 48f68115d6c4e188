/**
 * `useRequest(load, deps)`: data for a page from one of shared's typed calls. The previous
 * request is aborted when the inputs change or the page unmounts, so a slow answer never
 * overwrites a newer one or updates an unmounted page. Messages for failures come from the
 * http pipeline (spec §8); the page only decides what to render.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@scf/shared';

export interface RequestState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Runs the request again (after a change, or from a "重试" button). */
  reload: () => void;
}

export function useRequest<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[], enabled = true): RequestState<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState<boolean>(enabled);
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!enabled) {
      setLoading(false);
      return undefined;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    loadRef
      .current(controller.signal)
      .then((value) => {
        if (!controller.signal.aborted) setData(value);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted || (isApiError(err) && err.kind === 'canceled')) return;
        setError(err);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
    // The caller's deps say when to load again (the linter cannot see through the spread); the
    // loader itself is read from a ref, so a new closure on every render does not reload.
  }, [...deps, tick, enabled]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, error, loading, reload };
}
