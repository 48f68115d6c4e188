/**
 * `ProductPages`: the frame of a product's pages shows the page of the path, or 页面不存在 with the
 * way back to the product's list where the product has none.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalProvider } from '../../../shared/ui/portal-provider.component';
import { ProductPages } from '../../../shared/voucher/product-pages.component';
import { resetAll } from './helpers';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => resetAll());
afterEach(() => cleanup());

const frame = (page: React.JSX.Element | null) => (
  <PortalProvider loadingOverlay={false}>
    <ProductPages testId="product-bill" listPath="/center/product/BILL" backText="返回凭证列表">
      {page}
    </ProductPages>
  </PortalProvider>
);

describe('ProductPages', () => {
  it('shows the page of the path inside the product’s element', async () => {
    render(frame(<h1>电子债权凭证</h1>));
    const page = await screen.findByRole('heading', { name: '电子债权凭证' });
    expect(page.closest('[data-testid="product-bill"]')).not.toBeNull();
    expect(screen.queryByText('页面不存在')).toBeNull();
  });

  it('says 页面不存在 with the way back to the list where the product has no page', async () => {
    render(frame(null));
    await screen.findByText('页面不存在');
    expect(screen.getByRole('link', { name: '返回凭证列表' }).getAttribute('href')).toBe('/center/product/BILL');
  });
});
