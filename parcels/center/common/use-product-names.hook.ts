/**
 * Product code → name, from the cached product lists (spec §3 cacheAuthProducts), fetching
 * them once when nothing is cached yet. Unknown codes fall back to the code itself.
 */
import { useCallback, useEffect } from 'react';
import { listApprovedProducts, listProducts, setCacheAuthProducts, useStore, type PortalState } from '@scf/shared';

const selectProducts = (s: PortalState) => s.cacheAuthProducts;
let inflight: Promise<void> | null = null;

export function useProductNames(): (code: string) => string {
  const cache = useStore(selectProducts);
  useEffect(() => {
    if (cache || inflight) return;
    inflight = Promise.all([listProducts({ kind: 'silent', loading: false }), listApprovedProducts({ kind: 'silent', loading: false })])
      .then(([products, approved]) => setCacheAuthProducts({ products, approved }))
      .catch(() => undefined)
      .finally(() => {
        inflight = null;
      });
  }, [cache]);
  return useCallback(
    (code: string) => (code === 'EC' ? '平台' : (cache?.products.find((p) => p.productCode === code)?.productName ?? code)),
    [cache],
  );
}
