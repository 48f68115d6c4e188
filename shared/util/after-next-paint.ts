/**
 * `afterNextPaint(task)`: runs `task` in the first task after the browser has painted its next
 * frame, and returns a function that cancels it.
 *
 * Work the reader does not wait for (drawing a watermark, sending a page's requests) is moved
 * here so that the frame showing a newly entered page is not delayed by it. The frame callback
 * marks the frame; the zero-delay timer it queues runs once that frame is on screen.
 *
 * A hidden tab paints no frames (its frame callbacks never run), so there the task runs on a
 * plain timer; a tab hidden while waiting still runs the task after `HIDDEN_TAB_FALLBACK_MS`.
 */

/** The longest a task waits when no frame comes (the tab was hidden meanwhile). */
export const HIDDEN_TAB_FALLBACK_MS = 1000;

export function afterNextPaint(task: () => void): () => void {
  // Nothing to run: nothing is scheduled (a timer must never call a value that is not a function).
  if (typeof task !== 'function') return () => undefined;
  let settled = false;
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Cancel with the function that went with the request, taken now: a timer that fires later may
  // find the page's globals gone (a closed window, a finished test environment).
  const cancelFrame = typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame : undefined;
  const fallback = setTimeout(() => run(), HIDDEN_TAB_FALLBACK_MS);
  const clear = (): void => {
    if (frame !== undefined) cancelFrame?.(frame);
    if (timer !== undefined) clearTimeout(timer);
    clearTimeout(fallback);
  };
  const run = (): void => {
    if (settled) return;
    settled = true;
    clear();
    task();
  };
  const canPaint =
    typeof requestAnimationFrame === 'function' &&
    cancelFrame !== undefined &&
    (typeof document === 'undefined' || document.visibilityState !== 'hidden');
  if (canPaint)
    frame = requestAnimationFrame(() => {
      timer = setTimeout(run, 0);
    });
  else timer = setTimeout(run, 0);
  return () => {
    settled = true;
    clear();
  };
}
