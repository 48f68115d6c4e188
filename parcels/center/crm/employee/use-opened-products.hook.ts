/** The products the company has opened (`bLlist`), the ones roles can be given for. */
import { listApprovedProducts, type Product, useRequest } from '@scf/shared';

export function useOpenedProducts(enabled: boolean): { products: Product[]; loading: boolean; error: unknown; reload: () => void } {
  const { data, loading, error, reload } = useRequest((signal) => listApprovedProducts({ signal }), [], { enabled });
  return { products: data ?? [], loading, error, reload };
}
