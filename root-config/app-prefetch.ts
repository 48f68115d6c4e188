/**
 * Fetches the code of the application a visitor is likely to open next before they open it, so
 * that the switch waits for no download: the application behind a link the pointer rests on or
 * the keyboard focuses, and, once the browser is idle after the first page, the applications the
 * page links to (and the centre from the login page: where a sign-in leads). Importing an
 * application only loads and evaluates its modules; single-spa mounts it when the route says so.
 * Nothing is fetched ahead when the visitor asked to save data.
 */
import { APPS, appForPath, appSpecifier, type AppName } from '@scf/shared';

const started = new Set<AppName>();

function prefetchApp(app: AppName): void {
  if (started.has(app)) return;
  started.add(app);
  // Resolved through the import map; a failure here is retried by single-spa when mounting.
  import(/* @vite-ignore */ appSpecifier(app)).catch(() => started.delete(app));
}

const saveData = (): boolean => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** The application a same-origin link leads to, or null. */
function appOfLink(target: EventTarget | null): AppName | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return null;
  return appForPath(link.pathname);
}

const whenIdle = (fn: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: 5000 });
  else setTimeout(fn, 1500);
};

export function startAppPrefetch(): void {
  if (saveData()) return;
  const onIntent = (event: Event): void => {
    const app = appOfLink(event.target);
    if (app) prefetchApp(app);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  window.addEventListener(
    'single-spa:first-mount',
    () =>
      whenIdle(() => {
        const current = appForPath(location.pathname);
        if (current === 'login') prefetchApp('center');
        for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
          const app = a.origin === location.origin ? appForPath(a.pathname) : null;
          if (app && app !== current && app in APPS) prefetchApp(app);
        }
      }),
    { once: true },
  );
}
