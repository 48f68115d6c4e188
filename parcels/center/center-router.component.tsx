/**
 * Renders the page of the current route (from shared's route table through `RoutePage`). The
 * root config has already resolved redirects, sent unknown paths to /404 and run the session
 * guard; this only adds the centre's loading and not-found views.
 */
import { Result, Skeleton } from 'antd';
import { RoutePage, useAppRoute } from '@scf/shared';
import { CENTER_PAGES, PRODUCT_PARCEL_ROUTE } from './center-pages';
import { styles } from './center-router.style';

export function CenterRouter(): React.JSX.Element {
  const { route, pathname, params } = useAppRoute('center');
  // A product keeps its parcel mounted while the user moves inside it; other pages start
  // fresh on every path (a detail page for another id, say).
  const key = route?.path === PRODUCT_PARCEL_ROUTE ? `product:${(params.prodCode ?? '').toUpperCase()}` : pathname;
  return (
    <RoutePage
      pages={CENTER_PAGES}
      props={{}}
      pageKey={key}
      // While a page's code arrives the layout stays and the content area shows its outline.
      fallback={
        <div role="status" aria-label="正在加载中......" data-scf-page-skeleton="" style={styles.skeleton}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      }
      missing={<Result status="404" title="页面不存在" subTitle="您访问的页面不存在或已下线。" />}
    />
  );
}
