/**
 * The products the company has opened (`bLlist`), the ones roles can be given for. Asked for
 * afresh on each visit, through the same one-at-a-time loader as the page's product names, so a
 * cold open of the page asks for the list once, not once per part that needs it.
 */
import { type Product, useRequest } from '@scf/shared';
import { loadProductLists } from '../../common/use-product-names.hook';

export function useOpenedProducts(enabled: boolean): {
  products: Product[];
  loading: boolean;
  error: unknown;
  reload: () => void;
} {
  const { data, loading, error, reload } = useRequest(async () => (await loadProductLists()).approved, [], { enabled });
  return { products: data ?? [], loading, error, reload };
}
