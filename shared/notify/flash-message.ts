/**
 * A message that must survive a page change: the warning of an ended session is raised by
 * the page being left, whose React root (and its antd message holder) is unmounted by the
 * redirect to login. It is kept in sessionStorage and shown by the next root that mounts
 * (`PortalProvider`), also after a full page load.
 */
import type { MessageLevel } from './notifier.types';
import { showMessage } from './notifier';

const KEY = 'scf:flash-message';
const MAX_AGE_MS = 10_000;
const LEVELS: readonly MessageLevel[] = ['success', 'info', 'warning', 'error'];

interface Flash {
  level: MessageLevel;
  text: string;
  durationMs: number;
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps a message for the next page of this tab. */
export function flashMessage(
  level: MessageLevel,
  text: unknown,
  durationMs: number,
  now: () => number = Date.now,
): void {
  if (typeof text !== 'string' || text === '') return;
  const flash: Flash = {
    level: LEVELS.includes(level) ? level : 'info',
    text: text.slice(0, 500),
    durationMs,
    at: now(),
  };
  try {
    storage()?.setItem(KEY, JSON.stringify(flash));
  } catch {
    // Storage full or denied: show it now rather than lose it.
    showMessage(flash.level, flash.text, flash.durationMs);
  }
}

/** Shows and forgets the kept message, if any and recent (a stale one is dropped). */
export function showFlashMessage(now: () => number = Date.now): void {
  const s = storage();
  let raw: string | null = null;
  try {
    raw = s?.getItem(KEY) ?? null;
    s?.removeItem(KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const f = JSON.parse(raw) as Partial<Flash>;
    if (
      typeof f.text !== 'string' ||
      typeof f.at !== 'number' ||
      now() - f.at > MAX_AGE_MS ||
      now() < f.at - MAX_AGE_MS
    )
      return;
    const level = LEVELS.includes(f.level as MessageLevel) ? (f.level as MessageLevel) : 'info';
    showMessage(level, f.text, typeof f.durationMs === 'number' ? f.durationMs : undefined, `scf-http:${f.text}`);
  } catch {
    /* corrupt entry: ignore */
  }
}
