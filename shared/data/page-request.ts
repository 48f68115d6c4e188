/**
 * A page's first request, started together with the page's code instead of after it.
 *
 * A page loads lazily: without this, its list is asked for only once the chunk has arrived,
 * been evaluated and rendered, so the reader waits for the two one after the other. A page's
 * entry in its parcel's registry (`definePages`) names the request its first render makes; the
 * registry starts it wherever it starts loading the code (the route entered, a menu entry or
 * link the pointer rests on or the keyboard reaches), and the page's hook (`usePageRequest`)
 * takes the answer on its first render instead of asking again.
 *
 * - One request, one place: the request is defined once (arguments from the state the page
 *   starts from, the call through the page's API module), and the page asks with the same
 *   definition, so what is fetched ahead is exactly what the page would have asked for.
 * - Used once: taking an answer removes it; a reload, another filter or a later visit asks
 *   the server again. An answer nobody takes is dropped (and its request aborted) after
 *   `AHEAD_MAX_AGE_MS`, so a revisit never shows old data; an answer started before a change
 *   this page made on the server (data-generation.ts) is dropped too.
 * - Cancelled like any other request: the call goes through the http client, which aborts it
 *   when the session ends (and ignores its 401 then); an answer of an ended session is never
 *   taken; leaving the parcel (`cancelPageRequests(app)`) aborts what it started ahead; a page
 *   that unmounts aborts the request it took.
 * - Nothing is started without a session, or on the server.
 */
import { hasSession } from '../cookies/portal-cookies';
import { sessionSignal } from '../session/session-generation';
import { dataGeneration } from './data-generation';

/** How long an answer fetched ahead waits for its page (the click after a hover, the chunk). */
export const AHEAD_MAX_AGE_MS = 5000;

/** What a page registry needs of a page's request: starting it ahead, for a parcel. */
export interface AheadRequest {
  readonly start: (owner: string) => void;
}

export interface PageRequestSpec<A, T> {
  /**
   * The arguments the page's first render asks with, read from the state the page starts
   * from (its stored list filters, the store); null when the page would not ask.
   */
  args: () => A | null;
  /** The call, through the API module the page uses (pass `call` on as its call options). */
  load: (args: A, call: PageCall) => Promise<T>;
}

/**
 * The call options of a page's request. Started ahead it is quiet (no message, no loading
 * bar): the reader may never open the page whose menu entry the pointer crossed. The page that
 * takes a failed answer asks again itself, so a failure it meets is said as usual.
 */
export interface PageCall {
  signal: AbortSignal;
  kind?: 'silent';
  loading?: false;
}

export interface PageRequest<A, T> extends AheadRequest, PageRequestSpec<A, T> {
  /** The answer started ahead for exactly these arguments (once), else null. */
  readonly take: (args: A, signal: AbortSignal) => Promise<T> | null;
  /**
   * The page left (unmounted): an answer started while it was on screen was meant for that
   * visit (or for none: a page rendered from the server's answer takes nothing), never a later.
   */
  readonly left: () => void;
}

interface Ahead {
  owner: string;
  argsKey: string;
  promise: Promise<unknown>;
  controller: AbortController;
  /** The session it was made under: aborted when that session ends. */
  session: AbortSignal;
  /** The change count it started under (data-generation.ts). */
  generation: number;
  /** How many times its page had been left when it started. */
  leaves: number;
  timer: ReturnType<typeof setTimeout>;
}

const ahead = new Map<object, Ahead>();
/** How many times each page (by its request) has been left. */
const leaveCounts = new WeakMap<object, number>();
const leavesOf = (slot: object): number => leaveCounts.get(slot) ?? 0;

function drop(slot: object, entry: Ahead): void {
  if (ahead.get(slot) === entry) ahead.delete(slot);
  clearTimeout(entry.timer);
  entry.controller.abort();
}

const usable = (slot: object, entry: Ahead): boolean =>
  !entry.session.aborted &&
  !entry.controller.signal.aborted &&
  entry.generation === dataGeneration() &&
  entry.leaves === leavesOf(slot);

export function definePageRequest<A, T>(spec: PageRequestSpec<A, T>): PageRequest<A, T> {
  const request: PageRequest<A, T> = {
    args: spec.args,
    load: spec.load,
    start: (owner) => {
      if (typeof window === 'undefined' || !hasSession()) return;
      let args: A | null;
      try {
        args = spec.args();
      } catch {
        return;
      }
      if (args === null) return;
      const argsKey = JSON.stringify(args);
      const running = ahead.get(request);
      if (running && running.argsKey === argsKey && usable(request, running)) return;
      if (running) drop(request, running);
      const controller = new AbortController();
      const promise = spec.load(args, { signal: controller.signal, kind: 'silent', loading: false });
      // A failure is not said here: the page that takes it asks again and says it then.
      promise.catch(() => undefined);
      const entry: Ahead = {
        owner,
        argsKey,
        promise,
        controller,
        session: sessionSignal(),
        generation: dataGeneration(),
        leaves: leavesOf(request),
        timer: setTimeout(() => drop(request, entry), AHEAD_MAX_AGE_MS),
      };
      ahead.set(request, entry);
    },
    take: (args, signal) => {
      const entry = ahead.get(request);
      if (!entry) return null;
      ahead.delete(request);
      clearTimeout(entry.timer);
      if (entry.argsKey !== JSON.stringify(args) || !usable(request, entry) || signal.aborted) {
        entry.controller.abort();
        return null;
      }
      // The page's signal now owns the request: its unmount aborts it.
      signal.addEventListener('abort', () => entry.controller.abort(), { once: true });
      // Failed quietly ahead: the page asks again, and the pipeline says what goes wrong then.
      return (entry.promise as Promise<T>).catch(() => spec.load(args, { signal }));
    },
    left: () => {
      leaveCounts.set(request, leavesOf(request) + 1);
    },
  };
  return request;
}

/** Aborts the requests `owner` (a parcel being left) started ahead; all of them when omitted. */
export function cancelPageRequests(owner?: string): void {
  for (const [slot, entry] of [...ahead]) if (owner === undefined || entry.owner === owner) drop(slot, entry);
}
