/**
 * Whether the server can be reached again after a failure that may pass (no connection, a
 * timeout, HTTP 5xx): `whenReachable(fn)` calls `fn` once the server answers again, so a page
 * in an error state, a navigation that could not load what it needs and an application whose
 * code could not be downloaded all recover by themselves (docs/decisions/ux-outages-and-idle-expiry.md).
 *
 * While anyone waits, the server's health check is asked with a growing pause (1 s, 2 s, 4 s …
 * 30 s), at once when the browser says it is back online, and never while it says it is
 * offline. One probe serves every waiter; the first healthy answer releases them all.
 * A failure that may pass never ends the session: only the server says a session is over.
 */
import { apiBase } from './api-base';
import { isTransientError, OUTAGE_TEXT, outageText } from './transient-error';

export { isTransientError, OUTAGE_TEXT, outageText };
import { MESSAGE_DURATION_MS, showMessage } from '../notify/notifier';

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
const PROBE_TIMEOUT_MS = 5_000;
/** A wait that starts this long after the last one ended starts again from the first pause. */
const QUIET_MS = 60_000;

export interface ReachabilityDeps {
  /** Resolves true when the server answered its health check. */
  probe: () => Promise<boolean>;
  online: () => boolean;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** Subscribes to the browser's `online` event; returns the unsubscribe. */
  onOnline: (fn: () => void) => () => void;
  now: () => number;
}

async function probeHealth(): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    const res = await fetch(`${apiBase()}/health`, {
      cache: 'no-store',
      credentials: 'omit',
      signal: controller.signal,
    });
    return res.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const browserDeps = (): ReachabilityDeps => ({
  probe: probeHealth,
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
  onOnline: (fn) => {
    if (typeof window === 'undefined') return () => undefined;
    window.addEventListener('online', fn);
    return () => window.removeEventListener('online', fn);
  },
});

export interface Reachability {
  /** Calls `fn` once when the server answers again; returns the function that cancels the wait. */
  whenReachable: (fn: () => void) => () => void;
  /** How many are waiting (tests). */
  waiting: () => number;
}

export function createReachability(overrides: Partial<ReachabilityDeps> = {}): Reachability {
  const deps: ReachabilityDeps = { ...browserDeps(), ...overrides };
  const waiters = new Set<() => void>();
  let delay = FIRST_DELAY_MS;
  let timer: unknown = null;
  let probing = false;
  let stopOnline: (() => void) | null = null;

  // When did the last wait end: a failure right after it (the health check answers, the call
  // still fails) keeps the grown pause instead of asking again every second.
  let releasedAt = Number.NEGATIVE_INFINITY;
  const idle = (): void => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
    stopOnline?.();
    stopOnline = null;
  };

  const release = (): void => {
    const all = [...waiters];
    waiters.clear();
    idle();
    releasedAt = deps.now();
    for (const fn of all) {
      try {
        fn();
      } catch (err) {
        console.warn('[scf] a retry after the outage failed', err);
      }
    }
  };

  const schedule = (): void => {
    if (waiters.size === 0 || timer !== null) return;
    timer = deps.setTimeout(() => {
      timer = null;
      void attempt();
    }, delay);
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  };

  const attempt = async (): Promise<void> => {
    if (waiters.size === 0 || probing) return;
    // Offline: the `online` event starts the next attempt; the timer only keeps watch.
    if (!deps.online()) {
      schedule();
      return;
    }
    probing = true;
    let up = false;
    try {
      up = await deps.probe();
    } finally {
      probing = false;
    }
    if (up) release();
    else schedule();
  };

  const onOnline = (): void => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
    delay = FIRST_DELAY_MS;
    void attempt();
  };

  return {
    whenReachable(fn) {
      const once = (): void => fn();
      if (waiters.size === 0 && deps.now() - releasedAt > QUIET_MS) delay = FIRST_DELAY_MS;
      waiters.add(once);
      stopOnline ??= deps.onOnline(onOnline);
      schedule();
      return () => {
        waiters.delete(once);
        if (waiters.size === 0) idle();
      };
    },
    waiting: () => waiters.size,
  };
}

const shared = createReachability();

/** Calls `fn` once when the server answers again; returns the function that cancels the wait. */
export const whenReachable = (fn: () => void): (() => void) => shared.whenReachable(fn);

const OUTAGE_KEY = 'scf-outage';
/** Said once the server answers again after an outage was reported. */
export const OUTAGE_OVER_TEXT = '网络已恢复';
let outageShown = false;

/**
 * Says that `err` (a failure that may pass) stopped something, keeps saying it until the server
 * answers again, then runs `retry`. Returns the function that cancels the retry (the reader
 * went elsewhere meanwhile).
 */
export function reportOutage(err: unknown, retry: () => void): () => void {
  outageShown = true;
  showMessage('warning', outageText(err), 0, OUTAGE_KEY);
  return whenReachable(() => {
    if (outageShown) {
      outageShown = false;
      showMessage('success', OUTAGE_OVER_TEXT, MESSAGE_DURATION_MS, OUTAGE_KEY);
    }
    retry();
  });
}
