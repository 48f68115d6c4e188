/**
 * Tells the other tabs of this browser about a logout or a company switch (docs/requirements.md#client-state: they
 * share the cookies, so they must drop their in-memory company data too). BroadcastChannel
 * where it exists, else a storage event on a key written and removed at once.
 */
import { isRecord } from '../util/guards';
import { removeItem, writeItem } from '../util/safe-storage';

export type PortalBroadcast = { type: 'logout' } | { type: 'company-switch'; compCode: string | null };

const CHANNEL = 'scf-portal';
export const BROADCAST_STORAGE_KEY = 'scf.broadcast';

let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  try {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  } catch {
    channel = null;
  }
  return channel;
}

/** A valid message from anything, or null. */
export function parseBroadcast(data: unknown): PortalBroadcast | null {
  if (!isRecord(data)) return null;
  if (data.type === 'logout') return { type: 'logout' };
  if (data.type === 'company-switch') {
    return { type: 'company-switch', compCode: typeof data.compCode === 'string' ? data.compCode : null };
  }
  return null;
}

export function broadcast(message: PortalBroadcast): void {
  const ch = getChannel();
  if (ch) {
    try {
      ch.postMessage(message);
      return;
    } catch {
      // Fall through to the storage event.
    }
  }
  // A unique value so that two identical messages in a row still fire the event.
  if (writeItem('local', BROADCAST_STORAGE_KEY, JSON.stringify({ ...message, at: Date.now(), n: Math.random() }))) {
    removeItem('local', BROADCAST_STORAGE_KEY);
  }
}

/** Listens for messages from other tabs (never from this one); returns the stop function. */
export function listenBroadcast(handler: (message: PortalBroadcast) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (e: StorageEvent) => {
    if (e.key !== BROADCAST_STORAGE_KEY || !e.newValue) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(e.newValue);
    } catch {
      return;
    }
    const m = parseBroadcast(parsed);
    if (m) handler(m);
  };
  window.addEventListener('storage', onStorage);
  // The same channel object that sends: BroadcastChannel never delivers a message to its
  // sender, so this tab does not react to its own logout.
  const ch = getChannel();
  const onMessage = (e: MessageEvent) => {
    const m = parseBroadcast(e.data);
    if (m) handler(m);
  };
  ch?.addEventListener('message', onMessage);
  return () => {
    window.removeEventListener('storage', onStorage);
    ch?.removeEventListener('message', onMessage);
  };
}
