/**
 * `useCountdown()`: whole seconds left of a wait (the 60 s SMS resend, a throttled login).
 * Computed from an end time rather than counted down, so a tab in the background does not
 * drift; the interval is cleared when the wait ends and when the component unmounts.
 */
import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Seconds left; 0 when not waiting. */
  remaining: number;
  /** Starts (or restarts) a wait of `seconds`; non-positive or non-finite values stop it. */
  start: (seconds: number) => void;
  stop: () => void;
}

const MAX_WAIT_S = 24 * 60 * 60;

export function useCountdown(now: () => number = Date.now): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) {
      setRemaining(0);
      return undefined;
    }
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [endsAt, now]);

  const start = useCallback(
    (seconds: number) => {
      if (!Number.isFinite(seconds) || seconds <= 0) {
        setEndsAt(null);
        return;
      }
      setEndsAt(now() + Math.min(seconds, MAX_WAIT_S) * 1000);
    },
    [now],
  );
  const stop = useCallback(() => setEndsAt(null), []);
  return { remaining, start, stop };
}
