import { navigateToUrl } from 'single-spa';
import { guardNavigation, pageTitle, removeStaleServerMarkup, resolveRoute } from '@scf/shared';

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

/** Replaces the URL after single-spa has finished cancelling the current navigation. */
function redirectTo(target: string): void {
  setTimeout(() => {
    if (pathOf(location.href) !== target) history.replaceState(history.state, '', target);
  }, 0);
}

/**
 * Route resolution (redirects, unknown → /404) and the session guard (docs/requirements.md#session), run once per
 * navigation in single-spa's before-routing event; parcels never repeat them.
 */
export function installNavigation(): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { oldUrl, newUrl, cancelNavigation } = (event as CustomEvent<BeforeRoutingDetail>).detail;
    const to = new URL(newUrl, location.origin);
    const resolution = resolveRoute(to.pathname);
    if (resolution.kind !== 'route') {
      cancelNavigation(true);
      redirectTo(resolution.to + (resolution.kind === 'redirect' ? to.search : ''));
      return;
    }
    const from = oldUrl === newUrl ? null : pathOf(oldUrl);
    cancelNavigation(
      guardNavigation(from, to.pathname + to.search).then(({ redirect }) => {
        if (!redirect || redirect === to.pathname + to.search) return false;
        // A guard redirect is a new navigation, so the login page keeps the way back.
        setTimeout(() => navigateToUrl(redirect), 0);
        return true;
      }),
    );
  });

  window.addEventListener('single-spa:routing-event', () => {
    document.title = pageTitle(location.pathname);
    document.body.classList.add('scf-mounted');
    // Server markup that no application hydrated (the guard sent the reader elsewhere) goes.
    removeStaleServerMarkup();
  });
}
