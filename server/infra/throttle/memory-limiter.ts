/**
 * Fixed-window counters in this process's memory, for limits that protect this process's CPU
 * (the RSA work before a request is even authenticated). They must cost nothing per request:
 * no database write, which would itself be the load an attacker wants. The table is bounded
 * (least recently used keys go first) so that many addresses cannot exhaust memory.
 */
import { LRUCache } from 'lru-cache';
import type { HitResult, Policy } from './throttle.service';

interface Window {
  start: number;
  count: number;
}

export interface MemoryLimiter {
  /** Counts one event for the key; allowed is false once the window's limit is passed. */
  hit(key: string, now: number): HitResult;
}

export function createMemoryLimiter(policy: Policy, maxKeys = 50_000): MemoryLimiter {
  const windows = new LRUCache<string, Window>({ max: maxKeys });
  return {
    hit(key, now) {
      let w = windows.get(key);
      if (!w || w.start <= now - policy.windowMs) {
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count++;
      const retryAfter = Math.max(1, Math.ceil((w.start + policy.windowMs - now) / 1000));
      return { allowed: w.count <= policy.limit, retryAfter };
    },
  };
}
