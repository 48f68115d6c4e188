/**
 * SETTLE's root: routing on `params['*']` below the base path; the clearing page loads on first
 * visit. The list is rendered by the server too (settle.server.ts): `ProductPages` ends
 * the hydration of that markup.
 */
import { lazy } from 'react';
import { useRoute } from '@scf/shared';
import type { ProductProps } from '@scf/shared/ui';
import { ProductPages } from '@scf/shared/voucher';
import { settlePaths, settleViewOf } from './settle-routes';
import { SettleListPage } from './settle-list.page';

const ClearingPage = lazy(() => import('./clearing.page').then((m) => ({ default: m.ClearingPage })));

export function SettleApp({ basePath }: ProductProps): React.JSX.Element {
  const { params } = useRoute();
  const view = settleViewOf(params['*']);
  const paths = settlePaths(basePath);
  return (
    <ProductPages testId="product-settle" listPath={basePath} backText="返回兑付列表">
      {view.page === 'list' ? (
        <SettleListPage paths={paths} />
      ) : view.page === 'clearing' ? (
        <ClearingPage key={view.voucherId} voucherId={view.voucherId} paths={paths} />
      ) : null}
    </ProductPages>
  );
}
