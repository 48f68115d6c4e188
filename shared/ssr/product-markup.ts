/**
 * A product's first page rendered by the server inside the centre (docs/product-parcels.md §2a).
 * The server renders the product's tree as a React root of its own, its ids prefixed with the
 * product's (`productIdPrefix`: the ids that key its server answers cannot meet the centre's),
 * and the centre places that markup in the product's element. The page's data block names the
 * product under PRODUCT_MARKUP_KEY, so the browser's first render of the centre keeps the markup
 * (`useProductMarkup`) and the product's parcel hydrates it once its module has loaded.
 */
import { useState } from 'react';
import { pageData } from './page-data';
import { useServerRender } from './server-render.context';
import { isHydrating } from './signed-in-seed';
import { asText, isRecord } from '../util/guards';

export const PRODUCT_MARKUP_KEY = 'scf:product';

/**
 * The product element's mark while it holds server markup (the browser file it was rendered
 * from), until the parcel takes it over. Not the applications' `data-scf-ssr`: the root config
 * empties markup no application took over, and the product mounts after the applications.
 */
export const PRODUCT_SSR_ATTRIBUTE = 'data-scf-product-ssr';

/** React's `identifierPrefix` of a product parcel's root, on the server and in the browser. */
export const productIdPrefix = (prodCode: string): string => `scf-product-${asText(prodCode).toLowerCase()}-`;

/** The markup kept for the browser: one object, so React never sees a new value to write. */
const KEPT_MARKUP = Object.freeze({ __html: '' });

/** What the data block says of the product the server rendered into the page. */
export interface ProductMarkupNote {
  prodCode: string;
  /** The browser file the markup was rendered from. */
  file: string;
}

export interface ProductMarkup {
  /** For the product's element, as `dangerouslySetInnerHTML`. */
  inner: { __html: string };
  file: string;
}

function noteOfPage(): ProductMarkupNote | null {
  const note = pageData()[PRODUCT_MARKUP_KEY];
  return isRecord(note) && typeof note.prodCode === 'string' && typeof note.file === 'string'
    ? { prodCode: note.prodCode, file: note.file }
    : null;
}

/**
 * The product's server markup for its element: on the server, the product's rendered first
 * page; while the browser hydrates a page the server rendered it into, the markup already in
 * the page (kept: React leaves an element with inner HTML alone when hydrating it); otherwise
 * null (the product paints when its module mounts). Decided at the first render and kept for
 * that product, so a later render never takes the markup away.
 */
export function useProductMarkup(prodCode: string): ProductMarkup | null {
  const server = useServerRender();
  const [hydrated] = useState(() => (isHydrating() ? noteOfPage() : null));
  if (server) {
    const p = server.product;
    return p?.prodCode === prodCode ? { inner: { __html: p.html }, file: p.file } : null;
  }
  return hydrated?.prodCode === prodCode ? { inner: KEPT_MARKUP, file: hydrated.file } : null;
}
