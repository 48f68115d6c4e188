/**
 * The about page shows one hotline, the service widget's (SERVICE_WIDGET_DEFAULTS), whatever
 * the CMS text says, and shows it even when the CMS cannot be loaded.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@scf/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@scf/shared')>();
  return { ...actual, listCmsItems: vi.fn() };
});

const shared = await import('@scf/shared');
const { default: AboutPage } = await import('../../../parcels/index/pages/about.page');
const { ServiceWidget } = await import('../../../shared/layout/service-widget.component');
const listCmsItems = vi.mocked(shared.listCmsItems);

const ABOUT: import('@scf/shared').CmsItem = {
  id: 1,
  bizCode: 'ABOUT',
  title: '关于我们',
  summary: '',
  content: '<p>供应链金融服务平台致力于以核心企业信用为依托。</p>',
  imageUrl: '',
  linkUrl: '',
  publishTime: '2026-01-01 00:00:00',
  orderNum: 1,
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const PHONE = /\d{3}-\d{3}-\d{4}/g;

describe('about page hotline', () => {
  // First: the page caches a successful CMS answer for a minute.
  it('stays on the page when the CMS content fails to load', async () => {
    listCmsItems.mockRejectedValue(new Error('网络异常'));
    render(<AboutPage title="关于我们" />);
    await screen.findByText(/公司介绍加载失败/);
    expect(screen.getByRole('heading', { name: '联系我们' })).toBeTruthy();
    expect(screen.getByRole('link', { name: shared.SERVICE_WIDGET_DEFAULTS.hotline })).toBeTruthy();
  });

  it("is the service widget's default, as a tel: link, and the page shows no other number", async () => {
    listCmsItems.mockResolvedValue([ABOUT]);
    const { container } = render(<AboutPage title="关于我们" />);
    await screen.findByText('供应链金融服务平台致力于以核心企业信用为依托。');
    const { hotline } = shared.SERVICE_WIDGET_DEFAULTS;
    const link = screen.getByRole('link', { name: hotline });
    expect(link.getAttribute('href')).toBe(`tel:${hotline.replace(/-/g, '')}`);
    expect(new Set(container.textContent?.match(PHONE))).toEqual(new Set([hotline]));

    // The widget (no hotline attribute) offers the same number.
    cleanup();
    render(<ServiceWidget />);
    expect(await screen.findByRole('button', { name: `咨询热线 ${hotline}` })).toBeTruthy();
  });
});
