/**
 * Signs that the reader is about to open a portal path before they press anything: a menu whose
 * items lead there has just opened. The root config answers them as it answers a pointer
 * resting on a link (it fetches the page's code and starts the reads the session guard will
 * wait for), so the press finds both under way. Where nobody listens (the header element on
 * another site), a sign changes nothing.
 */
const NAVIGATION_INTENT_EVENT = 'scf:navigation-intent';

/** Says that the reader may open `path` (a portal path such as `/center/crm/user`) next. */
export function signalNavigationIntent(path: string): void {
  if (typeof window === 'undefined' || typeof path !== 'string' || !path.startsWith('/')) return;
  window.dispatchEvent(new CustomEvent<string>(NAVIGATION_INTENT_EVENT, { detail: path }));
}

/** Calls `handler` with each path signalled; returns the function that stops listening. */
export function onNavigationIntent(handler: (path: string) => void): () => void {
  const listener = (event: Event): void => {
    const path = (event as CustomEvent<unknown>).detail;
    if (typeof path === 'string' && path.startsWith('/')) handler(path);
  };
  window.addEventListener(NAVIGATION_INTENT_EVENT, listener);
  return () => window.removeEventListener(NAVIGATION_INTENT_EVENT, listener);
}
