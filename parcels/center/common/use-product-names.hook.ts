/**
 * Product code → name, from the cached product lists (`cacheAuthProducts`, docs/requirements.md#client-state), fetching
 * them once when nothing is cached yet. A code without a name (unknown, or the cache emptied
 * because the session ended) shows a Chinese placeholder, never the bare code.
 */
import { useCallback, useEffect } from 'react';
import {
  hasSession,
  listApprovedProducts,
  listProducts,
  setCacheAuthProducts,
  useStore,
  PRODUCT_NAME_PLACEHOLDER,
  type PortalState,
  type Product,
} from '@scf/shared';

const selectProducts = (s: PortalState) => s.cacheAuthProducts;

export interface ProductLists {
  products: Product[];
  approved: Product[];
}

let inflight: Promise<ProductLists> | null = null;

/**
 * Both product lists (`product/list` and `bLlist`), fetched once however many parts of the
 * page ask at the same time (the product centre and every role list), and cached.
 */
export function loadProductLists(): Promise<ProductLists> {
  inflight ??= Promise.all([
    listProducts({ kind: 'silent', loading: false }),
    listApprovedProducts({ kind: 'silent', loading: false }),
  ])
    .then(([products, approved]) => {
      setCacheAuthProducts({ products, approved });
      return { products, approved };
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

export function useProductNames(): (code: string) => string {
  const cache = useStore(selectProducts);
  useEffect(() => {
    // Without a session (it just ended) there is nothing to ask: the placeholder shows.
    if (cache || !hasSession()) return;
    loadProductLists().catch(() => undefined);
  }, [cache]);
  return useCallback(
    (code: string) =>
      code === 'EC'
        ? '平台'
        : (cache?.products.find((p) => p.productCode === code)?.productName ?? PRODUCT_NAME_PLACEHOLDER),
    [cache],
  );
}

/**
 * Product code → name when the cached lists know it, else null (titles keep their own word
 * then). Reads the cache only: the tabs and the breadcrumbs of every centre page must not
 * fetch the lists themselves.
 */
export function useKnownProductNames(): (code: string) => string | null {
  const cache = useStore(selectProducts);
  return useCallback(
    (code: string) => cache?.products.find((p) => p.productCode === code)?.productName ?? null,
    [cache],
  );
}
