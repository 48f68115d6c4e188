/**
 * The home banners as a carousel, rendered by the server with the page.
 *
 * The slides sit side by side in a horizontal scroller that snaps to one slide at a time
 * (CSS scroll snapping): phones swipe it natively, and nothing is measured when it mounts, so
 * the page hydrates or renders in one pass without a forced layout or a second render (a
 * measuring carousel reads the width of the page as it mounts and renders again with it). The
 * slide showing is read from the scroll position when the reader scrolls; the controls scroll
 * to a slide. See docs/decisions/ux-banner-carousel.md.
 *
 * Accessible beyond the usual defaults:
 *  - links of hidden slides leave the tab order;
 *  - own controls: previous/next, one 28 px button per slide, and a pause button (WCAG 2.2.2:
 *    moving content can be stopped). Autoplay also pauses while the pointer or focus is on the
 *    banner, and never starts for readers who ask for less motion.
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { LeftOutlined, PauseOutlined, CaretRightOutlined, RightOutlined } from '@ant-design/icons';
import type { CmsItem } from '@scf/shared';
import { BannerSlide } from './banner-slide.component';
import { THEME } from '@scf/shared';

const AUTOPLAY_MS = 6_000;

function reducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The sizes of the controls (px): round buttons, slide buttons, the space between them. */
const CONTROL = { button: 32, dot: 28, gap: 6, beforePause: 8 } as const;

/**
 * The width of the control row: previous, one button per slide, next, then pause. The row is
 * given this width rather than sized by its buttons, so that it sits centred from its first
 * button on: a page still arriving (the browser lays out what it has read) would otherwise
 * centre a row holding only its first button, which then moves as the others arrive.
 */
function controlRowWidth(total: number): number {
  const buttons = 3;
  return buttons * CONTROL.button + total * CONTROL.dot + (total + buttons - 1) * CONTROL.gap + CONTROL.beforePause;
}

/** The slide a scroller shows: the one whose start is nearest its scroll position. */
export function slideAt(scrollLeft: number, width: number, total: number): number {
  if (!(width > 0) || total < 1) return 0;
  return Math.min(total - 1, Math.max(0, Math.round(scrollLeft / width)));
}

const styles = {
  track: {
    display: 'flex',
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollSnapType: 'x mandatory',
    // The controls below replace the scroll bar.
    scrollbarWidth: 'none',
    overscrollBehaviorX: 'contain',
  },
  slide: { flex: '0 0 100%', minWidth: 0, scrollSnapAlign: 'start', scrollSnapStop: 'always' },
  controls: {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 12,
    margin: '0 auto',
    maxWidth: '100%',
    display: 'flex',
    alignItems: 'center',
    gap: CONTROL.gap,
    pointerEvents: 'none',
  },
  button: {
    pointerEvents: 'auto',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: CONTROL.button,
    height: CONTROL.button,
    padding: 0,
    border: '1px solid rgba(255, 255, 255, 0.8)',
    borderRadius: 16,
    background: 'rgba(0, 20, 60, 0.6)',
    color: THEME.onPrimary,
    cursor: 'pointer',
    fontSize: 14,
  },
  dot: {
    pointerEvents: 'auto',
    flex: 'none',
    width: CONTROL.dot,
    height: CONTROL.dot,
    padding: 0,
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  dotBar: (active: boolean): CSSProperties => ({
    display: 'block',
    width: active ? 22 : 14,
    height: 4,
    borderRadius: 2,
    background: active ? THEME.white : 'rgba(255, 255, 255, 0.55)',
  }),
} satisfies Record<string, CSSProperties | ((active: boolean) => CSSProperties)>;

export default function BannerCarousel({ items, mobile }: { items: CmsItem[]; mobile: boolean }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // Paused in the first render, as the server renders it (it cannot know the reader's motion
  // preference): a hydrated page must start from the very markup the server sent. It starts
  // playing right after, unless the reader asked for less motion.
  const [playing, setPlaying] = useState(false);
  // The pointer or the keyboard focus is on the banner: autoplay waits.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Only the first slide's image belongs to the first screen. The others are asked for once the
  // carousel runs: before that they would cost the first paint their downloads and decoding
  // (an SVG image is a whole document to build) for slides nobody sees yet. The server renders
  // the same first state, so hydration starts from its markup.
  const [allImages, setAllImages] = useState(false);
  const total = items.length;
  useEffect(() => {
    setAllImages(true);
    if (total > 1 && !reducedMotion()) setPlaying(true);
  }, [total]);

  const goTo = useCallback(
    (index: number) => {
      const el = track.current;
      if (!el) return;
      const target = ((index % total) + total) % total;
      // The slide showing follows from the scroll as it moves (onScroll below).
      el.scrollTo({ left: target * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
    },
    [total],
  );

  // The slide showing follows the scroll (a swipe, a scroll from the keyboard), read once per frame.
  const frame = useRef<number | null>(null);
  const onScroll = useCallback(() => {
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      const el = track.current;
      if (el) setCurrent(slideAt(el.scrollLeft, el.clientWidth, total));
    });
  }, [total]);
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  // One slide further every AUTOPLAY_MS while playing, from the last back to the first.
  useEffect(() => {
    if (!playing || hovered || focused || total < 2) return undefined;
    const timer = window.setTimeout(() => goTo(current + 1), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, hovered, focused, current, total, goTo]);

  return (
    <section
      aria-roledescription="轮播"
      aria-label="平台动态"
      style={{ position: 'relative' }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        ref={track}
        className="scf-banner-track"
        style={styles.track}
        onScroll={onScroll}
        aria-live={playing ? 'off' : 'polite'}
      >
        {items.map((item, i) => (
          <div key={item.id} style={styles.slide} aria-hidden={i === current ? undefined : true}>
            <BannerSlide
              item={item}
              mobile={mobile}
              current={i === current}
              position={{ index: i, total }}
              withImage={i === 0 || allImages}
            />
          </div>
        ))}
      </div>
      {total > 1 && (
        <div style={{ ...styles.controls, width: controlRowWidth(total) }}>
          <button type="button" style={styles.button} aria-label="上一张" onClick={() => goTo(current - 1)}>
            <LeftOutlined aria-hidden="true" />
          </button>
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              style={styles.dot}
              aria-label={`第 ${i + 1} 张：${item.title}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => goTo(i)}
            >
              <span style={styles.dotBar(i === current)} aria-hidden="true" />
            </button>
          ))}
          <button type="button" style={styles.button} aria-label="下一张" onClick={() => goTo(current + 1)}>
            <RightOutlined aria-hidden="true" />
          </button>
          <button
            type="button"
            style={{ ...styles.button, marginLeft: CONTROL.beforePause }}
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
