/**
 * The reference-counted loading overlay (docs/requirements.md#session): it shows with the first pending request
 * and hides when the count is back to zero. Each begin returns its own end function, which
 * counts once however often it is called, so a request that fails twice cannot drive the
 * count below the truth.
 */

export const LOADING_TEXT = '正在加载中......';

let count = 0;
const listeners = new Set<(count: number) => void>();

function emit(): void {
  for (const l of [...listeners]) {
    try {
      l(count);
    } catch (err) {
      console.error('[scf] loading listener failed', err);
    }
  }
}

export function beginLoading(): () => void {
  count += 1;
  if (count === 1) emit();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    count = Math.max(0, count - 1);
    if (count === 0) emit();
  };
}

export function getLoadingCount(): number {
  return count;
}

export function isLoading(): boolean {
  return count > 0;
}

/** Called when the overlay should show (count 0→1) or hide (→0); returns the unsubscribe function. */
export function subscribeLoading(listener: (count: number) => void): () => void {
  if (typeof listener !== 'function') return () => undefined;
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tests only. */
export function resetLoadingForTests(): void {
  count = 0;
  listeners.clear();
}
