/**
 * Text for screen readers only: out of sight, still in the accessibility tree (a page's hidden
 * heading, a live region, a label dropped on a phone).
 */
import type { CSSProperties } from 'react';

export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  border: 0,
  whiteSpace: 'nowrap',
};
