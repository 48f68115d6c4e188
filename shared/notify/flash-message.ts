/**
 * A message that must survive a page change: the warning of an ended session is raised by
 * the page being left, whose React root (and its antd message holder) is unmounted by the
 * redirect to login. It is kept in sessionStorage for the page it is meant for and shown by
 * the first root that mounts there (`PortalProvider`), also after a full page load; it is
 * forgotten only when that root's notifier shows it. A root that mounts elsewhere meanwhile (a
 * late part of the page being left, on a busy machine) leaves it: the message shown there would
 * vanish with that page, unread.
 */
import type { MessageLevel, MessageOptions } from './notifier.types';
import { MESSAGE_DURATION_MS, showMessage } from './notifier';

const KEY = 'scf:flash-message';
/** Older than this, a kept message is dropped: it no longer explains what the reader sees. */
const MAX_AGE_MS = 30_000;
const LEVELS: readonly MessageLevel[] = ['success', 'info', 'warning', 'error'];

interface Flash {
  level: MessageLevel;
  text: string;
  durationMs: number;
  at: number;
  /** The pathname of the page meant to show it; any page when absent. */
  page?: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const currentPage = (): string | null => (typeof location === 'undefined' ? null : location.pathname);

/** Keeps a message for the page `page` (a pathname) of this tab, or for the next page. */
export function flashMessage(
  level: MessageLevel,
  text: unknown,
  durationMs: number,
  options: { page?: string; now?: () => number } = {},
): void {
  if (typeof text !== 'string' || text === '') return;
  const flash: Flash = {
    level: LEVELS.includes(level) ? level : 'info',
    text: text.slice(0, 500),
    durationMs,
    at: (options.now ?? Date.now)(),
    ...(options.page === undefined ? {} : { page: options.page }),
  };
  try {
    storage()?.setItem(KEY, JSON.stringify(flash));
  } catch {
    // Storage full or denied: show it now rather than lose it.
    showMessage(flash.level, flash.text, flash.durationMs);
  }
}

/** The kept entry, or null when it is not one (written by another version, or tampered with). */
function parseFlash(raw: string): Flash | null {
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object') return null;
  const f = v as Partial<Record<keyof Flash, unknown>>;
  if (typeof f.text !== 'string' || typeof f.at !== 'number') return null;
  return {
    level: LEVELS.includes(f.level as MessageLevel) ? (f.level as MessageLevel) : 'info',
    text: f.text,
    durationMs: typeof f.durationMs === 'number' ? f.durationMs : MESSAGE_DURATION_MS,
    at: f.at,
    ...(typeof f.page === 'string' ? { page: f.page } : {}),
  };
}

/** The kept message, when it is recent and meant for this page; a stale or corrupt one is dropped. */
function keptForThisPage(now: () => number): { s: Storage; flash: Flash } | null {
  const s = storage();
  if (!s) return null;
  let raw: string | null = null;
  try {
    raw = s.getItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  const f = parseFlash(raw);
  const fresh = f !== null && now() - f.at <= MAX_AGE_MS && now() >= f.at - MAX_AGE_MS;
  if (f === null || !fresh) {
    try {
      s.removeItem(KEY);
    } catch {
      /* nothing kept can be shown */
    }
    return null;
  }
  // One for another page is left for it.
  return f.page !== undefined && f.page !== currentPage() ? null : { s, flash: f };
}

/** Whether a message is kept for this page (it stays kept). */
export function hasFlashMessage(now: () => number = Date.now): boolean {
  return keptForThisPage(now) !== null;
}

/**
 * Forgets and returns the kept message, if any, recent and meant for this page, as the
 * notifier's message options (the key makes an identical message replace one already shown).
 */
export function takeFlashMessage(now: () => number = Date.now): MessageOptions | null {
  const kept = keptForThisPage(now);
  if (!kept) return null;
  try {
    kept.s.removeItem(KEY);
  } catch {
    return null;
  }
  const { level, text, durationMs } = kept.flash;
  return { level, text, durationMs, key: `scf-http:${text}` };
}

/** Shows and forgets the kept message, if any, recent and meant for this page. */
export function showFlashMessage(now: () => number = Date.now): void {
  const f = takeFlashMessage(now);
  if (f) showMessage(f.level, f.text, f.durationMs, f.key);
}
