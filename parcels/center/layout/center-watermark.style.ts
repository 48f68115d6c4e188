/**
 * Styles of center-watermark.component.tsx: the box the mark covers and the mark itself, a layer
 * over the page's content (under the sticky header) that never takes a click.
 */
import type { CSSProperties } from 'react';

/** Below the sticky header (z-index 100), so scrolled content never marks the header. */
const WATERMARK_Z_INDEX = 9;

export const styles = {
  // The box clips what is wider than the page (as antd's Watermark did): a phone never scrolls
  // sideways because of a wide table or form inside it.
  box: { position: 'relative', overflow: 'hidden' },
  mark: {
    position: 'absolute',
    inset: 0,
    zIndex: WATERMARK_Z_INDEX,
    pointerEvents: 'none',
    backgroundRepeat: 'repeat',
  },
} satisfies Record<string, CSSProperties>;
