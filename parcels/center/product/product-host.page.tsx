/**
 * `/center/product/{prodCode}/...`: a product's own pages. The session guard has already
 * switched the product context (company info for this product; a product the company has not
 * opened went back to the product centre). Here the product's parcel is looked up in the
 * import map and mounted; a product without a deployed front end gets a clear page.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Result } from 'antd';
import {
  PRODUCT_CODE_CRM,
  PRODUCT_CENTRE_PATH,
  navigate,
  PRODUCT_NAME_PLACEHOLDER,
  useProductMarkup,
  useRoute,
} from '@scf/shared';
import { loadProductLists, useKnownProductNames } from '../common/use-product-names.hook';
import { loadProductParcel, isProductCode, type ProductLoad } from './product-parcel-loader';
import { ProductParcelHost } from './product-parcel-host.component';
import { PageFrame } from '../common/page-frame.component';
import { CRM_HOME_PATH, productBasePath } from './product-paths';
import { ProductSkeleton } from './product-skeleton.component';

/**
 * The product's name, from the cached product lists, loaded into the cache when missing: the
 * page's title, its tab and its breadcrumb (which read the cache) then bear it too.
 */
function useProductName(prodCode: string): string {
  const name = useKnownProductNames()(prodCode);
  useEffect(() => {
    if (!name && prodCode) loadProductLists().catch(() => undefined);
  }, [name, prodCode]);
  return name ?? PRODUCT_NAME_PLACEHOLDER;
}

function BackToCentre(): React.JSX.Element {
  return (
    <Button
      type="primary"
      href={PRODUCT_CENTRE_PATH}
      onClick={(e) => {
        e.preventDefault();
        navigate(PRODUCT_CENTRE_PATH);
      }}
    >
      返回产品中心
    </Button>
  );
}

function NotOpen({ name }: { name: string }): React.JSX.Element {
  return (
    <PageFrame title={name}>
      <Result
        status="info"
        title="该产品暂未开放"
        subTitle={`“${name}”的业务页面尚未上线，请稍后再试，或通过右侧在线客服咨询。`}
        extra={<BackToCentre />}
      />
    </PageFrame>
  );
}

export function ProductHostPage(): React.JSX.Element {
  const { params } = useRoute();
  const raw: string = params.prodCode ?? '';
  const shownCode = raw.slice(0, 32) || '未知产品';
  const valid = isProductCode(raw);
  const prodCode = valid ? raw.toUpperCase() : '';
  const name = useProductName(prodCode);
  // The product's first page, when the server rendered it into this page (a product with a
  // server entry, docs/product-parcels.md §2a): shown while its module loads, then hydrated.
  const markup = useProductMarkup(prodCode);
  const [load, setLoad] = useState<ProductLoad | null>(null);
  const [mountError, setMountError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // Customer relations is part of the centre itself.
  const isCrm = prodCode === PRODUCT_CODE_CRM;
  useEffect(() => {
    if (isCrm) navigate(CRM_HOME_PATH);
  }, [isCrm]);

  useEffect(() => {
    if (!valid || isCrm) return undefined;
    let live = true;
    setLoad(null);
    setMountError(null);
    void loadProductParcel(prodCode).then((result) => {
      if (live) setLoad(result);
    });
    return () => {
      live = false;
    };
  }, [prodCode, valid, isCrm, attempt]);

  const onError = useCallback((err: unknown) => {
    console.error('[scf] product parcel failed to mount', err);
    setMountError(err instanceof Error ? err.message : String(err));
  }, []);

  if (!valid) return <NotOpen name={shownCode} />;
  if (markup && attempt === 0 && !isCrm && !mountError && (!load || load.kind === 'ready')) {
    return (
      <ProductParcelHost
        key={`${prodCode}:${attempt}`}
        parcel={load?.parcel ?? null}
        prodCode={prodCode}
        basePath={productBasePath(prodCode)}
        onError={onError}
        markup={markup}
      />
    );
  }
  // The product's first page in outline, the size it will have, until its module has mounted
  // (painted by the server with the centre on a reload).
  if (isCrm || !load) return <ProductSkeleton name={name} />;
  if (load.kind === 'absent') return <NotOpen name={name} />;
  if (load.kind === 'broken' || mountError) {
    return (
      <PageFrame title={name}>
        <Result
          status="error"
          title="产品页面加载失败"
          subTitle={`“${name}”的页面暂时无法打开，请稍后重试。`}
          extra={[
            <Button key="retry" onClick={() => setAttempt((a) => a + 1)}>
              重试
            </Button>,
            <BackToCentre key="back" />,
          ]}
        />
      </PageFrame>
    );
  }
  return (
    <ProductParcelHost
      key={`${prodCode}:${attempt}`}
      parcel={load.parcel}
      prodCode={prodCode}
      basePath={productBasePath(prodCode)}
      onError={onError}
      placeholder={<ProductSkeleton name={name} />}
    />
  );
}
