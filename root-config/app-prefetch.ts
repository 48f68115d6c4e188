/**
 * Fetches the code of the application a visitor is likely to open next before they open it, so
 * that the switch waits for no download: the application and the page behind a link the pointer
 * rests on, the keyboard focuses or a finger touches, of the items of a menu just opened (a
 * page's `signalNavigationIntent`), and, once the browser is idle after the first page of a
 * sign-in or registration page, the entry files of the public applications the page links to
 * (注册, 忘记密码). Importing an application only loads and evaluates its modules; single-spa
 * mounts it when the route says so.
 * The idle prefetch takes each application's own entry file only (a `modulepreload`, which does
 * not follow its imports), not the libraries behind it: the login page's form controls alone
 * are more than 100 KB gzip. The news pages take nothing ahead without intent: they are budgeted
 * at 200 KB of JavaScript by network idle (issue 36). The libraries come on intent, with the rest
 * of the application.
 * The centre is most of the portal's code and a visitor reading news may never sign in, so a
 * public page fetches it only on a sign of intent: a pointer, focus or touch on a link into the
 * centre or on a sign-in link (a sign-in leads there), or typing into the login form.
 * On the same signs of intent the session guard starts the reads it would wait for on that
 * navigation (the company and the permissions when entering the centre), which the press
 * within the next seconds then finds answered. Nothing is fetched ahead when the visitor asked
 * to save data or the connection is 2G-slow (Network Information API), where every byte the
 * page itself needs would wait behind it.
 */
import {
  APPS,
  appForPath,
  appSpecifier,
  guardNavigation,
  hasSession,
  HOME_PATH,
  onNavigationIntent,
  prepareRequests,
  resolveRoute,
  type AppName,
} from '@scf/shared';
import { declaredIntegrity } from './import-map-integrity';

const started = new Set<AppName>();
const pagesStarted = new Set<string>();

/** What an application module may export: `parcel.pages` loads a page's code ahead. */
interface AppModule {
  parcel?: { pages?: { preload?: (key: string) => Promise<void> } };
}

function prefetchApp(app: AppName): Promise<AppModule | null> {
  started.add(app);
  // Resolved through the import map (the module is fetched once, later calls get the same one);
  // a failure here is retried by single-spa when mounting.
  return (import(/* @vite-ignore */ appSpecifier(app)) as Promise<AppModule>).catch(() => {
    started.delete(app);
    return null;
  });
}

const preloaded = new Set<AppName>();

/**
 * The entry file of an application, parsed ahead into the page's module map (where the import
 * of the application later finds it), without its imports. With the map's integrity for the
 * file (other metadata would not be reused) and the page's nonce (the CSP allows no other).
 */
function preloadAppEntry(app: AppName): void {
  if (preloaded.has(app) || started.has(app)) return;
  preloaded.add(app);
  let href: string;
  try {
    href = new URL(import.meta.resolve(appSpecifier(app)), location.href).href;
  } catch {
    return;
  }
  const link = document.createElement('link');
  if (!link.relList.supports('modulepreload')) return;
  link.rel = 'modulepreload';
  link.href = href;
  const integrity = declaredIntegrity().get(href);
  if (integrity) link.integrity = integrity;
  link.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  document.head.append(link);
}

/**
 * The application of `pathname` and the page it shows: a page loads its own chunk after the
 * application (`definePages`), so without this the first switch to it waits for two downloads.
 */
function prefetchPath(pathname: string): void {
  const resolution = resolveRoute(pathname);
  const route = resolution.kind === 'route' ? resolution.match.route : null;
  const app = route?.app ?? appForPath(pathname);
  if (!app) return;
  const page = route?.page;
  if (started.has(app) && (!page || pagesStarted.has(page))) return;
  if (page) pagesStarted.add(page);
  void prefetchApp(app)
    .then((mod) => (page ? mod?.parcel?.pages?.preload?.(page) : undefined))
    .catch(() => {
      if (page) pagesStarted.delete(page);
    });
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}
/** The visitor asked to save data, or the line is too slow to spend on guesses. */
function prefetchDisallowed(connection: NetworkInformation | undefined): boolean {
  return connection?.saveData === true || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}
const connection = (): NetworkInformation | undefined =>
  (navigator as Navigator & { connection?: NetworkInformation }).connection;

/**
 * The news pages: a reader there may never sign in, and issue 36 budgets their JavaScript by
 * network idle (200 KB gzip), so they fetch other applications only on intent, not when idle.
 */
const NEWS_APP = appForPath(HOME_PATH);
/** Where a sign-in leads: the centre, fetched with the login application on intent. */
const SIGN_IN_APP: AppName = 'login';
const CENTRE_APP: AppName = 'center';

/** The path of the same-origin link an event happened on, or null. */
function pathOfLink(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return null;
  return link.pathname !== location.pathname ? link.pathname : null;
}

const whenIdle = (fn: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: 5000 });
  else setTimeout(fn, 1500);
};

/**
 * Applications whose first screen asks the server nothing of a visitor without a session: the
 * news pages and the 404 page. Every other page (a captcha, the company), and every page of a
 * signed-in reader (the header reads the account), calls the API as it starts: there the request
 * machinery, which @scf/shared loads on a page's first call, is fetched beside the application's
 * code rather than after it.
 */
const QUIET_APPS: readonly AppName[] = ['index', 'not-found'];

/**
 * The page of the address the portal opened on: its chunk is fetched as soon as its application
 * module is there, beside the application's own first requests (the company, the permissions),
 * instead of after them when the router first renders it; and the request machinery where the
 * page calls the API as it starts (QUIET_APPS). Needed in any case, so also with `Save-Data`.
 */
export function prefetchCurrentPage(): void {
  prefetchPath(location.pathname);
  const app = appForPath(location.pathname);
  if (hasSession() || !app || !QUIET_APPS.includes(app)) prepareRequests();
}

export function startAppPrefetch(): void {
  if (prefetchDisallowed(connection())) return;
  // Intent: the pointer rests on a link, the keyboard focuses it, a finger touches it (a touch
  // comes ~100 ms before its click).
  const prepare = (path: string): void => {
    prefetchPath(path);
    prepareRequests();
    // A sign-in link: the centre is where the sign-in leads.
    if (appForPath(path) === SIGN_IN_APP && !started.has(CENTRE_APP)) void prefetchApp(CENTRE_APP);
    guardNavigation.prepare(location.pathname + location.search, path);
  };
  const onIntent = (event: Event): void => {
    const path = pathOfLink(event.target);
    if (path) prepare(path);
  };
  onNavigationIntent((path) => {
    if (path !== location.pathname) prepare(path);
  });
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  // Typing into the login form (a mobile, a password, a code): the sign-in is near.
  const onTyping = (): void => {
    if (appForPath(location.pathname) !== SIGN_IN_APP || started.has(CENTRE_APP)) return;
    prepareRequests();
    void prefetchApp(CENTRE_APP);
  };
  document.addEventListener('input', onTyping, { passive: true });
  window.addEventListener(
    'single-spa:first-mount',
    () =>
      whenIdle(() => {
        // The entries of the public applications this page links to, never the centre without
        // intent, and nothing from the news pages (NEWS_APP).
        const current = appForPath(location.pathname);
        if (current === NEWS_APP) return;
        for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
          const app = a.origin === location.origin ? appForPath(a.pathname) : null;
          if (app && app !== current && app !== CENTRE_APP && app in APPS) preloadAppEntry(app);
        }
      }),
    { once: true },
  );
}
