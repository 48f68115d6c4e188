/**
 * `useRequest(load, deps, options?)`: the one way a page or section loads data from one of
 * shared's typed calls, and tracks it.
 *
 * - The call gets an AbortSignal, aborted when the deps change or the component unmounts, so a
 *   late answer never overwrites a newer one or lands on a page the reader has left.
 * - Failure messages (the toast) are the http pipeline's job; the component only renders. A
 *   request cancelled because the session ended is not an error to show.
 * - `enabled: false` waits (e.g. until an id is known).
 * - `cache: { key }`: content that changes rarely (the public site's CMS) is reused for a minute,
 *   so moving between pages does not download it again. With server rendering, a call with a
 *   cache key is asked for on the server (which loads it and renders again with the answer),
 *   and in the browser the answers the server rendered with (the page's data block) fill the
 *   cache first, so hydration shows the same content and nothing is fetched twice. A call
 *   without a key is left to the browser.
 *
 * - Without a cache key (a signed-in reader's data), a page rendered on the server for that
 *   reader is rendered with the answer too, keyed by the component's place in the tree
 *   (`useId`, the same on the server and while hydrating) and its deps. The browser takes that
 *   answer only while it hydrates that very markup, and never keeps it in the cache: private
 *   answers are not reused by a later render.
 *
 * - `first`: an answer already on its way for the first load (a page's request started with its
 *   code, page-request.ts); asked for on the first load only, never on a reload or a change.
 *
 * The result has both views of the same facts: `data` / `error` / `loading` (the last answer
 * stays in `data` while a reload runs), and `state`, a tagged union for renderers that show
 * one of loading, error or content.
 */
import { use, useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorMessage, isApiError } from '../http/api-error';
import { pageData } from '../ssr/page-data';
import { isHydrating } from '../ssr/signed-in-seed';
import { useServerRender, type ServerRender } from '../ssr/server-render.context';
import type { PageRequest } from './page-request';

export type RequestState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: null; error: string };

export interface RequestResult<T> {
  /** The last answer (kept while a reload runs); undefined before the first. */
  data: T | undefined;
  /** The failure of the last attempt, or null. */
  error: unknown;
  loading: boolean;
  /** One of loading, error (with its Chinese text) or success. */
  state: RequestState<T>;
  /** Runs the request again (after a change, or from a "重试" button), bypassing the cache. */
  reload: () => void;
}

export interface CacheOptions {
  /** Identifies the answer (the call and its arguments). */
  key: string;
  /** How long an answer is reused; default one minute. */
  maxAgeMs?: number;
}

export interface RequestOptions<T = unknown> {
  /** False: do not load yet (default true). */
  enabled?: boolean;
  cache?: CacheOptions;
  /** The first load's answer when one was started ahead, else null (then `load` runs). */
  first?: (signal: AbortSignal) => Promise<T> | null;
}

const DEFAULT_MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 50;
export const LOAD_FAILED_TEXT = '加载失败，请稍后重试';

const cache = new Map<string, { at: number; data: unknown }>();

let seeded = false;
/** Once per page: the server's answers become cache entries of this moment. */
function seedFromPage(now: number): void {
  if (seeded) return;
  seeded = true;
  for (const [key, data] of Object.entries(pageData())) cache.set(key, { at: now, data });
}

interface Found<T> {
  data: T;
}

/**
 * On the server: the loaded answer; else, where the renderer loads within the pass, the answer
 * waited for (the component suspends until it is there); else a request for it (rendered as
 * loading this pass). Called in the hook's body, as React's `use` must be.
 */
function fromServer<T>(
  server: ServerRender,
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): Found<T> | null {
  if (key === null) return null;
  const { data } = server;
  // Every server answer goes through `use`, loaded or not, so a component that suspended is
  // replayed with its `use` calls in the same order (React pairs them by position).
  if (data.wait) use(data.wait(key, () => load(new AbortController().signal)));
  if (data.has(key)) return { data: data.get(key) as T };
  if (!data.wait) data.request(key, () => load(new AbortController().signal));
  return null;
}

/**
 * The key of a request without a cache key in a page rendered for a signed-in reader: its
 * place in the tree and its deps (null when the deps are not plain data).
 */
function privateKey(id: string, deps: readonly unknown[]): string | null {
  try {
    return `scf:answer:${id}:${JSON.stringify(deps)}`;
  } catch {
    return null;
  }
}

/** While hydrating: the answer the server rendered this request with, read once. */
function fromHydration<T>(key: string | null): Found<T> | null {
  if (key === null || !isHydrating()) return null;
  const data = pageData();
  return Object.hasOwn(data, key) ? { data: data[key] as T } : null;
}

function cached<T>(options: CacheOptions | undefined, now: number): Found<T> | null {
  if (!options || typeof options.key !== 'string') return null;
  seedFromPage(now);
  const hit = cache.get(options.key);
  if (!hit || now - hit.at > (options.maxAgeMs ?? DEFAULT_MAX_AGE_MS)) return null;
  return { data: hit.data as T };
}

function remember(options: CacheOptions | undefined, data: unknown, now: number): void {
  if (!options || typeof options.key !== 'string') return;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(options.key, { at: now, data });
}

/** Empties the answer cache (tests). */
export function clearRequestCache(): void {
  cache.clear();
  seeded = false;
}

interface Tracked<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

function stateOf<T>({ data, error, loading }: Tracked<T>): RequestState<T> {
  if (loading || (data === undefined && error === null)) return { status: 'loading', data: null, error: null };
  if (error !== null) return { status: 'error', data: null, error: errorMessage(error, LOAD_FAILED_TEXT) };
  return { status: 'success', data: data as T, error: null };
}

export function useRequest<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  options: RequestOptions<T> = {},
): RequestResult<T> {
  const enabled = options.enabled !== false;
  const server = useServerRender();
  const id = useId();
  // Taken from the server's render of this markup: the first load is not needed.
  const fromMarkup = useRef(false);
  const key = options.cache
    ? options.cache.key
    : enabled && (server?.signedIn || isHydrating())
      ? privateKey(id, deps)
      : null;
  const fromRender = server ? fromServer(server, key, load) : null;
  const [tracked, setTracked] = useState<Tracked<T>>(() => {
    let found: Found<T> | null;
    if (server) found = fromRender;
    else {
      found = options.cache ? cached<T>(options.cache, Date.now()) : fromHydration<T>(key);
      if (found && !options.cache) fromMarkup.current = true;
    }
    return found
      ? { data: found.data, error: null, loading: false }
      : { data: undefined, error: null, loading: enabled };
  });
  const [attempt, setAttempt] = useState(0);
  // The latest loader and cache key, so callers may pass inline values without re-running.
  const loadRef = useRef(load);
  loadRef.current = load;
  const cacheRef = useRef(options.cache);
  cacheRef.current = options.cache;
  const firstRef = useRef(options.first);
  firstRef.current = options.first;
  // Only the first load of this component may take an answer started ahead.
  const firstLoad = useRef(true);

  useEffect(() => {
    if (!enabled) {
      setTracked((t) => (t.loading ? { ...t, loading: false } : t));
      return undefined;
    }
    if (fromMarkup.current) {
      fromMarkup.current = false;
      firstLoad.current = false;
      return undefined;
    }
    const fresh = attempt === 0 ? cached<T>(cacheRef.current, Date.now()) : null;
    if (fresh) {
      setTracked({ data: fresh.data, error: null, loading: false });
      return undefined;
    }
    const controller = new AbortController();
    // Already loading (a first mount): the same state, so no second render before the frame.
    setTracked((t) => (t.loading && t.error === null ? t : { data: t.data, error: null, loading: true }));
    const started = firstLoad.current ? firstRef.current?.(controller.signal) : null;
    firstLoad.current = false;
    (started ?? loadRef.current(controller.signal)).then(
      (data) => {
        if (controller.signal.aborted) return;
        remember(cacheRef.current, data, Date.now());
        setTracked({ data, error: null, loading: false });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(err) && err.kind === 'canceled') setTracked((t) => ({ ...t, loading: false }));
        else setTracked((t) => ({ data: t.data, error: err, loading: false }));
      },
    );
    return () => controller.abort();
    // The caller's deps say when to load again (the linter cannot see through the spread); the
    // loader itself is read from a ref, so a new closure on every render does not reload.
  }, [...deps, attempt, enabled]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: tracked.data, error: tracked.error, loading: tracked.loading, state: stateOf(tracked), reload };
}

/**
 * A page's request defined once (page-request.ts): asked with `args` (null: not yet), taking
 * the answer started ahead with the page's code on the first load. `args` are compared by
 * value, so an inline object does not reload.
 */
export function usePageRequest<A, T>(
  request: PageRequest<A, T>,
  args: A | null,
  options: Omit<RequestOptions<T>, 'first'> = {},
): RequestResult<T> {
  const key = JSON.stringify(args);
  const argsRef = useRef(args);
  argsRef.current = args;
  // Leaving the page outdates what was fetched ahead during this visit (page-request.ts).
  useEffect(() => () => request.left(), [request]);
  return useRequest<T>(
    (signal) =>
      argsRef.current === null ? Promise.reject(new Error('no arguments')) : request.load(argsRef.current, { signal }),
    [key],
    {
      ...options,
      enabled: options.enabled !== false && args !== null,
      first: (signal) => (argsRef.current === null ? null : request.take(argsRef.current, signal)),
    },
  );
}
