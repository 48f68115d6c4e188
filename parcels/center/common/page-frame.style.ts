/**
 * Styles of page-frame.component.tsx: the page's column and its title.
 */
import type { CSSProperties } from 'react';

export const styles = {
  frame: { display: 'flex', flexDirection: 'column', gap: 16 },
  title: { fontSize: 20, margin: 0 },
} satisfies Record<string, CSSProperties>;
