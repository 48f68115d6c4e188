/**
 * Styles of log-filters.component.tsx: the keyword's width.
 */
import type { CSSProperties } from 'react';

export const styles = {
  keyword: { width: 180 },
} satisfies Record<string, CSSProperties>;
