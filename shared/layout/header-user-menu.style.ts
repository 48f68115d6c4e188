/**
 * Styles of header-user-menu.component.tsx: the avatar picture (the caret after the name is in header.style.ts).
 */
import type { CSSProperties } from 'react';

export const styles = {
  picture: { objectFit: 'cover' },
} satisfies Record<string, CSSProperties>;
