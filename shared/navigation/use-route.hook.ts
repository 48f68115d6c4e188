/**
 * `useRoute()`: the current route for parcel routers. single-spa fires a synthetic popstate
 * after every pushState and then `single-spa:routing-event`; listening to both keeps
 * back/forward working while single-spa is not started (tests, foreign pages), and the
 * snapshot is cached by URL so the duplicate events do not re-render.
 */
import { useSyncExternalStore } from 'react';
import { matchRoute } from '../routes/match-route';
import { hasWindow } from '../util/guards';
import { useServerRender } from '../ssr/server-render.context';
import type { CurrentRoute } from './current-route';

export type { CurrentRoute } from './current-route';

const EMPTY: CurrentRoute = { pathname: '/', search: '', route: null, params: {} };
let cachedHref: string | null = null;
let cached: CurrentRoute = EMPTY;

/** The route of a URL (pure; exported for plain DOM code and tests). */
export function routeOf(pathname: string, search = ''): CurrentRoute {
  const m = matchRoute(pathname);
  return { pathname, search, route: m?.route ?? null, params: m?.params ?? {} };
}

export function getCurrentRoute(): CurrentRoute {
  if (!hasWindow()) return EMPTY;
  const { pathname, search, href } = window.location;
  if (href !== cachedHref) {
    cachedHref = href;
    cached = routeOf(pathname, search);
  }
  return cached;
}

/** Calls `listener` after every route change; returns the unsubscribe function. */
export function subscribeRoute(listener: () => void): () => void {
  if (!hasWindow()) return () => undefined;
  const onChange = () => listener();
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/**
 * On the server the route comes from the request being rendered; in the browser the server
 * snapshot (read while hydrating) is the URL itself, the same one the server rendered.
 */
export function useRoute(): CurrentRoute {
  const server = useServerRender();
  return useSyncExternalStore(subscribeRoute, getCurrentRoute, () => server?.route ?? getCurrentRoute());
}
