/**
 * ZNX's root: routing on `params['*']` below the base path; the form, detail and settings load
 * on first visit. The list is rendered by the server too (znx.server.ts): `ProductPages` ends the
 * hydration of that markup.
 */
import { lazy } from 'react';
import { useRoute } from '@scf/shared';
import type { ProductProps } from '@scf/shared/ui';
import { ProductPages } from '@scf/shared/voucher';
import { znxPaths, znxViewOf } from './znx-routes';
import { FinancingListPage } from './financing-list.page';

const FinancingFormPage = lazy(() => import('./financing-form.page').then((m) => ({ default: m.FinancingFormPage })));
const FinancingDetailPage = lazy(() =>
  import('./financing-detail.page').then((m) => ({ default: m.FinancingDetailPage })),
);
const ZnxSettingsPage = lazy(() => import('./znx-settings.page').then((m) => ({ default: m.ZnxSettingsPage })));

export function ZnxApp({ basePath }: ProductProps): React.JSX.Element {
  const { params } = useRoute();
  const view = znxViewOf(params['*']);
  const paths = znxPaths(basePath);
  return (
    <ProductPages testId="product-znx" listPath={basePath} backText="返回融资列表">
      {view.page === 'list' ? (
        <FinancingListPage paths={paths} />
      ) : view.page === 'apply' ? (
        <FinancingFormPage paths={paths} />
      ) : view.page === 'detail' ? (
        <FinancingDetailPage key={view.id} id={view.id} paths={paths} />
      ) : view.page === 'settings' ? (
        <ZnxSettingsPage paths={paths} />
      ) : null}
    </ProductPages>
  );
}
