/**
 * The product centre's request, defined once: the platform's products (shared with the role
 * lists, fetched once) joined with the company's permits. The page asks with it, and the page
 * registry starts it together with the page's code (shared's page-request).
 */
import { definePageRequest, getState, listProductPermits } from '@scf/shared';
import { loadProductLists } from '../common/use-product-names.hook';
import { joinProducts } from './product-centre.model';

/** The company whose permits are shown; null until the company is known. */
export const productCentreArgs = (compCode: string | undefined): string | null => (compCode ? compCode : null);

export const PRODUCT_CENTRE_REQUEST = definePageRequest({
  args: () => productCentreArgs(getState().compInfo?.compCode),
  load: async (compCode: string, call) => {
    const [{ products, approved }, permits] = await Promise.all([
      loadProductLists(),
      listProductPermits(compCode, call),
    ]);
    return joinProducts(products, permits, approved);
  },
});
