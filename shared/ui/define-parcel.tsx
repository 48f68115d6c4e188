/**
 * `defineParcel()`: the one way a portal application becomes single-spa lifecycles (after
 * OpenMRS's `getLifecycle`). It adds what every parcel needs around its root component:
 *  - an error boundary showing `ParcelError` (with the parcel's own way out),
 *  - the portal provider (antd in Chinese, the theme, the notifier),
 *  - the page of the current route loaded before mounting, so the first render never suspends
 *    (its first request starts meanwhile), and what the parcel fetched ahead aborted when it
 *    is left,
 *  - hydration: when the page holds markup the server rendered from this very file, React
 *    hydrates it (`hydrateRoot`) instead of replacing it; otherwise it renders from scratch.
 * `Root` is the same tree without the lifecycles; the server entry renders it.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import React, { type ComponentType, type ReactNode, useEffect, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps, LifeCycleFn } from 'single-spa';
import { type AppName, PRODUCT_CENTRE_PATH } from '../routes/route-table';
import { cancelPageRequests } from '../data/page-request';
import { holdRequestsUntilPainted } from '../http/paint-gate';
import { currentPageKey, type PageSource } from '../navigation/route-page.component';
import { appContainer, hasServerMarkup, holdsServerMarkup, markClientOwned } from '../ssr/ssr-container';
import { PRODUCT_SSR_ATTRIBUTE, productIdPrefix } from '../ssr/product-markup';
import { abandonHydration, afterHydration, beforeHydration } from '../ssr/early-input';
import { beginHydration, endHydration, whenHydrated } from '../ssr/signed-in-seed';
import { ParcelError, type ParcelErrorProps } from './parcel-error.component';
import { PortalProvider, type PortalProviderProps } from './portal-provider.component';
import { pageStyleCache } from './retained-style-cache';

export interface ParcelOptions<P extends object> {
  /** `import.meta.url` of the parcel's entry: server markup is hydrated only when built from it. */
  moduleUrl?: string;
  rootComponent: ComponentType<P & Partial<AppProps>>;
  /**
   * An application's pages (`definePages`): the current route's page is loaded before mount.
   * They name the application of the route table the parcel is, so it is not stated twice;
   * product parcels mounted by the centre have none.
   */
  pages?: PageSource;
  /** Props of the portal provider around the root, or false for none. */
  provider?: Omit<PortalProviderProps, 'children'> | false;
  /** Where the error view's link leads (default: the home page). */
  errorHome?: ParcelErrorProps['home'];
  /** Name in the console when the parcel crashes. */
  label?: string;
  /**
   * A product parcel's code: its React root takes the product's id prefix (`productIdPrefix`),
   * the one the server renders its first page with, so it can hydrate that markup when the
   * centre mounts it into an element holding it (docs/product-parcels.md §2a).
   */
  prodCode?: string;
}

/** What single-spa calls. */
interface ParcelLifecycles<P> {
  bootstrap: LifeCycleFn<P>;
  mount: LifeCycleFn<P>;
  unmount: LifeCycleFn<P>;
  update?: LifeCycleFn<P>;
}

export interface Parcel<P extends object> {
  /** bootstrap/mount/unmount/update for single-spa. */
  lifecycles: ParcelLifecycles<P>;
  /** The root with its provider. */
  Root: ComponentType<P & Partial<AppProps>>;
  /** `Root` in the shape the browser renders it (with the paint mark): what the server renders. */
  Tree: ComponentType<P & Partial<AppProps>>;
  app: AppName | undefined;
  pages: ParcelOptions<P>['pages'];
  /** A product parcel's code (`ParcelOptions.prodCode`): the product its server entry renders. */
  prodCode: string | undefined;
}

/** The browser's prioritised task scheduler (Chromium 94+, Firefox 142+), where there is one. */
interface TaskScheduler {
  postTask: (task: () => void, options: { priority: 'user-blocking' }) => Promise<void>;
}

/**
 * Runs `task` as the first task after the current frame: a user-blocking task where the browser
 * has a task scheduler (it goes before timers and messages queued earlier), a timer otherwise.
 */
function afterThisFrame(task: () => void): void {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') void scheduler.postTask(task, { priority: 'user-blocking' });
  else setTimeout(task, 0);
}

/**
 * Marks `scf:app-paint` (read by `npm run bench`) once the first frame that shows a mounted
 * application has been painted: the commit that inserts its markup asks for the next frame, and
 * the mark is the first task after that frame. A plain timer would wait behind every task queued
 * before it (the page's requests going out, React's effects), which the reader does not wait
 * for: the page is on screen already. single-spa's own "mounted" event comes a few tasks later.
 */
function AppPaintMark({ app }: { app: AppName }): null {
  useLayoutEffect(() => {
    requestAnimationFrame(() => afterThisFrame(() => performance.mark('scf:app-paint')));
  }, []);
  // Once the first render is committed and, for server markup, the page's piece hydrated too
  // (React hydrates it after the root, in slices: an event sent to markup not yet hydrated would
  // be lost), what the reader typed and tapped before the code arrived is handed over
  // (early-input.ts). In a task of its own: an event dispatched while React is still flushing a
  // commit's effects does not reach the handlers. (Here, not in a component of its own: the tree
  // must keep the server's shape.)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let handed = false;
    const cancel = whenHydrated(() => {
      timer = setTimeout(() => {
        handed = true;
        afterHydration(appContainer(app));
      }, 0);
    });
    return () => {
      cancel();
      clearTimeout(timer);
      // Leaving before the hand-over: the container must not keep holding taps.
      if (!handed) abandonHydration(appContainer(app));
    };
  }, [app]);
  return null;
}

/**
 * react-dom/client whose roots take `identifierPrefix` (a product's, or none) and whose hydration
 * reports where the browser's first render differed from the server's markup (React recovers
 * by rendering the root again, and says only "error #418").
 *
 * Hydration is started as a transition: React hydrates a root at the priority of the update that
 * starts it, and the default one is never split, so a page's whole hydration ran as one task of
 * several hundred milliseconds on a slow phone, during which a tap waited. As a transition React
 * works in slices of a few milliseconds and lets the browser handle input between them; a tap on
 * a piece not yet hydrated makes React hydrate that piece first (and early-input.ts hands over
 * what came before any code ran).
 */
function reactDomClient(identifierPrefix: string | undefined): typeof ReactDOMClient {
  const prefix = identifierPrefix === undefined ? {} : { identifierPrefix };
  return {
    ...ReactDOMClient,
    createRoot: (container, options) => ReactDOMClient.createRoot(container, { ...options, ...prefix }),
    hydrateRoot: (container, children, options) =>
      inTransition(() =>
        ReactDOMClient.hydrateRoot(container, children, {
          ...options,
          ...prefix,
          onRecoverableError: (error, info) =>
            console.error('[scf] server markup not hydrated', error, info.componentStack ?? ''),
        }),
      ),
  };
}

/** What `work` returns, run as a transition (`startTransition` calls it at once). */
function inTransition<T>(work: () => T): T {
  let result = undefined as { value: T } | undefined;
  React.startTransition(() => {
    result = { value: work() };
  });
  if (!result) throw new Error('startTransition did not run its callback');
  return result.value;
}

/** The element a parcel mounted by another application was given (single-spa's `domElement`). */
const givenElement = (props: object): HTMLElement | null => {
  const el: unknown = (props as { domElement?: unknown }).domElement;
  return typeof HTMLElement !== 'undefined' && el instanceof HTMLElement ? el : null;
};

export function defineParcel<P extends object = object>(options: ParcelOptions<P>): Parcel<P> {
  const { rootComponent: Component, provider = {}, pages } = options;
  const app = pages?.app;
  const Root = (props: P & Partial<AppProps>): ReactNode =>
    provider === false ? (
      <Component {...props} />
    ) : (
      <PortalProvider {...provider}>
        <Component {...props} />
      </PortalProvider>
    );
  Root.displayName = `ParcelRoot(${options.label ?? app ?? 'parcel'})`;

  // What the server renders and the browser hydrates: the root and, for an application, its
  // paint mark (nothing on the server). Both sides render this very shape, so the ids React
  // derives from the tree (`useId`, which keys a page's server answers) are the same.
  const Tree = (props: P & Partial<AppProps>): ReactNode => (
    <>
      <Root {...props} />
      {app ? <AppPaintMark app={app} /> : null}
    </>
  );
  Tree.displayName = `ParcelTree(${options.label ?? app ?? 'parcel'})`;

  // In the browser the tree shares the page's retained style cache (see retained-style-cache.ts);
  // the server renders `Tree` inside a cache of its own render.
  const ClientRoot = (props: P & Partial<AppProps>): ReactNode => (
    <StyleProvider cache={pageStyleCache()}>
      <Tree {...props} />
    </StyleProvider>
  );
  ClientRoot.displayName = `ParcelClientRoot(${options.label ?? app ?? 'parcel'})`;

  let hydrate = false;
  const react = singleSpaReact<P>({
    React,
    ReactDOMClient: reactDomClient(options.prodCode === undefined ? undefined : productIdPrefix(options.prodCode)),
    rootComponent: ClientRoot,
    renderType: () => (hydrate ? 'hydrateRoot' : 'createRoot'),
    ...(app ? { domElementGetter: () => appContainer(app) } : {}),
    errorBoundary: (error: Error) => <ParcelError error={error} home={options.errorHome} />,
  });

  const mount = async (props: P & AppProps): Promise<void> => {
    // A product parcel's element may hold its first page, rendered by the server into the centre.
    const given = app ? null : givenElement(props);
    hydrate = app
      ? hasServerMarkup(app, options.moduleUrl ?? null)
      : options.prodCode !== undefined && holdsServerMarkup(given, options.moduleUrl ?? null, PRODUCT_SSR_ATTRIBUTE);
    // Until the page has been hydrated, hooks start from what the server rendered with (and
    // the page's first request is not started ahead: its answer is in the markup).
    if (hydrate) beginHydration();
    try {
      if (app) {
        await pages?.preload(currentPageKey());
        // Tests and the bench read whether this mount took over server markup.
        if (hydrate) {
          performance.mark(`scf:hydrate:${app}`);
          beforeHydration(appContainer(app));
        }
      } else if (hydrate) {
        performance.mark(`scf:hydrate:product-${options.prodCode ?? ''}`);
        if (given) beforeHydration(given);
      }
      // An application mounted from scratch renders in the task that mounts it, rather than in a
      // task React schedules later: the browser then has no chance to paint the page between the
      // old application's removal and this one's first render (an empty frame, and a wait for
      // the next task). Hydration keeps React's own scheduling; parcels that another application
      // mounts (no `app`) may be mounted while React is committing, where flushSync may not run.
      // Its effects' requests leave once that first frame is on screen (paint-gate.ts).
      if (app && !hydrate) holdRequestsUntilPainted();
      await (app && !hydrate ? flushSync(() => react.mount(props)) : react.mount(props));
      // The product's first page is hydrated (its mount resolves once the root has committed):
      // what was typed and tapped on the server's markup is handed over, in a task of its own.
      if (hydrate && given) {
        const element = given;
        setTimeout(() => afterHydration(element), 0);
      }
    } catch (error) {
      // The page's own commit ends a hydration (RoutePage); a mount that failed has none.
      if (hydrate) {
        endHydration();
        const container = app ? appContainer(app) : given;
        if (container) abandonHydration(container);
      }
      throw error;
    } finally {
      hydrate = false;
      if (app) markClientOwned(app);
      else given?.removeAttribute(PRODUCT_SSR_ATTRIBUTE);
    }
  };

  const lifecycles: ParcelLifecycles<P> = {
    bootstrap: react.bootstrap,
    mount,
    // Requests of a parcel being left are cancelled: those its pages started ahead too.
    unmount: (props) => {
      if (app) cancelPageRequests(app);
      const unmounted = react.unmount(props);
      // React has removed the tree by now (a root unmounts synchronously), but single-spa-react
      // resolves on a zero-delay timer: the next application would mount in a later task, after
      // the browser had painted a frame with neither, and a product parcel would stay
      // UNMOUNTING for that task, where the centre leaving too finds it (single-spa's error #6).
      // An unmount is done when the tree is gone; a failure (thrown while unmounting) still
      // reaches single-spa.
      return Promise.race([unmounted, Promise.resolve()]);
    },
    ...(react.update ? { update: react.update } : {}),
  };
  return { lifecycles, Root, Tree, app, pages, prodCode: options.prodCode };
}

/** What the centre gives a product parcel's root when it mounts it (docs/product-parcels.md §2). */
export interface ProductProps {
  /** The product's code, upper case as the server spells it (`CREDIT`). */
  prodCode: string;
  /** Where the product's pages live, at and below (`/center/product/CREDIT`). */
  basePath: string;
}

/** What a product parcel built from this repository states of itself; `defineProductParcel` derives the rest. */
export interface ProductParcelOptions {
  rootComponent: ComponentType<ProductProps>;
  /** The product's code, upper case as the server spells it (`BILL`). */
  prodCode: string;
  /** `import.meta.url` of the parcel's entry. */
  moduleUrl: string;
}

/**
 * A product parcel mounted by the centre (docs/product-parcels.md): no loading overlay of its own
 * (the centre's covers the page), 返回产品中心 as the error view's way out, `product-<code>` in the
 * console, and the product's id prefix, so that it hydrates the first page the server rendered
 * with the centre from its server entry (`<name>.server.ts`).
 */
export function defineProductParcel({
  rootComponent,
  prodCode,
  moduleUrl,
}: ProductParcelOptions): Parcel<ProductProps> {
  return defineParcel<ProductProps>({
    rootComponent,
    provider: { loadingOverlay: false },
    errorHome: { path: PRODUCT_CENTRE_PATH, label: '返回产品中心' },
    label: `product-${prodCode.toLowerCase()}`,
    prodCode,
    moduleUrl,
  });
}
