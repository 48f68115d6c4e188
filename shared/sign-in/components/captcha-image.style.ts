/**
 * Styles of captcha-image.component.tsx: the picture as a block (no gap under it).
 */
import type { CSSProperties } from 'react';

export const styles = {
  picture: { display: 'block' },
} satisfies Record<string, CSSProperties>;
