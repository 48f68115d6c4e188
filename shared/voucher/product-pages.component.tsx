/**
 * The frame every product puts around its pages: its element (named for tests), `PageLoading`
 * while a page's code arrives, 页面不存在 with the way back to the list for a path the product has
 * no page for, and `PageHydrated` beside the page inside the same Suspense boundary: its commit
 * ends the hydration of the first page the server rendered (docs/product-parcels.md §2a).
 */
import { Suspense } from 'react';
import { Result } from 'antd';
import { PageHydrated } from '../index';
import { PortalLink } from '../ui/portal-link.component';
import { PageLoading } from './page-loading.component';

export interface ProductPagesProps {
  /** The element's `data-testid` (`product-bill`). */
  testId: string;
  /** The product's list (its base path): where 页面不存在 leads back to. */
  listPath: string;
  /** The text of that way back (返回凭证列表). */
  backText: string;
  /** The page of the current path, or null where the product has none. */
  children: React.JSX.Element | null;
}

export function ProductPages({ testId, listPath, backText, children }: ProductPagesProps): React.JSX.Element {
  return (
    <div data-testid={testId}>
      <Suspense fallback={<PageLoading />}>
        {children ?? (
          <Result status="404" title="页面不存在" extra={<PortalLink to={listPath}>{backText}</PortalLink>} />
        )}
        <PageHydrated />
      </Suspense>
    </div>
  );
}
