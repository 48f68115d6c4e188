/**
 * The unread site-message count for the header badge. Polled with shared's background call
 * (it never extends the 30-minute idle timer), paused while the tab is hidden, refreshed at
 * once when the tab becomes visible again and when a page announces that messages were read.
 */
import { useEffect, useState } from 'react';
import { getUnreadCount } from '../api/message.api';
import { useHeaderSeed } from './use-header-account.hook';

export const UNREAD_POLL_MS = 60_000;

import { MESSAGES_READ_EVENT } from './layout-events';

/** A count from the server's answer: a non-negative integer, or null for garbage. */
export function toUnreadCount(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}

/** null while unknown (no company yet, or the first answer not in). */
export function useUnreadCount(compCode: string | null, pollMs: number = UNREAD_POLL_MS): number | null {
  // A count belongs to the company it was read for; a page rendered on the server starts with its count.
  const seed = useHeaderSeed();
  const [read, setRead] = useState<{ compCode: string | null; count: number | null }>(() => ({
    compCode: seed?.compCode ?? null,
    count: seed?.unread ?? null,
  }));
  const count = read.compCode === compCode ? read.count : null;

  useEffect(() => {
    const setCount = (n: number | null): void => setRead({ compCode, count: n });
    if (!compCode) return undefined;
    let active = true;
    let inFlight: AbortController | null = null;

    const load = async (): Promise<void> => {
      if (typeof document !== 'undefined' && document.hidden) return;
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      try {
        // navigate:false: an ended session is the page's (or the guard's) business; the header
        // only shows it, it never moves the user away.
        const n = toUnreadCount(await getUnreadCount(compCode, { signal: controller.signal, navigate: false }));
        if (active && n !== null) setCount(n);
      } catch {
        // The shared pipeline has shown the error-catalogue message ("查询站内信未读数量错误"); keep the last count.
      } finally {
        if (inFlight === controller) inFlight = null;
      }
    };

    void load();
    const timer = setInterval(() => void load(), Math.max(5_000, pollMs));
    const onRead = (): void => void load();
    const onVisibility = (): void => {
      if (!document.hidden) void load();
    };
    window.addEventListener(MESSAGES_READ_EVENT, onRead);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      clearInterval(timer);
      inFlight?.abort();
      window.removeEventListener(MESSAGES_READ_EVENT, onRead);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [compCode, pollMs]);

  return count;
}
