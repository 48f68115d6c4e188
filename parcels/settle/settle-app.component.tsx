/**
 * SETTLE's root: routing on `params['*']` below the base path; the clearing page loads on first
 * visit. The list is rendered by the server too (settle.server.ts): `PageHydrated` beside the
 * pages ends the hydration of that markup.
 */
import { lazy, Suspense } from 'react';
import { Result } from 'antd';
import { PageHydrated, useRoute } from '@scf/shared';
import { PortalLink, type ProductProps } from '@scf/shared/ui';
import { PageLoading } from '@scf/shared/voucher';
import { settlePaths, settleViewOf } from './settle-routes';
import { SettleListPage } from './settle-list.page';

const ClearingPage = lazy(() => import('./clearing.page').then((m) => ({ default: m.ClearingPage })));

export function SettleApp({ basePath }: ProductProps): React.JSX.Element {
  const { params } = useRoute();
  const view = settleViewOf(params['*']);
  const paths = settlePaths(basePath);
  return (
    <div data-testid="product-settle">
      <Suspense fallback={<PageLoading />}>
        {view.page === 'list' ? (
          <SettleListPage paths={paths} />
        ) : view.page === 'clearing' ? (
          <ClearingPage key={view.voucherId} voucherId={view.voucherId} paths={paths} />
        ) : (
          <Result status="404" title="页面不存在" extra={<PortalLink to={basePath}>返回兑付列表</PortalLink>} />
        )}
        <PageHydrated />
      </Suspense>
    </div>
  );
}
