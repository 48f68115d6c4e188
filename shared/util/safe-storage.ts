/**
 * Web storage that never throws. Storage can be missing (foreign sites in sandboxed frames),
 * full (QuotaExceededError), or disabled (Safari private mode, blocked third-party storage);
 * none of those may break the page, so every access is wrapped here once.
 */
import { safeJsonParse } from './guards';

export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(which: StorageArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: StorageArea, key: string, value: string): boolean {
  try {
    const s = area(which);
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to do: a storage that cannot be written holds nothing of ours either.
  }
}

/** Parsed JSON of one key, or undefined when it is absent or corrupt. */
export function readJson(which: StorageArea, key: string): unknown {
  return safeJsonParse(readItem(which, key));
}

export function writeJson(which: StorageArea, key: string, value: unknown): boolean {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeItem(which, key, text);
}

/** Keys of one area that start with a prefix (used to clear a family of keys on logout). */
export function keysWithPrefix(which: StorageArea, prefix: string): string[] {
  const out: string[] = [];
  try {
    const s = area(which);
    if (!s) return out;
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k?.startsWith(prefix)) out.push(k);
    }
  } catch {
    // A storage that cannot be enumerated has nothing we can clear.
  }
  return out;
}
