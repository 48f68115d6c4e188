/**
 * `startClientState()`: the side effects of the store, kept out of module load so importing
 * @scf/shared does nothing until the root config (or an element) asks. Restores the saved
 * state, saves it again when the page goes away, tracks the viewport and listens to other
 * tabs. Calling it twice is harmless; the returned function undoes it.
 */
import { isPublicPath } from '../routes/match-route';
import { PRODUCT_CENTRE_PATH, HOME_PATH } from '../routes/route-table';
import { currentPathname, navigate } from '../navigation/navigate';
import { clearProductContext, resetSession, viewportBecameMobile } from './actions';
import { listenBroadcast, parseBroadcast, type PortalBroadcast } from './broadcast';
import { restoreState, saveState } from './persistence';
import { MOBILE_MEDIA_QUERY } from '../layout/breakpoint';
import { getState, setState } from './store';
import { clearListPageStates } from './list-page-store';

export interface StartStateOptions {
  /** What this page does when another tab logs out or switches company (default: the portal's rules). */
  onBroadcast?: (message: PortalBroadcast) => void;
}

let stopCurrent: (() => void) | null = null;

/** The portal's reaction to another tab (exported for tests and for elements that extend it). */
export function defaultBroadcastReaction(input: PortalBroadcast): void {
  const message = parseBroadcast(input);
  if (!message) return;
  const onProtectedPage = !isPublicPath(currentPathname());
  if (message.type === 'logout') {
    resetSession();
    if (onProtectedPage) navigate(HOME_PATH);
  } else {
    clearProductContext();
    setState({ comps: [], cacheAuthProducts: null });
    clearListPageStates();
    // The product page is reloaded with the new company's data (docs/requirements.md#session).
    if (onProtectedPage) navigate(PRODUCT_CENTRE_PATH);
  }
}

export function startClientState(input: StartStateOptions | null = {}): () => void {
  const options: StartStateOptions = input && typeof input === 'object' ? input : {};
  if (stopCurrent) return stopCurrent;
  if (typeof window === 'undefined') return () => undefined;
  setState(restoreState());

  const save = () => saveState(getState());
  // pagehide fires where beforeunload does not (mobile Safari, bfcache); saving twice is cheap.
  window.addEventListener('pagehide', save);
  window.addEventListener('beforeunload', save);

  // Crossing into the mobile width closes the side menu (starting narrow keeps the saved choice).
  const mobile = typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_MEDIA_QUERY) : null;
  const onViewport = () => {
    if (mobile?.matches) viewportBecameMobile();
  };
  mobile?.addEventListener('change', onViewport);

  const react = typeof options.onBroadcast === 'function' ? options.onBroadcast : defaultBroadcastReaction;
  const stopBroadcast = listenBroadcast((m) => {
    try {
      react(m);
    } catch (err) {
      console.error('[scf] broadcast reaction failed', err);
    }
  });

  const stop = () => {
    window.removeEventListener('pagehide', save);
    window.removeEventListener('beforeunload', save);
    mobile?.removeEventListener('change', onViewport);
    stopBroadcast();
    stopCurrent = null;
  };
  stopCurrent = stop;
  return stop;
}
