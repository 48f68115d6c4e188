/**
 * CREDIT's root: the centre gives `prodCode` and `basePath`; the product context (company, the
 * person's roles in CREDIT) comes from the store the guard filled before the mount. Routing on
 * `params['*']`; the detail and the application form load with their first visit. The list is
 * rendered by the server too (credit.server.ts): `PageHydrated` beside the pages ends the
 * hydration of that markup.
 */
import { lazy, Suspense } from 'react';
import { Result } from 'antd';
import { PageHydrated, useRoute } from '@scf/shared';
import { PortalLink, type ProductProps } from '@scf/shared/ui';
import { PageLoading } from '@scf/shared/voucher';
import { creditPaths, creditViewOf } from './credit-routes';
import { CreditListPage } from './credit-list.page';

const CreditDetailPage = lazy(() => import('./credit-detail.page').then((m) => ({ default: m.CreditDetailPage })));
const CreditApplyPage = lazy(() => import('./credit-apply.page').then((m) => ({ default: m.CreditApplyPage })));

export function CreditApp({ basePath }: ProductProps): React.JSX.Element {
  const { params } = useRoute();
  const view = creditViewOf(params['*']);
  const paths = creditPaths(basePath);
  return (
    <div data-testid="product-credit">
      <Suspense fallback={<PageLoading />}>
        {view.page === 'list' ? (
          <CreditListPage paths={paths} />
        ) : view.page === 'detail' ? (
          <CreditDetailPage key={view.id} id={view.id} paths={paths} />
        ) : view.page === 'apply' ? (
          <CreditApplyPage paths={paths} />
        ) : (
          <Result status="404" title="页面不存在" extra={<PortalLink to={basePath}>返回授信列表</PortalLink>} />
        )}
        <PageHydrated />
      </Suspense>
    </div>
  );
}
