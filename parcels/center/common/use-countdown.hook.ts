/**
 * `useCountdown()`: seconds left before a code may be sent again. The interval is cleared
 * when it reaches zero or the component unmounts (no timer outlives the page).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(
    (seconds: number) => {
      stop();
      const s = Number.isFinite(seconds) && seconds > 0 ? Math.min(Math.ceil(seconds), 3600) : 0;
      setLeft(s);
      if (s === 0) return;
      timer.current = setInterval(() => {
        setLeft((n) => {
          if (n <= 1) {
            stop();
            return 0;
          }
          return n - 1;
        });
      }, 1000);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);
  return [left, start];
}
