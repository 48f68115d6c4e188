import { navigateToUrl } from 'single-spa';
import {
  getState,
  guardNavigation,
  pageTitle,
  removeStaleServerMarkup,
  reportOutage,
  resolveRoute,
  subscribe,
} from '@scf/shared';

interface BeforeRoutingDetail {
  oldUrl: string;
  newUrl: string;
  cancelNavigation: (cancel?: boolean | Promise<boolean>) => void;
}

const pathOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    const u = new URL(url, location.origin);
    return u.pathname + u.search;
  } catch {
    return null;
  }
};

/** Replaces the URL unless it is there already. */
function replaceUrl(target: string): void {
  if (pathOf(location.href) !== target) history.replaceState(history.state, '', target);
}

/** Replaces the URL after single-spa has finished cancelling the current navigation. */
function redirectTo(target: string): void {
  setTimeout(() => replaceUrl(target), 0);
}

/** The retry of a navigation held by an outage; a newer navigation replaces it. */
let pendingRetry: (() => void) | null = null;

/**
 * A navigation the server could not serve (no connection, HTTP 5xx): the reader stays on the
 * page they were on, the session is kept, and the navigation runs again once the server
 * answers, unless the reader has gone elsewhere meanwhile.
 */
function retryWhenReachable(from: string, target: string, error: unknown): void {
  pendingRetry?.();
  const cancel = reportOutage(error, () => {
    if (pendingRetry === cancel) pendingRetry = null;
    if (pathOf(location.href) === from) navigateToUrl(target);
  });
  pendingRetry = cancel;
}

/**
 * Set when a navigation is held (an outage, the idle-expiry dialog): single-spa then routes
 * again to the page the reader is on, which is already showing and must not be guarded (its
 * reads would fail the same way and hold again, for ever).
 */
let heldReroute = false;

/**
 * Route resolution (redirects, unknown → /404) and the session guard (docs/requirements.md#session), run once per
 * navigation in single-spa's before-routing event; parcels never repeat them.
 */
export function installNavigation(): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { oldUrl, newUrl, cancelNavigation } = (event as CustomEvent<BeforeRoutingDetail>).detail;
    const to = new URL(newUrl, location.origin);
    // The first navigation of a page load (nothing to come from) is sent elsewhere by replacing
    // its URL, not by cancelling it: single-spa answers a cancelled navigation by routing again,
    // silently (no events, so no guard), to the URL it came from, which for the first one is the
    // refused URL itself. The refused page's application was then mounted, its page rendered and
    // its first request sent (an operator typing 人员管理's address saw the server's 4030 beside
    // the guard's warning). Replaced during the navigation, the URL makes single-spa mount only
    // what is active at the new one, and route again to it (with events, so the guard sees it).
    const first = oldUrl === newUrl;
    const resolution = resolveRoute(to.pathname);
    if (resolution.kind !== 'route') {
      const target = resolution.to + (resolution.kind === 'redirect' ? to.search : '');
      if (first) {
        replaceUrl(target);
        return;
      }
      cancelNavigation(true);
      redirectTo(target);
      return;
    }
    if (heldReroute && first) {
      heldReroute = false;
      return;
    }
    heldReroute = false;
    const from = first ? null : pathOf(oldUrl);
    const target = to.pathname + to.search;
    const decide = (): Promise<boolean> =>
      guardNavigation(from, target).then(({ redirect, hold, error }) => {
        // Another navigation was made while this one was guarded (a request that found the
        // session revoked sent the reader to login; the reader clicked elsewhere). single-spa
        // puts the old URL back when a navigation is cancelled, which would lose that one and
        // leave the reader on the page they were leaving: it is made again, and wins.
        const since = pathOf(location.href);
        if (since !== null && since !== target) {
          pendingRetry?.();
          pendingRetry = null;
          setTimeout(() => navigateToUrl(since), 0);
          return true;
        }
        // The first page of a load has no page to stay on: it waits for the server, then is
        // guarded again.
        if (hold === 'outage' && from === null)
          return new Promise<boolean>((resolve) => reportOutage(error, () => resolve(decide())));
        if (hold) {
          heldReroute = true;
          if (hold === 'outage' && from !== null) retryWhenReachable(from, target, error);
          return true;
        }
        // Any navigation that goes through replaces a retry still waiting.
        pendingRetry?.();
        pendingRetry = null;
        if (!redirect || redirect === target) return false;
        if (first) {
          replaceUrl(redirect);
          return false;
        }
        // A guard redirect is a new navigation, so the login page keeps the way back.
        setTimeout(() => navigateToUrl(redirect), 0);
        return true;
      });
    cancelNavigation(decide());
  });

  // A product's pages bear its name once the signed-in person's product list is known.
  const productName = (code: string): string | null =>
    getState().cacheAuthProducts?.products.find((p) => p.productCode === code)?.productName ?? null;
  const retitle = (): void => {
    const title = pageTitle(location.pathname, productName);
    if (document.title !== title) document.title = title;
  };
  subscribe(retitle);
  window.addEventListener('single-spa:routing-event', () => {
    retitle();
    document.body.classList.add('scf-mounted');
    // Server markup that no application hydrated (the guard sent the reader elsewhere) goes.
    removeStaleServerMarkup();
  });
}
