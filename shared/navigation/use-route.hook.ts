/**
 * `useRoute()`: the current route for parcel routers. single-spa fires a synthetic popstate
 * after every pushState and then `single-spa:routing-event`; listening to both keeps
 * back/forward working while single-spa is not started (tests, foreign pages), and the
 * snapshot is cached by URL so the duplicate events do not re-render.
 */
import { useRef, useSyncExternalStore } from 'react';
import { matchRoute } from '../routes/match-route';
import { hasWindow } from '../util/guards';
import { useServerRender } from '../ssr/server-render.context';
import { hydratedLocation } from '../ssr/signed-in-seed';
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

let cachedHydrated: { href: string; route: CurrentRoute } | null = null;

/**
 * The route the markup being hydrated was rendered for: the page's address when its hydration
 * began, not the address now. A menu tap while React is still hydrating the page moves the URL,
 * and a page title read from the new one no longer matched the server's (React's error #418).
 */
function hydratedRoute(): CurrentRoute {
  const href = hydratedLocation();
  const current = getCurrentRoute();
  // The same object as the browser's snapshot when the URL has not moved: React compares the two
  // after hydrating, and a different one re-rendered every reader of the route at once, in one
  // blocking task (Lighthouse's blocking time on /login doubled).
  if (href === null || href === current.pathname + current.search) return current;
  if (cachedHydrated?.href !== href) {
    const url = new URL(href, 'http://portal.invalid');
    cachedHydrated = { href, route: routeOf(url.pathname, url.search) };
  }
  return cachedHydrated.route;
}

/**
 * On the server the route comes from the request being rendered; in the browser the server
 * snapshot (read only while hydrating) is the address the page was hydrated at.
 */
export function useRoute(): CurrentRoute {
  const server = useServerRender();
  return useSyncExternalStore(subscribeRoute, getCurrentRoute, () => server?.route ?? hydratedRoute());
}

/**
 * The route an application shows: the current one, except while the URL is already another
 * application's. single-spa moves the URL first and unmounts this application right after, so
 * for that moment it keeps the last page it showed. Rendering its not-found view instead would
 * flash 页面不存在, and would unmount a product parcel that single-spa is about to unmount with the
 * application (single-spa error #6: the parcel is already UNMOUNTING).
 */
export function useAppRoute(app: string): CurrentRoute {
  const current = useRoute();
  const shown = useRef(current);
  if (current.route === null || current.route.app === app) shown.current = current;
  return shown.current;
}
