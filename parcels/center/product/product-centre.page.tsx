/**
 * The product centre (`/center/product/product`): the company's products with their permit
 * state; entering an opened one, applying for one that is not, and each product's permit
 * history. It is also where the guard sends a user whose company info could not be loaded
 * or who may not open a page, so it works without company info too.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Col, Empty, Row, Segmented, Skeleton } from 'antd';
import {
  getCompInfo,
  navigate,
  setCompInfo,
  showMessage,
  applyProduct,
  useListPageState,
  useRoute,
  useStore,
  PRODUCT_CODE_EC,
  type PortalState,
  useAction,
  useCan,
  usePageRequest,
} from '@scf/shared';
import { PageFrame } from '../common/page-frame.component';

import { ProductCard } from './product-card.component';
import { PermitHistoryModal } from './permit-history.modal';
import {
  PERMIT_FILTERS,
  isPermitFilter,
  matchesFilter,
  readCodeQuery,
  type PermitFilter,
  type ProductEntry,
} from './product-centre.model';
import { productEntryPath } from './product-paths';
import { PRODUCT_CENTRE_REQUEST, productCentreArgs } from './product-centre.request';
import { LoadError } from '@scf/shared/load-error';

const selectCompInfo = (s: PortalState) => s.compInfo;

export function ProductCentrePage(): React.JSX.Element {
  const compInfo = useStore(selectCompInfo);
  const compCode = compInfo?.compCode ?? '';
  const { search } = useRoute();
  const [saved, setSaved] = useListPageState('productCentre', { filter: 'all' as string });
  const filter: PermitFilter = isPermitFilter(saved.filter) ? saved.filter : 'all';
  const apply = useCan('product.apply');
  const [history, setHistory] = useState<ProductEntry | null>(null);

  const { data, error, loading, reload } = usePageRequest(PRODUCT_CENTRE_REQUEST, productCentreArgs(compCode));

  const code = useMemo(() => readCodeQuery(search, data ?? []), [search, data]);
  // Said (or scrolled to) once per link, not again when the list reloads after an application.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!data || handled.current === search) return;
    handled.current = search;
    if (code.kind === 'invalid') showMessage('warning', '未找到链接中的产品，已为您显示全部产品');
    if (code.kind === 'found')
      document.querySelector(`[data-product="${code.code}"]`)?.scrollIntoView({ block: 'center' });
  }, [code, data, search]);

  const entries = (data ?? []).filter(
    (e) => matchesFilter(e, filter) || (code.kind === 'found' && e.productCode === code.code),
  );

  const enter = (entry: ProductEntry) => navigate(productEntryPath(entry.productCode));

  // A refusal was said by the http pipeline (the server's reason, "操作失败！" at worst); nothing changed.
  const applyFor = useAction({
    confirm: (entry: ProductEntry) => `确定申请开通“${entry.productName}”吗？提交后将进入审核。`,
    run: (entry: ProductEntry) => applyProduct(entry.productCode),
    onSuccess: reload,
  });

  // Requirement (docs/requirements.md#routes): the fallback when company info is missing; offer to load it again.
  const retryCompany = useAction({ run: () => getCompInfo(PRODUCT_CODE_EC), onSuccess: setCompInfo });

  return (
    <PageFrame
      extra={
        <Segmented
          aria-label="按开通状态筛选"
          value={filter}
          options={PERMIT_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
          onChange={(v) => setSaved({ filter: String(v) })}
        />
      }
    >
      {compInfo ? null : (
        <Alert
          type="warning"
          showIcon
          title="未能获取当前企业信息"
          description="产品列表暂时无法显示。请重新加载企业信息，或通过页头切换企业。"
          action={
            <Button onClick={() => void retryCompany.mutate()} loading={retryCompany.isPending}>
              重新加载
            </Button>
          }
        />
      )}
      {!compInfo ? null : loading && !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <LoadError error={error} onRetry={reload} />
      ) : entries.length === 0 ? (
        <Empty description="没有符合条件的产品" />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label="产品列表">
          {entries.map((entry) => (
            <Col key={entry.productCode} xs={24} sm={12} lg={8} xxl={6} role="listitem">
              <ProductCard
                entry={entry}
                highlighted={code.kind === 'found' && code.code === entry.productCode}
                applyDenied={apply.reason}
                applying={applyFor.isPending && applyFor.variables?.productCode === entry.productCode}
                onEnter={enter}
                onApply={(e) => void applyFor.mutate(e)}
                onHistory={setHistory}
              />
            </Col>
          ))}
        </Row>
      )}
      {compInfo ? <PermitHistoryModal compCode={compCode} product={history} onClose={() => setHistory(null)} /> : null}
    </PageFrame>
  );
}
