/**
 * The element a single-spa application renders into, and whether it holds markup the server
 * rendered for that application. The server writes
 * `<div id="single-spa-application:@scf/index" data-scf-ssr="<client file>">…</div>`;
 * the parcel hydrates it only when the attribute names the very file the browser runs (the
 * import map may point to a newer deploy than the server bundle).
 */
import { asText } from '../util/guards';
import type { AppName } from '../routes/route-table';
import { appSpecifier } from '../routes/route-pages';
import { isViewport, type Viewport } from '../layout/breakpoint';

export const SSR_ATTRIBUTE = 'data-scf-ssr';
/** The viewport the server rendered the markup for; it stays after hydration (read only during it). */
export const VIEWPORT_ATTRIBUTE = 'data-scf-viewport';

/** The viewport of the page's server markup, or null on a page the browser rendered. */
export function renderedViewport(): Viewport | null {
  if (typeof document === 'undefined') return null;
  const value = document.querySelector(`[${VIEWPORT_ATTRIBUTE}]`)?.getAttribute(VIEWPORT_ATTRIBUTE);
  return isViewport(value) ? value : null;
}

/** The id single-spa-react gives an application's container. */
export const containerId = (app: AppName): string => `single-spa-application:${appSpecifier(asText(app) as AppName)}`;

/** The application's container, created at the end of <body> when the page has none. */
export function appContainer(app: AppName): HTMLElement {
  const id = containerId(app);
  const found = document.getElementById(id);
  if (found) return found;
  const el = document.createElement('div');
  el.id = id;
  document.body.appendChild(el);
  return el;
}

/** Whether the container holds server markup rendered from the module at `moduleUrl`. */
export function hasServerMarkup(app: AppName, moduleUrl: string | null): boolean {
  return holdsServerMarkup(document.getElementById(containerId(app)), moduleUrl);
}

/**
 * Whether `el` (an application's container, or the element a product parcel is mounted into)
 * holds server markup rendered from the module at `moduleUrl`, as its `attribute` says.
 */
export function holdsServerMarkup(el: Element | null, moduleUrl: string | null, attribute = SSR_ATTRIBUTE): boolean {
  if (!el?.hasAttribute(attribute) || !el.firstChild) return false;
  const built = el.getAttribute(attribute);
  return !moduleUrl || !built || sameModule(built, moduleUrl);
}

const pathOf = (url: string): string => {
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return url;
  }
};
const sameModule = (a: string, b: string): boolean => pathOf(a) === pathOf(b);

/** After hydration (or a decision not to), the container is an ordinary one. */
export function markClientOwned(app: AppName): void {
  document.getElementById(containerId(app))?.removeAttribute(SSR_ATTRIBUTE);
}

/**
 * Server markup that no application took over (the guard sent the reader elsewhere, or the
 * parcel's file changed) is removed, so it never stays beside the page that did mount.
 */
export function removeStaleServerMarkup(): void {
  for (const el of document.querySelectorAll(`[${SSR_ATTRIBUTE}]`)) {
    el.replaceChildren();
    el.removeAttribute(SSR_ATTRIBUTE);
  }
}
