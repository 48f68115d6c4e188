/**
 * The home banners in antd's Carousel, rendered by the server with the page. Made
 * accessible beyond react-slick's defaults:
 *  - not infinite, so react-slick makes no aria-hidden clones holding focusable links;
 *  - links of hidden slides leave the tab order;
 *  - own controls instead of the 3 px dots: previous/next, one 24 px button per slide, and a
 *    pause button (WCAG 2.2.2: moving content can be stopped). Autoplay also pauses while the
 *    pointer or focus is on the banner, and never starts for reduced-motion readers.
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { Carousel, type CarouselRef } from 'antd';
import { LeftOutlined, PauseOutlined, CaretRightOutlined, RightOutlined } from '@ant-design/icons';
import type { CmsItem } from '@scf/shared';
import { BannerSlide } from './banner-slide.component';

const AUTOPLAY_MS = 6_000;

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const styles = {
  controls: {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 12,
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    gap: 6,
    pointerEvents: 'none',
  },
  button: {
    pointerEvents: 'auto',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 32,
    height: 32,
    padding: 0,
    border: '1px solid rgba(255, 255, 255, 0.8)',
    borderRadius: 16,
    background: 'rgba(0, 20, 60, 0.6)',
    color: '#fff',
    cursor: 'pointer',
    fontSize: 14,
  },
  dot: (): CSSProperties => ({
    pointerEvents: 'auto',
    width: 28,
    height: 28,
    padding: 0,
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
  }),
  dotBar: (active: boolean): CSSProperties => ({
    display: 'block',
    width: active ? 22 : 14,
    height: 4,
    borderRadius: 2,
    background: active ? '#fff' : 'rgba(255, 255, 255, 0.55)',
  }),
};

export default function BannerCarousel({ items, mobile }: { items: CmsItem[]; mobile: boolean }) {
  const ref = useRef<CarouselRef>(null);
  const [current, setCurrent] = useState(0);
  // Paused in the first render, as the server renders it (it cannot know the reader's motion
  // preference): a hydrated page must start from the very markup the server sent. It starts
  // playing right after, unless the reader asked for less motion.
  const [playing, setPlaying] = useState(false);
  const total = items.length;
  useEffect(() => {
    if (total > 1 && !reducedMotion()) setPlaying(true);
  }, [total]);
  const restartTimer = useRef<number | null>(null);
  const clearRestart = useCallback(() => {
    if (restartTimer.current !== null) window.clearTimeout(restartTimer.current);
    restartTimer.current = null;
  }, []);
  useEffect(() => clearRestart, [clearRestart]);
  useEffect(() => {
    if (!playing) clearRestart();
  }, [playing, clearRestart]);

  return (
    <section aria-roledescription="轮播" aria-label="平台动态" style={{ position: 'relative' }}>
      <Carousel
        ref={ref}
        dots={false}
        infinite={false}
        autoplay={playing}
        autoplaySpeed={AUTOPLAY_MS}
        pauseOnHover
        pauseOnFocus
        beforeChange={(_from, to) => {
          clearRestart();
          setCurrent(to);
        }}
        // At the last slide a non-infinite carousel stops: start over from the first.
        afterChange={(index) => {
          clearRestart();
          if (playing && index === total - 1) restartTimer.current = window.setTimeout(() => ref.current?.goTo(0), AUTOPLAY_MS);
        }}
      >
        {items.map((item, i) => (
          <BannerSlide key={item.id} item={item} mobile={mobile} current={i === current} position={{ index: i, total }} />
        ))}
      </Carousel>
      {total > 1 && (
        <div style={styles.controls as CSSProperties}>
          <button type="button" style={styles.button as CSSProperties} aria-label="上一张" onClick={() => ref.current?.goTo(current === 0 ? total - 1 : current - 1)}>
            <LeftOutlined aria-hidden="true" />
          </button>
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              style={styles.dot()}
              aria-label={`第 ${i + 1} 张：${item.title}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => ref.current?.goTo(i)}
            >
              <span style={styles.dotBar(i === current)} aria-hidden="true" />
            </button>
          ))}
          <button type="button" style={styles.button as CSSProperties} aria-label="下一张" onClick={() => ref.current?.goTo(current === total - 1 ? 0 : current + 1)}>
            <RightOutlined aria-hidden="true" />
          </button>
          <button
            type="button"
            style={{ ...(styles.button as CSSProperties), marginLeft: 8 }}
            aria-label={playing ? '暂停轮播' : '继续轮播'}
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? <PauseOutlined aria-hidden="true" /> : <CaretRightOutlined aria-hidden="true" />}
          </button>
        </div>
      )}
    </section>
  );
}
