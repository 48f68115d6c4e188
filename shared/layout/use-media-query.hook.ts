/**
 * `useMediaQuery(query)`: whether a CSS media query matches, following changes. The listener
 * is removed when the component unmounts (the portal measures leaked listeners).
 *
 * On the server, and while the browser hydrates the server's markup, the answer is the one for
 * the viewport the page was rendered for (the mobile query matches a 'mobile' render, nothing
 * else matches), so the markup hydrates unchanged; right after, the browser's own answer wins.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useServerRender } from '../ssr/server-render.context';
import { renderedViewport } from '../ssr/ssr-container';
import { MOBILE_MEDIA_QUERY, type Viewport } from './breakpoint';

/** The browser's list for `query`; null where there is none (the server, an old test DOM). */
export function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether `query` matched in a render for `viewport` (none known: the desktop side). */
const matchesRenderedViewport = (query: string, viewport: Viewport | null): boolean =>
  query === MOBILE_MEDIA_QUERY && viewport === 'mobile';

export function useMediaQuery(query: string): boolean {
  const server = useServerRender();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = useCallback(() => mediaList(query)?.matches ?? false, [query]);
  const rendered = useCallback(
    () => matchesRenderedViewport(query, server ? server.viewport : renderedViewport()),
    [query, server],
  );
  return useSyncExternalStore(subscribe, read, rendered);
}
