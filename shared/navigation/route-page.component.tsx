/**
 * "The page of the current route", the same way in every parcel. The route table names a page
 * key per route (`index/home`); a parcel lists its pages once with `definePages` (key → lazy
 * import) and renders `<RoutePage pages={…} />`. A page loaded ahead with `preload` renders
 * without suspending, which hydration of server-rendered markup and server rendering need.
 * An entry may name the request its page makes on its first render (`{ code, request }`):
 * wherever the page's code starts loading (`preload`, or the lazy component's first render),
 * that request starts too, so the page's data does not wait for its code (page-request.ts).
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { canRoute } from '../access/can';
import { accessSessionOf } from '../access/use-access.hook';
import type { AheadRequest } from '../data/page-request';
import { pathOfPage } from '../routes/route-pages';
import { getState } from '../state/store';
import { isHydrating } from '../ssr/signed-in-seed';
import { PageHydrated } from '../ssr/page-hydrated.component';
import type { AppName, PageKey } from '../routes/route-table';
import { useAppRoute, getCurrentRoute } from './use-route.hook';

export interface PageModule<P> {
  default: ComponentType<P>;
}
export type PageLoader<P> = () => Promise<PageModule<P>>;

/** A page with the request of its first render, started together with its code. */
export interface PageEntry<P> {
  code: PageLoader<P>;
  request: AheadRequest;
}

/** What a parcel's lifecycles and the server entry need of its pages: loading them ahead. */
export interface PageSource {
  readonly app: AppName;
  /**
   * Loads the page of `key`, so its first render does not suspend, and starts the request of
   * its first render (when the entry names one and a session exists).
   */
  preload: (key: PageKey | null | undefined) => Promise<void>;
  /** Loads every page's code (no requests). */
  preloadAll: () => Promise<void>;
}

export interface PageRegistry<P> extends PageSource {
  /** The keys this parcel can show (every one must be named by a route of the table). */
  readonly keys: readonly PageKey[];
  /** The component for `key`: the loaded one when preloaded, else a lazy one. */
  component: (key: PageKey) => ComponentType<P> | null;
}

/** One parcel's pages. Keys not starting with the parcel's name are a mistake caught here. */
export function definePages<P>(
  app: AppName,
  pages: Readonly<Partial<Record<PageKey, PageLoader<P> | PageEntry<P>>>>,
): PageRegistry<P> {
  const loaded = new Map<PageKey, ComponentType<P>>();
  const lazies = new Map<PageKey, ComponentType<P>>();
  const entries = Object.entries(pages) as [PageKey, PageLoader<P> | PageEntry<P>][];
  for (const [key] of entries) {
    if (!key.startsWith(`${app}/`)) throw new Error(`Page "${key}" does not belong to the application "${app}"`);
  }
  const entryOf = (key: PageKey): PageLoader<P> | PageEntry<P> | undefined => pages[key];
  const loaderOf = (key: PageKey): PageLoader<P> | undefined => {
    const entry = entryOf(key);
    return typeof entry === 'function' ? entry : entry?.code;
  };
  // Only for a page the session may open now: a page the guard is about to refuse asks the
  // server nothing. While the guard's answers are on their way (the code of the opening
  // address is fetched beside them) nothing starts; the mount after the guard starts it.
  const mayOpen = (key: PageKey): boolean => {
    try {
      return canRoute(accessSessionOf(getState()), pathOfPage(key)).can;
    } catch {
      return false;
    }
  };
  const startRequest = (key: PageKey): void => {
    // A page being hydrated was rendered with its answer: nothing to fetch ahead.
    if (isHydrating()) return;
    const entry = entryOf(key);
    if (entry && typeof entry !== 'function' && mayOpen(key)) entry.request.start(app);
  };
  const loadCode = async (key: PageKey): Promise<void> => {
    if (loaded.has(key)) return;
    const load = loaderOf(key);
    if (!load) return;
    loaded.set(key, (await load()).default);
  };
  return {
    app,
    keys: entries.map(([k]) => k),
    preload: async (key) => {
      if (!key) return;
      startRequest(key);
      await loadCode(key);
    },
    preloadAll: async () => {
      await Promise.all(entries.map(([k]) => loadCode(k)));
    },
    component: (key) => {
      const ready = loaded.get(key);
      if (ready) return ready;
      const load = loaderOf(key);
      if (!load) return null;
      let made = lazies.get(key);
      if (!made) {
        // React calls this on the first render of a page whose code was not loaded ahead.
        made = lazy(() => {
          startRequest(key);
          return load();
        }) as unknown as ComponentType<P>;
        lazies.set(key, made);
      }
      return made;
    },
  };
}

/** The page key of the URL the browser shows now (what a parcel preloads before it mounts). */
export const currentPageKey = (): PageKey | null => getCurrentRoute().route?.page ?? null;

export interface RoutePageProps<P> {
  pages: PageRegistry<P>;
  /** What every page of this parcel receives. */
  props: P;
  /** Shown while a page's code loads. */
  fallback?: ReactNode;
  /** Shown when the current route names no page of this parcel. */
  missing?: ReactNode;
  /** A React key for the page (remount on a change), default the page key. */
  pageKey?: string;
}

export function RoutePage<P extends object>({
  pages,
  props,
  fallback = null,
  missing = null,
  pageKey,
}: RoutePageProps<P>): ReactNode {
  const { route } = useAppRoute(pages.app);
  const key = route && route.app === pages.app ? route.page : undefined;
  const Page = key ? pages.component(key) : null;
  if (!Page) return missing;
  return (
    <Suspense fallback={fallback}>
      <Page key={pageKey ?? key} {...props} />
      <PageHydrated />
    </Suspense>
  );
}
