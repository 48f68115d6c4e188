/**
 * Saved state of list pages (filters, page number), kept in session storage so a user who
 * opens a detail and comes back finds the list as they left it. The product parcels' cached
 * page names are listed here (docs/requirements.md#client-state).
 */
import { isRecord } from '../util/guards';
import { keysWithPrefix, readJson, removeItem, writeJson } from '../util/safe-storage';

export const LIST_PAGE_KEYS = [
  'creditList',
  'billList',
  'signatureList',
  'endorseList',
  'depositList',
  'settleList',
  'invoiceList',
  'znxList',
] as const;

export type ListPageKey = (typeof LIST_PAGE_KEYS)[number];

const PREFIX = 'scf.list.';
const KEY_RE = /^[A-Za-z0-9_.-]{1,64}$/;

function listPageStorageKey(key: string): string | null {
  return typeof key === 'string' && KEY_RE.test(key) ? PREFIX + key : null;
}

/**
 * The saved value merged over `initial`: only keys of `initial` are taken, and only when the
 * saved value has the same type (arrays as arrays, null allowed where initial is null), so a
 * corrupt or outdated save never crashes the page.
 */
export function readListPageState<T extends Record<string, unknown>>(key: string, initial: T): T {
  const storageKey = listPageStorageKey(key);
  if (!storageKey) return initial;
  const saved = readJson('session', storageKey);
  if (!isRecord(saved)) return initial;
  const out: Record<string, unknown> = { ...initial };
  for (const k of Object.keys(initial)) {
    if (!(k in saved)) continue;
    const want = initial[k];
    const have = saved[k];
    const sameKind =
      want === null || want === undefined
        ? have === null || typeof have !== 'object' || Array.isArray(have)
        : Array.isArray(want)
          ? Array.isArray(have)
          : typeof have === typeof want && (typeof want !== 'number' || Number.isFinite(have));
    if (sameKind) out[k] = have;
  }
  return out as T;
}

export function writeListPageState(key: string, value: Record<string, unknown>): void {
  const storageKey = listPageStorageKey(key);
  if (storageKey) writeJson('session', storageKey, value);
}

export function clearListPageState(key: string): void {
  const storageKey = listPageStorageKey(key);
  if (storageKey) removeItem('session', storageKey);
}

/** Logout and company switch: another company's filters must not come back. */
export function clearListPageStates(): void {
  for (const k of keysWithPrefix('session', PREFIX)) removeItem('session', k);
}
