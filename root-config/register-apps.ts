import {
  addErrorHandler,
  getAppStatus,
  LOAD_ERROR,
  registerApplication,
  triggerAppChange,
  type LifeCycles,
} from 'single-spa';
import { APPS, appSpecifier, isAppActive, reportOutage, type AppName } from '@scf/shared';
import { declaredIntegrity } from './import-map-integrity';

/**
 * An application's module. A download that failed (no connection, the server down) may be
 * remembered as failed by the browser's module map, so a later attempt asks again under an
 * address of its own. That address has no integrity in the import map, so when the map declares
 * one for the module the retry first fetches it with that integrity: a file that does not match
 * (tampered with, issue 31) is refused there and never imported; one that matches is then in
 * the HTTP cache the import reads.
 */
function loadApp(specifier: string): () => Promise<LifeCycles> {
  let attempts = 0;
  return async () => {
    attempts += 1;
    if (attempts === 1) return (await import(/* @vite-ignore */ specifier)) as LifeCycles;
    try {
      return (await import(/* @vite-ignore */ specifier)) as LifeCycles;
    } catch {
      const resolved = new URL(import.meta.resolve(specifier), location.href);
      const integrity = declaredIntegrity().get(resolved.href);
      const url = new URL(resolved.href);
      url.searchParams.set('retry', String(attempts));
      if (integrity) await fetch(url.href, { integrity, credentials: 'same-origin' });
      return (await import(/* @vite-ignore */ url.href)) as LifeCycles;
    }
  };
}

/** One single-spa application per URL prefix of the route table. */
export function registerApps(): void {
  for (const app of Object.keys(APPS) as AppName[]) {
    const specifier = appSpecifier(app);
    registerApplication({
      name: specifier,
      // Resolved by the browser through the import map, not by the bundler.
      app: loadApp(specifier),
      activeWhen: (location) => isAppActive(app, location.pathname),
    });
  }
  // An application whose code could not be downloaded is not broken: single-spa loads it again
  // on the next routing, which runs once the server answers again.
  let waiting = false;
  addErrorHandler((err) => {
    if (getAppStatus(err.appOrParcelName) !== LOAD_ERROR) {
      console.error(err);
      return;
    }
    if (waiting) return;
    waiting = true;
    reportOutage(null, () => {
      waiting = false;
      void triggerAppChange();
    });
  });
}
