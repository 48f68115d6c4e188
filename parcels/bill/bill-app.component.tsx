/**
 * BILL's root: the centre gives `prodCode` and `basePath`; the product context (company, the
 * person's roles in BILL) comes from the store the guard filled before the mount. Routing on
 * `params['*']`; the detail and the issue form load with their first visit. The list is rendered
 * by the server too (bill.server.ts): `ProductPages` ends the hydration of that markup.
 */
import { lazy } from 'react';
import { useRoute } from '@scf/shared';
import type { ProductProps } from '@scf/shared/ui';
import { TradeRelationsScreen, ProductPages } from '@scf/shared/voucher';
import { billPaths, billViewOf } from './bill-routes';
import { VoucherListPage } from './voucher-list.page';

const VoucherDetailPage = lazy(() => import('./voucher-detail.page').then((m) => ({ default: m.VoucherDetailPage })));
const IssueFormPage = lazy(() => import('./issue-form.page').then((m) => ({ default: m.IssueFormPage })));

export function BillApp({ basePath }: ProductProps): React.JSX.Element {
  const { params } = useRoute();
  const view = billViewOf(params['*']);
  const paths = billPaths(basePath);
  return (
    <ProductPages testId="product-bill" listPath={basePath} backText="返回凭证列表">
      {view.page === 'list' ? (
        <VoucherListPage paths={paths} />
      ) : view.page === 'detail' ? (
        <VoucherDetailPage key={view.id} id={view.id} paths={paths} />
      ) : view.page === 'relations' ? (
        <TradeRelationsScreen prodCode="BILL" listPath={paths.list} />
      ) : view.page === 'issue' ? (
        <IssueFormPage key={view.id ?? 'new'} voucherId={view.id} paths={paths} />
      ) : null}
    </ProductPages>
  );
}
