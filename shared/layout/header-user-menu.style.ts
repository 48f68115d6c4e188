/**
 * Styles of header-user-menu.component.tsx: the round avatar and its picture (the caret after the
 * name is in header.style.ts).
 */
import type { CSSProperties } from 'react';

export const styles = {
  avatar: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 28,
    height: 28,
    borderRadius: '50%',
    overflow: 'hidden',
    background: 'rgba(255, 255, 255, 0.24)',
    flex: 'none',
  },
  picture: { objectFit: 'cover' },
} satisfies Record<string, CSSProperties>;
