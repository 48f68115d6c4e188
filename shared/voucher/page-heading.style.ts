/**
 * Styles of page-heading.component.tsx: the page's title.
 */
import type { CSSProperties } from 'react';

export const styles = {
  title: { fontSize: 20, margin: 0 },
} satisfies Record<string, CSSProperties>;
