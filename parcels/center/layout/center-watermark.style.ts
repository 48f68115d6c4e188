/**
 * Styles of center-watermark.component.tsx: the box the mark covers and the mark itself, a layer
 * over the page's content (under the sticky header) that never takes a click.
 */
import type { CSSProperties } from 'react';

/** Below the sticky header (z-index 100), so scrolled content never marks the header. */
const WATERMARK_Z_INDEX = 9;

export const styles = {
  // The box clips what is wider than the page across (antd's Watermark clipped with `overflow:
  // hidden`): a phone never scrolls sideways because of a wide form inside it. `clip`, not
  // `hidden`: it makes no scroll container, so sticky bars and scrolling into view inside the
  // page work as without the box.
  box: { position: 'relative', overflowX: 'clip' },
  mark: {
    position: 'absolute',
    inset: 0,
    zIndex: WATERMARK_Z_INDEX,
    pointerEvents: 'none',
    // An inline SVG is a replaced element: without a size it would be 300 × 150 px.
    display: 'block',
    width: '100%',
    height: '100%',
  },
} satisfies Record<string, CSSProperties>;
