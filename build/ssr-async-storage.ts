/**
 * The AsyncLocalStorage of the server render bundle, switched off between renders.
 *
 * On Node 20 and 22 an AsyncLocalStorage that has run once turns on Node's promise hooks for the
 * whole process and leaves them on: from then on every promise of every request pays for them
 * (on Node 20 an authenticated API read took about a quarter more CPU with them on). The bundle
 * holds two such stores: React's server renderer keeps the request being rendered in one, the
 * entry keeps the render's API transport in another. Public pages are rendered rarely (the host caches them),
 * a signed-in reader's page on each load; so the
 * bundle's stores are disabled whenever no render is under way; Node then turns the hooks off,
 * and the next render's `run` turns them on again. Node 24 keeps stores in the async context
 * frame instead, where none of this costs anything.
 *
 * The server bundle's build aliases `async_hooks` (React's `require`) to this module, and the
 * entry imports it directly.
 */
import { AsyncLocalStorage as NodeAsyncLocalStorage } from 'node:async_hooks';

const stores = new Set<NodeAsyncLocalStorage<unknown>>();
let rendering = 0;

/** Node's AsyncLocalStorage, remembered so that it can be disabled between renders. */
export class AsyncLocalStorage<T> extends NodeAsyncLocalStorage<T> {
  constructor() {
    super();
    stores.add(this as NodeAsyncLocalStorage<unknown>);
  }

  /**
   * React finishes a little of a render on a later turn of the event loop (its early preloads),
   * in `run`, after the render's promise has settled; `run` enables a store again. Such late work
   * is synchronous, so outside renders the store is disabled again as soon as it returns.
   */
  override run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    try {
      return super.run(store, callback, ...args);
    } finally {
      if (rendering === 0) this.disable();
    }
  }
}

/**
 * Runs one render. While any render is under way the stores work as usual; when the last one
 * ends, every store of the bundle is disabled (their contexts are exited: nothing of a finished
 * render reads them).
 */
export async function duringRender<T>(render: () => Promise<T>): Promise<T> {
  rendering += 1;
  try {
    return await render();
  } finally {
    rendering -= 1;
    if (rendering === 0) for (const store of stores) store.disable();
  }
}
