/**
 * The home banner carousel: the controls scroll to a slide, the slide showing follows the
 * scroll, autoplay moves on every few seconds (from the last back to the first) and waits while
 * the pointer or the focus is on the banner or the reader paused it; hidden slides keep their
 * links out of the tab order; the images of the slides not showing are asked for only once the
 * carousel runs.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CmsItem } from '@scf/shared';
import BannerCarousel, { slideAt } from '../../../parcels/index/components/banner-carousel.component';

const item = (id: number): CmsItem => ({
  id,
  bizCode: 'HOME_BANNER',
  title: `横幅 ${id}`,
  summary: '',
  content: '',
  imageUrl: '',
  linkUrl: '/index/product',
  publishTime: '',
  orderNum: id,
});
const ITEMS = [item(1), item(2), item(3)];
const WIDTH = 1000;

/** jsdom lays nothing out: the track gets a width, and a scroll moves it at once. */
function layOut(): { scrolls: number[] } {
  const scrolls: number[] = [];
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    const left = typeof options === 'object' ? (options.left ?? 0) : 0;
    scrolls.push(left);
    this.scrollLeft = left;
    fireEvent.scroll(this);
  } as typeof HTMLElement.prototype.scrollTo;
  return { scrolls };
}

const track = () => document.querySelector('.scf-banner-track') as HTMLElement;
const currentDot = () => document.querySelector('button[aria-current="true"]')?.getAttribute('aria-label');
/** The scroll handler reads the position once per frame. */
const nextFrame = () =>
  act(async () => {
    vi.advanceTimersByTime(20);
  });

describe('slideAt', () => {
  it('is the slide whose start is nearest the scroll position, within the slides', () => {
    expect(slideAt(0, WIDTH, 3)).toBe(0);
    expect(slideAt(WIDTH * 0.49, WIDTH, 3)).toBe(0);
    expect(slideAt(WIDTH * 0.51, WIDTH, 3)).toBe(1);
    expect(slideAt(WIDTH * 9, WIDTH, 3)).toBe(2);
    expect(slideAt(-50, WIDTH, 3)).toBe(0);
    expect(slideAt(500, 0, 3)).toBe(0);
  });
});

describe('BannerCarousel', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }),
  );
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('goes to a slide from its button and from previous/next, and follows a swipe', async () => {
    const { scrolls } = layOut();
    render(<BannerCarousel items={ITEMS} mobile={false} />);
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    expect(currentDot()).toBe('第 1 张：横幅 1');
    fireEvent.click(screen.getByRole('button', { name: '第 3 张：横幅 3' }));
    await nextFrame();
    expect(currentDot()).toBe('第 3 张：横幅 3');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    await nextFrame();
    expect(currentDot()).toBe('第 1 张：横幅 1');
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    await nextFrame();
    expect(currentDot()).toBe('第 3 张：横幅 3');
    expect(scrolls).toEqual([2 * WIDTH, 0, 2 * WIDTH]);
    // A swipe: the scroller moves by itself.
    track().scrollLeft = WIDTH;
    fireEvent.scroll(track());
    await nextFrame();
    expect(currentDot()).toBe('第 2 张：横幅 2');
  });

  it('only the slide showing is read out and has its link in the tab order', async () => {
    layOut();
    render(<BannerCarousel items={ITEMS} mobile={false} />);
    const slides = [...track().children] as HTMLElement[];
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true']);
    expect(slides.map((s) => s.querySelector('a')?.getAttribute('tabindex') ?? null)).toEqual([null, '-1', '-1']);
  });

  it("asks for only the first slide's image in the server's markup, and for every image once it runs", () => {
    layOut();
    const withImages = ITEMS.map((it) => ({ ...it, imageUrl: `/static/banners/banner-${it.id}.svg` }));
    const html = renderToString(<BannerCarousel items={withImages} mobile={false} />);
    expect(html.match(/banner-\d\.svg/g)).toEqual(['banner-1.svg']);
    render(<BannerCarousel items={withImages} mobile={false} />);
    const backgrounds = ([...track().children] as HTMLElement[]).map(
      (s) => (s.firstElementChild as HTMLElement).style.backgroundImage,
    );
    expect(backgrounds.map((b) => /banner-(\d)\.svg/.exec(b)?.[1])).toEqual(['1', '2', '3']);
  });

  it(
    'plays on by itself, from the last slide back to the first, ' + 'and waits while hovered, focused or paused',
    async () => {
      const { scrolls } = layOut();
      render(<BannerCarousel items={ITEMS} mobile={false} />);
      const advance = async (ms: number) =>
        act(async () => {
          vi.advanceTimersByTime(ms);
        });
      await advance(6_000);
      await nextFrame();
      expect(currentDot()).toBe('第 2 张：横幅 2');
      await advance(6_000);
      await nextFrame();
      await advance(6_000);
      await nextFrame();
      expect(currentDot()).toBe('第 1 张：横幅 1');
      expect(scrolls).toEqual([WIDTH, 2 * WIDTH, 0]);

      const banner = screen.getByRole('region', { name: '平台动态' });
      fireEvent.mouseEnter(banner);
      await advance(20_000);
      expect(scrolls).toHaveLength(3);
      fireEvent.mouseLeave(banner);
      fireEvent.focus(screen.getByRole('button', { name: '下一张' }));
      await advance(20_000);
      expect(scrolls).toHaveLength(3);
      fireEvent.blur(screen.getByRole('button', { name: '下一张' }));
      fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
      await advance(20_000);
      expect(scrolls).toHaveLength(3);
      fireEvent.click(screen.getByRole('button', { name: '继续轮播' }));
      await advance(6_000);
      expect(scrolls).toHaveLength(4);
    },
  );
});
