/**
 * The first screen of the home page: the HOME_BANNER items, in a carousel when there are
 * several. The server renders it, so the largest paint never waits for the carousel's code; the
 * carousel is part of the page's code (not loaded on demand) so that the page hydrates in one
 * pass instead of swapping the server's carousel for a stand-in while its code loads.
 */
import { listCmsItems, type CmsItem, THEME, useRequest } from '@scf/shared';
import BannerCarousel from './banner-carousel.component';
import { BANNER_HEIGHT, BannerSlide } from './banner-slide.component';
import { LoadState } from './load-state.component';

/** Shown when the CMS has no banner: the platform's own introduction. */
const FALLBACK: CmsItem = {
  id: 0,
  bizCode: 'HOME_BANNER',
  title: '供应链金融服务平台',
  summary: '连接核心企业、供应商与资金方，让应收账款流转更高效、融资更便捷。',
  content: '',
  imageUrl: '',
  linkUrl: '',
  publishTime: '',
  orderNum: 0,
};

export function BannerSection({ mobile }: { mobile: boolean }) {
  const { state, reload } = useRequest((signal) => listCmsItems('HOME_BANNER', { signal, loading: false }), [], {
    cache: { key: 'cms:list:HOME_BANNER' },
  });
  const height = mobile ? BANNER_HEIGHT.mobile : BANNER_HEIGHT.desktop;

  if (state.status === 'loading') {
    // The banner's own space and colour, so nothing moves when the banners arrive.
    return <div style={{ height, background: THEME.brandGradient(120) }} aria-hidden="true" />;
  }
  return (
    <LoadState state={state} reload={reload} what="轮播图" minHeight={height}>
      {(items) => {
        if (items.length === 0) return <BannerSlide item={FALLBACK} mobile={mobile} />;
        if (items.length === 1) return <BannerSlide item={items[0] as CmsItem} mobile={mobile} />;
        return <BannerCarousel items={items} mobile={mobile} />;
      }}
    </LoadState>
  );
}
