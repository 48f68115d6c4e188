/**
 * ENDORSE's root: routing on `params['*']` below the base path; forms and details load on first
 * visit. The transfer list is rendered by the server too (endorse.server.ts): `ProductPages`
 * ends the hydration of that markup.
 */
import { lazy } from 'react';
import { useRoute } from '@scf/shared';
import { endorsePaths, endorseViewOf } from './endorse-routes';
import type { ProductProps } from '@scf/shared/ui';
import { TradeRelationsScreen, ProductPages } from '@scf/shared/voucher';
import { TransferListPage } from './transfer-list.page';

const TransferFormPage = lazy(() => import('./transfer-form.page').then((m) => ({ default: m.TransferFormPage })));
const TransferDetailPage = lazy(() =>
  import('./transfer-detail.page').then((m) => ({ default: m.TransferDetailPage })),
);
const HeldVoucherPage = lazy(() => import('./held-voucher.page').then((m) => ({ default: m.HeldVoucherPage })));

export function EndorseApp({ basePath }: ProductProps): React.JSX.Element {
  const { params } = useRoute();
  const view = endorseViewOf(params['*']);
  const paths = endorsePaths(basePath);
  return (
    <ProductPages testId="product-endorse" listPath={basePath} backText="返回转让列表">
      {view.page === 'list' ? (
        <TransferListPage paths={paths} />
      ) : view.page === 'new' ? (
        <TransferFormPage key="new" applicationId={null} paths={paths} />
      ) : view.page === 'edit' ? (
        <TransferFormPage key={view.id} applicationId={view.id} paths={paths} />
      ) : view.page === 'application' ? (
        <TransferDetailPage key={view.id} id={view.id} paths={paths} />
      ) : view.page === 'relations' ? (
        <TradeRelationsScreen prodCode="ENDORSE" listPath={paths.list} />
      ) : view.page === 'voucher' ? (
        <HeldVoucherPage key={view.id} id={view.id} paths={paths} />
      ) : null}
    </ProductPages>
  );
}
