/**
 * Requests made while the browser is about to paint a page the reader has just entered go out
 * once that frame is on screen.
 *
 * An application mounted on a navigation renders in the navigating task, and its effects (the
 * page's data requests, the header's reads) run before the browser paints. Preparing and sending
 * a request (token, signing, the XHR itself) takes main-thread time that the reader would wait
 * for before seeing anything; held for one frame, the requests leave a few milliseconds later
 * and the page shows its skeleton first. Only navigations that show a page at once hold
 * requests: a navigation that waits for an answer never holds the request it waits for.
 */
import { afterNextPaint } from '../util/after-next-paint';

let held: Promise<void> | null = null;

/** From now until the next frame is painted, requests wait (at most one frame). */
export function holdRequestsUntilPainted(): void {
  if (held) return;
  held = new Promise<void>((release) => {
    afterNextPaint(() => {
      held = null;
      release();
    });
  });
}

/** What a request about to be sent waits for, or null when nothing holds it. */
export function requestsHeld(): Promise<void> | null {
  return held;
}
