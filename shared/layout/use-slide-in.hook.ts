/**
 * `useSlideIn(shown)`: false on the frame a panel appears, true from the next frame on, so a
 * CSS transition slides it in (docs/requirements.md#layout: the service widget slides in). Users who ask for
 * reduced motion get the panel in place at once.
 */
import { useEffect, useState } from 'react';

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function useSlideIn(shown: boolean): boolean {
  const [entered, setEntered] = useState(() => !shown || prefersReducedMotion());
  useEffect(() => {
    if (!shown) {
      setEntered(false);
      return undefined;
    }
    if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
      setEntered(true);
      return undefined;
    }
    // Two frames: the first paints the off-screen position, the second starts the transition.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setEntered(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [shown]);
  return entered;
}
