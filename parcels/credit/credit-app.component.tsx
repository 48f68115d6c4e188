/**
 * CREDIT's root: the centre gives `prodCode` and `basePath`; the product context (company, the
 * person's roles in CREDIT) comes from the store the guard filled before the mount. Routing on
 * `params['*']`; the detail and the application form load with their first visit. The list is
 * rendered by the server too (credit.server.ts): `ProductPages` ends the hydration of that markup.
 */
import { lazy } from 'react';
import { useRoute } from '@scf/shared';
import type { ProductProps } from '@scf/shared/ui';
import { ProductPages } from '@scf/shared/voucher';
import { creditPaths, creditViewOf } from './credit-routes';
import { CreditListPage } from './credit-list.page';

const CreditDetailPage = lazy(() => import('./credit-detail.page').then((m) => ({ default: m.CreditDetailPage })));
const CreditApplyPage = lazy(() => import('./credit-apply.page').then((m) => ({ default: m.CreditApplyPage })));

export function CreditApp({ basePath }: ProductProps): React.JSX.Element {
  const { params } = useRoute();
  const view = creditViewOf(params['*']);
  const paths = creditPaths(basePath);
  return (
    <ProductPages testId="product-credit" listPath={basePath} backText="返回授信列表">
      {view.page === 'list' ? (
        <CreditListPage paths={paths} />
      ) : view.page === 'detail' ? (
        <CreditDetailPage key={view.id} id={view.id} paths={paths} />
      ) : view.page === 'apply' ? (
        <CreditApplyPage paths={paths} />
      ) : null}
    </ProductPages>
  );
}
