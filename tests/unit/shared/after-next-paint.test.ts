/**
 * `afterNextPaint` and the request hold built on it: work moved behind the frame the reader
 * waits for runs once that frame is painted, and never waits forever.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, HIDDEN_TAB_FALLBACK_MS } from '../../../shared/util/after-next-paint';

/** A page whose frames the test paints by hand. */
function framesByHand() {
  const callbacks = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    callbacks.set(next, cb);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => callbacks.delete(id));
  return {
    /** The browser renders a frame: its frame callbacks run, then it paints. */
    paint(): void {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const cb of due) cb(performance.now());
    },
    pending: () => callbacks.size,
  };
}

describe('afterNextPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task in the first task after the next frame, not before', () => {
    const frames = framesByHand();
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(50);
    expect(task).not.toHaveBeenCalled();
    frames.paint();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HIDDEN_TAB_FALLBACK_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a cancelled task never runs and leaves no frame callback', () => {
    const frames = framesByHand();
    const task = vi.fn();
    const cancel = afterNextPaint(task);
    cancel();
    expect(frames.pending()).toBe(0);
    frames.paint();
    vi.advanceTimersByTime(HIDDEN_TAB_FALLBACK_MS * 2);
    expect(task).not.toHaveBeenCalled();
  });

  it('in a hidden tab (no frames) the task runs on a timer; a tab hidden meanwhile runs it after the fallback', () => {
    framesByHand();
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const early = vi.fn();
    afterNextPaint(early);
    vi.advanceTimersByTime(0);
    expect(early).toHaveBeenCalledTimes(1);
    hidden.mockRestore();

    const late = vi.fn();
    afterNextPaint(late);
    vi.advanceTimersByTime(HIDDEN_TAB_FALLBACK_MS - 1);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('a fallback firing after the page is gone (no frame functions left) runs the task, without throwing', () => {
    framesByHand();
    const task = vi.fn();
    afterNextPaint(task);
    // The environment is torn down before any frame: its globals disappear (a finished test file).
    vi.stubGlobal('requestAnimationFrame', undefined);
    vi.stubGlobal('cancelAnimationFrame', undefined);
    expect(() => vi.advanceTimersByTime(HIDDEN_TAB_FALLBACK_MS)).not.toThrow();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
