/**
 * On a foreign site shared's own navigations (logout → home page, an ended session → login)
 * cannot use single-spa: they become `scf-navigate` events on the element that caused them
 * (or the first header of the page), with a full load of the portal URL as the default.
 */
import { configureNavigation } from '@scf/shared';
import { requestNavigation } from './host-events';

let actor: HTMLElement | null = null;

/** The element whose action (logout, company switch) is running; its events carry the navigation. */
export function setNavigationActor(host: HTMLElement | null): void {
  actor = host;
}

function eventTarget(): EventTarget {
  if (actor?.isConnected) return actor;
  return document.querySelector('scf-header') ?? document;
}

/** `/login?redirect=/legacy/page.html` names a path of the foreign site, meaningless on the portal. */
export function portalPathFor(path: string): string {
  return path.startsWith('/login?') ? '/login' : path;
}

export function installForeignNavigation(): void {
  configureNavigation((path) => requestNavigation(eventTarget(), portalPathFor(path)));
}
