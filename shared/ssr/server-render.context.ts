/**
 * What a React tree rendered on the server knows about its request: the route (there is no
 * `window.location` in Node) and the data loaded for it. The server entry provides it; in the
 * browser nothing does, and the hooks read the page itself.
 */
import { createContext, useContext } from 'react';
import type { CurrentRoute } from '../navigation/current-route';
import type { Viewport } from '../layout/breakpoint';
import type { SignedInSeed } from './signed-in-seed';

export interface ServerData {
  /** Whether an answer for `key` was loaded before this render. */
  has: (key: string) => boolean;
  get: (key: string) => unknown;
  /** Asks for `key` to be loaded before the next render pass. */
  request: (key: string, load: () => Promise<unknown>) => void;
  /**
   * Loads `key` now, within this render pass: the promise settles once the answer is there or
   * has failed (never rejects), and the component suspends on it (React's `use`), so the page is
   * drawn with its data in one pass. Renderers without it fall back to `request` and passes.
   */
  wait?: (key: string, load: () => Promise<unknown>) => Promise<void>;
  /** Whether loading `key` failed (the section renders as loading; the browser loads it). */
  failed?: (key: string) => boolean;
}

export interface ServerRender {
  route: CurrentRoute;
  data: ServerData;
  /** The viewport the page is rendered for (`useMediaQuery` answers for it). */
  viewport: Viewport;
  /**
   * The signed-in reader's state and header, for a page rendered with a session (the centre);
   * absent for public pages, which render as for a visitor.
   */
  signedIn?: SignedInSeed;
  /**
   * The product whose first page the server rendered into the centre (a product parcel with a
   * server entry, docs/product-parcels.md §2a): its code, its markup and the browser file it
   * was rendered from (the parcel hydrates only that file's markup).
   */
  product?: { prodCode: string; html: string; file: string };
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The request being rendered on the server, or null in the browser. */
export const useServerRender = (): ServerRender | null => useContext(ServerRenderContext);
