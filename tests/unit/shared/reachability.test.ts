/** Issue 32.2: a failure that may pass is retried once the server answers, with a growing pause. */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/http/api-error';
import { createReachability, isTransientError, outageText, OUTAGE_TEXT } from '../../../shared/http/reachability';

function fakeTimers() {
  let now = 0;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id: unknown) => {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
    /** Runs the timers due within `ms`, in order; returns the delays at which they ran. */
    async advance(ms: number): Promise<number[]> {
      const end = now + ms;
      const ran: number[] = [];
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (!next || next.at > end) break;
        timers.shift();
        now = next.at;
        ran.push(now);
        next.fn();
        await Promise.resolve();
        await Promise.resolve();
      }
      now = end;
      return ran;
    },
  };
}

describe('reachability', () => {
  it('tells failures that may pass from the others, and names them', () => {
    expect(isTransientError(new ApiError({ kind: 'network', message: 'x' }))).toBe(true);
    expect(isTransientError(new ApiError({ kind: 'timeout', message: 'x' }))).toBe(true);
    expect(isTransientError(new ApiError({ kind: 'http', message: 'x', httpStatus: 502 }))).toBe(true);
    expect(isTransientError(new ApiError({ kind: 'http', message: 'x', httpStatus: 404 }))).toBe(false);
    expect(isTransientError(new ApiError({ kind: 'session', message: 'x' }))).toBe(false);
    expect(isTransientError(new Error('x'))).toBe(false);
    expect(outageText(new ApiError({ kind: 'http', message: 'x', httpStatus: 503 }))).toBe(OUTAGE_TEXT.server);
    expect(outageText(new ApiError({ kind: 'network', message: 'x' }))).toBe(OUTAGE_TEXT.network);
  });

  it('asks the health check with a growing pause and releases every waiter at the first answer', async () => {
    const t = fakeTimers();
    let up = false;
    const probe = vi.fn(async () => up);
    const r = createReachability({ ...t, probe, online: () => true, onOnline: () => () => undefined });
    const a = vi.fn();
    const b = vi.fn();
    r.whenReachable(a);
    r.whenReachable(b);
    expect(await t.advance(16_000)).toEqual([1_000, 3_000, 7_000, 15_000]);
    expect(probe).toHaveBeenCalledTimes(4);
    up = true;
    await t.advance(16_000);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(r.waiting()).toBe(0);
  });

  it('offline: no probe until the browser is online again, then at once', async () => {
    const t = fakeTimers();
    let online = false;
    let fireOnline: () => void = () => undefined;
    const probe = vi.fn(async () => true);
    const r = createReachability({
      ...t,
      probe,
      online: () => online,
      onOnline: (fn) => {
        fireOnline = fn;
        return () => undefined;
      },
    });
    const fn = vi.fn();
    r.whenReachable(fn);
    await t.advance(60_000);
    expect(probe).not.toHaveBeenCalled();
    online = true;
    fireOnline();
    await Promise.resolve();
    await Promise.resolve();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('a cancelled wait is never called', async () => {
    const t = fakeTimers();
    const r = createReachability({
      ...t,
      probe: async () => true,
      online: () => true,
      onOnline: () => () => undefined,
    });
    const fn = vi.fn();
    r.whenReachable(fn)();
    await t.advance(10_000);
    expect(fn).not.toHaveBeenCalled();
  });
});
