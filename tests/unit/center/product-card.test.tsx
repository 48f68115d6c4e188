import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PortalProvider } from '@scf/shared/ui';
import { ProductCard } from '../../../parcels/center/product/product-card.component';
import type { ProductEntry } from '../../../parcels/center/product/product-centre.model';

afterEach(cleanup);

const entry = (permitStatus: number, permitStatusName: string): ProductEntry => ({
  productCode: 'CREDIT',
  productName: '授信管理',
  description: '核心企业授信额度的申请。',
  permitStatus,
  permitStatusName,
});

function renderCard(e: ProductEntry, applyDenied: string | null = null) {
  const handlers = { onEnter: vi.fn(), onApply: vi.fn(), onHistory: vi.fn() };
  render(
    <PortalProvider loadingOverlay={false}>
      <ProductCard entry={e} highlighted={false} applyDenied={applyDenied} applying={false} {...handlers} />
    </PortalProvider>,
  );
  return handlers;
}

describe('ProductCard', () => {
  it('offers to enter an opened product, its state in the shared green', () => {
    const h = renderCard(entry(55, '已开通'));
    const tag = screen.getByText('已开通');
    expect(tag.closest('[data-status]')?.getAttribute('data-status')).toBe('55');
    expect((tag.closest('[data-status]') as HTMLElement).style.color).toBe('rgb(35, 120, 4)');
    fireEvent.click(screen.getByRole('button', { name: /进入产品/ }));
    expect(h.onEnter).toHaveBeenCalledWith(expect.objectContaining({ productCode: 'CREDIT' }));
    expect(screen.queryByRole('button', { name: /申请开通/ })).toBeNull();
  });

  it('offers to apply for a product that is not opened, and to re-apply after a rejection', () => {
    const h = renderCard(entry(10, '未开通'));
    fireEvent.click(screen.getByRole('button', { name: /申请开通/ }));
    expect(h.onApply).toHaveBeenCalledTimes(1);
    cleanup();
    renderCard(entry(15, '已驳回'));
    expect(screen.getByRole('button', { name: /重新申请/ })).toBeTruthy();
  });

  it('disables applying for someone who is not an administrator', () => {
    const h = renderCard(entry(10, '未开通'), '仅企业管理员可以操作');
    const button = screen.getByRole('button', { name: /申请开通/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(h.onApply).not.toHaveBeenCalled();
  });

  it('shows a product under review without enter or apply, and always its history', () => {
    const h = renderCard(entry(20, '审核中'));
    expect(screen.queryByRole('button', { name: /进入产品/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /申请开通/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /开通记录/ }));
    expect(h.onHistory).toHaveBeenCalledTimes(1);
  });
});
