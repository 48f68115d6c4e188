/**
 * `useRequest(load, deps, cache?)`: runs one read call for a page section and tracks its state.
 * The call gets an AbortSignal, aborted when the deps change or the section unmounts, so a
 * late answer never lands on a page the reader has left (and nothing outlives the parcel).
 * The error text comes from shared's ApiError; the §8 message (toast) is shared's job.
 *
 * Public CMS content changes rarely: with a cache key an answer is reused for a minute, so a
 * reader moving between the home page and the login page does not download it again.
 *
 * Server rendering: on the server a call with a cache key is asked for (the server loads it
 * and renders again with the answer); in the browser the answers the server rendered with
 * (the page's data block) fill the cache first, so hydration shows the same content and
 * nothing is fetched twice. A call without a key is left to the browser.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, pageData, useServerRender, type ServerRender } from '@scf/shared';

export type RequestState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: null; error: string };

export interface RequestResult<T> {
  state: RequestState<T>;
  /** Runs the call again (the retry of an error state), bypassing the cache. */
  reload: () => void;
}

export interface CacheOptions {
  /** Identifies the answer (the call and its arguments). */
  key: string;
  /** How long an answer is reused; default one minute. */
  maxAgeMs?: number;
}

const LOADING = { status: 'loading', data: null, error: null } as const;
const DEFAULT_MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 50;

const cache = new Map<string, { at: number; data: unknown }>();

let seeded = false;
/** Once per page: the server's answers become cache entries of this moment. */
function seedFromPage(now: number): void {
  if (seeded) return;
  seeded = true;
  for (const [key, data] of Object.entries(pageData())) cache.set(key, { at: now, data });
}

/** On the server: the loaded answer, else a request for it (rendered as loading this pass). */
function fromServer<T>(server: ServerRender, options: CacheOptions | undefined, load: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  if (!options) return LOADING;
  if (server.data.has(options.key)) return { status: 'success', data: server.data.get(options.key) as T, error: null };
  server.data.request(options.key, () => load(new AbortController().signal));
  return LOADING;
}

function cached<T>(options: CacheOptions | undefined, now: number): RequestState<T> | null {
  if (!options) return null;
  seedFromPage(now);
  const hit = cache.get(options.key);
  if (!hit || now - hit.at > (options.maxAgeMs ?? DEFAULT_MAX_AGE_MS)) return null;
  return { status: 'success', data: hit.data as T, error: null };
}

function remember(options: CacheOptions | undefined, data: unknown, now: number): void {
  if (!options) return;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(options.key, { at: now, data });
}

/** Empties the answer cache (tests). */
export function clearRequestCache(): void {
  cache.clear();
  seeded = false;
}

export function useRequest<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[], cacheOptions?: CacheOptions): RequestResult<T> {
  const server = useServerRender();
  const [state, setState] = useState<RequestState<T>>(() => (server ? fromServer(server, cacheOptions, load) : (cached<T>(cacheOptions, Date.now()) ?? LOADING)));
  const [attempt, setAttempt] = useState(0);
  // The latest loader and cache key, so callers may pass inline values without re-running.
  const loadRef = useRef(load);
  loadRef.current = load;
  const cacheRef = useRef(cacheOptions);
  cacheRef.current = cacheOptions;

  useEffect(() => {
    const fresh = attempt === 0 ? cached<T>(cacheRef.current, Date.now()) : null;
    if (fresh) {
      setState(fresh);
      return undefined;
    }
    const controller = new AbortController();
    setState(LOADING);
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        remember(cacheRef.current, data, Date.now());
        setState({ status: 'success', data, error: null });
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: null, error: errorMessage(err, '加载失败，请稍后重试') });
      },
    );
    return () => controller.abort();
    // The caller's deps say when to load again (the linter cannot see through the spread).
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
