/**
 * `useAction({ run, confirm?, onSuccess?, onError?, onSettled? })`: one change a page makes on
 * the server (enable, revoke, mark read, save), with the shape of TanStack Query's
 * `useMutation` (docs/decisions/client-data-layer.md says why not the library itself).
 *
 * `mutate(vars)` asks the optional question first (nothing happens when the reader cancels),
 * marks the action pending with its `variables` (a row's button shows it), runs it, then calls
 * `onSuccess` (typically the list's `reload`) or `onError`, then `onSettled`. A failure is not
 * thrown: the http pipeline has already said what went wrong (the error catalogue's toast), so a
 * site with nothing to add passes no `onError`. `mutate` resolves true when the change was made.
 * Every success also tells answers fetched ahead that they are out of date (data-generation.ts).
 */
import { useCallback, useRef, useState } from 'react';
import { confirm as askReader } from '../ui/confirm';
import { dataChanged } from './data-generation';

/** What the optional confirm dialog asks: the text alone, or with its title and OK button. */
export type ActionQuestion = string | { content: string; title?: string; okText?: string };

export interface ActionOptions<V, T> {
  /** The change itself, through the page's API module. */
  run: (vars: V) => Promise<T>;
  /** The question asked first; null (or no function) asks nothing. */
  confirm?: (vars: V) => ActionQuestion | null;
  onSuccess?: (result: T, vars: V) => void;
  /** A failure the site shows itself (the pipeline has told the reader already). */
  onError?: (error: unknown, vars: V) => void;
  /** After success or failure (e.g. a list reloaded either way). */
  onSettled?: (vars: V) => void;
}

export interface Action<V> {
  /** Asks, runs and reports: true when the change was made, false when cancelled or failed. */
  mutate: (vars: V) => Promise<boolean>;
  isPending: boolean;
  /** The variables of the run in progress (the row whose button spins), else undefined. */
  variables: V | undefined;
  /** The failure of the last run (for a site that shows it in place), cleared by the next run. */
  error: unknown;
  /** Forgets the last failure (a dialog opened again). */
  reset: () => void;
}

async function confirmed(question: ActionQuestion | null | undefined): Promise<boolean> {
  if (question === null || question === undefined) return true;
  if (typeof question === 'string') return askReader(question);
  return askReader(question.content, { title: question.title, okText: question.okText });
}

export function useAction<V = void, T = unknown>(options: ActionOptions<V, T>): Action<V> {
  const [pending, setPending] = useState<{ vars: V } | null>(null);
  const [error, setError] = useState<unknown>(null);
  // The latest callbacks, so a site may pass inline functions.
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const mutate = useCallback(async (vars: V): Promise<boolean> => {
    const o = optionsRef.current;
    if (!(await confirmed(o.confirm?.(vars)))) return false;
    setPending({ vars });
    setError(null);
    let ok = false;
    try {
      const result = await o.run(vars);
      ok = true;
      dataChanged();
      o.onSuccess?.(result, vars);
    } catch (err) {
      // A failure of `run` was shown by the pipeline; only the site's own handler adds to it.
      if (ok) throw err;
      setError(err);
      o.onError?.(err, vars);
    } finally {
      setPending(null);
    }
    o.onSettled?.(vars);
    return ok;
  }, []);

  const reset = useCallback(() => setError(null), []);
  return { mutate, isPending: pending !== null, variables: pending?.vars, error, reset };
}
